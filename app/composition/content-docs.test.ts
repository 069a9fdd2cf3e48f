/**
 * The owner's field tables are the definitions' (docs/editing-content.md, docs/editing-pages.md), and
 * every field the owner edits carries Spanish help: the editor shows it under the field, the docs in
 * the table.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Definition } from "../platform/content/fields";
import { DOCUMENTED_TYPES, fieldTable, withFieldTables } from "./content-docs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every field with a name in the file (the items of a plain list are named by the list). */
function fieldsOf(def: Definition, prefix = ""): [string, Definition[string]][] {
  return Object.entries(def).flatMap(([key, f]): [string, Definition[string]][] => {
    const nested = f.kind === "object" ? f.fields : f.kind === "list" && f.element!.kind === "object" ? f.element!.fields : undefined;
    return [[prefix + key, f], ...(nested ? fieldsOf(nested, `${prefix}${key} › `) : [])];
  });
}

describe("field tables of the owner's docs", () => {
  for (const file of new Set(DOCUMENTED_TYPES.map((t) => t.file))) {
    it(`${file} has the tables of the current definitions (run npm run docs:fields)`, () => {
      const doc = fs.readFileSync(path.join(ROOT, file), "utf8");
      expect(withFieldTables(doc, file)).toBe(doc);
    });
  }

  for (const t of DOCUMENTED_TYPES) {
    it(`${t.id}: every field has a Spanish label and help, and a row in the table`, () => {
      const table = fieldTable(t.definition);
      for (const [name, f] of fieldsOf(t.definition)) {
        expect(f.label.trim(), name).not.toBe("");
        expect(f.help?.trim() ?? "", `${t.id} › ${name}: add its help in the definition`).not.toBe("");
        if (f.kind !== "markdown") expect(table, name).toContain(`| \`${name}\` | `);
      }
    });
  }

  it("a table says what the content check accepts", () => {
    const table = fieldTable(DOCUMENTED_TYPES.find((t) => t.id === "authors")!.definition);
    expect(table).toContain("| `role` | Función | sí |");
    expect(table).toContain("Texto de 3 a 80 caracteres");
    expect(table).toContain("Lista de 1 a 8 elementos; cada elemento: texto de al menos 3 caracteres");
  });

  it("a new content type's table is added as a section at the end; a table cut by hand is refused", () => {
    const t = { id: "glosario", file: "docs/x.md", label: "Glosario", definition: DOCUMENTED_TYPES[0]!.definition };
    const added = withFieldTables("# Docs\n\nTexto del dueño.\n", "docs/x.md", [t]);
    expect(added.startsWith("# Docs\n\nTexto del dueño.\n\n## Glosario\n\n<!-- campos:glosario ")).toBe(true);
    expect(added).toContain(fieldTable(t.definition));
    expect(added.trimEnd().endsWith("<!-- /campos:glosario -->")).toBe(true);
    // Run again, it is stable: the section is rewritten in place, not added twice.
    expect(withFieldTables(added, "docs/x.md", [t])).toBe(added);
    expect(() => withFieldTables("<!-- campos:glosario (x) -->\n", "docs/x.md", [t])).toThrow(/glosario/);
  });
});
