import type { Page } from "@playwright/test";
import { axeViolations, expect, setConsent, test, waitForHydration } from "./fixtures.ts";
import { featuredPosts, getPosts } from "../../app/features/blog/blog.server.ts";
import { formatDateLong } from "../../app/platform/format.ts";
import { blogPageCopy } from "../../app/features/blog/blog-copy.server.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { SPEC_BLOG } from "../spec-facts.ts";

/** The posts as the content files have them: the checks below hold for any number of posts. */
const POSTS = getPosts();
/** The list's heading as content/copy/blog.yaml words it. */
const BLOG_H1 = blogPageCopy(POSTS.length).h1;

/** Text of an HTML fragment of a post body (tags dropped, the few entities Markdown writes decoded). */
const textOf = (html: string) =>
  html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").trim();
/** Links in a post body: [href, text]. */
const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1]!, textOf(m[2]!)] as const);

/**
 * The article these tests open, read from the content: the first featured post whose body has a
 * table, a link to another post and a link to another page (the parts the article checks look at).
 */
const POST = featuredPosts().find((p) => p.content.includes("<table") && linksOf(p.content).some(([h]) => h.startsWith("/blog/")) && linksOf(p.content).some(([h]) => !h.startsWith("/blog")));
if (!POST) throw new Error("no featured post has a table, a link to another post and a link to another page: the article tests need one");
const FEATURED = `/blog/${POST.slug}`;
const FEATURED_TITLE = POST.title;
const FEATURED_H2 = textOf(/<h2[^>]*>(.*?)<\/h2>/s.exec(POST.content)![1]!);
const [PAGE_LINK_HREF, PAGE_LINK_TEXT] = linksOf(POST.content).find(([h]) => !h.startsWith("/blog"))!;
const [POST_LINK_HREF, POST_LINK_TEXT] = linksOf(POST.content).find(([h]) => h.startsWith("/blog/"))!;
const LINKED_POST = POSTS.find((p) => `/blog/${p.slug}` === POST_LINK_HREF)!;

/** The article is HTML that no router walks (decision 0191): no route data, no client router. */
async function noRouter(page: Page) {
  expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterDataRouter" in window)).toBe(false);
}

