/**
 * The published formulas (score-formulas.ts, /metodologia, decision 0375), pinned: a change of a formula is a
 * change of this test and of the methodology's version. And a reader's recomputation: from
 * /datos/operadores.json alone (its `inputs`, `methodology.formulas` and weights), every computed sub-score
 * and every rating come out as published. Read from the site's content: an owner's edit moves the figures,
 * never the rule.
 */
import { describe, expect, it } from "vitest";
import { getOpenData } from "../open-data/open-data.server";
import { type ScoreInputs, SCORE_FORMULAS, criterionScores, ratingOf } from "./score-formulas";

const inputs = (over: Partial<ScoreInputs> = {}): ScoreInputs => ({
  wageringMultiple: 35,
  wageringBase: "bono",
  offerKind: "deposito",
  offerPercent: 100,
  depositMethods: 6,
  withdrawalMethods: 2,
  minDeposit: 10,
  gameProviders: 6,
  liveDealer: true,
  ...over,
});

describe("the published formulas", () => {
  it("bono: 10 − V ÷ 5 from the times the bonus is staked, never below 0; unscored when not a multiple of money", () => {
    expect(SCORE_FORMULAS.bono.score(inputs())).toBe(3);
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringMultiple: 1, offerKind: "credito-apuesta" }))).toBeCloseTo(9.8);
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringMultiple: 0, wageringBase: "ninguno", offerKind: "sin-requisito" }))).toBe(10);
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringMultiple: 50 }))).toBe(0);
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringMultiple: 80 }))).toBe(0);
    // On bonus plus deposit, a 100 % match doubles what is staked: 20x of both = 40x the bonus.
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringMultiple: 20, wageringBase: "bono-deposito" }))).toBe(2);
    expect(SCORE_FORMULAS.bono.score(inputs({ offerKind: "poker" }))).toBeNull();
    expect(SCORE_FORMULAS.bono.score(inputs({ wageringBase: "ganancias" }))).toBeNull();
  });

  it("pagos: 0,5 a deposit method up to 8, 1 a withdrawal method up to 4, 2 for a minimum deposit of 10 € or less", () => {
    expect(SCORE_FORMULAS.pagos.score(inputs())).toBe(3 + 2 + 2);
    expect(SCORE_FORMULAS.pagos.score(inputs({ depositMethods: 12, withdrawalMethods: 9, minDeposit: 5 }))).toBe(10);
    expect(SCORE_FORMULAS.pagos.score(inputs({ depositMethods: 5, withdrawalMethods: 0, minDeposit: 20 }))).toBe(2.5 + 0 + 1);
  });

  it("juegos: 0,875 a provider up to 8, and 3 with a live casino", () => {
    expect(SCORE_FORMULAS.juegos.score(inputs())).toBeCloseTo(8.25);
    expect(SCORE_FORMULAS.juegos.score(inputs({ gameProviders: 10 }))).toBe(10);
    expect(SCORE_FORMULAS.juegos.score(inputs({ gameProviders: 4, liveDealer: false }))).toBe(3.5);
  });

  it("leaves an editorial criterion unscored without a real author's check, and counts it with one", () => {
    const criteria = [
      { id: "bono", weight: 50 },
      { id: "movil", weight: 50 },
    ];
    const op = {
      offer: { kind: "deposito", percent: 100, wagering: { multiple: 35, base: "bono" as const } },
      paymentMethods: [],
      minDeposit: 10,
      gameProviders: [],
      liveDealer: false,
      scores: { bono: 9, movil: 9 },
      facts: [],
    };
    const unchecked = criterionScores(op, criteria);
    expect(unchecked.map((c) => c.basis)).toEqual(["formula", "sin-puntuar"]);
    // The file's 9 for «bono» never counts: the formula gives 3.
    expect(ratingOf(unchecked, criteria)).toBe(3);
    const checked = criterionScores({ ...op, mobileAppCheck: { checked: "2026-11-02", checkedBy: "ana-real", source: "https://apps.apple.com/es/app/x" } }, criteria);
    expect(checked.map((c) => c.basis)).toEqual(["formula", "editorial"]);
    expect(ratingOf(checked, criteria)).toBe(6);
  });
});

describe("a reader recomputes every score from /datos/operadores.json", () => {
  const data = getOpenData();
  // The reader's own arithmetic, from the published words: nothing imported from the site's formulas.
  const times = (i: ScoreInputs) =>
    i.offerKind === "poker" ? null : i.wageringBase === "ninguno" ? 0 : i.wageringBase === "bono" ? i.wageringMultiple : i.wageringBase === "bono-deposito" && i.offerPercent ? i.wageringMultiple * (1 + 100 / i.offerPercent) : null;
  const reader: Record<string, (i: ScoreInputs) => number | null> = {
    bono: (i) => {
      const v = times(i);
      return v === null ? null : Math.max(0, 10 - v / 5);
    },
    pagos: (i) => 0.5 * Math.min(i.depositMethods, 8) + Math.min(i.withdrawalMethods, 4) + (i.minDeposit <= 10 ? 2 : 20 / i.minDeposit),
    juegos: (i) => 0.875 * Math.min(i.gameProviders, 8) + (i.liveDealer ? 3 : 0),
  };
  const tenth = (n: number) => Math.round(n * 10 + 1e-9) / 10;

  it("publishes a formula for each computed criterion, and the reader's arithmetic gives every sub-score", () => {
    expect(Object.keys(data.methodology.formulas).sort()).toEqual(Object.keys(reader).sort());
    for (const op of data.operators) {
      for (const [id, basis] of Object.entries(op.basis)) {
        if (id in reader) {
          const r = reader[id]!(op.inputs);
          expect(basis, `${op.id} ${id}`).toBe(r === null ? "sin-puntuar" : "formula");
          if (r !== null) expect(op.scores[id], `${op.id} ${id}`).toBe(tenth(r));
        } else {
          // Not computed: scored only as an editorial note with a check, else absent.
          expect(basis === "editorial" || !(id in op.scores), `${op.id} ${id}`).toBe(true);
        }
      }
    }
  });

  it("gives every rating as the weighted mean of the published sub-scores, weights re-scaled to 100 %", () => {
    const weight = new Map(data.methodology.criteria.map((c) => [c.id, c.weight]));
    for (const op of data.operators) {
      const entries = Object.entries(op.scores);
      const w = entries.reduce((sum, [id]) => sum + weight.get(id)!, 0);
      const mean = entries.reduce((sum, [id, s]) => sum + s * weight.get(id)!, 0) / w;
      expect(op.rating, op.id).toBe(tenth(mean));
    }
  });
});
