/** The editor is never a page of the public site: not prerendered, not in the sitemap. */
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../../composition/site-pages.server";
import { sitemapXml } from "../../composition/sitemap.server";

describe("the content editor's URLs", () => {
  it("are neither prerendered nor listed in the sitemap", () => {
    const paths = prerenderPaths();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => /keystatic/i.test(p))).toEqual([]);
    const xml = sitemapXml();
    expect(xml).toContain("<loc>");
    expect(xml).not.toMatch(/keystatic/i);
  });
});
