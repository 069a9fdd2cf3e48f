import { describe, expect, it } from "vitest";
import { getAuthors } from "../authors/authors";
import { authorPaths, getAuthorByPath, worksOf } from "./author-works.server";
import { getPosts } from "../blog/blog.server";
import { getOperators } from "../operators/operators";
import { indexablePages, prerenderPaths } from "../../composition/site-pages.server";

describe("authors", () => {
  const authors = getAuthors();

  it("gives every author a name, a role, a bio, initials and at least one area", () => {
    for (const a of authors) {
      expect(a.name.length, a.slug).toBeGreaterThan(2);
      expect(a.bio.length, a.slug).toBeGreaterThanOrEqual(80);
      expect(a.initials, a.slug).toMatch(/^\p{Lu}{1,3}$/u);
      expect(a.areas.length, a.slug).toBeGreaterThan(0);
      expect(a.url).toBe(`/autores/${a.slug}`);
    }
  });

  it("signs every review and post with an existing author", () => {
    const slugs = new Set(authors.map((a) => a.slug));
    for (const o of getOperators()) expect(slugs.has(o.author), o.id).toBe(true);
    for (const p of getPosts()) expect(slugs.has(p.author), p.slug).toBe(true);
  });

  it("lists on each author page exactly the reviews and posts that author signs", () => {
    for (const a of authors) {
      const { reviews, posts } = worksOf(a.slug);
      expect(reviews.map((r) => r.href)).toEqual(getOperators().filter((o) => o.author === a.slug).map((o) => o.detailUrl));
      expect(posts.map((p) => p.href).sort()).toEqual(getPosts().filter((p) => p.author === a.slug).map((p) => `/blog/${p.slug}`).sort());
    }
  });

  it("gives each review its offer with the conditions BonusTerms shows beside it, never the headline alone (issue 49)", () => {
    for (const a of authors) {
      for (const r of worksOf(a.slug).reviews) {
        const o = getOperators().find((x) => x.detailUrl === r.href)!;
        expect(r.offer, r.href).toMatchObject({ bonus: o.bonus, bonusMinDeposit: o.bonusMinDeposit, wageringRequirement: o.wageringRequirement, bonusValidityDays: o.bonusValidityDays, termsUrl: o.termsUrl });
        expect(r.offer?.offerCheck, r.href).toEqual(o.offerCheck);
      }
    }
  });

  it("prerenders every author page and lists it in the sitemap", () => {
    const prerender = new Set(prerenderPaths());
    const sitemap = new Set(indexablePages().map((p) => p.path));
    for (const path of authorPaths()) {
      expect(prerender.has(path), path).toBe(true);
      expect(sitemap.has(path), path).toBe(true);
      expect(getAuthorByPath(path)?.url).toBe(path);
    }
    expect(getAuthorByPath("/autores/nadie")).toBeUndefined();
  });
});
