import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BONUS_VALIDITY_DAYS,
  OPERATOR_IDS,
  OPERATOR_INDEX,
  applyComparisonQuery,
  casinosPath,
  comparisonQueryToParams,
  formatEuros,
  formatRating,
  hasSpanishLicense,
  parseComparisonQuery,
  paymentMethodsPreview,
  usedPaymentMethods,
} from "./operator-utils";
import { getOperator, getOperatorByPath, getOperators, operatorSchema, reviewPaths } from "./operators";

/** Every value spec sections 2, 3 and 9 give for an operator. */
const SPEC = {
  order: ["bet365", "codere", "betway", "williamhill", "bwin", "pokerstars", "luckia", "paf", "marca", "paston"],
  ratings: [9.5, 9, 8.8, 8.7, 8.5, 8.4, 8.2, 8, 7.8, 7.5],
  ranks: { bet365: 1, codere: 2, betway: 3, williamhill: 4, bwin: 5, pokerstars: 6, luckia: 7, paf: 8, marca: 9, paston: 10 },
  noLiveDealer: ["marca", "paston"],
  welcome: {
    bet365: { bonus: "Hasta 100 € en créditos de apuesta", wagering: "1x", maxBet: 50000 },
    codere: { bonus: "200 % hasta 200 € + 50 tiradas", wagering: "35x (casino)", maxBet: 10000 },
    betway: { bonus: "100 % hasta 250 €", wagering: "50x casino, 3x deportes", maxBet: 25000 },
    williamhill: { bonus: "100 % hasta 100 € + 50 tiradas", wagering: "40x", maxBet: 15000 },
    bwin: { bonus: "100 % hasta 200 €", wagering: "35x", maxBet: 20000 },
    pokerstars: { bonus: "Bono de póker de 400 €", wagering: "Se libera con puntos de recompensa", maxBet: 5000 },
    luckia: { bonus: "100 % hasta 150 € + 50 tiradas", wagering: "30x", maxBet: 8000 },
    paf: { bonus: "100 % hasta 200 €", wagering: "Sin requisito de apuesta", maxBet: 3000 },
    marca: { bonus: "100 % hasta 100 €", wagering: "1x", maxBet: 2500 },
    paston: { bonus: "100 % hasta 50 €", wagering: "3x", maxBet: 1000 },
  },
  casinosPaths: [
    "/casinos/bet365",
    "/casinos/codere",
    "/casinos/betway",
    "/casinos/william-hill",
    "/casinos/bwin",
    "/casinos/pokerstars",
    "/casinos/luckia",
    "/casinos/paf",
    "/casinos/marca",
    "/casinos/paston",
  ],
  domains: {
    bet365: "www.bet365.es",
    codere: "www.codere.es",
    betway: "www.betway.es",
    williamhill: "www.williamhill.es",
    bwin: "www.bwin.es",
    pokerstars: "www.pokerstars.es",
    luckia: "www.luckia.es",
    paf: "www.paf.es",
    marca: "www.marcaapuestas.es",
    paston: "www.paston.es",
  },
} as const;

const ops = getOperators();

