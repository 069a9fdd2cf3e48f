import { describe, expect, it } from "vitest";
import type { SitePage } from "./site-pages.server";
import { SITEMAP_URL_LIMIT, sitemapFiles, sitemapPages, sitemapPartPaths, sitemapPartXml, sitemapXml } from "./sitemap.server";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemap index past 50,000 URLs", () => {
  it("is one <urlset> with every page while the site is under the limit (today's site)", () => {
    const pages = sitemapPages();
    expect(pages.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    const xml = sitemapXml();
    expect(xml).toContain("<urlset");
    expect(xml).not.toContain("<sitemapindex");
    expect(locs(xml)).toHaveLength(pages.length);
    expect(sitemapPartPaths()).toEqual([]);
    expect(sitemapPartXml("1")).toBeNull();
  });

  it("splits a synthetic 120,001-URL site into an index and parts of at most 50,000, each URL once", () => {
    const pages: SitePage[] = Array.from({ length: 120_001 }, (_, i) => ({ path: `/p/${i}`, lastmod: i === 7 ? "2026-11-20" : "2026-01-01" }));
    const files = sitemapFiles(pages);
    const index = files.get("/sitemap.xml")!;
    expect(index).toContain("<sitemapindex");
    const parts = locs(index);
    expect(parts).toHaveLength(3);
    const urls: string[] = [];
    parts.forEach((loc, i) => {
      const partPath = new URL(loc).pathname;
      expect(partPath).toBe(`/sitemaps/${i + 1}.xml`);
      const part = files.get(partPath)!;
      expect(part).toContain("<urlset");
      const inPart = locs(part);
      expect(inPart.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      urls.push(...inPart.map((u) => new URL(u).pathname));
    });
    expect(urls).toEqual(pages.map((p) => p.path));
    // Each part is dated by its newest page.
    expect(index).toMatch(/<loc>[^<]*\/sitemaps\/1\.xml<\/loc>\n {4}<lastmod>2026-11-20<\/lastmod>/);
    expect(files.size).toBe(4);
  });

  it("keeps exactly the limit in one file, and splits at one more", () => {
    const make = (n: number): SitePage[] => Array.from({ length: n }, (_, i) => ({ path: `/q/${i}` }));
    expect(sitemapFiles(make(10), 10).size).toBe(1);
    expect(sitemapFiles(make(11), 10).size).toBe(3);
  });

  it("answers no part for anything but a small whole number", () => {
    for (const bad of ["0", "-1", "1.5", "01", "abc", "999999"]) expect(sitemapPartXml(bad)).toBeNull();
  });
});
