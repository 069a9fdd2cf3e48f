/**
 * The site's own entries of the registry (app/composition/registry.server.ts), the ones no feature
 * owns: the sitemap, the crawler file and the links of the header and footer, which are on every page.
 * (The not-found page is the route table's last entry, app/routes.ts.)
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../platform/page-feature.ts";
import { siteNav } from "./site-nav.server.ts";

export const siteFeature: PageFeature = {
  name: "site",
  // The not-found page for every other path is the route table's last entry (app/routes.ts).
  routes: () => [route("sitemap.xml", "routes/sitemap-xml.ts"), route("robots.txt", "routes/robots-txt.ts")],
  files: () => [{ path: "/sitemap.xml" }, { path: "/robots.txt" }],
  // The header and footer menus built from data: every review and the featured posts. (Their fixed
  // links, content/copy/navigation.yaml, are counted by the copy feature.)
  links: (add) => {
    const nav = siteNav();
    for (const l of [...nav.casinos, ...nav.footerCasinos, ...nav.featuredArticles]) add("(cabecera y pie)", l.href);
  },
};
