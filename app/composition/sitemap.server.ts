import { dataFilePages, indexablePages, type SitePage } from "./site-pages.server.ts";
import { escapeMarkup } from "../platform/text.ts";
import { absoluteUrl } from "../platform/site.ts";

/** The sitemaps protocol's limit per file (also 50 MB uncompressed, far above 50,000 of our entries). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where the parts of a split sitemap live: /sitemaps/1.xml, /sitemaps/2.xml, … */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/** Every URL the sitemap lists: canonical pages, then the open data files. */
export const sitemapPages = (): SitePage[] => [...indexablePages(), ...dataFilePages()];

function urlset(pages: readonly SitePage[]): string {
  const urls = pages
    .map((p) =>
      [
        "  <url>",
        `    <loc>${escapeMarkup(absoluteUrl(p.path))}</loc>`,
        p.lastmod ? `    <lastmod>${p.lastmod}</lastmod>` : null,
        p.changefreq ? `    <changefreq>${p.changefreq}</changefreq>` : null,
        p.priority !== undefined ? `    <priority>${p.priority.toFixed(1)}</priority>` : null,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The sitemap's files by path. Up to SITEMAP_URL_LIMIT URLs: one /sitemap.xml listing them all (as
 * always). Past it (issue 39: thousands of operators' pairs and pages), /sitemap.xml becomes a
 * sitemap index pointing at /sitemaps/1.xml, /sitemaps/2.xml, …, each with at most `limit` URLs
 * and dated by its newest page; robots.txt keeps pointing at /sitemap.xml.
 */
export function sitemapFiles(pages: readonly SitePage[] = sitemapPages(), limit = SITEMAP_URL_LIMIT): Map<string, string> {
  if (pages.length <= limit) return new Map([["/sitemap.xml", urlset(pages)]]);
  const files = new Map<string, string>();
  const entries: string[] = [];
  for (let i = 0, n = 1; i < pages.length; i += limit, n++) {
    const part = pages.slice(i, i + limit);
    const newest = part.reduce<string | undefined>((max, p) => (p.lastmod && (!max || p.lastmod > max) ? p.lastmod : max), undefined);
    entries.push(
      ["  <sitemap>", `    <loc>${escapeMarkup(absoluteUrl(sitemapPartPath(n)))}</loc>`, newest ? `    <lastmod>${newest}</lastmod>` : null, "  </sitemap>"]
        .filter(Boolean)
        .join("\n"),
    );
    files.set(sitemapPartPath(n), urlset(part));
  }
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return new Map([["/sitemap.xml", index], ...files]);
}

/** /sitemap.xml: the list of URLs, or the index of the parts once past SITEMAP_URL_LIMIT. */
export function sitemapXml(): string {
  return sitemapFiles().get("/sitemap.xml")!;
}

/** The paths of the sitemap's parts (none until the site passes SITEMAP_URL_LIMIT URLs): prerendered with the other files. */
export function sitemapPartPaths(): string[] {
  return [...sitemapFiles().keys()].filter((p) => p !== "/sitemap.xml");
}

/** /sitemaps/<n>.xml, or null when there is no such part. */
export function sitemapPartXml(n: string): string | null {
  return /^[1-9]\d{0,4}$/.test(n) ? (sitemapFiles().get(sitemapPartPath(Number(n))) ?? null) : null;
}
