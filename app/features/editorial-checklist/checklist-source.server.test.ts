/**
 * The adapter from operator files to the checklist: a fixture operator with decision 0180's `offer` and
 * `facts` (whether or not the site's schema has them yet), and the site's own content as invariants.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldLabel, type FieldPath } from "../../platform/content/collection.ts";
import { getOperators, type OperatorFile } from "../operators/index.server.ts";
import { SHEET_CHECKS } from "../operators/index.ts";
import { checklistOperator, getDueChecks, sourceLocation } from "./checklist-source.server.ts";
import { dueChecks } from "./due-checks.ts";

/** An entry whose `lineOf` answers from a table of field paths (a missing one: its parent's line, as the loader does). */
function fixtureEntry(data: Record<string, unknown>, lines: Record<string, number>) {
  return {
    id: "fixture",
    file: "content/operators/fixture.yaml",
    data: data as unknown as OperatorFile,
    lineOf: (p: FieldPath) => {
      for (let n = p.length; n > 0; n--) {
        const line = lines[p.slice(0, n).join(".")];
        if (line) return line;
      }
      return 1;
    },
  };
}

/** The line of each scored datum of the sheet in the fixture (minDeposit on 60, paymentMethods on 61…). */
const SHEET_LINES = Object.fromEntries(SHEET_CHECKS.map((c, i) => [c.datum.join("."), 60 + i]));
/** The sheet's data, none checked: each due at the line of its datum, under its record's field name. */
const UNCHECKED_SHEET = SHEET_CHECKS.map((c, i) => ({
  kind: "dato",
  label: `Dato «${c.label}»`,
  checked: undefined,
  source: undefined,
  field: c.field,
  line: 60 + i,
}));

const BASE = { name: "Fixture", rank: 3, singularLicenses: ["Ruleta"], playUrl: "https://www.fixture.es/" };

describe("checklistOperator (the adapter)", () => {
  it("reads the offer's, each fact's and the licence's check record (date and source), with the line of each", () => {
    const entry = fixtureEntry(
      {
        ...BASE,
        licenseCheck: { checked: "2026-11-01", checkedBy: "ana", source: "https://www.ordenacionjuego.es/registro" },
        affiliateUrl: "https://afiliados.example/fixture?c={clickId}",
        offer: { kind: "deposito", check: { checked: "2026-09-01", checkedBy: "ana", source: "https://www.fixture.es/promociones/terminos" } },
        facts: [
          { key: "retirada-tarjeta", value: "3-5 días", check: { checked: "2026-11-20", checkedBy: "ana", source: "https://www.fixture.es/ayuda/retiradas" } },
          { key: "verificacion", value: "24 h", check: { checked: "2026-01-10", checkedBy: "ana", source: "https://www.fixture.es/ayuda/verificacion" } },
        ],
      },
      { licenseCheck: 30, affiliateUrl: 58, "offer.check": 45, "facts.0.check": 50, "facts.1.check": 54, playUrl: 57, ...SHEET_LINES },
    );
    const op = checklistOperator(entry, (key) => (key === "verificacion" ? "Verificación de identidad" : key));
    expect(op).toMatchObject({ id: "fixture", name: "Fixture", rank: 3, licence: { checked: "2026-11-01", line: 30 }, tracking: { present: true, line: 58 } });
    expect(op.dated).toEqual([
      { kind: "oferta", label: "Condiciones del bono de bienvenida", checked: "2026-09-01", source: "https://www.fixture.es/promociones/terminos", field: "offer › check", line: 45 },
      ...UNCHECKED_SHEET,
      { kind: "dato", label: "Dato «retirada-tarjeta»", checked: "2026-11-20", source: "https://www.fixture.es/ayuda/retiradas", field: "facts (elemento 1) › check", line: 50 },
      { kind: "dato", label: "Dato «Verificación de identidad»", checked: "2026-01-10", source: "https://www.fixture.es/ayuda/verificacion", field: "facts (elemento 2) › check", line: 54 },
    ]);

    // On 25 November 2026 with 90/30/180 days: the offer (due 1 October) and the January fact are due.
    const due = dueChecks([op], { licenceDays: 90, offerDays: 30, factsDays: 180 }, "2026-11-25");
    expect(due.filter((i) => i.checked).map((i) => [i.kind, i.field, i.line, i.overdueDays])).toEqual([
      ["oferta", "offer › check", 45, 55],
      ["dato", "facts (elemento 2) › check", 54, 139],
    ]);
    // The sheet's data nobody has checked are due too, each at the line of its datum.
    expect(due.filter((i) => !i.checked && i.kind === "dato").map((i) => [i.field, i.line])).toEqual(UNCHECKED_SHEET.map((d) => [d.field, d.line]));
  });

  it("without offer, facts, licence date or tracking link: only the sheet's unchecked data, and the lines where the missing fields go", () => {
    const op = checklistOperator(fixtureEntry(BASE, { singularLicenses: 40, playUrl: 57, ...SHEET_LINES }));
    expect(op.dated).toEqual(UNCHECKED_SHEET);
    expect(op.licence).toEqual({ checked: undefined, line: 40 });
    expect(op.tracking).toEqual({ present: false, line: 57 });
  });
});

describe("the site's checklist (invariants of the content, whatever it holds)", () => {
  const items = getDueChecks();
  const ops = getOperators();

  it("lists every licence not yet checked, in that operator's file, on a line the file has", () => {
    for (const o of ops.filter((x) => !x.licenseCheck)) {
      const item = items.find((i) => i.kind === "licencia" && i.operatorId === o.id);
      expect(item, o.id).toBeDefined();
      expect(item!.file).toMatch(new RegExp(`^content/operators/${o.id}\\.ya?ml$`));
    }
    for (const i of items) {
      const lines = fs.readFileSync(path.join(process.cwd(), i.file), "utf8").split("\n").length;
      expect(i.line, `${i.file}:${i.line}`).toBeGreaterThan(0);
      expect(i.line, `${i.file}:${i.line}`).toBeLessThanOrEqual(lines);
    }
  });

  it("lists exactly the operators without a tracking link, as the content check warns about them", async () => {
    const { checkContent } = await import("../../composition/content-check");
    const { warnings } = await checkContent({ sitePaths: () => [] });
    const untracked = warnings.map((w) => w.file).sort();
    expect(items.filter((i) => i.kind === "enlace").map((i) => i.file).sort()).toEqual(untracked);
  });

  it("names every field as the content check does", () => {
    const sheet = SHEET_CHECKS.map((c) => c.field).join("|");
    for (const i of items) expect(i.field).toMatch(new RegExp(`^(licenseCheck|affiliateUrl|offer › check|facts \\(elemento \\d+\\) › check|${sheet})$`));
    // Every operator's every scored datum of the sheet is listed while nobody has checked it.
    for (const o of ops) for (const c of SHEET_CHECKS) if (!o[c.field]) expect(items.some((i) => i.operatorId === o.id && i.field === c.field), `${o.id} ${c.field}`).toBe(true);
    expect(fieldLabel(["facts", 0, "check"])).toBe("facts (elemento 1) › check");
  });

  it("places a source-watch flag on the line that holds the URL, not on one that merely starts with it", () => {
    for (const o of ops) {
      expect(sourceLocation(o.id, o.playUrl), o.id).toMatchObject({ field: "playUrl" });
    }
  });
});
