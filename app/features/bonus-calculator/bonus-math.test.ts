import { describe, expect, it } from "vitest";
import { SPEC_EXAMPLE, calculateBonus, offerCalculatorTerms, sanitize } from "./bonus-math";

describe("calculateBonus", () => {
  it("gives the spec's fixed example: 100 € + 100 % = 200 €, 30x on the bonus = 3.000 €", () => {
    const r = calculateBonus(SPEC_EXAMPLE);
    expect(r).toMatchObject({ bonus: 100, balance: 200, requirement: 3000, toWager: 3000, capped: false });
    expect(r.expectedCost).toBe(120); // 3.000 € × (1 − 0,96)
    expect(r.expectedValue).toBe(-20);
  });

  it("applies the cap before the percentage pays out more", () => {
    const r = calculateBonus({ ...SPEC_EXAMPLE, deposit: 300, bonusPercent: 100, bonusCap: 200 });
    expect(r.bonus).toBe(200);
    expect(r.capped).toBe(true);
    expect(r.balance).toBe(500);
  });

  it("wagers bonus + deposit when the terms say so", () => {
    expect(calculateBonus({ ...SPEC_EXAMPLE, base: "bono-deposito" }).requirement).toBe(6000);
  });

  it("divides by the game's contribution: roulette at 5 % needs twenty times the stakes", () => {
    const r = calculateBonus({ ...SPEC_EXAMPLE, contribution: 5, rtp: 97.3 });
    expect(r.toWager).toBe(60000);
    expect(r.expectedCost).toBe(1620);
  });

  it("costs nothing to wager a bonus without requirement", () => {
    const r = calculateBonus({ ...SPEC_EXAMPLE, multiple: 0 });
    expect(r.requirement).toBe(0);
    expect(r.expectedCost).toBe(0);
    expect(r.expectedValue).toBe(100);
  });

  it("clamps nonsense instead of producing NaN or Infinity", () => {
    const r = calculateBonus({ ...SPEC_EXAMPLE, deposit: Number.NaN, contribution: 0, rtp: 150, multiple: -3 });
    for (const v of Object.values(r)) if (typeof v === "number") expect(Number.isFinite(v)).toBe(true);
    expect(sanitize({ ...SPEC_EXAMPLE, contribution: 0 }).contribution).toBe(1);
    expect(sanitize({ ...SPEC_EXAMPLE, rtp: 150 }).rtp).toBe(100);
  });
});

describe("offerCalculatorTerms", () => {
  const match = { kind: "deposito", percent: 200, cap: 200, wagering: { multiple: 35, base: "bono" } } as const;

  it("pre-fills percentage, cap, multiple and base from the offer's fields", () => {
    expect(offerCalculatorTerms(match)).toEqual({ terms: { bonusPercent: 200, bonusCap: 200, multiple: 35, base: "bono" } });
    expect(offerCalculatorTerms({ ...match, wagering: { multiple: 30, base: "bono-deposito" } })).toMatchObject({ terms: { multiple: 30, base: "bono-deposito" } });
    expect(offerCalculatorTerms({ kind: "sin-requisito", percent: 100, cap: 150, wagering: { multiple: 0, base: "ninguno" } })).toEqual({
      terms: { bonusPercent: 100, bonusCap: 150, multiple: 0, base: "bono" },
    });
  });

  it("refuses to model bet credits, poker bonuses, spins and wagering on winnings as a slot deposit match", () => {
    expect(offerCalculatorTerms({ kind: "credito-apuesta", cap: 100, wagering: { multiple: 1, base: "bono" } })).toEqual({ notApplicable: "credito-apuesta" });
    expect(offerCalculatorTerms({ kind: "credito-apuesta", percent: 100, cap: 100, wagering: { multiple: 1, base: "bono" } })).toEqual({ notApplicable: "credito-apuesta" });
    expect(offerCalculatorTerms({ kind: "poker", cap: 400, wagering: { multiple: 0, base: "ninguno" } })).toEqual({ notApplicable: "poker" });
    expect(offerCalculatorTerms({ kind: "giros", wagering: { multiple: 35, base: "ganancias" } })).toEqual({ notApplicable: "giros" });
    expect(offerCalculatorTerms({ ...match, wagering: { multiple: 35, base: "ganancias" } })).toEqual({ notApplicable: "ganancias" });
  });
});
