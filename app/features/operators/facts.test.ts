/**
 * Operator facts (docs/decisions/0180, 0185, 0235): a fact is the operator's claim until a check record
 * says who read it, when (never in the future) and where (the operator's own page). Invariants over
 * whatever facts the content holds; the values are the owner's to edit.
 */
import { describe, expect, it } from "vitest";
import { FACT_KEYS, FACT_KEY_LIST, factWithState, withdrawalFactsLine } from "./facts.ts";
import { getOperators, operatorFileData, operatorFileSchema } from "./operators.ts";

const ops = getOperators();
const today = new Date().toISOString().slice(0, 10);
const op = ops.find((o) => o.facts.length > 0)!;
const file = operatorFileData(op);
const host = new URL(op.playUrl).host;
const check = { checked: op.updated, checkedBy: "ana-real", source: `https://${host}/ayuda` };
const fact = { key: FACT_KEY_LIST[0], value: "3-5 días", check };

/** The paths of the problems the schema reports for the file with `facts` replaced. */
function problems(facts: unknown[]): string[] {
  const r = operatorFileSchema.safeParse({ ...file, facts });
  return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
}

describe("operator facts in the content", () => {
  it("every check record of a fact is dated, not in the future, and cites the operator's own site", () => {
    for (const o of ops) {
      for (const f of o.facts) {
        expect(FACT_KEY_LIST, `${o.id}: ${f.key}`).toContain(f.key);
        if (!f.check) continue;
        expect(f.check.checked <= today, `${o.id}: ${f.key}`).toBe(true);
        expect(new URL(f.check.source).host, `${o.id}: ${f.key}`).toBe(new URL(o.playUrl).host);
      }
      expect(new Set(o.facts.map((f) => f.key)).size, o.id).toBe(o.facts.length);
    }
  });

  it("every key has a Spanish label", () => {
    for (const k of FACT_KEY_LIST) expect(FACT_KEYS[k].length, k).toBeGreaterThan(3);
  });
});

describe("the schema of a fact", () => {
  it("accepts a fact with a complete check, and one without any (the operator's claim)", () => {
    expect(problems([fact])).toEqual([]);
    expect(problems([{ key: fact.key, value: fact.value }])).toEqual([]);
  });

  it("reads the editor's empty check group as no check", () => {
    expect(problems([{ ...fact, check: {} }])).toEqual([]);
    expect(problems([{ ...fact, check: { checked: null, checkedBy: null, source: null } }])).toEqual([]);
  });

  it("refuses a check with a part missing", () => {
    const { checkedBy: _b, ...unsigned } = check;
    expect(problems([{ ...fact, check: unsigned }])).toEqual(["facts.0.check.checkedBy"]);
    const { checked: _c, ...undated } = check;
    expect(problems([{ ...fact, check: undated }])).toEqual(["facts.0.check.checked"]);
  });

  it("refuses a checked date in the future or that does not exist", () => {
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(problems([{ ...fact, check: { ...check, checked: next } }])).toEqual(["facts.0.check.checked"]);
    expect(problems([{ ...fact, check: { ...check, checked: "2026-02-30" } }])).toEqual(["facts.0.check.checked"]);
  });

  it("refuses a source that is not https or not on the operator's own site", () => {
    expect(problems([{ ...fact, check: { ...check, source: `http://${host}/ayuda` } }])).toEqual(["facts.0.check.source"]);
    expect(problems([{ ...fact, check: { ...check, source: "https://www.otro-sitio.es/ayuda" } }])).toEqual(["facts.0.check.source"]);
  });

  it("refuses the old inline date and source", () => {
    expect(problems([{ ...fact, checked: today, source: `https://${host}/ayuda` }]).length).toBeGreaterThan(0);
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

describe("a fact wherever it is shown carries its state", () => {
  const f = (key: (typeof FACT_KEY_LIST)[number], value: string, checked?: string) => ({
    key,
    value,
    ...(checked ? { check: { checked, checkedBy: "ana-real", checkedByName: "Ana Real", source: check.source } } : {}),
  });
  it("says «Sin comprobar» once for unchecked withdrawal facts, and each check with its author", () => {
    const unchecked = withdrawalFactsLine({ facts: [f("retirada-tarjeta", "3-5 días"), f("retirada-bizum", "24 h")] })!;
    expect(unchecked.match(/Sin comprobar/g)).toHaveLength(1);
    expect(unchecked).not.toMatch(/omprobad/);
    const mixed = withdrawalFactsLine({ facts: [f("retirada-tarjeta", "3-5 días", "2026-11-21"), f("retirada-bizum", "24 h")] })!;
    expect(mixed).toContain("Comprobado el 21 de noviembre de 2026 por Ana Real");
    expect(mixed).toContain("Sin comprobar");
    expect(withdrawalFactsLine({ facts: [f("horario-atencion", "24 h")] })).toBeUndefined();
  });

  it("a single fact: its check, or the operator's claim", () => {
    expect(factWithState(f("cashback", "1 %", "2026-11-21"))).toContain("21 de noviembre de 2026");
    expect(factWithState(f("cashback", "1 %"))).toBe("1 % (Según el operador · Sin comprobar)");
  });
});
