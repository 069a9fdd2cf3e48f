/**
 * Opening a file in the editor and saving it must not lose or change anything the site reads.
 * Every content file is read as Keystatic reads it (js-yaml `load`, its frontmatter split, each
 * field's own parse and validate) and written back as Keystatic writes it (each field's serialize,
 * js-yaml `dump`, `---` frontmatter around the body) into a copy of the content folder; then the
 * content check runs on that copy and every entry must validate to the same data as the original.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dump, load } from "js-yaml";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { authorsCollection } from "../authors/authors";
import { postsCollection } from "../blog/blog.server";
import { type Collection, loadCollection } from "../../platform/content/collection";
import { methodologyCollection } from "../methodology/methodology";
import { operatorsCollection } from "../operators/operators";
import { pageFrontmatterSchema } from "../pages/pages.server";
import { COPY_COLLECTIONS } from "../copy/copy.server";
import keystaticConfig from "./config";

interface KsField {
  kind: "form" | "object" | "array" | "child" | "conditional";
  formKind?: "slug" | "content" | "asset" | "assets";
  fields?: Record<string, KsField>;
  element?: KsField;
  parse(value: unknown, extra?: unknown): unknown;
  validate(value: unknown, extra?: unknown): unknown;
  serialize(value: unknown, extra?: unknown): { value: unknown; content?: Uint8Array };
  serializeWithSlug?(value: unknown): { value: unknown; slug: string };
}
interface KsCollection {
  path: string;
  format: { data?: "yaml"; contentField?: string };
  slugField: string;
  schema: Record<string, KsField>;
}

const decoder = new TextDecoder();
const source = path.join(process.cwd(), "content");
let copy: string;

/** Keystatic's frontmatter split (splitFrontmatter in @keystatic/core). */
function splitFrontmatter(text: string): { frontmatter: string; content: string } | null {
  const m = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/.exec(text);
  return m ? { frontmatter: m[1] ?? "", content: text.slice(m[0].length) } : null;
}

/** Parses and validates a stored value with a field as the editor does when it opens an entry. */
function parseValue(field: KsField, value: unknown, slug: string | undefined, content: Uint8Array | undefined, isSlugField = false): unknown {
  if (field.kind === "object") {
    const obj = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(field.fields!).map(([k, f]) => [k, parseValue(f, obj[k], undefined, undefined)]));
  }
  if (field.kind === "array") return ((value ?? []) as unknown[]).map((v) => parseValue(field.element!, v, undefined, undefined));
  if (field.formKind === "content") return field.validate(field.parse(undefined, { content, other: new Map(), external: new Map(), slug }));
  // Text fields are "slug" fields too; only the collection's slugField takes the file name.
  if (isSlugField) return field.validate(field.parse(value, { slug: slug! }), undefined);
  if (field.formKind === "slug") return field.validate(field.parse(value, undefined), undefined);
  return field.validate(field.parse(value));
}

/** Serializes a parsed value as the editor does when it saves (undefined = key not written). */
function serializeValue(field: KsField, value: unknown, out: { content?: Uint8Array; slug?: string }, isSlugField = false): unknown {
  if (field.kind === "object") {
    const obj: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(field.fields!)) {
      const v = serializeValue(f, (value as Record<string, unknown>)[k], out);
      if (v !== undefined) obj[k] = v;
    }
    return obj;
  }
  if (field.kind === "array") return (value as unknown[]).map((v) => serializeValue(field.element!, v, out) ?? null);
  if (field.formKind === "content") {
    const r = field.serialize(value, { slug: out.slug });
    out.content = r.content;
    return r.value;
  }
  if (isSlugField && field.serializeWithSlug) {
    const r = field.serializeWithSlug(value);
    out.slug = r.slug;
    return r.value;
  }
  return field.serialize(value).value;
}

