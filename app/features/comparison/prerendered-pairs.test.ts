import { describe, expect, it } from "vitest";
import { PRERENDERED_PAIR_TOP, allPairs, isPrerenderedPair, pairPath, prerenderedPairs } from "./head-to-head";
import { getOperators } from "../operators/operators";
import { indexablePages, prerenderPaths } from "../../composition/site-pages.server";
import { pairRendersOnDemand } from "../../composition/not-found-before-render.server";

const ranked = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `op${i + 1}`, rank: i + 1 }));
const paths = (pairs: [{ id: string; rank: number }, { id: string; rank: number }][]) => pairs.map(([a, b]) => pairPath(a, b));

describe("which pairs are prerendered and in the sitemap (decision 0295)", () => {
  it("keeps every pair up to PRERENDERED_PAIR_TOP operators (today's catalogue included)", () => {
    for (const n of [2, 10, PRERENDERED_PAIR_TOP]) expect(paths(prerenderedPairs(ranked(n)))).toEqual(paths(allPairs(ranked(n))));
    const ops = getOperators();
    expect(ops.length).toBeLessThanOrEqual(PRERENDERED_PAIR_TOP);
    const all = paths(allPairs(ops));
    const sitemapPairs = indexablePages()
      .map((p) => p.path)
      .filter((p) => p.startsWith("/comparar/"));
    expect(sitemapPairs).toEqual(all);
    expect(prerenderPaths()).toEqual(expect.arrayContaining(all));
  });

  it("at 80 operators: the pairs within the top and each operator against its neighbours, nothing else", () => {
    const ops = ranked(80);
    const pairs = prerenderedPairs(ops);
    const top = (PRERENDERED_PAIR_TOP * (PRERENDERED_PAIR_TOP - 1)) / 2;
    expect(pairs).toHaveLength(top + (80 - PRERENDERED_PAIR_TOP));
    for (const [a, b] of pairs) expect((a.rank <= PRERENDERED_PAIR_TOP && b.rank <= PRERENDERED_PAIR_TOP) || b.rank - a.rank === 1).toBe(true);
    // Unsorted input gives the same pairs, better-ranked first.
    expect(paths(prerenderedPairs([...ops].reverse()))).toEqual(paths(pairs));
    expect(isPrerenderedPair(ops[79]!, ops[78]!, ops)).toBe(true);
    expect(isPrerenderedPair(ops[0]!, ops[79]!, ops)).toBe(false);
    expect(isPrerenderedPair(ops[0]!, ops[14]!, ops)).toBe(true);
    // A featured pair (copy/head-to-head.yaml's `popular`) is kept wherever its two operators stand.
    const featured = [pairPath(ops[2]!, ops[60]!)];
    expect(prerenderedPairs(ops, featured)).toHaveLength(pairs.length + 1);
    expect(isPrerenderedPair(ops[60]!, ops[2]!, ops, featured)).toBe(true);
  });

  it("renders on demand only a pair of two known operators; any other slug stays a 404", () => {
    const [a, b] = getOperators();
    expect(pairRendersOnDemand(`/comparar/${a!.id}-vs-${b!.id}`)).toBe(true);
    expect(pairRendersOnDemand(`/comparar/${b!.id}-vs-${a!.id}.data`)).toBe(true);
    for (const bad of [`/comparar/${a!.id}-vs-nadie`, `/comparar/${a!.id}-vs-${a!.id}`, "/comparar/x", `/comparar/${a!.id}-vs-${b!.id}/mas`, `/otra/${a!.id}-vs-${b!.id}`]) {
      expect(pairRendersOnDemand(bad), bad).toBe(false);
    }
  });
});

describe("the index rules of a pair page (decision 0295)", () => {
  it("today's pairs are indexable; a pair outside the prerendered set is noindex,follow with its own canonical", async () => {
    const { loader, meta } = await import("./routes/comparar-pair");
    const [a, b] = getOperators();
    const path = pairPath(a!, b!);
    const data = loader({ params: { pair: path.split("/").pop() }, url: new URL(`https://example.test${path}`) } as unknown as Parameters<typeof loader>[0]);
    if (!("found" in data) || !data.found) throw new Error("pair not found");
    expect(data.indexable).toBe(true);
    const robots = (d: typeof data) =>
      (meta({ loaderData: d, location: { pathname: path } } as unknown as Parameters<typeof meta>[0]) as Array<Record<string, string>>).find((m) => m.name === "robots")?.content;
    const canonical = (d: typeof data) =>
      (meta({ loaderData: d, location: { pathname: path } } as unknown as Parameters<typeof meta>[0]) as Array<Record<string, string>>).find((m) => m.rel === "canonical")?.href;
    expect(robots(data)).toMatch(/^index,follow/);
    expect(robots({ ...data, indexable: false })).toBe("noindex,follow");
    expect(canonical({ ...data, indexable: false })).toBe(canonical(data));
    expect(canonical(data)).toMatch(new RegExp(`${path}$`));
  });
});
