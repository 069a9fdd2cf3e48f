/**
 * The comparison's pages (registered in app/composition/registry.server.ts): /comparacion, the pair picker
 * /comparar, and a side-by-side page per pair of operators, better ranked first (the other order
 * 301s), dated by the newer of the two reviews.
 */
import { route } from "@react-router/dev/routes";
import { CORE_UPDATED, type PageFeature } from "../../platform/page-feature.ts";
import { COMPARISON_COPY_COLLECTIONS, comparisonPageCopy, popularPairPaths } from "./comparison-copy.server.ts";
import { getOperators, rankingUpdated } from "../operators/index.server.ts";
import { allPairs, pairPath, prerenderedPairs } from "./head-to-head.ts";
import { allPairLinks, pairPageLinks } from "./pair-link-lists.server.ts";
import { contentTypes } from "./definition.ts";

export const comparisonFeature: PageFeature = {
  name: "comparison",
  routes: () => [route("comparacion", "features/comparison/routes/comparacion.tsx"), route("comparar", "features/comparison/routes/comparar.tsx"), route("comparar/:pair", "features/comparison/routes/comparar-pair.tsx")],
  pages: () => {
    const ranking = rankingUpdated() || CORE_UPDATED;
    const own = comparisonPageCopy().updated;
    return [
      { path: "/comparacion", lastmod: own && own > ranking ? own : ranking, changefreq: "weekly", priority: 0.9 },
      // The prerendered pairs: all of them up to 15 operators; past that the top of the ranking, neighbours
      // and the featured pairs (decision 0295). The others render on demand, noindex.
      ...prerenderedPairs(getOperators(), popularPairPaths()).map(([a, b]) => ({ path: pairPath(a, b), lastmod: rankingUpdated([a, b]) || CORE_UPDATED, changefreq: "monthly" as const, priority: 0.5 })),
    ];
  },
  links: (add) => {
    const ops = getOperators();
    // /comparacion: every review (the ranked list) and every pair.
    for (const o of ops) add("/comparacion", o.detailUrl);
    const { popular, groups } = allPairLinks();
    for (const l of [...popular, ...groups.flatMap((g) => g.items)]) add("/comparacion", l.path);
    // Pairs: both reviews and the other pairs of both operators.
    for (const [a, b] of allPairs(ops)) {
      const from = pairPath(a, b);
      add(from, a.detailUrl);
      add(from, b.detailUrl);
      for (const g of pairPageLinks(a, b)) for (const l of g.items) add(from, l.path);
    }
  },
  collections: () => COMPARISON_COPY_COLLECTIONS,
  content: contentTypes,
};
