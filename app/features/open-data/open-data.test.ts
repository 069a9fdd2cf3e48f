import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { SHEET_CHECKS } from "../operators/index.ts";
import { CSV_COLUMNS, methodologyVersion, openData, openDataCsv, type OpenOperator } from "./open-data.ts";

const criteria = [
  { id: "licencia", name: "Licencia y seguridad", weight: 60, order: 1 },
  { id: "bono", name: "Bono", weight: 40, order: 2 },
];

const operator = (id: string, rank: number, checked: boolean): OpenOperator => ({
  id,
  name: id.toUpperCase(),
  rank,
  rating: 8,
  updated: `2026-11-2${rank}`,
  detailUrl: `/${id}`,
  scores: { licencia: 8, bono: 8 },
  bonus: "100 % hasta 100 €",
  wageringRequirement: "35x el bono",
  termsUrl: `https://www.${id}.es/terminos`,
  offer: { kind: "deposito", percent: 100, wagering: { multiple: 35, base: "bono" }, validityDays: 30, ...(checked ? { check: { checked: "2026-11-25", checkedBy: "ana", source: `https://www.${id}.es/bono` } } : {}) },
  minDeposit: 10,
  paymentMethods: [
    { method: "Visa", deposit: "si", withdrawal: "si", withdrawalTime: "3 días" },
    { method: "Bizum", deposit: "si", withdrawal: "no", minDeposit: 10 },
  ],
  licenseAuthority: "DGOJ",
  generalLicenses: ["Otros juegos"],
  singularLicenses: ["Ruleta"],
  facts: [{ key: "retirada-tarjeta", value: "3 días" }],
  liveDealer: true,
  mobileApp: false,
  gameProviders: ["NetEnt", "Evolution"],
  securityFeatures: ["Límites de depósito"],
  ...(checked ? { paymentMethodsCheck: { checked: "2026-11-24", checkedBy: "ana", source: `https://www.${id}.es/pagos` } } : {}),
});

const data = openData([operator("beta", 2, false), operator("alfa", 1, true)], criteria, { site: "https://www.ejemplo.es", siteName: "Sitio", factLabel: (k) => `Etiqueta ${k}` });

describe("open data", () => {
  it("publishes the licence's sub-score only once the licence is checked, as the review scores it (decision 0236)", () => {
    const licensed = { ...operator("gamma", 3, false), licenseCheck: { checked: "2026-11-26", checkedBy: "ana", source: "https://www.ordenacionjuego.es/registro" } };
    const both = openData([operator("beta", 2, false), licensed], criteria, { site: "https://www.ejemplo.es", siteName: "Sitio", factLabel: (k) => k });
    const scores = (id: string) => both.operators.find((o) => o.id === id)!.scores;
    // «bono» is computed from the offer (10 − 35 ÷ 5); the licence's editorial 8 counts only once checked.
    expect(scores("beta")).toEqual({ bono: 3 });
    expect(scores("gamma")).toEqual({ licencia: 8, bono: 3 });
    expect(both.operators.find((o) => o.id === "beta")!.basis).toEqual({ licencia: "sin-puntuar", bono: "formula" });
    const rows = parse(openDataCsv(both), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.filter((r) => r.dato === "nota:licencia").map((r) => r.operador)).toEqual(["gamma"]);
    expect(both.methodology.note).toMatch(/no tiene subnota/);
  });

  it("holds every operator in ranking order with each datum's check or null, and the licence", () => {
    expect(data.operators.map((o) => o.id)).toEqual(["alfa", "beta"]);
    expect(data.licence.name).toBe("CC BY 4.0");
    expect(data.updated).toBe("2026-11-22");
    const alfa = data.operators[0]!.data;
    expect(alfa.find((d) => d.key === "oferta")).toMatchObject({ check: { checkedBy: "ana" }, source: "https://www.alfa.es/bono" });
    const beta = data.operators[1]!.data;
    expect(beta.find((d) => d.key === "oferta")).toMatchObject({ check: null, source: "https://www.beta.es/terminos" });
    expect(beta.find((d) => d.key === "licencia")!.check).toBeNull();
    expect(beta.find((d) => d.key === "retirada-tarjeta")).toMatchObject({ label: "Etiqueta retirada-tarjeta", check: null });
  });

  it("gives every scored datum of the sheet its own check record or null", () => {
    const keys = (i: number) => data.operators[i]!.data.map((d) => d.key);
    for (const dato of SHEET_CHECKS.map((c) => c.dato)) expect(keys(0)).toContain(dato);
    const alfa = data.operators[0]!.data;
    expect(alfa.find((d) => d.key === "metodos-pago")).toMatchObject({ value: "Visa (depósito: sí; retirada: sí; plazo de retirada: 3 días), Bizum (depósito: sí; retirada: no; mínimo de depósito: 10\u00a0€)", check: { checked: "2026-11-24" }, source: "https://www.alfa.es/pagos" });
    expect(alfa.find((d) => d.key === "juegos")).toMatchObject({ value: expect.stringContaining("Evolution"), check: null, source: null });
    expect(data.operators[1]!.data.find((d) => d.key === "metodos-pago")!.check).toBeNull();
  });

  it("versions the methodology by its criteria and weights", () => {
    expect(data.methodology.version).toMatch(/^m-[0-9a-f]{12}$/);
    expect(methodologyVersion(criteria)).toBe(data.methodology.version);
    expect(methodologyVersion([{ ...criteria[0]!, weight: 50 }, { ...criteria[1]!, weight: 50 }])).not.toBe(data.methodology.version);
  });

  it("writes a CSV that parses back, one row per datum and sub-score, each naming the licence", () => {
    const rows = parse(openDataCsv(data), { columns: true, bom: true }) as Array<Record<(typeof CSV_COLUMNS)[number], string>>;
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    // Neither licence is checked: one sub-score row each (bono), none for «licencia».
    const perOperator = data.operators[0]!.data.length + criteria.length - 1;
    expect(rows).toHaveLength(2 * perOperator);
    expect(new Set(rows.map((r) => r.operador))).toEqual(new Set(["alfa", "beta"]));
    for (const r of rows) expect(r.licencia).toContain("CC BY 4.0");
    expect(rows.find((r) => r.operador === "alfa" && r.dato === "oferta")).toMatchObject({ comprobado_el: "2026-11-25", comprobado_por: "ana" });
  });
});
