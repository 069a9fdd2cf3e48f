/** The editor's fields say what the definition says: label, help, required, lengths, options. */
import { describe, expect, it } from "vitest";
import { list, object, optional, select, text } from "../../platform/content/fields";
import { toKeystatic } from "./from-definition";

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
