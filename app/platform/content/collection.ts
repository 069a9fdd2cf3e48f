/**
 * Content collections: a collection is a folder of plain files (YAML, or Markdown with YAML
 * frontmatter) plus one zod schema — the Astro content-collections idea, without Astro.
 *
 * Loading never stops at the first bad file: it returns every problem as
 * `file:line: field — what is wrong`, in words the site's operator can act on without reading code.
 * The build (vite.config.ts) and `npm run content:check` run the same check (app/composition/content-check.ts).
 *
 * Server/build only (zod, fs): components never import this; see docs/decisions/0040. Relative
 * imports only: react-router.config.ts loads it in plain Node.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { LineCounter, isMap, isSeq, parseDocument, type Document, type Node as YamlNode } from "yaml";
import { z } from "zod";
import { configValue } from "../env.server.ts";

export interface ContentProblem {
  /** Path relative to the project root, e.g. content/operators/bet365.yaml */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** Field as the operator sees it in the file, e.g. "pros (elemento 2)"; empty for the whole file. */
  field: string;
  message: string;
  /**
   * Set on problems of one cross-file rule a program may treat apart: "offer-figure", a figure typed in
   * one file that another file's data contradicts (app/composition/offer-figures.ts); "operator-claim",
   * a statement about an operator's facts or the site's checks that the data does not back
   * (app/composition/operator-claims.ts).
   */
  rule?: "offer-figure" | "operator-claim";
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}:${p.line}: ${p.field || "(archivo)"} — ${p.message}`;
}

/** Thrown by the content getters when a collection has problems; its message is the full report. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`Hay ${problems.length} problema(s) en el contenido:\n${problems.map(formatProblem).join("\n")}`);
    this.name = "ContentError";
  }
}

let servedRoot: string | undefined;

/**
 * The production server (server/index.ts) points this copy of the module — one per release, each
 * release's server build is its own module — at the content its build carried (<release>/content):
 * the site then never reads the working content/ folder the owner edits, so a broken edit or a
 * failed publish cannot change what a running or restarted server serves (issue 42).
 */
export function serveContentFrom(dir: string): void {
  servedRoot = path.resolve(dir);
}

/**
 * Folder holding every collection (operators/, authors/, blog/posts/, pages/). The served release's
 * copy in production (serveContentFrom); otherwise content/ of the project the command runs in, or
 * CONTENT_DIR: the build, `npm run dev` with its editor, and the checker read and write there.
 */
export function contentRoot(): string {
  return servedRoot ?? workingContentRoot();
}

/** The folder the owner edits (CONTENT_DIR or ./content): where the editor writes, even in production. */
export function workingContentRoot(): string {
  const dir = configValue("CONTENT_DIR");
  return dir ? path.resolve(dir) : path.join(process.cwd(), "content");
}

/** The public/ folder the images are served from. */
export function publicDir(): string {
  return path.join(process.cwd(), "public");
}

export function displayPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}

export type FieldPath = readonly (string | number)[];

/** A file's parsed data with a way back to the line of any field. */
export interface Entry<T> {
  /** File name without extension: the entry's id (an operator's id, an author's slug…). */
  id: string;
  /** Path shown in reports, relative to the project root. */
  file: string;
  data: T;
  /** Markdown body (empty for YAML files). */
  body: string;
  /** Line of the body's first line in the file. */
  bodyLine: number;
  /** Line of a field (the key's line), of its nearest existing parent, or 1. */
  lineOf(path: FieldPath): number;
}

/** A value one entry points at, checked across collections by app/composition/content-check.ts. */
export interface Reference {
  /** `checker`: an author who signs a check record, who must be a real person (not `example: true`). */
  kind: "author" | "checker" | "image" | "page";
  value: string;
  /** Where it is written: a field path, or a line of a Markdown body. */
  path?: FieldPath;
  line?: number;
  field?: string;
}

export interface Collection<S extends z.ZodType = z.ZodType> {
  /** Spanish name used in reports ("operadores"). */
  label: string;
  /** Folder under the content root. */
  dir: string;
  /**
   * A collection of one: the single file of `dir` it reads (e.g. "home.yaml" in copy/). The other
   * files of the folder belong to other collections; a missing file is reported.
   */
  file?: string;
  format: "yaml" | "markdown";
  schema: S;
  /**
   * Checks across the entries of this collection (unique ranks, ids…). `complete` is false when some
   * file of the collection could not be read, so checks that need every entry (gaps) can wait.
   */
  check?: (
    entries: Entry<z.output<S>>[],
    /** `at` places a problem on an exact line (e.g. of a Markdown body) instead of a field's line. */
    report: (entry: Entry<z.output<S>>, path: FieldPath, message: string, at?: { line: number; field: string }) => void,
    complete: boolean,
  ) => void;
  /** Values this entry points at in other collections, public/ or the site's pages. */
  references?: (entry: Entry<z.output<S>>) => Reference[];
}

/** Every string in a value (an entry's data), with its field path. */
export function* strings(value: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, at];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...at, i]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, [...at, k]);
}

export function defineCollection<S extends z.ZodType>(def: Collection<S>): Collection<S> {
  return def;
}

export interface Loaded<T> {
  entries: Entry<T>[];
  problems: ContentProblem[];
}

/* ---------- field names and plain-language messages ---------- */

/** "pros.1" → "pros (elemento 2)"; "faq.0.question" → "faq (elemento 1) › question". */
export function fieldLabel(p: FieldPath): string {
  let out = "";
  for (const seg of p) {
    if (typeof seg === "number") out += ` (elemento ${seg + 1})`;
    else out += out ? ` › ${seg}` : seg;
  }
  return out;
}

const TYPE_NAMES: Record<string, string> = {
  string: "un texto",
  number: "un número",
  int: "un número entero",
  boolean: "true o false (sí/no)",
  array: "una lista (líneas que empiezan por «- »)",
  object: "un grupo de campos",
  date: "una fecha",
};

function describeValue(v: unknown): string {
  if (v === null) return "está vacío";
  if (Array.isArray(v)) return "ahora es una lista";
  if (typeof v === "string") return `ahora es el texto «${v.length > 40 ? `${v.slice(0, 40)}…` : v}»`;
  if (typeof v === "number") return `ahora es el número ${v}`;
  if (typeof v === "boolean") return `ahora es ${v}`;
  if (typeof v === "object") return "ahora es un grupo de campos";
  return `ahora es ${typeof v}`;
}

/** Spanish message for a zod issue; messages written in the schema (custom ones) take precedence. */
function issueMessage(iss: z.core.$ZodRawIssue): string | undefined {
  switch (iss.code) {
    case "invalid_type":
      if (iss.input === undefined) return "falta este campo obligatorio";
      return `debe ser ${TYPE_NAMES[iss.expected] ?? iss.expected}; ${describeValue(iss.input)}`;
    case "too_small": {
      const min = Number(iss.minimum);
      if (iss.origin === "string") return `es demasiado corto: escribe al menos ${min} caracteres`;
      if (iss.origin === "array") return `la lista necesita al menos ${min} elemento(s)`;
      return `debe ser ${iss.inclusive === false ? "mayor que" : "como mínimo"} ${min}`;
    }
    case "too_big": {
      const max = Number(iss.maximum);
      if (iss.origin === "string") return `es demasiado largo: como máximo ${max} caracteres`;
      if (iss.origin === "array") return `la lista admite como máximo ${max} elemento(s)`;
      return `debe ser ${iss.inclusive === false ? "menor que" : "como máximo"} ${max}`;
    }
    case "invalid_value":
      return `debe ser uno de estos valores: ${iss.values.map((v) => `«${String(v)}»`).join(", ")}`;
    case "invalid_format":
      if (iss.format === "url") return "debe ser una dirección web completa que empiece por https://";
      return "no tiene el formato esperado";
    case "not_multiple_of":
      return `debe ser múltiplo de ${String(iss.divisor)}`;
    case "invalid_union":
      return "no es un valor válido para este campo";
    default:
      return undefined;
  }
}

function closest(word: string, options: readonly string[]): string | undefined {
  const dist = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0]![j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length]![b.length]!;
  };
  let best: string | undefined;
  let bestD = 3;
  for (const o of options) {
    const dd = dist(word.toLowerCase(), o.toLowerCase());
    if (dd < bestD) [best, bestD] = [o, dd];
  }
  return best;
}

type SchemaDef = { def?: { type?: string; element?: unknown; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; out?: unknown } };

/** Unwraps optional/default/pipe wrappers to reach an object or array schema. */
function unwrap(s: unknown): SchemaDef | undefined {
  let cur = s as SchemaDef | undefined;
  for (let i = 0; i < 10 && cur?.def; i++) {
    const d = cur.def;
    if (d.innerType) cur = d.innerType as SchemaDef;
    else if (d.type === "pipe") cur = (d.out ?? d.in) as SchemaDef;
    else break;
  }
  return cur;
}

/** Field names the schema accepts at `p` (for "did you mean" hints). */
function knownKeys(schema: z.ZodType, p: FieldPath): string[] {
  let s = unwrap(schema);
  for (const seg of p) {
    if (typeof seg === "number" && s?.def?.type === "array") s = unwrap(s.def.element);
    else if (typeof seg === "string" && s?.def?.shape) s = unwrap(s.def.shape[seg]);
    else return [];
  }
  return s?.def?.shape ? Object.keys(s.def.shape) : [];
}

/* ---------- parsing with positions ---------- */

function lineLocator(doc: Document, lc: LineCounter, offset: number) {
  const lineAt = (pos: number) => lc.linePos(pos).line + offset;
  return (p: FieldPath): number => {
    for (let n = p.length; n > 0; n--) {
      const parentPath = p.slice(0, n - 1);
      const parent = (parentPath.length ? doc.getIn(parentPath, true) : doc.contents) as YamlNode | null;
      const last = p[n - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((it) => (it.key as { value?: unknown } | null)?.value === last);
        const keyNode = pair?.key as YamlNode | undefined;
        if (keyNode?.range) return lineAt(keyNode.range[0]);
      } else if (isSeq(parent) && typeof last === "number") {
        const item = parent.items[last] as YamlNode | undefined;
        if (item?.range) return lineAt(item.range[0]);
      }
    }
    const root = doc.contents as YamlNode | null;
    return root?.range ? lineAt(root.range[0]) : 1 + offset;
  };
}

interface Parsed {
  data: unknown;
  body: string;
  bodyLine: number;
  lineOf: (p: FieldPath) => number;
  problems: Omit<ContentProblem, "file">[];
}

function parseYaml(text: string, offset: number): Omit<Parsed, "body" | "bodyLine"> {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const problems = doc.errors.map((err) => {
    const line = lc.linePos(err.pos[0]).line + offset;
    const message =
      err.code === "DUPLICATE_KEY"
        ? "este campo está escrito dos veces; deja solo uno"
        : `el texto no es YAML válido aquí (revisa la sangría, los dos puntos «:» y las comillas): ${err.message.split("\n")[0]}`;
    return { line, field: "", message };
  });
  return { data: problems.length ? undefined : doc.toJS(), lineOf: lineLocator(doc, lc, offset), problems };
}

function parseFile(raw: string, format: "yaml" | "markdown"): Parsed {
  if (format === "yaml") return { ...parseYaml(raw, 0), body: "", bodyLine: 1 };
  if (!/^---\r?\n/.test(raw)) {
    return {
      data: undefined,
      body: raw,
      bodyLine: 1,
      lineOf: () => 1,
      problems: [{ line: 1, field: "", message: "el archivo debe empezar por una línea «---» seguida de los datos (título, fecha…) y otra línea «---»" }],
    };
  }
  // gray-matter splits frontmatter from body; the frontmatter text is parsed again with `yaml`,
  // which knows line numbers. The first frontmatter line is line 2 of the file.
  let fm: Parsed | undefined;
  const file = matter(raw, {
    engines: {
      yaml: (text: string) => {
        const r = parseYaml(text.replace(/^\r?\n/, ""), 1);
        fm = { ...r, body: "", bodyLine: 1 };
        return (r.data ?? {}) as object;
      },
    },
  } as unknown as Parameters<typeof matter>[1]);
  // Line 1 is the opening «---», then the frontmatter lines, then the closing «---».
  const fmLines = (file.matter.replace(/^\r?\n/, "").match(/\n/g)?.length ?? 0) + 1;
  const parsed = fm ?? { data: {}, lineOf: () => 1, problems: [], body: "", bodyLine: 1 };
  return { ...parsed, body: file.content, bodyLine: fmLines + 3 };
}

/** Reads, parses and validates every file of a collection; never throws on bad content. */
export function loadCollection<S extends z.ZodType>(col: Collection<S>, root: string = contentRoot()): Loaded<z.output<S>> {
  const dir = path.join(root, col.dir);
  const ext = col.format === "yaml" ? /\.ya?ml$/ : /\.md$/;
  const problems: ContentProblem[] = [];
  const entries: Entry<z.output<S>>[] = [];
  if (col.file && !fs.existsSync(path.join(dir, col.file))) {
    problems.push({ file: displayPath(path.join(dir, col.file)), line: 1, field: "", message: `falta este archivo (${col.label}); la web lo necesita para mostrar sus textos` });
    return { entries, problems };
  }
  if (!fs.existsSync(dir)) return { entries, problems };
  const files = fs
    .readdirSync(dir)
    .filter((f) => ext.test(f) && (!col.file || f === col.file))
    .sort();
  for (const name of files) {
    const abs = path.join(dir, name);
    const file = displayPath(abs);
    const id = name.replace(ext, "");
    // gray-matter caches by content; reading fresh text each time keeps edits visible in dev.
    const parsed = parseFile(fs.readFileSync(abs, "utf8"), col.format);
    for (const p of parsed.problems) problems.push({ file, ...p });
    if (parsed.problems.length) continue;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
      problems.push({ file, line: 1, field: "", message: "el nombre del archivo solo puede tener minúsculas sin acentos, números y guiones (por ejemplo «mi-casino.yaml»)" });
      continue;
    }
    const result = col.schema.safeParse(parsed.data ?? {}, { error: issueMessage, reportInput: true });
    if (!result.success) {
      for (const iss of result.error.issues) {
        const p = iss.path as (string | number)[];
        if (iss.code === "unrecognized_keys") {
          // A misspelt field is most likely one the file lacks: those are offered first on a tie.
          const here = p.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], parsed.data);
          const present = new Set(here && typeof here === "object" ? Object.keys(here) : []);
          const all = knownKeys(col.schema, p);
          const known = [...all.filter((k) => !present.has(k)), ...all.filter((k) => present.has(k))];
          for (const key of iss.keys) {
            const guess = closest(key, known);
            problems.push({
              file,
              line: parsed.lineOf([...p, key]),
              field: fieldLabel([...p, key]),
              message: `campo desconocido${guess ? `; ¿querías escribir «${guess}»?` : "; bórralo o revisa cómo está escrito"}`,
            });
          }
          continue;
        }
        problems.push({ file, line: parsed.lineOf(p), field: fieldLabel(p), message: iss.message });
      }
      continue;
    }
    entries.push({ id, file, data: result.data, body: parsed.body, bodyLine: parsed.bodyLine, lineOf: parsed.lineOf });
  }
  if (col.check && entries.length) {
    const complete = entries.length === files.length;
    try {
      col.check(
        entries,
        (entry, p, message, at) => problems.push({ file: entry.file, line: at?.line ?? entry.lineOf(p), field: at?.field ?? fieldLabel(p), message }),
        complete,
      );
    } catch (err) {
      // The check read another collection that has problems (pages read operators and authors):
      // those problems are the report; this collection's own field problems above are kept.
      if (!(err instanceof ContentError)) throw err;
      problems.push(...err.problems);
    }
  }
  return { entries, problems };
}

/** Loads a collection and throws a ContentError listing every problem: for the site's getters. */
export function loadOrThrow<S extends z.ZodType>(col: Collection<S>, root?: string): Entry<z.output<S>>[] {
  const { entries, problems } = loadCollection(col, root);
  if (problems.length) throw new ContentError(problems);
  return entries;
}

/* ---------- shared field types ---------- */

// The shared value types live with the field builders (the browser editor needs them without fs).
export { isoDate, slug } from "./fields.ts";
