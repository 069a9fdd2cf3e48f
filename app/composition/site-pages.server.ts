/**
 * The list of the site's pages: the prerender list and the sitemap both come from here, so a
 * page cannot be built without being listed, or listed without being built. Loaded by
 * react-router.config.ts in plain Node, hence relative imports only.
 */
import { getPosts } from "../features/blog/blog.server.ts";
import { AUTHORS_PATH, authorPaths, authorUpdated } from "../features/authors/authors.server.ts";
import { contentPages } from "../features/pages/pages.server.ts";
import { getOperator, getOperators, rankingUpdated, reviewPaths } from "../features/operators/operators.ts";
import { pairPath, prerenderedPairs } from "../features/comparison/head-to-head.ts";
import { comparisonPageCopy, homePageCopy, popularPairPaths } from "../features/copy/copy.server.ts";

export interface SitePage {
  path: string;
  /** ISO date of the last change, for the sitemap. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** Date the core pages were last revised (home, comparison, blog index). */
const CORE_UPDATED = "2026-11-21";

function corePages(): SitePage[] {
  // The ranking pages change when any review does, or when their own texts do.
  const ranking = rankingUpdated() || CORE_UPDATED;
  const newer = (own: string | undefined) => (own && own > ranking ? own : ranking);
  return [
    { path: "/", lastmod: newer(homePageCopy().updated), changefreq: "weekly", priority: 1 },
    { path: "/comparacion", lastmod: newer(comparisonPageCopy().updated), changefreq: "weekly", priority: 0.9 },
  ];
}

/** Operator reviews: only the canonical URL of each goes to the sitemap. */
function reviewPages(): SitePage[] {
  return reviewPaths()
    .filter((r) => r.isCanonical)
    .map((r) => ({ path: r.path, lastmod: getOperator(r.operatorId)?.updated ?? CORE_UPDATED, changefreq: "monthly", priority: 0.8 }));
}

/**
 * Side-by-side pages: the prerendered pairs (all of them up to 15 operators; past that the top of the
 * ranking, neighbours and the featured pairs, decision 0295), better ranked first (the other order 301s), dated by the newer review.
 */
function pairPages(): SitePage[] {
  return prerenderedPairs(getOperators(), popularPairPaths()).map(([a, b]) => ({
    path: pairPath(a, b),
    lastmod: rankingUpdated([a, b]) || CORE_UPDATED,
    changefreq: "monthly" as const,
    priority: 0.5,
  }));
}

function copyPages(): SitePage[] {
  return contentPages().map((p) => ({ path: p.path, lastmod: p.updated, changefreq: "monthly", priority: 0.6 }));
}

/** The blog list (dated by its newest post) and every article with its own date. */
function blogPages(): SitePage[] {
  const posts = getPosts();
  const newest = posts.reduce((max, p) => (p.updated > max ? p.updated : max), "") || CORE_UPDATED;
  return [
    { path: "/blog", lastmod: newest, changefreq: "weekly", priority: 0.7 },
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated, changefreq: "monthly" as const, priority: 0.6 })),
  ];
}

/** The list of authors (dated by the newest work of any of them) and each author's page, dated by the newest review or post they sign. */
function authorPages(): SitePage[] {
  const pages = authorPaths().map((path) => ({ path, lastmod: authorUpdated(path.split("/").pop()!), changefreq: "monthly" as const, priority: 0.4 }));
  const newest = pages.reduce<string | undefined>((max, p) => (p.lastmod && (!max || p.lastmod > max) ? p.lastmod : max), undefined);
  return [{ path: AUTHORS_PATH, lastmod: newest, changefreq: "monthly", priority: 0.4 }, ...pages];
}

/** Canonical, indexable pages: what the sitemap lists. */
export function indexablePages(): SitePage[] {
  return [...corePages(), ...reviewPages(), ...pairPages(), ...copyPages(), ...blogPages(), ...authorPages()];
}

export interface AliasPage {
  path: string;
  /** The page this URL declares as canonical. */
  canonical: string;
}

/** URLs that show a page under another canonical: prerendered, never in the sitemap. */
export function aliasPages(): AliasPage[] {
  return [
    ...contentPages().flatMap((p) => p.aliases.map((a) => ({ path: a, canonical: p.path }))),
    ...reviewPaths()
      .filter((r) => !r.isCanonical)
      .map((r) => ({ path: r.path, canonical: r.canonicalPath })),
  ];
}

/** The open data files (CC BY 4.0, linked from /metodologia): built, and listed in the sitemap. */
export function dataFilePages(): SitePage[] {
  const lastmod = rankingUpdated() || CORE_UPDATED;
  return ["/datos/operadores.json", "/datos/operadores.csv"].map((path) => ({ path, lastmod, changefreq: "weekly" as const, priority: 0.3 }));
}

/** Machine-readable files generated at build. */
export const FILE_PATHS = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/datos/operadores.json", "/datos/operadores.csv"];

export function prerenderPaths(): string[] {
  return [...indexablePages().map((p) => p.path), ...aliasPages().map((a) => a.path), ...FILE_PATHS];
}
