/**
 * The site's own entries of the registry (app/composition/registry.server.ts), the ones no feature
 * owns: the sitemap, the crawler file, the links of the header and footer, which are on every page, and
 * those written in the fixed texts.
 * (The not-found page is the route table's last entry, app/routes.ts.)
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../platform/page-feature.ts";
import { loadCollection } from "../platform/content/collection.ts";
import { ALL_COPY_COLLECTIONS } from "./copy-files.server.ts";
import { siteNav } from "./site-nav.server.ts";

export const siteFeature: PageFeature = {
  name: "site",
  // The not-found page for every other path is the route table's last entry (app/routes.ts).
  routes: () => [route("sitemap.xml", "routes/sitemap-xml.ts"), route("sitemaps/:part", "routes/sitemap-part-xml.ts"), route("robots.txt", "routes/robots-txt.ts")],
  files: () => [{ path: "/sitemap.xml" }, { path: "/robots.txt" }],
  links: (add) => {
    // The header and footer menus built from data: every review and the featured posts.
    const nav = siteNav();
    for (const l of [...nav.casinos, ...nav.footerCasinos, ...nav.featuredArticles]) add("(cabecera y pie)", l.href);
    // The fixed texts (content/copy/*.yaml, whichever feature declares them): menus, the footer, the home
    // page's blocks, links in texts.
    for (const col of ALL_COPY_COLLECTIONS) {
      for (const e of loadCollection(col).entries) for (const r of col.references?.(e) ?? []) if (r.kind === "page") add(`content/copy/${col.file}`, r.value);
    }
  },
};
