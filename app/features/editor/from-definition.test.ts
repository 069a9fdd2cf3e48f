/** The editor's fields say what the definition says: label, help, required, lengths, options. */
import { describe, expect, it } from "vitest";
import { list, object, optional, select, text } from "../../platform/content/fields.ts";
import { toKeystatic } from "./from-definition.ts";

type Probe = { kind: string; label?: string; parse(v: unknown, extra?: unknown): unknown; validate(v: unknown, extra?: unknown): unknown };
const valid = (f: Probe, v: unknown) => {
  try {
    f.validate(f.parse(v, undefined), undefined);
    return true;
  } catch {
    return false;
  }
};

describe("toKeystatic", () => {
  const ks = toKeystatic({
    name: text({ label: "Nombre", help: "Cómo se llama", min: 3, fileName: { label: "Archivo" } }),
    code: text({ label: "Código", min: 2, pattern: { regex: /^[A-Z]+$/, message: "solo mayúsculas" } }),
    note: optional(text({ label: "Nota", min: 5 })),
    kind: select({ label: "Tipo", options: { a: "La a", b: "La b" } }),
    items: list(object({ title: text({ label: "Título", min: 2 }) }, { label: "Elemento" }), { label: "Elementos" }),
  }) as unknown as Record<string, Probe & { element?: Probe }>;

  it("keeps the definition's order and labels", () => {
    expect(Object.keys(ks)).toEqual(["name", "code", "note", "kind", "items"]);
    expect(ks.code!.label).toBe("Código");
    expect(ks.items!.kind).toBe("array");
    expect(ks.items!.element!.kind).toBe("object");
  });

  it("checks in the editor what the build checks", () => {
    expect(valid(ks.code!, "AB")).toBe(true);
    expect(valid(ks.code!, "ab")).toBe(false);
    expect(valid(ks.code!, "")).toBe(false);
    // Optional: empty is fine, whatever its length rule when filled.
    expect(valid(ks.note!, "")).toBe(true);
    expect(valid(ks.kind!, "b")).toBe(true);
    expect(() => ks.kind!.parse("c")).toThrow();
  });
});

describe("a check record in the editor (issue 37)", async () => {
  const { checkRecord: check } = await import("../operators/definition.ts");
  const ks = toKeystatic({ check: check("Comprobación", "Quién, cuándo y dónde") }) as unknown as Record<
    string,
    Probe & { defaultValue(): unknown; serialize(v: unknown): { value: unknown } }
  >;
  const field = ks.check!;
  const record = { checked: "2026-11-20", checkedBy: "ana-perez", source: "https://www.mi-casino.es/bono" };

  it("is one optional field: absent by default, written only when filled, in the file's key order", () => {
    expect(field.kind).toBe("form");
    expect(field.defaultValue()).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.serialize(null).value).toBeUndefined();
    const written = field.serialize(field.parse(record)).value as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(["checked", "checkedBy", "source"]);
    expect({ ...written, checked: String(written.checked instanceof Date ? written.checked.toISOString().slice(0, 10) : written.checked) }).toEqual(record);
  });

  it("accepts no record or a complete one, and refuses a missing author, a non-https source and a future date", () => {
    expect(valid(field, undefined)).toBe(true);
    expect(valid(field, record)).toBe(true);
    expect(valid(field, { ...record, checkedBy: "" })).toBe(false);
    expect(valid(field, { ...record, source: "http://www.mi-casino.es/bono" })).toBe(false);
    expect(valid(field, { ...record, checked: "2999-01-01" })).toBe(false);
  });
});

describe("the sheet's check records in the editor (decision 0260)", async () => {
  const { operatorDefinition } = await import("../operators/definition.ts");
  const { SHEET_CHECKS } = await import("../operators/index.ts");
  const ks = toKeystatic(operatorDefinition) as unknown as Record<string, { kind: string; defaultValue(): unknown; serialize(v: unknown): { value: unknown } }>;

  it("are each the «Marcar como comprobado» field of the offer's check: empty by default, nothing written when empty", () => {
    for (const c of SHEET_CHECKS) {
      expect(ks[c.field]!.kind, c.field).toBe("form");
      expect(ks[c.field]!.defaultValue(), c.field).toBeNull();
      expect(ks[c.field]!.serialize(null).value, c.field).toBeUndefined();
    }
  });
});
