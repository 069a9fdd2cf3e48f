/** The field builders make the schema their options say, and toZod joins them into a strict object. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkbox, date, fixedText, integer, list, object, optional, optionalList, optionalText, select, text, toZod, withDefault } from "./fields";

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("field builders and toZod", () => {
  const schema = toZod({
    name: text({ label: "Nombre", min: 3, pattern: { regex: /^[A-Z]/, message: "empieza por mayúscula" } }),
    rank: integer({ label: "Posición", positive: true }),
    kind: select({ label: "Tipo", options: { a: "La a", b: "La b" } }),
    tags: optionalList(list(text({ label: "Etiqueta", min: 2 }), { label: "Etiquetas", min: 1 })),
    note: optionalText(text({ label: "Nota" })),
    featured: withDefault(checkbox({ label: "Destacado" }), false),
    spec: fixedText("Texto fijo", { label: "Fijo" }),
    group: object(
      { when: select({ label: "Cuándo", options: ["siempre", "a veces"] }), no: optional(text({ label: "Si no" })) },
      { label: "Grupo", refine: { test: (v) => v.when === "siempre" || !!v.no, message: "falta «no»", path: ["no"] } },
    ),
  });
  const valid = { name: " Ana ", rank: 1, kind: "a", spec: "Texto fijo", note: "", tags: [], group: { when: "siempre" } };

  it("reads a valid file, with trims, defaults and empty values as absent", () => {
    expect(schema.parse(valid)).toEqual({ name: "Ana", rank: 1, kind: "a", spec: "Texto fijo", featured: false, group: { when: "siempre" } });
  });

  it("refuses what the options rule out, each problem at its field", () => {
    const r = schema.safeParse({ ...valid, name: "ana", rank: 0, kind: "c", spec: "Otro", extra: 1, group: { when: "a veces" } });
    const found = messages(r);
    expect(found).toContain("name: empieza por mayúscula");
    expect(found.some((m) => m.startsWith("rank: "))).toBe(true);
    expect(found.some((m) => m.startsWith("kind: "))).toBe(true);
    expect(found).toContain("spec: debe decir exactamente «Texto fijo» (lo fija la especificación de la web)");
    expect(found).toContain("group.no: falta «no»");
    // A key outside the definition is refused (strict object).
    expect(r.error?.issues.some((i) => i.code === "unrecognized_keys")).toBe(true);
  });

  it("keeps what the editor and the docs need on each field", () => {
    const f = select({ label: "Tipo", help: "Qué es", options: { a: "La a", b: "La b" } });
    expect(f).toMatchObject({ kind: "select", label: "Tipo", help: "Qué es", required: true, defaultOption: "a" });
    expect(f.options).toEqual([{ value: "a", label: "La a" }, { value: "b", label: "La b" }]);
    expect(optional(text({ label: "X", min: 2 }))).toMatchObject({ required: false, min: 2 });
    expect(withDefault(checkbox({ label: "Y" }), true)).toMatchObject({ required: false, defaultValue: true });
  });
});

describe("a check date (notFuture)", () => {
  afterEach(() => vi.useRealTimers());

  it("counts today in Spain: at 23:30 UTC on the 28th a check stamped the 29th (Spanish date) is not in the future", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T23:30:00Z"), toFake: ["Date"] });
    const checked = toZod({ checked: date({ label: "Comprobado el", notFuture: true }) });
    expect(messages(checked.safeParse({ checked: "2026-11-29" }))).toEqual([]);
    expect(messages(checked.safeParse({ checked: "2026-11-30" }))).toEqual(["checked: la fecha de comprobación no puede estar en el futuro"]);
  });
});
