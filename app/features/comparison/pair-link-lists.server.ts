/**
 * The lists of side-by-side pages the pages show (a review's comparisons, a pair's related pairs,
 * /comparacion's list of every pair). The link map of the orphan check (feature.server.ts) reads the
 * same functions, so what the check counts is what the pages render.
 */
import { fillTemplate } from "../../platform/text.ts";
import { allPairs, operatorPairLinks, pairPath, relatedPairLinks, type PairLink } from "./head-to-head.ts";
import type { PairLinkItem } from "./pair-links";
import { pairLinksCopy, pairName, popularPairPaths } from "./comparison-copy.server.ts";
import { getOperators, type Operator } from "../operators/index.server.ts";

function item(op: Operator, link: PairLink<Operator>): PairLinkItem {
  const copy = pairLinksCopy();
  const tag = link.reason === "neighbour" ? copy.neighbour : link.reason === "popular" ? copy.popular : undefined;
  return { path: link.path, label: pairName(op, link.other), ...(tag ? { tag } : {}) };
}

/** A review's links to every side-by-side page of its operator: neighbours in the ranking, then the most searched, then the rest. */
export function reviewPairLinks(op: Operator): PairLinkItem[] {
  return operatorPairLinks(op, getOperators(), popularPairPaths()).map((l) => item(op, l));
}

/** A pair page's links to the other pairs of each of its two operators, under a heading naming each. */
export function pairPageLinks(a: Operator, b: Operator): { title: string; items: PairLinkItem[] }[] {
  const related = relatedPairLinks(a, b, getOperators(), popularPairPaths());
  const moreOf = pairLinksCopy().moreOf;
  return [
    { title: fillTemplate(moreOf, { operador: a.name }), items: related.a.map((l) => item(a, l)) },
    { title: fillTemplate(moreOf, { operador: b.name }), items: related.b.map((l) => item(b, l)) },
  ];
}

/** /comparacion's list of every pair: the most searched first, then all of them grouped by the better-ranked operator. */
export function allPairLinks(): { popular: PairLinkItem[]; groups: { operator: string; items: PairLinkItem[] }[] } {
  const ops = getOperators();
  const pairs = allPairs(ops);
  const byPath = new Map(pairs.map(([a, b]) => [pairPath(a, b), [a, b] as const]));
  const popular = popularPairPaths()
    .filter((p) => byPath.has(p))
    .map((p) => {
      const [a, b] = byPath.get(p)!;
      return { path: p, label: pairName(a, b) };
    });
  const groups = ops
    .map((a) => ({ operator: a.name, items: pairs.filter(([first]) => first.id === a.id).map(([x, y]) => ({ path: pairPath(x, y), label: pairName(x, y) })) }))
    .filter((g) => g.items.length > 0);
  return { popular, groups };
}