/** Reads one file as the editor does and returns what the editor would write back. */
function roundTrip(col: KsCollection, file: string, slug: string): string {
  const text = fs.readFileSync(file, "utf8");
  let data: Record<string, unknown>;
  let content: Uint8Array | undefined;
  if (col.format.contentField) {
    const split = splitFrontmatter(text);
    data = (split ? load(split.frontmatter) : {}) as Record<string, unknown>;
    content = new TextEncoder().encode(split ? split.content : text);
  } else {
    data = load(text) as Record<string, unknown>;
  }
  const out: { content?: Uint8Array; slug?: string } = {};
  const written: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(col.schema)) {
    const parsed = parseValue(field, data[key], slug, key === col.format.contentField ? content : undefined, key === col.slugField);
    const value = serializeValue(field, parsed, out, key === col.slugField);
    if (value !== undefined) written[key] = value;
  }
  expect(out.slug ?? slug, `${file}: the file name the editor would save under`).toBe(slug);
  const yaml = dump(written);
  return col.format.contentField ? `---\n${yaml}---\n${decoder.decode(out.content)}` : yaml;
}

const collections = keystaticConfig.collections as unknown as Record<string, KsCollection>;
const kinds = [
  { key: "operators", ext: ".yaml" },
  { key: "authors", ext: ".yaml" },
  { key: "posts", ext: ".md" },
  { key: "pages", ext: ".md" },
  { key: "methodology", ext: ".yaml" },
] as const;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "editor-round-trip-"));
  for (const { key, ext } of kinds) {
    const col = collections[key]!;
    const dir = col.path.replace(/\/\*$/, "");
    fs.mkdirSync(path.join(copy, dir), { recursive: true });
    for (const name of fs.readdirSync(path.join(source, dir)).filter((n) => n.endsWith(ext))) {
      const slug = name.slice(0, -ext.length);
      fs.writeFileSync(path.join(copy, dir, name), roundTrip(col, path.join(source, dir, name), slug));
    }
  }
});
/** The copy files are singletons: no slug field, one file each at `<path>.yaml`. */
const singletons = keystaticConfig.singletons as unknown as Record<string, { path: string; format: { data: "yaml" }; schema: Record<string, KsField> }>;
beforeAll(() => {
  for (const s of Object.values(singletons)) {
    const file = `${s.path}.yaml`;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), roundTrip({ path: s.path, format: s.format, slugField: "", schema: s.schema }, path.join(source, file), path.basename(s.path)));
  }
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("saving every content file through the editor", () => {
  const checked: [string, Collection][] = [
    ["operators", operatorsCollection as unknown as Collection],
    ["authors", authorsCollection as unknown as Collection],
    ["posts", postsCollection as unknown as Collection],
    ["methodology", methodologyCollection as unknown as Collection],
    ...COPY_COLLECTIONS.map((c): [string, Collection] => [`copy/${c.file}`, c]),
  ];
  for (const [name, col] of checked) {
    it(`${name}: the content check accepts the saved files and reads the same data`, () => {
      const before = loadCollection(col, source);
      const after = loadCollection(col, copy);
      expect(after.problems).toEqual([]);
      expect(after.entries.length).toBe(before.entries.length);
      expect(after.entries.length).toBeGreaterThan(0);
      for (const [i, entry] of after.entries.entries()) {
        expect(entry.id).toBe(before.entries[i]!.id);
        expect(entry.data, entry.file).toEqual(before.entries[i]!.data);
        expect(entry.body, entry.file).toBe(before.entries[i]!.body);
      }
    });
  }

  it("pages: the saved frontmatter validates to the same data and the body is unchanged", () => {
    const dir = path.join(source, "pages");
    const names = fs.readdirSync(dir).filter((n) => n.endsWith(".md"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const before = matter(fs.readFileSync(path.join(dir, name), "utf8"));
      const after = matter(fs.readFileSync(path.join(copy, "pages", name), "utf8"));
      const a = pageFrontmatterSchema.safeParse(after.data);
      expect(a.error?.issues ?? [], name).toEqual([]);
      expect(a.data, name).toEqual(pageFrontmatterSchema.parse(before.data) as z.output<typeof pageFrontmatterSchema>);
      expect(after.content, name).toBe(before.content);
    }
  });

  it("an operator's edited offer cap is what the content check then reads", () => {
    const col = collections.operators!;
    const file = path.join(copy, "operators", fs.readdirSync(path.join(copy, "operators"))[0]!);
    const data = load(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    (data.offer as { cap: number }).cap = 321;
    fs.writeFileSync(file, dump(data));
    const slug = path.basename(file, ".yaml");
    fs.writeFileSync(file, roundTrip(col, file, slug));
    const entry = loadCollection(operatorsCollection, copy).entries.find((e) => e.id === slug);
    expect(entry?.data.offer.cap).toBe(321);
  });
});
