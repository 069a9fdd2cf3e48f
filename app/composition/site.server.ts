/**
 * The site's own entries of the registry (app/composition/registry.server.ts), the ones no feature
 * owns: the sitemap, the crawler file, the links of the header and footer, which are on every page, and
 * the content every page reads (the layout's texts, the publisher).
 * (The not-found page is the route table's last entry, app/routes.ts.)
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../platform/page-feature.ts";
import { publisherCollection } from "../platform/publisher.server.ts";
import { LAYOUT_COPY_COLLECTIONS, errorsCopy } from "../features/layout/index.server.ts";
import { siteNav } from "./site-nav.server.ts";
import { contentTypes as layoutTexts } from "../features/layout/definition.ts";
import { contentTypes as publisherFile } from "../platform/publisher-definition.ts";
import { contentTypes as identityFile } from "../platform/site-identity-definition.ts";
import { siteIdentityCollection } from "../platform/site-identity.server.ts";

export const siteFeature: PageFeature = {
  name: "site",
  // The not-found page for every other path is the route table's last entry (app/routes.ts).
  routes: () => [route("sitemap.xml", "routes/sitemap-xml.ts"), route("sitemaps/:part", "routes/sitemap-part-xml.ts"), route("robots.txt", "routes/robots-txt.ts")],
  files: () => [{ path: "/sitemap.xml" }, { path: "/robots.txt" }],
  links: (add) => {
    // The header and footer menus built from data: every review and the featured posts.
    const nav = siteNav();
    for (const l of [...nav.casinos, ...nav.footerCasinos, ...nav.featuredArticles]) add("(cabecera y pie)", l.href);
    // (The links written in the fixed texts, content/copy/*.yaml, are counted by internal-links.server.ts.)
  },
  // The header's and footer's texts, the compliance texts on every page, the error pages' texts, and the
  // publisher's legal identity (the legal notice and the footer).
  collections: () => [...LAYOUT_COPY_COLLECTIONS, errorsCopy, publisherCollection, siteIdentityCollection],
  content: [...layoutTexts, ...publisherFile, ...identityFile],
};
