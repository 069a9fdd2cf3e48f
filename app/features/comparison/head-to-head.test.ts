import { describe, expect, it } from "vitest";
import { HEAD_TO_HEAD_ROWS, allPairs, headToHeadRows, orderPair, pairPath, parsePairSlug, tally, wageringMultiple } from "./head-to-head";
import { getOperators } from "../operators/operators";
import { headToHeadRowLabels } from "../copy/copy.server";

const ranked = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `op${i + 1}`, rank: i + 1 }));

describe("pairs of operators", () => {
  it("lists every pair once, better rank first, for any number of operators", () => {
    for (const n of [2, 10, 11]) {
      const pairs = allPairs(ranked(n));
      expect(pairs).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(pairs.map(([a, b]) => pairPath(a, b))).size).toBe(pairs.length);
      for (const [a, b] of pairs) expect(a.rank).toBeLessThan(b.rank);
    }
  });

  it("builds one canonical path whatever the order", () => {
    const [x, y] = [{ id: "codere", rank: 2 }, { id: "bet365", rank: 1 }];
    expect(pairPath(x, y)).toBe("/comparar/bet365-vs-codere");
    expect(pairPath(y, x)).toBe("/comparar/bet365-vs-codere");
    expect(orderPair(x, y).map((o) => o.id)).toEqual(["bet365", "codere"]);
  });

  it("parses only '<id>-vs-<id>' with two different ids", () => {
    expect(parsePairSlug("bet365-vs-codere")).toEqual(["bet365", "codere"]);
    for (const bad of ["bet365", "bet365-vs-", "-vs-codere", "a-vs-b-vs-c", "bet365-vs-bet365", ""]) {
      expect(parsePairSlug(bad)).toBeNull();
    }
  });

  it("every operator of the data appears in n − 1 pairs", () => {
    const ops = getOperators();
    const pairs = allPairs(ops);
    for (const o of ops) expect(pairs.filter(([a, b]) => a.id === o.id || b.id === o.id)).toHaveLength(ops.length - 1);
  });
});

describe("head-to-head rows", () => {
  it("reads the wagering multiple from its text", () => {
    expect(wageringMultiple("35x (casino)")).toBe(35);
    expect(wageringMultiple("50x casino, 3x deportes")).toBe(50);
    expect(wageringMultiple("Sin requisito de apuesta")).toBe(0);
    expect(wageringMultiple("Se libera con puntos de recompensa")).toBeNull();
  });

  it("gives each scored field to the better value, and counts wins and ties", () => {
    const ops = getOperators();
    for (const [a, b] of allPairs(ops)) {
      const rows = headToHeadRows(a, b, headToHeadRowLabels());
      const row = (id: string) => rows.find((r) => r.id === id)!;
      expect(row("rank").winner).toBe("a");
      const dep = row("minDeposit").winner;
      expect(dep).toBe(a.minDeposit === b.minDeposit ? "tie" : a.minDeposit < b.minDeposit ? "a" : "b");
      const live = row("live").winner;
      expect(live).toBe(a.liveDealer === b.liveDealer ? "tie" : a.liveDealer ? "a" : "b");
      const t = tally(rows);
      const scored = rows.filter((r) => r.winner !== null).length;
      expect(t.a + t.b + t.ties).toBe(scored);
      expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length);
      // Every scored row says why its winner wins; a descriptive one has no winner and no rule.
      for (const r of rows) {
        expect(Boolean(r.rule), r.id).toBe(HEAD_TO_HEAD_ROWS[r.id]);
        if (!HEAD_TO_HEAD_ROWS[r.id]) expect(r.winner, r.id).toBeNull();
      }
    }
  });

  it("never scores a higher maximum stake as a win: the row is informational (RD 176/2023)", () => {
    expect(HEAD_TO_HEAD_ROWS.maxBet).toBe(false);
    const ops = getOperators();
    const sorted = [...ops].sort((x, y) => x.maxBet - y.maxBet);
    const [low, high] = [sorted[0]!, sorted.at(-1)!];
    expect(high.maxBet).toBeGreaterThan(low.maxBet);
    for (const [a, b] of [[low, high], [high, low]] as const) {
      const row = headToHeadRows(a, b, headToHeadRowLabels()).find((r) => r.id === "maxBet")!;
      expect(row.winner).toBeNull();
      expect(row.rule).toBeUndefined();
    }
  });
});
