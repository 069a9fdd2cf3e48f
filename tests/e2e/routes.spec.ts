import { notFoundCopy, shellCopy } from "../../app/features/layout/shell-copy.server.ts";
/**
 * The route-table spec: every URL the app prerenders is visited and checked the way a crawler
 * (raw HTML, before JavaScript) and a person (real browser, axe) would. The URL list comes from
 * the app's own page registry, so new pages are covered without editing this file.
 */
import { aliasPages, dataFilePages, indexablePages } from "../../app/composition/site-pages.server.ts";
import { SITE_URL } from "../../app/platform/site.ts";
import { axeViolations, expect, test } from "./fixtures.ts";
import { templateRepresentatives } from "./templates.ts";

const canonicalOf = new Map<string, string>([
  ...indexablePages().map((p) => [p.path, p.path] as [string, string]),
  ...aliasPages().map((a) => [a.path, a.canonical] as [string, string]),
]);
const urls = [...canonicalOf.keys()];

function expectedCanonical(path: string) {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

interface HeadFacts {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  og: Record<string, string>;
  twitterCard: string | undefined;
  robots: string | undefined;
  jsonLd: string[];
  h1Count: number;
  lang: string | undefined;
  duplicateIds: string[];
  imagesWithoutAlt: string[];
}

function decode(s: string) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** What a crawler sees in the first response, without running any script. */
function readHead(html: string): HeadFacts {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  const og: Record<string, string> = {};
  let description: string | undefined;
  let twitterCard: string | undefined;
  let robots: string | undefined;
  for (const m of metas) {
    const prop = attr(m, "property");
    const name = attr(m, "name");
    const content = attr(m, "content");
    if (content === undefined) continue;
    if (prop?.startsWith("og:")) og[prop] = decode(content);
    if (name === "description") description = decode(content);
    if (name === "twitter:card") twitterCard = content;
    if (name === "robots") robots = content;
  }
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim(),
    description,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    og,
    twitterCard,
    robots,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ""),
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    duplicateIds: (() => {
      const seen = new Set<string>();
      const twice = new Set<string>();
      for (const m of html.matchAll(/<[a-z][^>]*\sid="([^"]+)"/g)) {
        if (seen.has(m[1]!)) twice.add(m[1]!);
        seen.add(m[1]!);
      }
      return [...twice];
    })(),
    imagesWithoutAlt: [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\salt="/.test(tag)),
  };
}

test.describe("every registered URL, as a crawler reads it", () => {
  test("titles and descriptions are unique across the site", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, canonical] of canonicalOf) {
      if (path !== canonical) continue; // an alias repeats its canonical page on purpose
      const html = await (await request.get(path)).text();
      const head = readHead(html);
      expect(head.title, `${path} title`).toBeTruthy();
      expect(titles.get(head.title!), `title of ${path} also used by`).toBeUndefined();
      titles.set(head.title!, path);
      expect(descriptions.get(head.description!), `description of ${path} also used by`).toBeUndefined();
      descriptions.set(head.description!, path);
    }
    expect(titles.size).toBeGreaterThan(0);
  });

  for (const path of urls) {
    test(`head of ${path}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      const head = readHead(await res.text());
      const canonical = expectedCanonical(canonicalOf.get(path)!);
      expect(head.lang).toBe("es-ES");
      expect(head.title?.length).toBeGreaterThan(10);
      expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(head.description?.length ?? 0).toBeLessThanOrEqual(170);
      expect(head.canonical).toBe(canonical);
      expect(head.og["og:url"]).toBe(canonical);
      expect(head.og["og:title"]).toBe(decode(head.title!));
      expect(head.og["og:description"]).toBe(head.description);
      expect(["website", "article"]).toContain(head.og["og:type"]);
      expect(head.og["og:image"]).toMatch(new RegExp(`^${SITE_URL.replace(/\./g, "\\.")}/.+\\.(jpg|png)$`));
      expect(head.og["og:locale"]).toBe("es_ES");
      expect(head.og["og:site_name"]).toBeTruthy();
      expect(head.twitterCard).toBe("summary_large_image");
      expect(head.robots).toContain("index,follow");
      expect(head.h1Count).toBe(1);
      // Content-dependent accessibility rules that need no browser, on every URL (axe runs per template).
      expect(head.duplicateIds, "ids used twice").toEqual([]);
      expect(head.imagesWithoutAlt, "<img> without alt").toEqual([]);
      const blocks = head.jsonLd.map((raw) => JSON.parse(raw) as { "@type": string });
      const types = blocks.map((b) => b["@type"]);
      expect(types).toContain("WebSite");
      expect(types).toContain("Organization");
      if (path !== "/") expect(types).toContain("BreadcrumbList");
    });
  }
});

// In a browser: one page per template (the greedy set cover of templates.ts, so a page that brings
// a new element shape brings itself), each visit checking hydration (one visible h1, no console
// error) and axe. The per-URL checks that need no browser (status, head, one h1, unique ids, alt
// text, structured data) run on every URL above. Visiting the other ~80 URLs in Chromium too cost
// about a hundred CPU seconds per run for pages that repeat a template the set already visits.
// One page per worker serves the visits (its cache keeps the shared assets), each test still
// failing on its own URL's console errors (see reusedPage in fixtures.ts).
const representatives = templateRepresentatives(urls);

test.describe("one page per template, in a browser: hydration and axe", () => {
  test("the pages visited show every element shape of the site, in fewer visits than URLs", () => {
    expect(representatives.length).toBeGreaterThan(0);
    expect(representatives.length).toBeLessThan(urls.length);
  });
  for (const path of representatives) {
    test(`page ${path}: hydrates with one visible h1 and no console errors; axe: no WCAG 2.2 AA violations`, async ({ reusedPage: page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await test.step(`axe on ${path}: no WCAG 2.2 AA violations`, async () => expect(await axeViolations(page)).toEqual([]));
    });
  }
});

/**
 * WCAG 2.2, 2.5.8 (Target Size, Minimum): a target smaller than 24×24 px passes if a 24 px circle centred on
 * it touches no other target nor the circle of another small target; a link inside a sentence is exempt.
 */
function smallTargets(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden until focused (the skip link): measured when it shows, not here.
      const clipped = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath.startsWith("inset(50%");
      return r.width > 0 && r.height > 0 && !clipped && style.visibility !== "hidden" && !el.closest("[inert], [aria-hidden='true']");
    });
    const rects = all.map((el) => el.getBoundingClientRect());
    const small = (r: DOMRect) => r.width < 24 - 0.5 || r.height < 24 - 0.5;
    const inSentence = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, td, th, dd, figcaption, label, span, small") as HTMLElement | null;
      return !!block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    const distToRect = (x: number, y: number, r: DOMRect) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const out: string[] = [];
    all.forEach((el, i) => {
      const r = rects[i]!;
      if (!small(r) || inSentence(el)) return;
      const cx = (r.left + r.right) / 2;
      const cy = (r.top + r.bottom) / 2;
      const clash = all.some((other, j) => {
        if (j === i || other.contains(el) || el.contains(other)) return false;
        const o = rects[j]!;
        if (distToRect(cx, cy, o) < 12) return true;
        return small(o) && !inSentence(other) && Math.hypot(cx - (o.left + o.right) / 2, cy - (o.top + o.bottom) / 2) < 24;
      });
      if (clash) out.push(`${el.tagName.toLowerCase()} «${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}» ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    return out;
  });
}

