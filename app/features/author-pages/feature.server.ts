/**
 * The authors' pages (registered in app/composition/registry.server.ts): the list /autores, dated by the newest
 * work of any of them, and one page per author file, dated by the newest review or post they sign.
 * Unknown slugs fall through to the not-found page.
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { authorPath, authorsCollection, getAuthors } from "../authors/index.server.ts";
import { AUTHORS_PATH, authorPaths, authorUpdated } from "./author-works.server.ts";
import { authorsCopy } from "./author-pages-copy.server.ts";
import { contentTypes as authorPagesTexts } from "./definition.ts";
import { contentTypes as authorFiles } from "../authors/definition.ts";

export const authorPagesFeature: PageFeature = {
  name: "author-pages",
  routes: () => [
    route("autores", "features/author-pages/routes/authors.tsx"),
    ...authorPaths().map((path) => route(path.slice(1), "features/author-pages/routes/author.tsx", { id: `author${path.replace(/[/-]/g, "_")}` })),
  ],
  pages: () => {
    const pages = authorPaths().map((path) => ({ path, lastmod: authorUpdated(path.split("/").pop()!), changefreq: "monthly" as const, priority: 0.4 }));
    const newest = pages.reduce<string | undefined>((max, p) => (p.lastmod && (!max || p.lastmod > max) ? p.lastmod : max), undefined);
    return [{ path: AUTHORS_PATH, lastmod: newest, changefreq: "monthly", priority: 0.4 }, ...pages];
  },
  // /autores links every author page.
  links: (add) => {
    for (const a of getAuthors()) add(AUTHORS_PATH, authorPath(a.slug));
  },
  // The authors' files (they sign reviews, posts and checks everywhere) and the author pages' texts.
  collections: () => [authorsCollection, authorsCopy],
  content: [...authorFiles, ...authorPagesTexts],
};
