import { dataFilePages, indexablePages } from "./site-pages.server.ts";
import { escapeMarkup } from "../platform/text.ts";
import { absoluteUrl } from "../platform/site.ts";

export function sitemapXml(): string {
  const urls = [...indexablePages(), ...dataFilePages()]
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
