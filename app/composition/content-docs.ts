/**
 * The owner's field tables (docs/editing-content.md, docs/editing-pages.md, docs/textos-fijos.md), derived from the content
 * types' definitions: each table sits between `<!-- campos:<id> -->` and `<!-- /campos:<id> -->` and is
 * written by `npm run docs:fields` (scripts/docs-fields.ts); content-docs.test.ts fails when a table
 * differs from its definition. The tables are in Spanish, as everything the owner reads.
 */
import type { Definition, Field } from "../platform/content/fields";
import { editedContent } from "./content-collections.server.ts";

export interface DocumentedType {
  /** The marker's name: `<!-- campos:<id> -->`. */
  id: string;
  /** The docs file, relative to the project root. */
  file: string;
  /** The editor's name of it: the heading of a section `npm run docs:fields` adds. */
  label: string;
  definition: Definition;
}

/**
 * Every content type the owner edits (the page registry's `content`; the browser editor's own list is
 * proven the same by content-collections.server.test.ts), where its table goes.
 */
export const DOCUMENTED_TYPES: readonly DocumentedType[] = editedContent().map((c) => ({ ...c.docs, label: c.label, definition: c.definition }));

const code = (v: unknown) => `\`${String(v)}\``;
/** Text for a table cell: no line breaks or pipes; < and > as entities, so `<id>` is not read as HTML. */
const cell = (s: string) => s.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const sentence = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** «de 10 a 110 caracteres», «de al menos 1 elemento», «de como máximo 80 caracteres». */
function count(min: number | undefined, max: number | undefined, [one, many]: [string, string]): string {
  const u = (n: number) => (n === 1 ? one : many);
  if (min !== undefined && max !== undefined) return ` de ${min} a ${max} ${u(max)}`;
  if (min !== undefined) return ` de al menos ${min} ${u(min)}`;
  if (max !== undefined) return ` de como máximo ${max} ${u(max)}`;
  return "";
}
const CHARACTERS: [string, string] = ["carácter", "caracteres"];
const ITEMS: [string, string] = ["elemento", "elementos"];

/** «, entre 0 y 10», «, 1 como mínimo», «, mayor que 0», «, entre 1900 y el año en curso». */
function range(f: Field): string {
  const max = f.maxThisYear ? "el año en curso" : f.max;
  if (f.min !== undefined && max !== undefined && !f.exclusiveMin) return `, entre ${f.min} y ${max}`;
  const low = f.min === undefined ? "" : f.exclusiveMin ? `mayor que ${f.min}` : `${f.min} como mínimo`;
  const high = max === undefined ? "" : `${max} como máximo`;
  return [low, high].filter(Boolean).map((s) => `, ${s}`).join("");
}

/** What the content check accepts in a field, in the owner's words. */
export function fieldRules(f: Field): string {
  return sentence(rulesOf(f));
}

function rulesOf(f: Field): string {
  const parts: string[] = [];
  switch (f.kind) {
    case "text":
      parts.push(`texto${count(f.min, f.max, CHARACTERS)}`);
      if (f.pattern) parts.push(f.pattern.message);
      break;
    case "integer":
      parts.push(`número entero${range(f)}`);
      break;
    case "number":
      parts.push(`número${range(f)}`);
      break;
    case "checkbox":
      parts.push("`true` o `false`");
      break;
    case "select":
      parts.push(`uno de: ${f.options!.map((o) => code(o.value)).join(", ")}`);
      break;
    case "multiselect":
      parts.push(`lista${count(f.min, f.max, ITEMS)}, cada uno de: ${f.options!.map((o) => code(o.value)).join(", ")}`);
      break;
    case "url":
      parts.push("dirección web completa (https://…)");
      break;
    case "date":
      parts.push(f.notFuture ? "fecha `aaaa-mm-dd`, nunca en el futuro" : "fecha `aaaa-mm-dd`");
      break;
    case "relation":
      parts.push(`nombre de un archivo de \`content/${f.collection}/\` sin la extensión`);
      break;
    case "list":
      parts.push(`lista${count(f.min, f.max, ITEMS)}; ${f.element!.kind === "object" ? "cada elemento, con los campos de abajo" : `cada elemento: ${rulesOf(f.element!)}`}`);
      break;
    case "object":
      parts.push("grupo con los campos de abajo");
      break;
    case "scores":
      parts.push("un `criterio: nota` por criterio de `content/methodology/`, nota de 0 a 10 con un decimal como mucho");
      break;
    case "hero":
      parts.push("grupo `src`, `alt`, `width`, `height`: los cuatro o ninguno");
      break;
    case "markdown":
      parts.push("Markdown, debajo de la cabecera entre líneas `---`");
      break;
  }
  return parts.join("; ");
}

function required(f: Field): string {
  if (f.kind === "markdown") return "sí";
  if (f.required) return "sí";
  if (f.defaultValue === undefined) return "no";
  const d = f.defaultValue;
  if (Array.isArray(d) && d.length === 0) return "no (lista vacía)";
  return `no (${code(d)})`;
}

function rows(def: Definition, prefix: string): string[] {
  const out: string[] = [];
  for (const [key, f] of Object.entries(def)) {
    const name = f.kind === "markdown" ? "(el texto)" : code(prefix + key);
    const label = f.fileName ? `${f.label}; el archivo: ${f.fileName.label}` : f.label;
    const help = [f.help, f.fileName?.help].filter(Boolean).join(" ");
    out.push(`| ${name} | ${cell(label)} | ${required(f)} | ${cell(help ?? "")} | ${cell(fieldRules(f))} |`);
    const nested = f.kind === "object" ? f.fields : f.kind === "list" && f.element!.kind === "object" ? f.element!.fields : undefined;
    if (nested) out.push(...rows(nested, `${prefix}${key} › `));
  }
  return out;
}

/** The Markdown table of a definition: one row per field, nested fields as `offer › kind`. */
export function fieldTable(def: Definition): string {
  return ["| Campo | En el editor | Obligatorio | Qué es | Qué admite |", "|---|---|---|---|---|", ...rows(def, "")].join("\n");
}

const START = (id: string) => `<!-- campos:${id} (tabla generada a partir de la definición: npm run docs:fields) -->`;
const END = (id: string) => `<!-- /campos:${id} -->`;

/**
 * `doc` with each of its marked tables rewritten from the definitions. A type with no markers yet (a
 * new content type) gets a section at the end of the file: its label as a heading and its table, for
 * the owner's prose to grow around; a type with only one of its two markers is an error (a table cut
 * by hand), reported rather than guessed at.
 */
export function withFieldTables(doc: string, file: string, types: readonly DocumentedType[] = DOCUMENTED_TYPES): string {
  let out = doc;
  for (const t of types.filter((t) => t.file === file)) {
    const start = out.indexOf(`<!-- campos:${t.id} `);
    const end = out.indexOf(END(t.id));
    if (start < 0 && end < 0) {
      out = `${out.trimEnd()}\n\n## ${t.label}\n\n${START(t.id)}\n${fieldTable(t.definition)}\n${END(t.id)}\n`;
      continue;
    }
    if (start < 0 || end < start) throw new Error(`${file}: las marcas de la tabla «${t.id}» están rotas; deja <!-- campos:${t.id} … --> y ${END(t.id)}, en ese orden, o borra las dos`);
    out = `${out.slice(0, start)}${START(t.id)}\n${fieldTable(t.definition)}\n${out.slice(end)}`;
  }
  return out;
}
