/**
 * The check records of the sheet's scored data (decision 0260): one optional record per datum a criterion
 * scores, declared in the one definition, listed once (SHEET_CHECKS) and read through checkableData by
 * everything else. Invariants over whatever the content holds: a check the owner adds must keep them true.
 */
import { describe, expect, it } from "vitest";
import { SHEET_CHECKS, checkableData } from "./check-state.ts";
import { checkRecord, operatorDefinition } from "./definition.ts";
import { getOperators, operatorFileData, operatorFileSchema, operatorsFrom } from "./operators.ts";

const op = getOperators()[0]!;
const file = operatorFileData(op);
const host = new URL(op.playUrl).host;
const record = { checked: op.updated, checkedBy: "ana-real", source: `https://${host}/ayuda/pagos` };

const issues = (patch: Record<string, unknown>) =>
  operatorFileSchema.safeParse({ ...file, ...patch }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("the sheet's check records", () => {
  it("are fields of the one definition, built like every check record, each after the datum it checks", () => {
    const keys = Object.keys(operatorDefinition);
    const shape = Object.keys(checkRecord("x", "y").fields!);
    for (const c of SHEET_CHECKS) {
      const field = operatorDefinition[c.field];
      expect(field.required, c.field).toBe(false);
      expect(Object.keys(field.fields!), c.field).toEqual(shape);
      expect(keys.indexOf(c.field), c.field).toBeGreaterThan(keys.indexOf(c.datum[0]));
    }
  });

  it("have Spanish «dato» names, distinct from the offer, the licence and every fact key", () => {
    const datos = checkableData({ offer: {}, facts: [] }).map((d) => d.dato);
    expect(new Set(datos).size).toBe(datos.length);
    for (const c of SHEET_CHECKS) expect(c.dato).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("are listed by checkableData with the path of their record and of their datum", () => {
    const data = checkableData({ offer: {}, facts: [], paymentMethodsCheck: record });
    const payments = data.find((d) => d.dato === "metodos-pago")!;
    expect(payments).toMatchObject({ path: ["paymentMethodsCheck"], datum: ["paymentMethods"], check: record });
    expect(data.filter((d) => d.check)).toHaveLength(1);
    for (const c of SHEET_CHECKS) expect(data.some((d) => d.dato === c.dato && d.path[0] === c.field)).toBe(true);
  });

  it("no content file carries one until a person has checked the datum", () => {
    for (const o of getOperators()) for (const c of SHEET_CHECKS) expect(o[c.field], `${o.id}.${c.field}`).toBeUndefined();
  });

  it("accept a complete record on the operator's site, and read an empty group as none", () => {
    for (const c of SHEET_CHECKS) {
      expect(issues({ [c.field]: record }), c.field).toEqual([]);
      const empty = operatorFileSchema.parse({ ...file, [c.field]: { checked: null, checkedBy: "", source: null } });
      expect(empty[c.field], c.field).toBeUndefined();
    }
  });

  it("refuse a source on another site (an app also on its store page), a future date, a missing author and http", () => {
    expect(issues({ minDepositCheck: { ...record, source: "https://www.otro-casino.es/pagos" } })).toEqual([
      expect.stringMatching(/^minDepositCheck\.source: la fuente debe ser una página de /),
    ]);
    expect(issues({ mobileAppCheck: { ...record, source: "https://apps.apple.com/es/app/id1" } })).toEqual([]);
    expect(issues({ gamesCheck: { ...record, source: "https://apps.apple.com/es/app/id1" } })).not.toEqual([]);
    expect(issues({ responsibleGamblingCheck: { ...record, checked: "2999-01-01" } })).not.toEqual([]);
    expect(issues({ paymentMethodsCheck: { ...record, checkedBy: "" } })).not.toEqual([]);
    expect(issues({ paymentMethodsCheck: { ...record, source: `http://${host}/pagos` } })).not.toEqual([]);
  });

  it("carry the author's name on the operator and are written back without it", () => {
    const { operators } = operatorsFrom([{ id: op.id, data: { ...operatorFileSchema.parse({ ...file, gamesCheck: record }) } }], new Map([["ana-real", "Ana Real"]]));
    expect(operators[0]!.gamesCheck).toEqual({ ...record, checkedByName: "Ana Real" });
    expect(operatorFileData(operators[0]!).gamesCheck).toEqual(record);
  });
});
