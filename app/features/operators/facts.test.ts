/**
 * Operator facts (docs/decisions/0180, 0185): no fact without the day it was checked, never a day in the
 * future, and always the operator's own page as source. Invariants over whatever facts the content holds;
 * the values are the owner's to edit.
 */
import { describe, expect, it } from "vitest";
import { FACT_KEYS, FACT_KEY_LIST, factWithDate, withdrawalFactsLine } from "./facts";
import { getOperators, operatorFileData, operatorFileSchema } from "./operators";

const ops = getOperators();
const today = new Date().toISOString().slice(0, 10);
const op = ops.find((o) => o.facts.length > 0)!;
const file = operatorFileData(op);
const host = new URL(op.playUrl).host;
const fact = { key: FACT_KEY_LIST[0], value: "3-5 días", checked: op.updated, source: `https://${host}/ayuda` };

/** The paths of the problems the schema reports for the file with `facts` replaced. */
function problems(facts: unknown[]): string[] {
  const r = operatorFileSchema.safeParse({ ...file, facts });
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
}

describe("operator facts in the content", () => {
  it("every fact of every operator has a checked date that is not in the future, and a source on the operator's own site", () => {
    for (const o of ops) {
      for (const f of o.facts) {
        expect(f.checked, `${o.id}: ${f.key}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(f.checked <= today, `${o.id}: ${f.key}`).toBe(true);
        expect(f.source, `${o.id}: ${f.key}`).toMatch(/^https:\/\//);
        expect(new URL(f.source).host, `${o.id}: ${f.key}`).toBe(new URL(o.playUrl).host);
        expect(FACT_KEY_LIST, `${o.id}: ${f.key}`).toContain(f.key);
      }
      expect(new Set(o.facts.map((f) => f.key)).size, o.id).toBe(o.facts.length);
    }
  });

  it("every key has a Spanish label", () => {
    for (const k of FACT_KEY_LIST) expect(FACT_KEYS[k].length, k).toBeGreaterThan(3);
  });
});

describe("the schema of a fact", () => {
  it("accepts a complete fact", () => {
    expect(problems([fact])).toEqual([]);
  });

  it("refuses a fact without a checked date", () => {
    const { checked: _c, ...undated } = fact;
    expect(problems([undated])).toEqual(["facts.0.checked"]);
  });

  it("refuses a checked date in the future or that does not exist", () => {
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(problems([{ ...fact, checked: next }])).toEqual(["facts.0.checked"]);
    expect(problems([{ ...fact, checked: "2026-02-30" }])).toEqual(["facts.0.checked"]);
  });

  it("refuses a source that is not https or not on the operator's own site", () => {
    expect(problems([{ ...fact, source: `http://${host}/ayuda` }])).toEqual(["facts.0.source"]);
    expect(problems([{ ...fact, source: "https://www.otro-sitio.es/ayuda" }])).toEqual(["facts.0.source"]);
  });

  it("refuses a key outside the closed list, a fact without a value, and the same key twice", () => {
    expect(problems([{ ...fact, key: "bono-secreto" }])).toEqual(["facts.0.key"]);
    expect(problems([{ ...fact, value: "" }])).toEqual(["facts.0.value"]);
    expect(problems([fact, { ...fact, value: "otro valor" }])).toEqual(["facts.1.key"]);
  });

  it("refuses the hand-typed fields the facts replace", () => {
    for (const field of ["withdrawalTime", "customerSupportHours", "support"]) {
      expect(operatorFileSchema.safeParse({ ...file, [field]: "24-48 h" }).success, field).toBe(false);
    }
  });
});

describe("a fact wherever it is shown carries its date", () => {
  it("joins the withdrawal facts with the date once when they share it", () => {
    const f = (key: (typeof FACT_KEY_LIST)[number], value: string, checked: string) => ({ key, value, checked, source: fact.source });
    const same = withdrawalFactsLine({ facts: [f("retirada-tarjeta", "3-5 días", "2026-11-21"), f("retirada-bizum", "24 h", "2026-11-21")] })!;
    expect(same.match(/comprobado el/g)).toHaveLength(1);
    const apart = withdrawalFactsLine({ facts: [f("retirada-tarjeta", "3-5 días", "2026-11-21"), f("retirada-bizum", "24 h", "2026-10-02")] })!;
    expect(apart.match(/comprobado el/g)).toHaveLength(2);
    expect(withdrawalFactsLine({ facts: [f("horario-atencion", "24 h", "2026-11-21")] })).toBeUndefined();
    expect(factWithDate(f("cashback", "1 %", "2026-11-21"))).toContain("21 de noviembre de 2026");
  });
});
