import { describe, expect, it } from "vitest";
import { ORDER_REASON, orderInversions, pairOrderNote, paymentMethodsClaim, rankingOrderNote, standing, tieNote } from "./ranking-claims.ts";
import { getOperators } from "./operators.ts";

describe("standing", () => {
  it("counts who is better and who shares the value, in either direction", () => {
    expect(standing([9, 9, 7, 5], 9, true)).toEqual({ value: 9, best: 9, better: 0, sharing: 2, total: 4 });
    expect(standing([9, 9, 7, 5], 7, true)).toEqual({ value: 7, best: 9, better: 2, sharing: 1, total: 4 });
    expect(standing([5, 10, 10], 5, false)).toEqual({ value: 5, best: 5, better: 0, sharing: 1, total: 3 });
  });
});

describe("paymentMethodsClaim", () => {
  it("calls a unique leader the one with the most", () => {
    expect(paymentMethodsClaim([9, 8, 7], 9)).toBe("Con 9 métodos, es el operador del ranking con más formas de pago.");
  });
  it("says a tie at the top as a tie, never «the one with the most»", () => {
    const claim = paymentMethodsClaim([9, 9, 7], 9);
    expect(claim).toBe("Con 9 métodos, es uno de los dos operadores del ranking con más formas de pago.");
    expect(claim).not.toMatch(/es el operador/);
    expect(paymentMethodsClaim([9, 9, 9, 7], 9)).toContain("uno de los tres operadores");
  });
  it("makes no comparative claim for an operator behind, and names the ranking's best figure", () => {
    const claim = paymentMethodsClaim([9, 9, 7, 5], 7);
    expect(claim).toBe("Acepta 7 métodos; el que más tiene en el ranking acepta 9.");
    expect(claim).not.toMatch(/más formas de pago/);
  });
  it("says so when every operator accepts as many", () => {
    expect(paymentMethodsClaim([6, 6, 6], 6)).toBe("Acepta 6 métodos, los mismos que los demás operadores del ranking.");
  });
  it("over the content: only operators with the ranking's highest count get a «más formas de pago» claim, and ties are said as ties", () => {
    const ops = getOperators();
    const counts = ops.map((o) => o.paymentMethods.length);
    const max = Math.max(...counts);
    const leaders = ops.filter((o) => o.paymentMethods.length === max);
    for (const o of ops) {
      const claim = paymentMethodsClaim(counts, o.paymentMethods.length);
      expect(/más formas de pago/.test(claim), o.id).toBe(o.paymentMethods.length === max);
      if (leaders.length > 1) expect(claim, o.id).not.toMatch(/es el operador del ranking/);
    }
  });
});

describe("tieNote", () => {
  it("is empty without a tie and names every operator that shares the figure", () => {
    expect(tieNote([], "la de")).toBe("");
    expect(tieNote(["Marca Apuestas"], "la de")).toBe(" (igual que la de Marca Apuestas)");
    expect(tieNote(["A", "B", "C"], "en")).toBe(" (igual que en A, en B y en C)");
  });
});

describe("the ranking's order against the ratings (decision 0375)", () => {
  const ops = [
    { name: "A", rank: 1, rating: 8.8 },
    { name: "B", rank: 2, rating: 6.8 },
    { name: "C", rank: 3, rating: 9.2 },
    { name: "D", rank: 4, rating: 7 },
  ];
  it("names the widest inversion and says why, or nothing when the order follows the ratings", () => {
    expect(orderInversions(ops).map((x) => `${x.above.name}<${x.below.name}`)).toEqual(["B<C", "A<C", "B<D"]);
    const note = rankingOrderNote(ops);
    expect(note).toContain(ORDER_REASON);
    expect(note).toContain("Por eso C (n.º 3) tiene 9,2 y va detrás de B (n.º 2), con 6,8.");
    expect(note).toMatch(/Pasa también con otro casino\.$/);
    expect(rankingOrderNote([ops[0]!, ops[1]!])).toBe("");
  });
  it("says it for a pair only when the worse-ranked one has the higher rating", () => {
    expect(pairOrderNote(ops[1]!, ops[2]!)).toBe(`C tiene más nota (9,2 frente a 6,8) y va detrás. ${ORDER_REASON}`);
    expect(pairOrderNote(ops[0]!, ops[1]!)).toBe("");
  });
});