test.describe("one page per template on a 360×740 phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, reusedPageConsent: "accepted" });
  // The templates, plus the two pages whose wide tables the phone review found cut on the right (issue 25).
  for (const path of new Set([...representatives, "/metodologia", "/bono-bienvenida-casino"])) {
    test(`${path}: no sideways scroll; wider tables scroll inside a labelled, focusable region with a cue; 24 px targets (WCAG 2.5.8)`, async ({ reusedPage: page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(360);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("main table")]
          .filter((t) => t.getBoundingClientRect().width > (t.parentElement?.clientWidth ?? 0) + 1)
          .map((t) => {
            const region = t.closest('[role="region"]');
            const cue = region?.previousElementSibling ?? region?.parentElement?.querySelector(".scroll-cue");
            return {
              table: t.textContent?.slice(0, 40),
              label: region?.getAttribute("aria-label") ?? null,
              tabindex: region?.getAttribute("tabindex") ?? null,
              scrolls: region ? region.scrollWidth > region.clientWidth && getComputedStyle(region).overflowX === "auto" : false,
              cue: cue instanceof HTMLElement && cue.classList.contains("scroll-cue") && cue.offsetParent !== null,
            };
          }),
      );
      for (const w of wide) expect(w, `${path}: ${w.table}`).toMatchObject({ label: expect.stringMatching(/\S/), tabindex: "0", scrolls: true, cue: true });
      // Operator badges (issue 25, item 4): never drawn under 120×40 px, where the longest wordmark stops being
      // legible; one that names the operator (alt) is its heading's only content — the name is not repeated beside it.
      const badges = await page.locator('main img[src^="/images/operators/"]').evaluateAll((imgs: HTMLImageElement[]) =>
        imgs
          .filter((img) => img.getClientRects().length > 0)
          .map((img) => {
            const r = img.getBoundingClientRect();
            const heading = img.alt ? img.closest("h1, h2, h3, h4, h5, h6") : null;
            return { src: img.getAttribute("src"), legible: r.width >= 119.5 && r.height >= 39.5, textBeside: heading instanceof HTMLElement ? heading.innerText.trim() : "" };
          }),
      );
      for (const b of badges) expect(b, `${path}: ${b.src}`).toMatchObject({ legible: true, textBeside: "" });
      // Targets behind a disclosure are measured where a visitor meets them: with it open.
      await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>("main details:not([open])").forEach((d) => (d.open = true)));
      expect(await smallTargets(page), `${path}: targets under 24×24 px without the spacing WCAG 2.5.8 asks for`).toEqual([]);
    });
  }
});

test.describe("unknown URLs", () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  for (const path of ["/no-existe", "/casinos/no-existe", "/blog/x/y/z", "/favicon-inexistente.png"]) {
    test(`${path} answers 404 with the not-found page`, async ({ reusedPage: page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const resp = await page.goto(path);
      expect(resp?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: notFoundCopy().h1 })).toBeVisible();
      await expect(page.getByRole("link", { name: shellCopy().navigation.homeLink })).toHaveAttribute("href", "/");
    });
  }
});

test("sitemap.xml lists every indexable page on the canonical host and no alias", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual([...indexablePages(), ...dataFilePages()].map((p) => expectedCanonical(p.path)).sort());
  for (const a of aliasPages()) expect(locs).not.toContain(expectedCanonical(a.path));
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
