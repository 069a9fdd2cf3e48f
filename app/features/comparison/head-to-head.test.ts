import { describe, expect, it } from "vitest";
import { HEAD_TO_HEAD_ROWS, allPairs, headToHeadRows, orderPair, pairPath, parsePairSlug, tally, wageringMultiples } from "./head-to-head";
import { withOffer } from "../operators/operator-utils";
import { getOperators } from "../operators/operators";
import { headToHeadRowLabels } from "./comparison-copy.server";

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
  it("compares wagering multiples from the offers' fields, like with like", () => {
    const [a, b] = getOperators();
    const offer = (multiple: number, base: "bono" | "bono-deposito" | "ninguno", kind: "deposito" | "poker" | "sin-requisito" = "deposito") =>
      ({ ...a!.offer, kind, percent: kind === "poker" ? undefined : 100, wagering: { multiple, base, note: kind === "poker" ? "con puntos" : undefined }, withdrawable: kind === "sin-requisito" });
    const pair = (x: ReturnType<typeof offer>, y: ReturnType<typeof offer>) => wageringMultiples(withOffer(a!, x), withOffer(b!, y));
    expect(pair(offer(35, "bono"), offer(50, "bono"))).toEqual([35, 50]);
    expect(pair(offer(0, "ninguno", "sin-requisito"), offer(50, "bono"))).toEqual([0, 50]);
    expect(pair(offer(0, "ninguno", "poker"), offer(50, "bono"))).toEqual([null, 50]);
    expect(pair(offer(35, "bono"), offer(30, "bono-deposito"))).toEqual([null, null]);
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

describe("the state of the sheet's scored data in the table (decision 0260)", () => {
  it("gives each row that states one of them each side's check record", () => {
    const [a, b] = getOperators();
    const record = { checked: "2026-11-04", checkedBy: "ana-real", source: `${a!.playUrl}ayuda/app` };
    const rows = headToHeadRows({ ...a!, mobileAppCheck: record }, b!, headToHeadRowLabels());
    const check = (id: string) => rows.find((r) => r.id === id)!.check;
    expect(check("app")).toEqual({ a: record, b: b!.mobileAppCheck });
    for (const [id, field] of [
      ["minDeposit", "minDepositCheck"],
      ["payments", "paymentMethodsCheck"],
      ["bizum", "paymentMethodsCheck"],
      ["paypal", "paymentMethodsCheck"],
      ["live", "gamesCheck"],
      ["providers", "gamesCheck"],
    ] as const) {
      expect(check(id), id).toEqual({ a: a![field], b: b![field] });
    }
  });
});

describe("every cell says its state (issue 49)", () => {
  it("gives each row a check record, the site's own judgement, or its state in its value", () => {
    const [a, b] = getOperators();
    const offerRecord = { checked: "2026-11-04", checkedBy: "ana-real", source: `${a!.playUrl}promociones` };
    const rows = headToHeadRows({ ...a!, offerCheck: offerRecord }, b!, headToHeadRowLabels());
    for (const r of rows) {
      // The withdrawal row's value carries each fact's state («… (Según el operador · Sin comprobar)») or «Sin dato».
      const inValue = r.id === "withdrawal" && [r.a, r.b].every((v) => v === "Sin dato" || /Sin comprobar|Comprobado el/.test(v));
      expect(Boolean(r.check) || r.editorial === true || inValue, r.id).toBe(true);
    }
    // The offer's rows carry the offer's record, «requisito» and «validez» included.
    for (const id of ["bonus", "bonusKind", "wagering", "validity"]) expect(rows.find((r) => r.id === id)!.check, id).toEqual({ a: offerRecord, b: b!.offerCheck });
    // A datum no record covers is the operator's claim: no record on either side.
    for (const id of ["maxBet", "sports", "owner", "established"]) expect(rows.find((r) => r.id === id)!.check, id).toEqual({ a: undefined, b: undefined });
    expect(rows.filter((r) => r.editorial).map((r) => r.id)).toEqual(["rank", "rating"]);
  });
});
