/**
 * A content file as the browser editor (Keystatic, local storage) reads it and writes it back, through
 * Keystatic's own functions: `loadDataFile` (js-yaml `load`, the frontmatter split), `parseProps` and
 * `serializeProps` (each field's parse and serialize, keys in the schema's order) and js-yaml's `dump`
 * with Keystatic's options (none). Only the glue of its `parseEntry` and `serializeEntryToFiles`, which
 * Keystatic does not export, is written here, line for line.
 *
 * Keystatic ships those functions in the chunks of its browser bundle (dist/keystatic-core-ui.js
 * imports them under hashed file names), not in its public entries, so they are found through that
 * file's own import lines; a Keystatic update that moves them fails here with a message, not silently.
 *
 * Used by `npm run content:normalise` (scripts/content-normalise.ts) and by round-trip.test.ts, which
 * fails when a content file differs from what the editor would save.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fields } from "@keystatic/core";
import type { ContentType } from "../../platform/content/content-type";
import { keystaticConfigOf } from "./keystatic-config";

/** A field of the editor's schema, as Keystatic's functions see it. */
export interface KsField {
  kind: "form" | "object" | "array" | "child" | "conditional";
  formKind?: "slug" | "content" | "asset" | "assets";
  contentExtension?: string;
  parse(value: unknown, extra?: unknown): unknown;
}
type Schema = Record<string, KsField>;
interface Format {
  data: "yaml";
  contentField?: { path: string[]; contentExtension: string };
}

interface Keystatic {
  loadDataFile(data: Uint8Array, format: Format): { loaded: unknown; extraFakeFile?: { path: string; contents: Uint8Array } };
  parseProps(
    schema: KsField,
    value: unknown,
    path: string[],
    pathWithArrayFieldSlugs: string[],
    parseFormField: (field: KsField, value: unknown, path: (string | number)[]) => unknown,
    validateArrayFieldLength: boolean,
  ): Record<string, unknown>;
  serializeProps(
    value: unknown,
    schema: KsField,
    slugField: string | undefined,
    slug: string | undefined,
    shouldSuggestFilenamePrefix: boolean,
  ): { value: unknown; extraFiles: { path: string; contents: Uint8Array; parent?: string }[] };
  dump(value: unknown): string;
  clientSideValidateProp(schema: KsField, value: unknown, slugField: { field: string; slugs: Set<string>; glob: string } | undefined): boolean;
}

/** One file the editor manages: a collection entry or a singleton. `file` is relative to the content folder. */
export interface EditorFile {
  file: string;
  /** The entry's slug (its file name) and the field it comes from; none for a singleton. */
  slug?: string;
  slugField?: string;
  schema: Schema;
  format: Format;
}

const require = createRequire(import.meta.url);
let loaded: Promise<Keystatic> | undefined;

/** Keystatic's own reader and writer functions (see the header), loaded once. */
export function keystaticSerialisation(): Promise<Keystatic> {
  loaded ??= (async () => {
    const dist = path.dirname(require.resolve("@keystatic/core/ui"));
    const uiFile = path.join(dist, "keystatic-core-ui.js");
    const ui = fs.readFileSync(uiFile, "utf8");
    const imported = (name: string): { chunk: string; as: string } => {
      for (const m of ui.matchAll(/^import \{([^}]*)\} from '(\.\/[\w.-]+\.js)';$/gm)) {
        const binding = m[1]!.split(",").map((b) => b.trim().split(/\s+as\s+/)).find(([, local]) => local === name);
        if (binding) return { chunk: path.join(dist, m[2]!), as: binding[0]! };
      }
      throw new Error(`${uiFile} no longer imports ${name}: @keystatic/core changed; update app/features/editor/serialisation.server.ts`);
    };
    const pick = async (name: string) => {
      const { chunk, as } = imported(name);
      const fn = ((await import(pathToFileURL(chunk).href)) as Record<string, unknown>)[as];
      if (typeof fn !== "function") throw new Error(`${chunk}: ${name} (${as}) is not a function`);
      return fn;
    };
    if (!/^import \{ dump \} from 'js-yaml';$/m.test(ui)) {
      throw new Error(`${uiFile} no longer writes YAML with js-yaml's dump: update app/features/editor/serialisation.server.ts`);
    }
    const jsYaml = createRequire(uiFile)("js-yaml") as { dump(value: unknown): string };
    return {
      loadDataFile: (await pick("loadDataFile")) as Keystatic["loadDataFile"],
      parseProps: (await pick("parseProps")) as Keystatic["parseProps"],
      serializeProps: (await pick("serializeProps")) as Keystatic["serializeProps"],
      clientSideValidateProp: (await pick("clientSideValidateProp")) as Keystatic["clientSideValidateProp"],
      // Called as serializeEntryToFiles calls it: `dump(value)`, no options.
      dump: (value) => jsYaml.dump(value),
    };
  })();
  return loaded;
}

interface ConfigEntry {
  path: string;
  format: { data?: "yaml"; contentField?: string };
  slugField?: string;
  schema: Schema;
}

