/**
 * What the author pages need from every collection: the author, and the reviews and posts they
 * sign. Server and build only. Relative imports only (site-pages loads it in plain Node).
 */
import { type Author, authorPath, getAuthors } from "../authors/index.server.ts";
import { getPosts } from "../blog/index.server.ts";
import { getOperators } from "../operators/index.server.ts";
import type { Operator } from "../operators/index.ts";

export function getAuthorByPath(path: string): Author | undefined {
  return getAuthors().find((a) => a.url === path);
}

export interface AuthorWork {
  title: string;
  href: string;
  updated: string;
  summary: string;
  /** A review's welcome offer, for BonusTerms: never shown without its conditions. */
  offer?: Pick<Operator, "name" | "rank" | "bonus" | "bonusKind" | "bonusValidityDays" | "bonusMinDeposit" | "bonusMaxBet" | "wageringRequirement" | "termsUrl" | "offerCheck">;
}

/** Reviews (in ranking order) and posts (newest first) signed by `slug`. */
export function worksOf(slug: string): { reviews: AuthorWork[]; posts: AuthorWork[] } {
  return {
    reviews: getOperators()
      .filter((o) => o.author === slug)
      // The offer is never shown alone: with its conditions, its state, +18 and a risk message (BonusTerms; issue 49).
      .map((o) => ({
        title: `Análisis de ${o.name}`,
        href: o.detailUrl,
        updated: o.updated,
        summary: o.bonus,
        offer: {
          name: o.name,
          rank: o.rank,
          bonus: o.bonus,
          bonusKind: o.bonusKind,
          bonusValidityDays: o.bonusValidityDays,
          bonusMinDeposit: o.bonusMinDeposit,
          bonusMaxBet: o.bonusMaxBet,
          wageringRequirement: o.wageringRequirement,
          termsUrl: o.termsUrl,
          ...(o.offerCheck ? { offerCheck: o.offerCheck } : {}),
        },
      })),
    posts: getPosts()
      .filter((p) => p.author === slug)
      .map((p) => ({ title: p.title, href: `/blog/${p.slug}`, updated: p.updated, summary: p.excerpt })),
  };
}

/** Newest date among what the author signs (sitemap lastmod of the author page). */
export function authorUpdated(slug: string): string | undefined {
  const { reviews, posts } = worksOf(slug);
  return [...reviews, ...posts].reduce<string | undefined>((max, w) => (!max || w.updated > max ? w.updated : max), undefined);
}

/** The list of every author. */
export const AUTHORS_PATH = "/autores";

/** Every author with how many reviews and posts they sign (the /autores list). */
export function authorsWithWorks() {
  return getAuthors().map((a) => {
    const { reviews, posts } = worksOf(a.slug);
    return { author: a, reviews: reviews.length, posts: posts.length, updated: authorUpdated(a.slug) };
  });
}

export function authorPaths(): string[] {
  return getAuthors().map((a) => authorPath(a.slug));
}
