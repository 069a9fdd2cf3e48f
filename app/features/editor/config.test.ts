/**
 * The editor must offer exactly the fields the build validates: a field only in the zod schema
 * could not be edited (and would be dropped when the editor saves the file), a field only in the
 * editor would write what the content check refuses. The collections (operators, authors, posts,
 * methodology, pages) cannot drift: their schema and their editor fields are both derived from one
 * definition (the features' definition.ts), and so are the publisher, the review cadence and the copy
 * files of app/features/copy/definition.ts (DERIVED below). The other copy files are still written
 * twice, so this test holds them equal; when one of their
 * schemas gains a field, it names it: add it to app/features/editor/config.ts.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { pageFrontmatterSchema } from "../pages/pages.server";
import { reviewCadenceCollection } from "../methodology/review-cadence";
import { COPY_COLLECTIONS, REVIEW_CONDITIONS } from "../copy/copy.server";
import { publisherCollection } from "../../platform/publisher.server";
import keystaticConfig, {
  EDITOR_REVIEW_CONDITIONS,
} from "./config";

type Def = { type?: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; out?: unknown; element?: unknown; entries?: Record<string, string> };
const defOf = (s: unknown): Def => ((s as { def?: Def }).def ?? (s as { _zod?: { def: Def } })._zod?.def ?? {}) as Def;

/** Strips optional/default/pipe/preprocess wrappers: the schema that validates the stored value. */
function core(s: unknown): unknown {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    if (d.innerType) cur = d.innerType;
    else if (d.type === "pipe") cur = defOf(d.in).type === "transform" ? d.out : d.in;
    else break;
  }
  return cur;
}

interface KsField {
  kind: string;
  formKind?: string;
  fields?: Record<string, KsField>;
  element?: KsField;
  parse?: (value: unknown, extra?: unknown) => unknown;
}

interface Pair {
  name: string;
  zod: z.ZodType;
  editor: Record<string, KsField>;
}

const collections = keystaticConfig.collections as unknown as Record<string, { schema: Record<string, KsField>; format?: { contentField?: string } }>;
const pairs: Pair[] = [];

/** The copy files (copy/*.yaml) are singletons: one per collection of one file. */
const singletons = keystaticConfig.singletons as unknown as Record<string, { path: string; format: unknown; schema: Record<string, KsField> }>;
const singletonOf = (file: string) => Object.entries(singletons).find(([, s]) => `${s.path}.yaml` === `copy/${file}`);
/** Copy files whose schema and editor fields both come from app/features/copy/definition.ts. */
const DERIVED = new Set(["blog.yaml", "comparison.yaml", "errors.yaml", "calculator.yaml", "authors.yaml", "compliance.yaml", "navigation.yaml", "newsletter.yaml", "home.yaml", "emails.yaml", "head-to-head.yaml"]);
for (const col of COPY_COLLECTIONS) {
  if (DERIVED.has(col.file!)) continue;
  const found = singletonOf(col.file!);
  pairs.push({ name: `copy/${col.file}`, zod: col.schema, editor: found?.[1].schema ?? {} });
}

/** Every field path of a zod object (nested objects and arrays of objects included), with its core type. */
function zodFields(schema: unknown, prefix = ""): Map<string, Def> {
  const out = new Map<string, Def>();
  const shape = defOf(core(schema)).shape ?? {};
  for (const [key, value] of Object.entries(shape)) {
    const c = core(value);
    const d = defOf(c);
    out.set(prefix + key, d);
    if (d.type === "object") for (const [k, v] of zodFields(c, `${prefix}${key}.`)) out.set(k, v);
    if (d.type === "array" && defOf(core(d.element)).type === "object") {
      for (const [k, v] of zodFields(core(d.element), `${prefix}${key}[].`)) out.set(k, v);
    }
  }
  return out;
}

/** The same for a Keystatic schema; the hero field is a custom group whose keys are its value's. */
function editorFields(schema: Record<string, KsField>, prefix = ""): Map<string, KsField> {
  const out = new Map<string, KsField>();
  for (const [key, field] of Object.entries(schema)) {
    out.set(prefix + key, field);
    if (field.kind === "object" && field.fields) for (const [k, v] of editorFields(field.fields, `${prefix}${key}.`)) out.set(k, v);
    if (field.kind === "array" && field.element?.kind === "object" && field.element.fields) {
      for (const [k, v] of editorFields(field.element.fields, `${prefix}${key}[].`)) out.set(k, v);
    }
  }
  return out;
}