function formatOf(entry: ConfigEntry): Format {
  const key = entry.format.contentField;
  if (!key) return { data: "yaml" };
  return { data: "yaml", contentField: { path: [key], contentExtension: entry.schema[key]!.contentExtension! } };
}

const configs = new WeakMap<readonly ContentType[], ReturnType<typeof keystaticConfigOf>>();

/**
 * Every file of `contentDir` the editor reads and writes for these content types (the site's: the page
 * registry's `content`, or the editor's own list in the browser build): each collection's entries and
 * each singleton.
 */
export function editorFiles(contentDir: string, types: readonly ContentType[]): EditorFile[] {
  let keystaticConfig = configs.get(types);
  if (!keystaticConfig) configs.set(types, (keystaticConfig = keystaticConfigOf(types)));
  const out: EditorFile[] = [];
  const collections = keystaticConfig.collections as unknown as Record<string, ConfigEntry>;
  for (const col of Object.values(collections)) {
    const format = formatOf(col);
    const ext = format.contentField?.contentExtension ?? ".yaml";
    const dir = col.path.replace(/\/\*$/, "");
    const names = fs.existsSync(path.join(contentDir, dir)) ? fs.readdirSync(path.join(contentDir, dir)).filter((n) => n.endsWith(ext)) : [];
    for (const name of names.sort()) {
      out.push({ file: `${dir}/${name}`, slug: name.slice(0, -ext.length), slugField: col.slugField, schema: col.schema, format });
    }
  }
  const singletons = keystaticConfig.singletons as unknown as Record<string, ConfigEntry>;
  for (const s of Object.values(singletons)) {
    const format = formatOf(s);
    out.push({ file: `${s.path}${format.contentField?.contentExtension ?? ".yaml"}`, schema: s.schema, format });
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What the editor holds after opening the file (Keystatic's parseEntry, without asset fields). */
export function parseEntry(ks: Keystatic, entry: EditorFile, contents: Uint8Array): Record<string, unknown> {
  const { loaded, extraFakeFile } = ks.loadDataFile(contents, entry.format);
  return ks.parseProps(
    fields.object(entry.schema as never) as unknown as KsField,
    loaded,
    [],
    [],
    (field, value, propPath) => {
      if (propPath.length === 1 && propPath[0] === entry.slugField) return field.parse(value, { slug: entry.slug });
      if (field.formKind === "content") {
        return field.parse(value, { content: extraFakeFile?.contents, other: new Map(), external: new Map(), slug: entry.slug });
      }
      if (field.formKind === "asset" || field.formKind === "assets") throw new Error(`${entry.file}: asset fields are not supported here`);
      return field.parse(value, undefined);
    },
    false,
  );
}

/** Whether the editor would let the entry be saved (Keystatic's check before a save; it logs what is wrong). */
export function validates(ks: Keystatic, entry: EditorFile, state: Record<string, unknown>): boolean {
  const slugInfo = entry.slugField ? { field: entry.slugField, slugs: new Set<string>(), glob: "*" } : undefined;
  return ks.clientSideValidateProp(fields.object(entry.schema as never) as unknown as KsField, state, slugInfo);
}

/** The file the editor writes for that state (Keystatic's serializeEntryToFiles), and the slug it saves it under. */
export function serialiseEntry(ks: Keystatic, entry: EditorFile, state: Record<string, unknown>): { contents: string; slug?: string } {
  const rootSchema = fields.object(entry.schema as never) as unknown as KsField;
  const { value, extraFiles } = ks.serializeProps(state, rootSchema, entry.slugField, entry.slug, true);
  let contents = ks.dump(value);
  const content = entry.format.contentField;
  if (content) {
    const name = `${content.path.join("/")}${content.contentExtension}`;
    const body = extraFiles.find((f) => f.path === name);
    if (!body) throw new Error(`${entry.file}: the editor wrote no ${name}`);
    contents = `---\n${contents}---\n${decoder.decode(body.contents)}`;
  }
  if (extraFiles.some((f) => f.path !== `${content?.path.join("/")}${content?.contentExtension}`)) {
    throw new Error(`${entry.file}: the editor would write files beside it (${extraFiles.map((f) => f.path).join(", ")})`);
  }
  return { contents, slug: entry.slugField ? slugOf(entry, state) : undefined };
}

/** The file name the editor saves the entry under (its slug field's serializeWithSlug). */
function slugOf(entry: EditorFile, state: Record<string, unknown>): string {
  const field = entry.schema[entry.slugField!] as KsField & { serializeWithSlug(v: unknown): { slug: string } };
  return field.serializeWithSlug(state[entry.slugField!]).slug;
}

/** The file as the editor would save it, opened and saved with no change. */
export function reserialise(ks: Keystatic, entry: EditorFile, contents: Uint8Array | string): { contents: string; slug?: string } {
  const bytes = typeof contents === "string" ? encoder.encode(contents) : contents;
  return serialiseEntry(ks, entry, parseEntry(ks, entry, bytes));
}
