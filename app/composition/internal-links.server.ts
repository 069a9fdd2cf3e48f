/**
 * The links between the site's pages that the templates make from data, and the orphan check built
 * on them: every page of the sitemap needs at least one link from another page, or search engines
 * (and visitors) only reach it through the sitemap.
 *
 * The lists the pages show (a review's comparisons, a pair's related pairs, /comparacion's list of
 * every pair) come from the functions below, and the link map reads the same functions, so what the
 * check counts is what the pages render. Links written in content (Markdown pages, posts, copy files)
 * are read from each collection's references, the same list the content check validates.
 */
import { authorPath, getAuthors } from "../features/authors/authors.ts";
import { fillTemplate } from "../platform/text.ts";
import { getPosts } from "../features/blog/blog.server.ts";
import { allPairs, operatorPairLinks, pairPath, relatedPairLinks, type PairLink } from "../features/comparison/head-to-head.ts";
import type { PairLinkItem } from "../features/comparison/pair-links";
import { COPY_COLLECTIONS, pairLinksCopy, pairName, popularPairPaths } from "../features/copy/copy.server.ts";
import { getOperators, type Operator } from "../features/operators/operators.ts";
import { pagesCollection } from "../features/pages/pages.server.ts";
import { loadCollection } from "../platform/content/collection.ts";
import { siteNav } from "./site-nav.server.ts";
import { paymentMethodLinks } from "../features/payment-methods/index.server.ts";

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

import type { LinkMap } from "./orphans.ts";

function add(map: LinkMap, from: string, to: string) {
  const target = to.split("#")[0]!.split("?")[0]!.replace(/\/+$/, "") || "/";
  if (!target.startsWith("/")) return;
  if (!map.has(from)) map.set(from, new Set());
  map.get(from)!.add(target);
}

/** Every internal link the templates and the content make, by source. */
export function internalLinkMap(): LinkMap {
  const map: LinkMap = new Map();
  const ops = getOperators();
  // The header and footer, on every page: menus of content/copy/navigation.yaml (read below with the
  // other copy files), every review, the featured posts, /autores and /quienes-somos.
  const nav = siteNav();
  for (const l of [...nav.casinos, ...nav.footerCasinos, ...nav.featuredArticles]) add(map, "(cabecera y pie)", l.href);
  // /comparacion: every review (the ranked list) and every pair.
  for (const o of ops) add(map, "/comparacion", o.detailUrl);
  const { popular, groups } = allPairLinks();
  for (const l of [...popular, ...groups.flatMap((g) => g.items)]) add(map, "/comparacion", l.path);
  // Reviews: their operator's pairs and their author.
  for (const o of ops) {
    for (const l of reviewPairLinks(o)) add(map, o.detailUrl, l.path);
    add(map, o.detailUrl, authorPath(o.author));
  }
  // Pairs: both reviews and the other pairs of both operators.
  for (const [a, b] of allPairs(ops)) {
    const from = pairPath(a, b);
    add(map, from, a.detailUrl);
    add(map, from, b.detailUrl);
    for (const g of pairPageLinks(a, b)) for (const l of g.items) add(map, from, l.path);
  }
  // The blog: the list links every post; a post links its author and what its text links.
  const posts = getPosts();
  for (const p of posts) {
    add(map, "/blog", `/blog/${p.slug}`);
    add(map, `/blog/${p.slug}`, p.authorUrl);
    for (const l of p.internalLinks) add(map, `/blog/${p.slug}`, l);
  }
  // /autores links every author page.
  for (const a of getAuthors()) add(map, "/autores", authorPath(a.slug));
  // Markdown pages: the links in their text and blocks.
  for (const e of loadCollection(pagesCollection).entries) {
    for (const r of pagesCollection.references?.(e) ?? []) if (r.kind === "page") add(map, e.data.path, r.value);
  }
  // The payment-method pages: the index ↔ each page, each page → its operators' reviews and the other pages; reviews and /comparacion → the pages.
  for (const [from, to] of paymentMethodLinks()) add(map, from, to);
  // The fixed texts (content/copy/*.yaml): menus, the footer, the home page's blocks, links in texts.
  for (const col of COPY_COLLECTIONS) {
    const { entries } = loadCollection(col);
    for (const e of entries) for (const r of col.references?.(e) ?? []) if (r.kind === "page") add(map, `content/copy/${col.file}`, r.value);
  }
  return map;
}
