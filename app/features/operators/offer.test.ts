/**
 * The offer's schema rules, its one formatter and the check of superlatives, on fixtures built here
 * (never on the owner's figures, which the editor changes).
 */
import { describe, expect, it } from "vitest";
import { offerBonusKind, offerCondition, offerHeadline, offerRequirement, type Offer } from "./offer.ts";
import { offerClaimProblems, type ClaimOperator } from "./offer-claims.ts";
import { getOperators, operatorFileData, operatorFileSchema } from "./operators.ts";

const deposit: Offer = {
  kind: "deposito",
  percent: 100,
  cap: 250,
  wagering: { multiple: 35, base: "bono" },
  validityDays: 30,
  withdrawable: false,
  check: { checked: "2026-11-21", checkedBy: "ana-real", source: "https://www.mi-casino.es/terminos" },
};

describe("the offer's one formatter", () => {
  it("writes the bonus line of each kind, never «gratis»", () => {
    expect(offerHeadline({ ...deposit, freeSpins: 50 })).toBe("100 % hasta 250 € + 50 tiradas");
    expect(offerHeadline({ ...deposit, kind: "credito-apuesta", percent: undefined, cap: 100 })).toBe("Hasta 100 € en créditos de apuesta");
    expect(offerHeadline({ ...deposit, kind: "credito-apuesta", cap: 100 })).toBe("100 % hasta 100 € en créditos de apuesta");
    expect(offerHeadline({ kind: "poker", cap: 400 })).toBe("Bono de póker de 400 €");
    expect(offerHeadline({ kind: "giros", freeSpins: 100 })).toBe("100 tiradas");
    expect(offerHeadline({ ...deposit, cap: 1500 })).toBe("100 % hasta 1.500 €");
    for (const kind of ["deposito", "credito-apuesta", "giros", "poker", "sin-requisito"] as const) {
      expect(offerHeadline({ ...deposit, kind, freeSpins: 10 })).not.toMatch(/gratis|free/i);
    }
  });

  it("writes the requirement from multiple, base and note", () => {
    expect(offerRequirement(deposit)).toBe("35x el bono");
    expect(offerRequirement({ ...deposit, wagering: { multiple: 30, base: "bono-deposito" } })).toBe("30x (bono + depósito)");
    expect(offerRequirement({ ...deposit, wagering: { multiple: 20, base: "ganancias" } })).toBe("20x las ganancias");
    expect(offerRequirement({ kind: "sin-requisito", wagering: { multiple: 0, base: "ninguno" } })).toBe("Sin requisito de apuesta");
    expect(offerRequirement({ kind: "credito-apuesta", wagering: { multiple: 1, base: "bono" } })).toBe("1x (crédito de apuesta)");
    expect(offerRequirement({ ...deposit, wagering: { multiple: 50, base: "bono", note: "3x en apuestas deportivas" } })).toBe("50x el bono; 3x en apuestas deportivas");
    expect(offerRequirement({ kind: "poker", wagering: { multiple: 0, base: "ninguno", note: "se libera con puntos de recompensa" } })).toBe("Se libera con puntos de recompensa");
    expect(offerRequirement({ ...deposit, wagering: { multiple: 1.5, base: "bono" } })).toBe("1,5x el bono");
  });

  it("says the requirement inside a sentence and the kind of money", () => {
    expect(offerCondition(deposit)).toBe("requisito 35x el bono");
    expect(offerCondition({ kind: "sin-requisito", wagering: { multiple: 0, base: "ninguno" } })).toBe("sin requisito de apuesta");
    expect(offerCondition({ kind: "poker", wagering: { multiple: 0, base: "ninguno", note: "Se libera con puntos" } })).toBe("se libera con puntos");
    expect(offerBonusKind(deposit)).toBe("saldo-bono");
    expect(offerBonusKind({ kind: "credito-apuesta", withdrawable: false })).toBe("credito-apuesta");
    expect(offerBonusKind({ kind: "sin-requisito", withdrawable: true })).toBe("dinero-real");
  });
});

