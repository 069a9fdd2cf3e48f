/**
 * The operators' reviews (registered in app/composition/registry.server.ts): /<id> and /casinos/<slug> of each
 * operator share one template; only the first is canonical and goes to the sitemap.
 */
import { route } from "@react-router/dev/routes";
import { CORE_UPDATED, type PageFeature } from "../../platform/page-feature.ts";
import { authorPath } from "../authors/index.server.ts";
import { reviewPairLinks } from "../comparison/index.server.ts";
import { getOperator, getOperators, operatorsCollection, reviewPaths } from "../operators/index.server.ts";
import { reviewCopy } from "./review-copy.server.ts";
import { contentTypes as reviewTexts } from "./definition.ts";
import { contentTypes as operatorFiles } from "../operators/definition.ts";

export const reviewsFeature: PageFeature = {
  name: "reviews",
  routes: () => reviewPaths().map((r) => route(r.path.slice(1), "features/reviews/routes/review.tsx", { id: `review${r.path.replace(/[/-]/g, "_")}` })),
  pages: () =>
    reviewPaths()
      .filter((r) => r.isCanonical)
      .map((r) => ({ path: r.path, lastmod: getOperator(r.operatorId)?.updated ?? CORE_UPDATED, changefreq: "monthly", priority: 0.8 })),
  aliases: () =>
    reviewPaths()
      .filter((r) => !r.isCanonical)
      .map((r) => ({ path: r.path, canonical: r.canonicalPath })),
  // A review links its operator's pairs and its author.
  links: (add) => {
    for (const o of getOperators()) {
      for (const l of reviewPairLinks(o)) add(o.detailUrl, l.path);
      add(o.detailUrl, authorPath(o.author));
    }
  },
  // The operators' files (every page reads them; the reviews show them whole) and the reviews' texts.
  collections: () => [operatorsCollection, reviewCopy],
  content: [...operatorFiles, ...reviewTexts],
};
