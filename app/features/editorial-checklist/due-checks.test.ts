/**
 * The due computation with a fixed clock and fixture operators: overdue, due today, fresh, future and
 * missing dates, for licences, offers and facts, and operators without a tracking link.
 */
import { describe, expect, it } from "vitest";
import { dueChecks, dueReport, dueState, madridToday, orderSentence, type Cadence, type ChecklistOperator } from "./due-checks.ts";

const TODAY = "2026-11-25";
const CADENCE: Cadence = { licenceDays: 90, offerDays: 30, factsDays: 180 };

function op(id: string, rank: number, over: Partial<ChecklistOperator> = {}): ChecklistOperator {
  return {
    id,
    name: id.toUpperCase(),
    rank,
    file: `content/operators/${id}.yaml`,
    licence: { checked: TODAY, line: 30 },
    tracking: { present: true, line: 60 },
    dated: [],
    ...over,
  };
}

describe("dueState", () => {
  it("is due on the day the cadence runs out and after, never before", () => {
    expect(dueState("2026-10-26", 30, TODAY)).toEqual({ dueOn: TODAY, overdueDays: 0 });
    expect(dueState("2026-10-25", 30, TODAY)).toEqual({ dueOn: "2026-11-24", overdueDays: 1 });
    expect(dueState("2026-10-27", 30, TODAY)).toBeNull();
    // A date after today (a clock a few hours off) is not due.
    expect(dueState("2026-11-26", 30, TODAY)).toBeNull();
  });

  it("counts calendar days across a daylight-saving change and a leap day", () => {
    expect(dueState("2026-03-01", 30, "2026-04-05")).toEqual({ dueOn: "2026-03-31", overdueDays: 5 });
    expect(dueState("2028-02-01", 30, "2028-03-02")).toEqual({ dueOn: "2028-03-02", overdueDays: 0 });
  });
});

describe("dueChecks", () => {
  it("lists nothing for an operator checked today with a tracking link", () => {
    const fresh = op("fresh", 1, {
      dated: [
        { kind: "oferta", label: "Condiciones del bono de bienvenida", checked: TODAY, field: "offer › checked", line: 40 },
        { kind: "dato", label: "Dato «Plazo de retirada»", checked: "2026-06-01", field: "facts (elemento 1) › checked", line: 50 },
      ],
    });
    expect(dueChecks([fresh], CADENCE, TODAY)).toEqual([]);
  });

  it("lists a licence never checked, with the file and line where its date goes", () => {
    const [item] = dueChecks([op("nolic", 1, { licence: { line: 33 } })], CADENCE, TODAY);
    expect(item).toMatchObject({ kind: "licencia", operatorId: "nolic", file: "content/operators/nolic.yaml", line: 33, field: "licenseCheck" });
    expect(item!.checked).toBeUndefined();
    expect(item!.status).toMatch(/sin comprobar/);
  });

  it("uses each kind's own cadence: a 40-day-old offer is due, a 40-day-old fact and licence are not", () => {
    const d40 = "2026-10-16";
    const items = dueChecks(
      [
        op("mixed", 1, {
          licence: { checked: d40, line: 30 },
          dated: [
            { kind: "oferta", label: "Condiciones del bono de bienvenida", checked: d40, source: "https://www.mixed.es/terminos", field: "offer › checked", line: 40 },
            { kind: "dato", label: "Dato «Atención al cliente»", checked: d40, field: "facts (elemento 1) › checked", line: 50 },
          ],
        }),
      ],
      CADENCE,
      TODAY,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "oferta", checked: d40, dueOn: "2026-11-15", overdueDays: 10, line: 40, source: "https://www.mixed.es/terminos" });
    expect(items[0]!.status).toContain("16 de octubre de 2026");
    expect(items[0]!.status).toContain("15 de noviembre de 2026");
    expect(items[0]!.status).toContain("hace 10 días");
  });

  it("lists overdue facts and licences, a fact without a date, and an operator without a tracking link", () => {
    const items = dueChecks(
      [
        op("old", 2, {
          licence: { checked: "2026-08-01", line: 30 },
          tracking: { present: false, line: 61 },
          dated: [
            { kind: "dato", label: "Dato «Plazo de retirada»", checked: "2026-05-01", field: "facts (elemento 1) › checked", line: 50 },
            { kind: "dato", label: "Dato «Verificación»", field: "facts (elemento 2) › checked", line: 53 },
            { kind: "dato", label: "Dato «Futuro»", checked: "2026-12-01", field: "facts (elemento 3) › checked", line: 56 },
          ],
        }),
      ],
      CADENCE,
      TODAY,
    );
    expect(items.map((i) => [i.kind, i.field, i.overdueDays])).toEqual([
      ["licencia", "licenseCheck", 26],
      // Never checked comes before any dated one: it is the most overdue.
      ["dato", "facts (elemento 2) › checked", undefined],
      ["dato", "facts (elemento 1) › checked", 28],
      ["enlace", "affiliateUrl", undefined],
    ]);
    expect(items.at(-1)).toMatchObject({ line: 61, operatorName: "OLD" });
  });

  it("orders each group by lateness, then by ranking", () => {
    const items = dueChecks(
      [op("b", 2, { licence: { line: 1 } }), op("a", 1, { licence: { line: 1 } }), op("c", 3, { licence: { checked: "2026-01-01", line: 1 } })],
      CADENCE,
      TODAY,
    );
    expect(items.map((i) => i.operatorId)).toEqual(["a", "b", "c"]);
  });
});