describe("editor fields match the content schemas", () => {
  for (const pair of pairs) {
    it(`${pair.name}: every schema field has an editor field and the reverse`, () => {
      const z = zodFields(pair.zod);
      const e = editorFields(pair.editor);
      const onlyInSchema = [...z.keys()].filter((k) => !e.has(k));
      const onlyInEditor = [...e.keys()].filter((k) => !z.has(k));
      expect(onlyInSchema, `fields to add to app/features/editor/config.ts (${pair.name})`).toEqual([]);
      expect(onlyInEditor, `editor fields the schema does not know (${pair.name})`).toEqual([]);
    });

    it(`${pair.name}: each editor field stores the schema's kind of value`, () => {
      const z = zodFields(pair.zod);
      for (const [key, field] of editorFields(pair.editor)) {
        const d = z.get(key);
        if (!d) continue;
        const where = `${pair.name}.${key}`;
        // A list of allowed values may be a multiselect (a form field whose value is an array).
        const multiselect = d.type === "array" && field.kind === "form" && defOf(core(d.element)).type === "enum";
        if (d.type === "array" && !multiselect) expect(field.kind, where).toBe("array");
        else if (d.type === "object") expect(["object", "form"], where).toContain(field.kind);
        else expect(field.kind, where).toBe("form");
        if (d.type === "boolean") expect(field.parse!(true), where).toBe(true);
        if (d.type === "number") expect(field.parse!(7), where).toBe(7);
        if (d.type === "enum") {
          // Every value the schema allows must be selectable in the editor.
          for (const value of Object.values(d.entries ?? {})) expect(() => field.parse!(value), `${where} = ${value}`).not.toThrow();
          expect(() => field.parse!("valor-que-no-existe"), where).toThrow();
        }
        if (d.type === "array") {
          const el = defOf(core(d.element));
          if (el.type === "enum" && multiselect) {
            for (const value of Object.values(el.entries ?? {})) expect(() => field.parse!([value]), `${where} = [${value}]`).not.toThrow();
            expect(() => field.parse!(["valor-que-no-existe"]), where).toThrow();
          } else if (el.type === "enum") {
            for (const value of Object.values(el.entries ?? {})) expect(() => field.element!.parse!(value), `${where}[] = ${value}`).not.toThrow();
          }
        }
      }
    });
  }

  it("the lists repeated for the browser equal the schemas' own", () => {
    expect(Object.keys(EDITOR_REVIEW_CONDITIONS)).toEqual([...REVIEW_CONDITIONS]);
  });

  it("the page illustration offers exactly the schema's parts", () => {
    const heroKeys = [...zodFields(pageFrontmatterSchema).keys()].filter((k) => k.startsWith("hero.")).map((k) => k.slice(5));
    const hero = collections.pages!.schema.hero!;
    const parsed = hero.parse!({ src: "/images/x.svg", alt: "Una ilustración", width: 10, height: 5 }) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(heroKeys.sort());
    expect(hero.parse!(undefined)).toBeNull();
  });

  it("each collection edits the folder the build reads, in the same format", () => {
    const c = keystaticConfig.collections as unknown as Record<string, { path: string; format: unknown }>;
    expect(c.operators).toMatchObject({ path: "operators/*", format: { data: "yaml" } });
    expect(c.authors).toMatchObject({ path: "authors/*", format: { data: "yaml" } });
    expect(c.posts).toMatchObject({ path: "blog/posts/*", format: { contentField: "body" } });
    expect(c.pages).toMatchObject({ path: "pages/*", format: { contentField: "body" } });
    expect(c.methodology).toMatchObject({ path: "methodology/*", format: { data: "yaml" } });
    expect(keystaticConfig.storage.kind).toBe("local");
  });

  it("every copy file is a singleton of the editor, stored as YAML at the path the build reads", () => {
    for (const col of COPY_COLLECTIONS) {
      const found = singletonOf(col.file!);
      expect(found, `add a singleton for copy/${col.file} to app/features/editor/config.ts`).toBeDefined();
      expect(found![1].format).toEqual({ data: "yaml" });
    }
    // …plus the publisher's legal details, at the path the build reads.
    expect(singletons.publisher).toMatchObject({ path: `${publisherCollection.dir}/${publisherCollection.file!.replace(/\.yaml$/, "")}`, format: { data: "yaml" } });
    // …and the review cadence /metodologia promises.
    expect(singletons.reviewCadence).toMatchObject({ path: `${reviewCadenceCollection.dir}/${reviewCadenceCollection.file!.replace(/\.yaml$/, "")}`, format: { data: "yaml" } });
    expect(Object.keys(singletons)).toHaveLength(COPY_COLLECTIONS.length + 2);
  });
});
