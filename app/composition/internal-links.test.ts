import { describe, expect, it } from "vitest";
import { allPairs, pairPath } from "../features/comparison/head-to-head";
import { popularPairPaths } from "../features/comparison/comparison-copy.server";
import { getOperators } from "../features/operators/operators";
import { checkContent } from "./content-check";
import { allPairLinks, pairPageLinks, reviewPairLinks } from "../features/comparison/pair-link-lists.server";
import { internalLinkMap } from "./internal-links.server";
import { orphanPages, type LinkMap } from "./orphans";
import { indexablePages } from "./site-pages.server";

const links = (entries: [string, string[]][]): LinkMap => new Map(entries.map(([from, to]) => [from, new Set(to)]));

describe("orphan pages", () => {
  it("finds a page nothing links to; a page's link to itself does not count, the home page needs none", () => {
    const map = links([
      ["/", ["/a"]],
      ["/b", ["/b"]],
    ]);
    expect(orphanPages(["/", "/a", "/b"], map)).toEqual(["/b"]);
  });

  it("every page of the sitemap has a link from another page", () => {
    expect(orphanPages(indexablePages().map((p) => p.path), internalLinkMap())).toEqual([]);
  });

  it("the content check fails on a sitemap page with no link to it", async () => {
    const { problems } = await checkContent({ orphans: { sitemap: () => ["/", "/comparacion", "/nadie-me-enlaza"], links: () => links([["/", ["/comparacion"]]]) } });
    expect(problems.map((p) => p.field)).toEqual(["/nadie-me-enlaza"]);
    expect(problems[0]!.message).toMatch(/ninguna página de la web enlaza a \/nadie-me-enlaza/);
  });
});

describe("links between reviews and side-by-side pages", () => {
  const ops = getOperators();
  const popular = popularPairPaths();

  it("a review links every pair of its operator, its ranking neighbours first, then the most searched", () => {
    for (const op of ops) {
      const items = reviewPairLinks(op);
      const own = allPairs(ops).filter(([a, b]) => a.id === op.id || b.id === op.id).map(([a, b]) => pairPath(a, b));
      expect(items.map((i) => i.path).sort()).toEqual([...own].sort());
      const neighbours = ops.filter((o) => Math.abs(o.rank - op.rank) === 1).map((o) => pairPath(op, o));
      expect(items.slice(0, neighbours.length).map((i) => i.path).sort()).toEqual([...neighbours].sort());
      const searched = popular.filter((p) => own.includes(p) && !neighbours.includes(p));
      expect(items.slice(neighbours.length, neighbours.length + searched.length).map((i) => i.path)).toEqual(searched);
      for (const i of items) expect(i.label).toContain(op.name);
    }
  });

  it("a pair page links the other pairs of both operators, never itself", () => {
    const [a, b] = allPairs(ops)[0]!;
    const [ofA, ofB] = pairPageLinks(a, b);
    expect(ofA!.title).toContain(a.name);
    expect(ofB!.title).toContain(b.name);
    expect(ofA!.items).toHaveLength(ops.length - 2);
    expect(ofB!.items).toHaveLength(ops.length - 2);
    expect([...ofA!.items, ...ofB!.items].map((i) => i.path)).not.toContain(pairPath(a, b));
  });

  it("/comparacion lists every pair once, and the most searched ones exist", () => {
    const { popular: top, groups } = allPairLinks();
    expect(groups.flatMap((g) => g.items.map((i) => i.path)).sort()).toEqual(allPairs(ops).map(([a, b]) => pairPath(a, b)).sort());
    expect(top.map((i) => i.path)).toEqual(popular);
  });
});