describe("dueReport", () => {
  it("prints a heading and what to do per group, one file:line line per item, in Spanish", () => {
    const items = dueChecks([op("x", 1, { licence: { line: 33 }, tracking: { present: false, line: 60 } })], CADENCE, TODAY);
    const text = dueReport(items, CADENCE, TODAY, "content/site/review-cadence.yaml");
    const lines = text.split("\n");
    expect(lines[0]).toBe("Pendiente de revisar a 25 de noviembre de 2026: 2 tareas.");
    expect(text).toContain("licencias cada 90 días, bonos de bienvenida cada 30 días y datos del operador cada 180 días");
    expect(text).toMatch(/^Licencias por comprobar en el registro de la DGOJ \(1\):$/m);
    expect(text).toMatch(/^content\/operators\/x\.yaml:33: licenseCheck — X · /m);
    expect(text).toMatch(/^content\/operators\/x\.yaml:60: affiliateUrl — X · /m);
    expect(dueReport([], CADENCE, TODAY, "f")).toMatch(/^Pendiente de revisar a 25 de noviembre de 2026: nada\./);
  });
});

describe("madridToday", () => {
  it("is the date in Madrid, not in UTC", () => {
    expect(madridToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(madridToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });
});

describe("dueChecks ordered by what each operator earns (issue 37)", () => {
  const never = (id: string, rank: number) =>
    op(id, rank, { licence: { line: 30 }, dated: [{ kind: "oferta", label: "Condiciones del bono de bienvenida", field: "offer › check", line: 40 }] });

  it("puts the money pages first in each group: commission, then clicks, then ranking", () => {
    const ops = [never("primero", 1), never("segundo", 2), never("tercero", 3)];
    const values = new Map([
      ["tercero", { clicks: 10, commissionCents: 5000, epcCents: 500 }],
      ["segundo", { clicks: 90, commissionCents: 0, epcCents: 0 }],
    ]);
    const items = dueChecks(ops, CADENCE, TODAY, { values });
    expect(items.filter((i) => i.kind === "oferta").map((i) => i.operatorId)).toEqual(["tercero", "segundo", "primero"]);
    expect(items.filter((i) => i.kind === "licencia").map((i) => i.operatorId)).toEqual(["tercero", "segundo", "primero"]);
    // Without figures (a content-only run) the ranking decides.
    expect(dueChecks(ops, CADENCE, TODAY).filter((i) => i.kind === "oferta").map((i) => i.operatorId)).toEqual(["primero", "segundo", "tercero"]);
  });

  it("lists the source watch's flags in their own group, with the file and line of the URL", () => {
    const sources = [{ operatorId: "primero", url: "https://www.primero.es/bono", message: "enlace roto (HTTP 404)", line: 44, field: "source" }];
    const items = dueChecks([op("primero", 1)], CADENCE, TODAY, { sources });
    expect(items).toEqual([
      expect.objectContaining({ kind: "fuente", operatorId: "primero", status: "enlace roto (HTTP 404)", line: 44, file: "content/operators/primero.yaml" }),
    ]);
    expect(dueReport(items, CADENCE, TODAY, "content/site/review-cadence.yaml", orderSentence(null))).toContain("sin base de datos");
  });
});
