import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BONUS_VALIDITY_DAYS,
  applyComparisonQuery,
  casinosPath,
  comparisonQueryToParams,
  formatEuros,
  formatRating,
  hasSpanishLicense,
  parseComparisonQuery,
  paymentMethodsPreview,
  rankingFacts,
  takesMethod,
  usedPaymentMethods,
  withRanking,
} from "./operator-utils";
import { getOperator, getOperatorByPath, getOperators, operatorFileData, operatorFileSchema, reviewPaths } from "./operators";
import {
  SPEC_BONUS_VALIDITY_DAYS,
  SPEC_COMPARISON,
  SPEC_OPERATORS,
  SPEC_OPERATOR_IDS,
} from "../../../tests/spec-facts";

const ops = getOperators();
/** The spec's ten operators as the data has them (the operator may add more). */
const specOps = SPEC_OPERATOR_IDS.map((id) => getOperator(id)!);

describe("operator data (spec section 3)", () => {
  it("has every operator of the spec", () => {
    for (const id of SPEC_OPERATOR_IDS) expect(getOperator(id), id).toBeDefined();
  });

  it("ranks the operators 1..N without gaps, in ranking order", () => {
    expect(ops.map((o) => o.rank)).toEqual(ops.map((_, i) => i + 1));
  });

  // Invariants, not the figures: the owner edits ratings, deposits and offers in the editor, and
  // an edit within the rules must never turn the tests red (the content check guards the rules).
  it("gives every operator a rating out of 10, a positive minimum deposit and its product flags", () => {
    for (const o of ops) {
      expect(o.rating, o.id).toBeGreaterThanOrEqual(0);
      expect(o.rating, o.id).toBeLessThanOrEqual(10);
      expect(o.minDeposit, o.id).toBeGreaterThan(0);
      for (const flag of [o.sportsbook, o.casino, o.mobileApp, o.liveDealer]) expect(typeof flag, o.id).toBe("boolean");
    }
  });

  it("gives every operator complete welcome terms (the offer's bonus line / wagering requirement / maxBet)", () => {
    for (const o of ops) {
      expect(o.bonus.trim(), o.id).not.toBe("");
      expect(o.wageringRequirement.trim(), o.id).not.toBe("");
      expect(o.maxBet, o.id).toBeGreaterThan(0);
    }
  });

  it("lists some operators in the footer, not all of them", () => {
    const inFooter = ops.filter((o) => o.footer).length;
    expect(inFooter).toBeGreaterThan(0);
    expect(inFooter).toBeLessThanOrEqual(ops.length);
  });

  it("has an update date and an author on every operator", () => {
    for (const o of ops) {
      expect(o.updated, o.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(o.author, o.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("gives every bonus a validity in whole days (the fixed claims' default unless the operator's own)", () => {
    expect(BONUS_VALIDITY_DAYS).toBe(SPEC_BONUS_VALIDITY_DAYS);
    for (const o of ops) {
      expect(Number.isInteger(o.bonusValidityDays), o.id).toBe(true);
      expect(o.bonusValidityDays, o.id).toBeGreaterThan(0);
    }
  });

  it("states whether each bonus is cash or credit, consistently with its wagering", () => {
    for (const o of ops) {
      if (o.bonusKind === "dinero-real") expect(o.wageringRequirement, o.id).toMatch(/sin requisito/i);
    }
  });

  it("never frames a bonus as free ('gratis')", () => {
    for (const o of ops) {
      expect(`${o.bonus} ${o.pros.join(" ")}`).not.toMatch(/gratis|free/i);
    }
  });

  it("has every field of spec section 3, valid against the schema", () => {
    // support, withdrawalTime and customerSupportHours are dated facts (`facts`, docs/decisions/0185).
    const fields = [
      "name", "logo", "rating", "bonus", "minDeposit", "paymentMethods", "sportsbook", "casino", "liveDealer",
      "mobileApp", "license", "facts", "pros", "cons", "description", "playUrl", "detailUrl",
      "offer", "wageringRequirement", "maxBet", "gameProviders", "popularGames", "securityFeatures",
      "languages", "currencies", "restrictedCountries", "established", "owner", "softwareProviders",
    ];
    for (const o of ops) {
      expect(o.id).toMatch(/^[a-z0-9-]+$/);
      for (const f of fields) expect(o, `${o.id}.${f}`).toHaveProperty(f);
      expect(operatorFileSchema.safeParse(operatorFileData(o)).error?.issues ?? [], o.id).toEqual([]);
    }
  });

  it("refuses a pro or a con that weighs the stake limit (a higher limit is no advantage, RD 176/2023)", () => {
    const file = operatorFileData(ops[0]!);
    for (const field of ["pros", "cons"] as const) {
      const r = operatorFileSchema.safeParse({ ...file, [field]: [...file[field], "Apuesta máxima de 50.000 €"] });
      expect(r.success, field).toBe(false);
      expect(r.error!.issues.map((i) => i.path.join("."))).toEqual([`${field}.${file[field].length}`]);
    }
  });

  it("licences every operator with the DGOJ", () => {
    for (const o of ops) {
      expect(o.license).toMatch(/Dirección General de Ordenación del Juego \(DGOJ\)/);
      expect(hasSpanishLicense(o)).toBe(true);
    }
    expect(hasSpanishLicense({ licenseAuthority: "otra" })).toBe(false);
  });

  it("sends play and terms links to the operator's Spanish domain", () => {
    for (const o of specOps) {
      const { domain } = SPEC_OPERATORS[o.id as keyof typeof SPEC_OPERATORS];
      expect(new URL(o.playUrl).host).toBe(domain);
      expect(new URL(o.termsUrl).host).toBe(domain);
    }
  });

  it("has a project-made logo file for each operator", () => {
    for (const o of ops) {
      const file = new URL(`../../../public${o.logo}`, import.meta.url);
      expect(existsSync(file), o.logo).toBe(true);
      expect(readFileSync(file, "utf8")).toContain("<svg");
    }
  });

  it("has at least five payment methods, so the comparison can show four and '+N'", () => {
    for (const o of ops) {
      const preview = paymentMethodsPreview(o);
      expect(preview.shown).toHaveLength(SPEC_COMPARISON.paymentMethodsShown);
      expect(preview.more).toBe(o.paymentMethods.length - SPEC_COMPARISON.paymentMethodsShown);
      expect(preview.more).toBeGreaterThan(0);
    }
  });

  it("has at least three pros and three cons", () => {
    for (const o of ops) {
      expect(o.pros.length).toBeGreaterThanOrEqual(SPEC_COMPARISON.pros);
      expect(o.cons.length).toBeGreaterThanOrEqual(SPEC_COMPARISON.cons);
    }
  });

  it("keeps popular games consistent with the live-dealer flag", () => {
    for (const o of ops.filter((x) => !x.liveDealer)) {
      expect(o.popularGames.join(" ")).not.toMatch(/en vivo/i);
    }
  });
});

describe("review paths (spec section 2)", () => {
  it("gives every operator two review URLs: the short canonical one and a /casinos/… alias", () => {
    const paths = reviewPaths();
    for (const o of ops) {
      const mine = paths.filter((p) => p.operatorId === o.id);
      expect(mine.map((p) => [p.path, p.isCanonical]), o.id).toEqual([
        [o.detailUrl, true],
        [casinosPath(o), false],
      ]);
      for (const p of mine) expect(p.canonicalPath).toBe(o.detailUrl);
    }
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length);
  });

  it("uses the spec's review URLs for the spec's operators", () => {
    for (const o of specOps) {
      expect(o.detailUrl).toBe(`/${o.id}`);
      expect(casinosPath(o)).toBe(SPEC_OPERATORS[o.id as keyof typeof SPEC_OPERATORS].casinosPath);
    }
  });

  it("maps /casinos/william-hill to williamhill", () => {
    expect(getOperatorByPath("/casinos/william-hill")?.id).toBe("williamhill");
    expect(getOperatorByPath("/williamhill/")?.id).toBe("williamhill");
    expect(getOperatorByPath("/casinos/williamhill")).toBeUndefined();
    expect(getOperatorByPath("/nada")).toBeUndefined();
  });
});

describe("ranking headings", () => {
  it("fill {n} and {año} from the number of operators and the newest update", () => {
    const r = rankingFacts([{ updated: "2026-03-01" }, { updated: "2027-01-15" }, { updated: "2025-12-31" }]);
    expect(r).toEqual({ count: 3, year: 2027 });
    expect(withRanking({ a: ["Los {n} mejores de {año}"], f: (x: number) => x }, r).a[0]).toBe("Los 3 mejores de 2027");
  });
});

describe("stars and formatting (spec sections 2 and 9)", () => {
  it("formats money and ratings in es-ES", () => {
    expect(formatEuros(50000).replace(/\s/g, " ")).toBe("50.000 €");
    expect(formatEuros(2500).replace(/\s/g, " ")).toBe("2.500 €");
    expect(formatEuros(5).replace(/\s/g, " ")).toBe("5 €");
    expect(formatRating(9.5)).toBe("9,5");
    expect(formatRating(9)).toBe("9");
  });
});

describe("comparison sort and filter", () => {
  const rankOrder = ops.map((o) => o.id);
  const run = (qs: string) => applyComparisonQuery(ops, parseComparisonQuery(new URLSearchParams(qs))).map((o) => o.id);
  const byId = (id: string) => getOperator(id)!;

  it("defaults to the full ranking", () => {
    expect(run("")).toEqual(rankOrder);
    expect(run("orden=desconocido&pago=cheque&deposito-max=7")).toEqual(rankOrder);
  });

  it("sorts by rating both ways and by minimum deposit, ties in ranking order", () => {
    const ratings = run("orden=valoracion").map((id) => byId(id).rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const asc = run("orden=valoracion-asc").map((id) => byId(id).rating);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const deposits = run("orden=deposito").map((id) => byId(id).minDeposit);
    expect(deposits).toEqual([...deposits].sort((a, b) => a - b));
  });

  it("offers only payment methods some operator accepts, Bizum and PayPal included", () => {
    const used = usedPaymentMethods(ops);
    expect(used).toContain("Bizum");
    expect(used).toContain("PayPal");
    for (const m of used) expect(ops.some((o) => takesMethod(o, m))).toBe(true);
  });

  it("filters by payment method, live casino and minimum deposit: exactly the operators that match, in ranking order", () => {
    const expectFilter = (qs: string, pred: (o: (typeof ops)[number]) => boolean) =>
      expect(run(qs), qs).toEqual(ops.filter(pred).map((o) => o.id));
    expectFilter("pago=bizum", (o) => takesMethod(o, "Bizum"));
    expectFilter("pago=paypal", (o) => takesMethod(o, "PayPal"));
    expectFilter("en-vivo=si", (o) => o.liveDealer);
    expectFilter("deposito-max=5", (o) => o.minDeposit <= 5);
    expectFilter("pago=trustly&deposito-max=5", (o) => takesMethod(o, "Trustly") && o.minDeposit <= 5);
    for (const id of ["marca", "paston"]) expect(run("en-vivo=si")).not.toContain(id);
    expect(run("deposito-max=5")).toContain("bet365");
  });

  it("round-trips the query and omits defaults", () => {
    const q = parseComparisonQuery(new URLSearchParams("orden=deposito&pago=bizum&en-vivo=si&deposito-max=10"));
    expect(comparisonQueryToParams(q).toString()).toBe("orden=deposito&pago=bizum&en-vivo=si&deposito-max=10");
    expect(comparisonQueryToParams(parseComparisonQuery(new URLSearchParams(""))).toString()).toBe("");
  });
});

describe("operator cards (the home loader's payload)", () => {
  it("carry only the fields a card shows, with at most three pros, and less than a fifth of the whole operator", async () => {
    const { CARD_FIELDS, toCard } = await import("./operator-utils");
    for (const op of getOperators()) {
      const card = toCard(op);
      expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
      expect(card.pros).toEqual(op.pros.slice(0, 3));
      expect(JSON.stringify(card).length, op.id).toBeLessThan(JSON.stringify(op).length / 5);
    }
  });
});