describe("the offer's schema", () => {
  const base = operatorFileData(getOperators()[0]!);
  const host = new URL(base.playUrl).origin;
  const file = (offer: Partial<Offer>) => ({ ...base, offer: { ...deposit, check: { ...deposit.check!, source: `${host}/promociones` }, ...offer } });
  const issues = (offer: Partial<Offer>) => operatorFileSchema.safeParse(file(offer)).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("accepts a well-formed deposit match, bet credit, poker bonus and wager-free offer", () => {
    expect(issues({})).toEqual([]);
    expect(issues({ kind: "credito-apuesta", percent: undefined, wagering: { multiple: 1, base: "bono" } })).toEqual([]);
    expect(issues({ kind: "poker", percent: undefined, cap: 400, wagering: { multiple: 0, base: "ninguno", note: "se libera con puntos" } })).toEqual([]);
    expect(issues({ kind: "sin-requisito", wagering: { multiple: 0, base: "ninguno" }, withdrawable: true })).toEqual([]);
  });

  it("refuses an offer whose fields contradict each other, in Spanish, on the field to fix", () => {
    const cases: [Partial<Offer>, string][] = [
      [{ wagering: { multiple: 0, base: "bono" } }, "offer.wagering.multiple"],
      [{ wagering: { multiple: 35, base: "ninguno" } }, "offer.wagering.multiple"],
      [{ kind: "poker", percent: 100, wagering: { multiple: 0, base: "ninguno", note: "puntos" } }, "offer.percent"],
      [{ percent: undefined }, "offer.percent"],
      [{ kind: "poker", percent: undefined, wagering: { multiple: 0, base: "ninguno" } }, "offer.wagering.note"],
      [{ kind: "sin-requisito" }, "offer.kind"],
      [{ withdrawable: true }, "offer.withdrawable"],
      [{ kind: "sin-requisito", wagering: { multiple: 0, base: "ninguno" }, withdrawable: true, contributions: [{ game: "Tragaperras", percent: 100 }] }, "offer.contributions"],
      [{ check: { ...deposit.check!, source: `${host}/promociones`, checked: "2999-01-01" } }, "offer.check.checked"],
      [{ check: { ...deposit.check!, source: "https://www.otro-casino.es/terminos" } }, "offer.check.source"],
      [{ check: { ...deposit.check!, source: `${host.replace("https", "http")}/terminos` } }, "offer.check.source"],
      [{ cap: undefined }, "offer.cap"],
    ];
    for (const [offer, path] of cases) {
      const found = issues(offer);
      expect(found.map((f) => f.split(":")[0]), JSON.stringify(offer)).toContain(path);
      for (const f of found) expect(f).toMatch(/[a-záéíóúñ]{3}/);
    }
  });

  it("treats an emptied contribution list (as the editor saves it) as no list", () => {
    const parsed = operatorFileSchema.parse(file({ contributions: [] }));
    expect(parsed.offer.contributions).toBeUndefined();
  });
});

describe("superlatives about offers and deposits", () => {
  const op = (id: string, cap: number, minDeposit: number, multiple: number, texts: Partial<ClaimOperator> = {}): ClaimOperator => ({
    id,
    name: id.toUpperCase(),
    minDeposit,
    offer: multiple === 0 ? { kind: "sin-requisito", cap, wagering: { multiple: 0, base: "ninguno" } } : { kind: "deposito", cap, wagering: { multiple, base: "bono" } },
    pros: [],
    cons: [],
    description: "",
    analysis: {},
    ...texts,
  });

  it("accepts a claim the data supports (a tie said as a tie) and refuses one it contradicts, naming who beats it", () => {
    const a = op("a", 250, 10, 35, { pros: ["Bono de hasta 250 €, el de mayor importe del ranking"] });
    const b = op("b", 400, 5, 50, { pros: ["Depósito mínimo de 5 €, uno de los más bajos del ranking"], cons: ["El requisito de 50x es el más alto del ranking"] });
    const c = op("c", 100, 5, 1, { analysis: { bonus: "Su requisito de 1x es el más bajo posible." } });
    const problems = offerClaimProblems([a, b, c]);
    expect(problems.map((p) => [p.id, p.path.join(".")])).toEqual([["a", "pros.0"]]);
    expect(problems[0]!.message).toContain("B tiene 400 €");
    // The same claim becomes true when the data changes.
    expect(offerClaimProblems([{ ...a, offer: { ...a.offer, cap: 500 } }, b, c])).toEqual([]);
  });

  it("refuses «the lowest» when another operator ties with it (issue 37: a tie is said as a tie)", () => {
    const b = op("b", 400, 5, 50, { pros: ["Depósito mínimo de 5 €, el más bajo del ranking"] });
    const c = op("c", 100, 5, 1);
    const problems = offerClaimProblems([b, c]);
    expect(problems.map((p) => [p.id, p.path.join(".")])).toEqual([["b", "pros.0"]]);
    expect(problems[0]!.message).toContain("C tiene también 5 €");
    expect(offerClaimProblems([b, { ...c, minDeposit: 10 }])).toEqual([]);
  });

  it("checks the lowest deposit and requirement, and «the only one without wagering»", () => {
    const a = op("a", 200, 10, 0, { description: "Es el único operador cuyo bono no tiene requisito de apuesta." });
    const b = op("b", 200, 20, 40, { pros: ["El depósito mínimo más bajo"], analysis: { bonus: "Tiene el requisito más bajo del ranking." } });
    const c = op("c", 100, 5, 30);
    const found = offerClaimProblems([a, b, c]).map((p) => [p.id, p.path.join(".")]);
    expect(found).toEqual([
      ["b", "pros.0"],
      ["b", "analysis.bonus"],
    ]);
    expect(offerClaimProblems([a, b, { ...c, offer: { kind: "sin-requisito", cap: 100, wagering: { multiple: 0, base: "ninguno" } } }]).map((p) => p.id)).toContain("a");
  });

  it("leaves superlatives about other things alone", () => {
    const a = op("a", 100, 10, 35, { pros: ["La mayor sala de póker online con licencia en España"], description: "Tiene uno de los catálogos de tragaperras más amplios." });
    expect(offerClaimProblems([a, op("b", 400, 5, 1)])).toEqual([]);
  });
});