test.describe("blog", () => {
  // The worker's kept page, cookie choice stored; the tests that add their own init script or
  // permission (share) open a fresh page.
  test.use({ reusedPageConsent: "rejected" });

  test("/blog lists every post as a card with its details", async ({ reusedPage: page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BLOG_H1);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(POSTS.length);
    await expect(page.getByText(SPEC_BLOG.empty)).toHaveCount(0);

    // Newest first: the first card is the newest post of the content, with its details.
    const newest = POSTS[0]!;
    const first = cards.first();
    const link = first.getByRole("heading", { level: 2 }).getByRole("link");
    await expect(link).toHaveText(newest.title);
    await expect(link).toHaveAttribute("href", `/blog/${newest.slug}`);
    await expect(first.getByText(newest.category, { exact: true })).toBeVisible();
    await expect(first.getByText(/^\d+ min/)).toBeVisible();
    await expect(first.getByText(newest.authorName)).toBeVisible();
    await expect(first.locator("time")).toHaveText(formatDateLong(newest.publishDate));
    await expect(first.getByRole("img")).toHaveAttribute("alt", newest.imageAlt);
    await expect(first.getByText(newest.excerpt)).toBeVisible();
    // Only the first three tags on a card, plus the count of the rest.
    const tags = first.getByRole("list", { name: "Etiquetas" }).getByRole("listitem");
    const shownTags = Math.min(newest.tags.length, SPEC_BLOG.cardTags);
    await expect(tags).toHaveCount(shownTags + (newest.tags.length > shownTags ? 1 : 0));
    await expect(tags.nth(0)).toHaveText(`#${newest.tags[0]}`);
    if (newest.tags.length > shownTags) await expect(tags.nth(shownTags)).toContainText(`+${newest.tags.length - shownTags}`);

    for (const slugLink of await page.getByRole("main").getByRole("article").getByRole("heading").getByRole("link").all()) {
      await expect(slugLink).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a card opens its article, a document of its own", async ({ reusedPage: page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: FEATURED_TITLE }).click();
    await expect(page).toHaveURL(FEATURED);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED_TITLE);
    await noRouter(page);
  });

  test("an article shows everything the spec lists", async ({ reusedPage: page }) => {
    await page.goto(FEATURED);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED_TITLE);
    await expect(main.getByRole("link", { name: "Volver al blog" })).toHaveAttribute("href", "/blog");
    await expect(main.getByRole("button", { name: "Compartir" })).toBeVisible();
    const article = main.getByRole("article").first();
    await expect(article.getByText(POST.category, { exact: true }).first()).toBeVisible();
    await expect(article.getByText(/^\d+ min/).first()).toBeVisible();
    await expect(article.getByText(POST.authorName).first()).toBeVisible();
    await expect(article.locator("header time")).toHaveText(formatDateLong(POST.publishDate));
    const hero = article.getByRole("img", { name: POST.imageAlt });
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(article.getByRole("list", { name: "Etiquetas" }).getByRole("listitem").first()).toHaveText(`#${POST.tags[0]}`);
    // Body converted from Markdown: sections, a table and internal links.
    await expect(article.getByRole("heading", { level: 2, name: FEATURED_H2 })).toBeVisible();
    await expect(article.getByRole("table").first()).toBeVisible();
    await expect(article.getByRole("link", { name: PAGE_LINK_TEXT, exact: true }).first()).toHaveAttribute("href", PAGE_LINK_HREF);
    // No invented social proof: the spec's decorative 2.3k / 47 / 12 are not this article's figures
    // (decision 0170), so no readers, likes or shares are claimed anywhere on the page.
    await expect(main.getByText(/\d[\d.,]*k?\s+(lecturas|me gusta|veces compartido)/)).toHaveCount(0);
    // Subscribe call to action, related block and responsible-gambling footer.
    const subscribe = main.getByRole("region", { name: /Suscríbete/ });
    await expect(subscribe.getByLabel("Tu correo electrónico")).toBeVisible();
    await expect(subscribe.getByRole("button", { name: "Suscribirse" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: shellCopy().compliance.responsibleBox.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("'Continúa Leyendo' shows four other posts, no made-up «Trending» badge (decision 0240), two tags plus '+N'", async ({ reusedPage: page }) => {
    await page.goto(FEATURED);
    const block = page.getByRole("region", { name: "Continúa Leyendo" });
    const cards = block.getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(block.getByText(/^\s*(trending|tendencia)\s*$/i)).toHaveCount(0);
    await expect(block.getByRole("link", { name: FEATURED_TITLE })).toHaveCount(0);
    for (let i = 0; i < 4; i++) {
      const items = cards.nth(i).getByRole("list", { name: "Etiquetas" }).getByRole("listitem");
      const texts = await items.allTextContents();
      const tagCount = texts.filter((t) => t.startsWith("#")).length;
      expect(tagCount).toBeLessThanOrEqual(2);
      if (texts.length > tagCount) expect(texts.at(-1)).toMatch(/^\+\d+/);
    }
    await expect(block.getByRole("link", { name: "Ver todos los artículos" })).toHaveAttribute("href", "/blog");
  });

  test("share uses the native share sheet with title, excerpt and URL", async ({ page }) => {
    await setConsent(page, "rejected");
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shares: unknown[] }).__shares = calls;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: unknown) => {
          calls.push(data);
        },
      });
    });
    await page.goto(FEATURED);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Compartir" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)).toEqual([
      {
        title: FEATURED_TITLE,
        text: POST.excerpt,
        url: expect.stringMatching(new RegExp(`${FEATURED}$`)),
      },
    ]);
  });

  test("without native share the URL is copied and a toast says so", async ({ page, context }) => {
    await setConsent(page, "rejected");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await page.goto(FEATURED);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Compartir" }).click();
    await expect(page.getByText("Enlace copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${FEATURED}$`));
  });

  test("an internal link in the body opens the linked article", async ({ reusedPage: page }) => {
    await page.goto(FEATURED);
    await page.getByRole("main").getByRole("article").getByRole("link", { name: POST_LINK_TEXT, exact: true }).first().click();
    await expect(page).toHaveURL(POST_LINK_HREF);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LINKED_POST.title);
    await noRouter(page);
  });

  test("an unknown slug redirects to /blog, with one history entry for both", async ({ page }) => {
    // A fresh page: the browser caps history.length at 50, which a page kept across tests can reach.
    await setConsent(page, "rejected");
    await page.goto("/blog");
    const before = await page.evaluate(() => history.length);
    await page.goto("/blog/este-articulo-no-existe");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BLOG_H1);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });

  test("the footer links every featured post", async ({ reusedPage: page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: shellCopy().navigation.footer.articlesTitle });
    await expect(nav.getByRole("link")).toHaveCount(featuredPosts().length);
    for (const p of featuredPosts()) await expect(nav.getByRole("link", { name: p.title })).toHaveAttribute("href", `/blog/${p.slug}`);
  });

  test("an article says who wrote it and when it was updated, and links the author's page", async ({ reusedPage: page }) => {
    const post = POSTS[0]!;
    await page.goto(`/blog/${post.slug}`);
    const byline = page.getByTestId("byline");
    await expect(byline).toContainText(`Por ${post.authorName}`);
    await expect(byline).toContainText("Actualizado el");
    await byline.getByRole("link", { name: post.authorName }).click();
    await expect(page).toHaveURL(new RegExp(`/autores/${post.author}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.authorName);
    await expect(page.getByRole("main").getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("blog on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, reusedPageConsent: "rejected" });

  test("a wide table scrolls inside its own keyboard-reachable region, with no axe violations", async ({ reusedPage: page }) => {
    await page.goto("/blog/bonos-bienvenida-casinos-espana-2026");
    const region = page.getByRole("region", { name: /^Tabla: Operador/ });
    await expect(region).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the list has no horizontal overflow and no axe violations", async ({ reusedPage: page }) => {
    await page.goto("/blog");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("blog for crawlers (no JavaScript)", () => {
  test("an unknown slug answers a real 301 to /blog", async ({ request }) => {
    const res = await request.get("/blog/este-articulo-no-existe", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/blog");
    expect(res.headers()["cache-control"]).toBe("no-store");
  });

  test("the article HTML carries the text, BlogPosting, BreadcrumbList, article Open Graph and the feed link", async ({ request }) => {
    const res = await request.get(FEATURED);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${FEATURED_TITLE}</h1>`);
    expect(html).toContain(FEATURED_H2.replace(/&/g, "&amp;"));
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${FEATURED}"/>`));
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https:\/\/[^"]+\/blog\/rss\.xml"\/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const posting = blocks.find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: FEATURED_TITLE,
      datePublished: POST.publishDate,
      dateModified: POST.updated,
      // An example persona is not a Person: the site's Organization signs (issue 49).
      author: POST.authorExample ? { "@type": "Organization" } : { "@type": "Person", name: POST.authorName },
      publisher: { "@type": "Organization" },
    });
    expect(posting.image[0]).toMatch(new RegExp(`/og/blog/${POST.slug}\\.jpg$`));
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Inicio", "Blog", FEATURED_TITLE]);
    const og = await request.get(`/og/blog/${POST.slug}.jpg`);
    expect(og.headers()["content-type"]).toBe("image/jpeg");
  });

  test("the sitemap lists every post with its date", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>https:\/\/[^<]+\/blog<\/loc>/);
    for (const p of POSTS) expect(xml).toMatch(new RegExp(`/blog/${p.slug}</loc>\\s*<lastmod>${p.updated}</lastmod>`));
    expect(xml.match(/\/blog\/[a-z0-9-]+<\/loc>/g)).toHaveLength(POSTS.length);
  });

  test("the RSS feed is valid XML with one item per post", async ({ request, reusedPage: page }) => {
    const res = await request.get("/blog/rss.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/xml/);
    const xml = await res.text();
    await page.goto("/blog");
    const parsed = await page.evaluate((src) => {
      const doc = new DOMParser().parseFromString(src, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        items: [...doc.querySelectorAll("item")].map((i) => ({
          title: i.querySelector("title")?.textContent,
          link: i.querySelector("link")?.textContent,
          pubDate: i.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.items.map((i) => i.link?.replace(/^https?:\/\/[^/]+/, ""))).toEqual(POSTS.map((p) => `/blog/${p.slug}`));
    expect(parsed.items[0]!.pubDate).toBe(new Date(`${POSTS[0]!.publishDate}T12:00:00Z`).toUTCString());
  });
});
