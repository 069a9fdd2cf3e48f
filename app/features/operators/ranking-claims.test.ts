import { describe, expect, it } from "vitest";
import { paymentMethodsClaim, standing, tieNote } from "./ranking-claims.ts";
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