describe("operator data (spec section 3)", () => {
  it("has the ten operators in the spec's order", () => {
    expect(ops.map((o) => o.id)).toEqual(SPEC.order);
    expect(OPERATOR_IDS).toEqual(SPEC.order);
  });

  it("uses the spec's ratings", () => {
    expect(ops.map((o) => o.rating)).toEqual(SPEC.ratings);
  });

  it("uses the spec's ranks", () => {
    for (const o of ops) expect(o.rank).toBe(SPEC.ranks[o.id]);
  });

  it("has a minimum deposit of 5 € for bet365 and 10 € for the rest", () => {
    for (const o of ops) expect(o.minDeposit).toBe(o.id === "bet365" ? 5 : 10);
  });

  it("has sportsbook, casino and mobile app for all, live dealer for all but marca and paston", () => {
    for (const o of ops) {
      expect(o.sportsbook).toBe(true);
      expect(o.casino).toBe(true);
      expect(o.mobileApp).toBe(true);
      expect(o.liveDealer).toBe(!(SPEC.noLiveDealer as readonly string[]).includes(o.id));
    }
  });

  it("uses the spec's welcome terms table (welcomeBonus / wageringRequirement / maxBet)", () => {
    for (const o of ops) {
      const w = SPEC.welcome[o.id];
      expect(o.welcomeBonus).toBe(w.bonus);
      expect(o.wageringRequirement).toBe(w.wagering);
      expect(o.maxBet).toBe(w.maxBet);
    }
  });

  it("gives every bonus the 30-day validity of the fixed claims", () => {
    expect(BONUS_VALIDITY_DAYS).toBe(30);
    for (const o of ops) expect(o.bonusValidityDays).toBe(30);
  });

  it("states whether each bonus is cash or credit, consistently with its wagering", () => {
    expect(getOperator("paf")!.bonusKind).toBe("dinero-real");
    expect(getOperator("bet365")!.bonusKind).toBe("credito-apuesta");
    for (const o of ops.filter((x) => x.id !== "paf")) expect(o.bonusKind).not.toBe("dinero-real");
  });

  it("never frames a bonus as free ('gratis')", () => {
    for (const o of ops) {
      expect(`${o.bonus} ${o.welcomeBonus} ${o.pros.join(" ")}`).not.toMatch(/gratis|free/i);
    }
  });

  it("has every field of spec section 3, valid against the schema", () => {
    const fields = [
      "id", "name", "logo", "rating", "bonus", "minDeposit", "paymentMethods", "sportsbook", "casino", "liveDealer",
      "mobileApp", "license", "support", "withdrawalTime", "pros", "cons", "description", "playUrl", "detailUrl",
      "welcomeBonus", "wageringRequirement", "maxBet", "gameProviders", "popularGames", "securityFeatures",
      "customerSupportHours", "languages", "currencies", "restrictedCountries", "established", "owner", "softwareProviders",
    ];
    for (const o of ops) {
      for (const f of fields) expect(o, `${o.id}.${f}`).toHaveProperty(f);
      expect(operatorSchema.safeParse(o).success).toBe(true);
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
    for (const o of ops) {
      expect(new URL(o.playUrl).host).toBe(SPEC.domains[o.id]);
      expect(new URL(o.termsUrl).host).toBe(SPEC.domains[o.id]);
    }
  });

  it("has a project-made logo file for each operator", () => {
    for (const o of ops) {
      const file = new URL(`../../public${o.logo}`, import.meta.url);
      expect(existsSync(file), o.logo).toBe(true);
      expect(readFileSync(file, "utf8")).toContain("<svg");
    }
  });

  it("has at least five payment methods, so the comparison can show four and '+N'", () => {
    for (const o of ops) {
      const preview = paymentMethodsPreview(o);
      expect(preview.shown).toHaveLength(4);
      expect(preview.more).toBe(o.paymentMethods.length - 4);
      expect(preview.more).toBeGreaterThan(0);
    }
  });

  it("has at least three pros and three cons", () => {
    for (const o of ops) {
      expect(o.pros.length).toBeGreaterThanOrEqual(3);
      expect(o.cons.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps popular games consistent with the live-dealer flag", () => {
    for (const o of ops.filter((x) => !x.liveDealer)) {
      expect(o.popularGames.join(" ")).not.toMatch(/en vivo/i);
    }
  });
});

describe("review paths (spec section 2)", () => {
  it("has 20 review URLs: the short ones canonical, /casinos/… aliases pointing to them", () => {
    const paths = reviewPaths();
    expect(paths).toHaveLength(20);
    expect(paths.filter((p) => p.isCanonical).map((p) => p.path)).toEqual(SPEC.order.map((id) => `/${id}`));
    expect(paths.filter((p) => !p.isCanonical).map((p) => p.path)).toEqual(SPEC.casinosPaths);
    for (const p of paths) expect(p.canonicalPath).toBe(`/${p.operatorId}`);
  });

  it("maps /casinos/william-hill to williamhill", () => {
    expect(casinosPath(getOperator("williamhill")!)).toBe("/casinos/william-hill");
    expect(getOperatorByPath("/casinos/william-hill")?.id).toBe("williamhill");
    expect(getOperatorByPath("/williamhill/")?.id).toBe("williamhill");
    expect(getOperatorByPath("/casinos/williamhill")).toBeUndefined();
    expect(getOperatorByPath("/nada")).toBeUndefined();
  });

  it("uses the short review URL as detailUrl", () => {
    for (const o of ops) expect(o.detailUrl).toBe(`/${o.id}`);
  });

  it("keeps the light navigation index in step with the data", () => {
    expect(OPERATOR_INDEX.map((o) => [o.id, o.name, o.reviewSlug])).toEqual(ops.map((o) => [o.id, o.name, o.reviewSlug]));
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
  const run = (qs: string) => applyComparisonQuery(ops, parseComparisonQuery(new URLSearchParams(qs))).map((o) => o.id);

  it("defaults to the full ranking", () => {
    expect(run("")).toEqual(SPEC.order);
    expect(run("orden=desconocido&pago=cheque&deposito-max=7")).toEqual(SPEC.order);
  });

  it("sorts by rating both ways and by minimum deposit", () => {
    expect(run("orden=valoracion")).toEqual(SPEC.order);
    expect(run("orden=valoracion-asc")).toEqual([...SPEC.order].reverse());
    expect(run("orden=deposito")[0]).toBe("bet365");
  });

  it("offers only payment methods some operator accepts, Bizum and PayPal included", () => {
    const used = usedPaymentMethods(ops);
    expect(used).toContain("Bizum");
    expect(used).toContain("PayPal");
    for (const m of used) expect(ops.some((o) => o.paymentMethods.includes(m))).toBe(true);
  });

  it("filters by payment method, live casino and minimum deposit", () => {
    expect(run("pago=bizum")).toEqual(["bet365", "codere", "bwin", "luckia", "paston"]);
    expect(run("pago=paypal")).toEqual(["bet365", "codere", "betway", "williamhill", "bwin", "pokerstars", "luckia", "marca"]);
    expect(run("en-vivo=si")).not.toContain("marca");
    expect(run("en-vivo=si")).not.toContain("paston");
    expect(run("deposito-max=5")).toEqual(["bet365"]);
    expect(run("pago=trustly&deposito-max=5")).toEqual([]);
  });

  it("round-trips the query and omits defaults", () => {
    const q = parseComparisonQuery(new URLSearchParams("orden=deposito&pago=bizum&en-vivo=si&deposito-max=10"));
    expect(comparisonQueryToParams(q).toString()).toBe("orden=deposito&pago=bizum&en-vivo=si&deposito-max=10");
    expect(comparisonQueryToParams(parseComparisonQuery(new URLSearchParams(""))).toString()).toBe("");
  });
});
