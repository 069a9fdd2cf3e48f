/**
 * The Markdown content pages (legal, landing, game and topic guides; content/pages/*.md), registered
 * in app/composition/registry.server.ts: one route module for all of them, aliases included.
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { loadCollection } from "../../platform/content/collection.ts";
import { contentPages, pagesCollection } from "./pages.server.ts";
import { methodologyCollection, reviewCadenceCollection } from "../methodology/index.server.ts";
import { calculatorCopy } from "../bonus-calculator/index.server.ts";
import { contentTypes as pageFiles } from "./definition.ts";
import { contentTypes as methodologyFiles } from "../methodology/definition.ts";
import { contentTypes as calculatorTexts } from "../bonus-calculator/definition.ts";

export const pagesFeature: PageFeature = {
  name: "pages",
  routes: () =>
    contentPages().flatMap((page) =>
      [page.path, ...page.aliases].map((path) => route(path.slice(1), "features/pages/routes/content-page.tsx", { id: `page${path.replace(/\//g, "_")}` })),
    ),
  pages: () => contentPages().map((p) => ({ path: p.path, lastmod: p.updated, changefreq: "monthly", priority: 0.6 })),
  aliases: () => contentPages().flatMap((p) => p.aliases.map((a) => ({ path: a, canonical: p.path }))),
  // The links in their text and blocks.
  links: (add) => {
    for (const e of loadCollection(pagesCollection).entries) {
      for (const r of pagesCollection.references?.(e) ?? []) if (r.kind === "page") add(e.data.path, r.value);
    }
  },
  // The pages, the criteria and review cadence /metodologia shows, the calculator's texts (a block of a page).
  collections: () => [pagesCollection, methodologyCollection, reviewCadenceCollection, calculatorCopy],
  content: [...pageFiles, ...methodologyFiles, ...calculatorTexts],
};
