import { describe, expect, it } from "vitest";
import { buildMeta, buildPageMeta, clampDescription, faqJsonLd, pageTitle } from "./seo";
import { SITE_URL, absoluteUrl } from "./site";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("buildMeta", () => {
  const tags = buildMeta({ title: "Guía", description: "Una descripción suficientemente larga para la prueba.", path: "/ayuda/" }) as Tag[];

  it("adds the site name to the title and absolute canonical/og:url without trailing slash", () => {
    expect(tags[0]).toEqual({ title: "Guía | Ranking Casinos España" });
    expect(find(tags, "rel", "canonical")).toMatchObject({ tagName: "link", href: `${SITE_URL}/ayuda` });
    expect(find(tags, "property", "og:url")).toMatchObject({ content: `${SITE_URL}/ayuda` });
  });

  it("has the default share image, locale, type, Twitter card and robots", () => {
    expect(find(tags, "property", "og:image")).toMatchObject({ content: `${SITE_URL}/og/mesa-casino-en-vivo.jpg` });
    expect(find(tags, "property", "og:image:width")).toMatchObject({ content: "1200" });
    expect(find(tags, "property", "og:image:height")).toMatchObject({ content: "630" });
    expect(find(tags, "property", "og:locale")).toMatchObject({ content: "es_ES" });
    expect(find(tags, "property", "og:type")).toMatchObject({ content: "website" });
    expect(find(tags, "name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(String(find(tags, "name", "robots")?.content)).toMatch(/^index,follow/);
  });

  it("always carries WebSite and Organization JSON-LD", () => {
    const types = tags.filter((t) => "script:ld+json" in t).map((t) => (t["script:ld+json"] as Tag)["@type"]);
    expect(types).toEqual(["WebSite", "Organization"]);
  });

  it("uses the canonical path of an alias", () => {
    const alias = buildMeta({ title: "B", description: "x".repeat(60), path: "/games/baccarat-online", canonicalPath: "/baccarat-online" }) as Tag[];
    expect(find(alias, "rel", "canonical")).toMatchObject({ href: `${SITE_URL}/baccarat-online` });
  });
});

describe("buildPageMeta", () => {
  it("adds WebPage and a BreadcrumbList from home to the page", () => {
    const tags = buildPageMeta({ title: "Ayuda", description: "x".repeat(60), path: "/ayuda" }) as Tag[];
    const blocks = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);
    expect(blocks.map((b) => b["@type"])).toEqual(["WebSite", "Organization", "WebPage", "BreadcrumbList"]);
    const crumbs = blocks[3]!.itemListElement as Tag[];
    expect(crumbs.map((c) => c.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}/ayuda`]);
  });
});

describe("helpers", () => {
  it("clamps long descriptions at a word boundary", () => {
    const long = "Palabra ".repeat(40);
    const out = clampDescription(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("Palabra…")).toBe(true);
    expect(clampDescription("Corta.")).toBe("Corta.");
  });
  it("absoluteUrl keeps the root slash only", () => {
    expect(absoluteUrl("/")).toBe(`${SITE_URL}/`);
    expect(absoluteUrl("/blog/")).toBe(`${SITE_URL}/blog`);
  });
  it("faqJsonLd strips inline markup from answers", () => {
    const ld = faqJsonLd([{ question: "¿Qué es?", answer: "Mira la [guía](/ayuda) **ya**." }]);
    expect(JSON.stringify(ld)).toContain("Mira la guía ya.");
  });
});

describe("pageTitle with a maximum length", () => {
  it("adds the site name only when the whole title stays within the maximum", () => {
    expect(pageTitle("Corto", 60)).toBe("Corto | Ranking Casinos España");
    const long = "x".repeat(50);
    expect(pageTitle(long, 60)).toBe(long);
    expect(pageTitle(long)).toBe(`${long} | Ranking Casinos España`);
  });
});
