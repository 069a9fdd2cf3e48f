/**
 * «Marcar como comprobado» from the command line (`npm run comprobar`, issue 37): writes a check
 * record — date, author, source — on any datum `checkableData` lists (the offer, the licence, the
 * sheet's scored data of `SHEET_CHECKS`, each fact), and saves the
 * file exactly as the browser editor would (serialisation.server.ts: Keystatic's own functions,
 * docs/decisions/0200), so only the lines of that record change.
 *
 * Refused, with a Spanish message: an unknown operator, datum or author, an example author (a
 * persona nobody is: DOMAIN.md «What counts as checked»), a source that is not https, a date that is
 * not a date or is in the future.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { SHEET_CHECKS, checkableData } from "../operators/index.ts";
import { FACT_KEYS } from "../operators/lists.ts";
import { contentTypes as operatorFiles } from "../operators/definition.ts";
import type { CheckValue } from "./fields";
import { editorFiles, keystaticSerialisation, parseEntry, serialiseEntry, validates } from "./serialisation.server.ts";

/** A refusal the owner can act on: the command prints the message and exits 1. */
export class CheckRefused extends Error {}

export interface MarkCheckedInput {
  operator: string;
  /** `oferta`, `licencia`, a sheet datum (`metodos-pago`…) or a fact key (`retirada-tarjeta`…). */
  datum: string;
  source: string;
  author: string;
  /** aaaa-mm-dd; today in Madrid by default. */
  date: string;
  /** Today in Madrid (aaaa-mm-dd): a later date is refused. */
  today: string;
}

export interface MarkCheckedResult {
  file: string;
  /** In Spanish: «la oferta de bienvenida», «la licencia», «el dato «Métodos de pago»». */
  what: string;
  /** The record replaced, if the datum had one. */
  previous: CheckValue | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const listOf = (dir: string, ext: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith(ext))
        .map((n) => n.slice(0, -ext.length))
        .sort()
    : [];

/** The author file's problem as a check's author, or null when a real author may sign checks. */
export function authorProblem(contentDir: string, author: string): string | null {
  const dir = path.join(contentDir, "authors");
  const known = listOf(dir, ".yaml");
  if (!SLUG.test(author) || !known.includes(author)) {
    return `No existe el autor «${author}» en content/authors. Autores: ${known.join(", ") || "ninguno"}.`;
  }
  const data = parseYaml(fs.readFileSync(path.join(dir, `${author}.yaml`), "utf8")) as { example?: unknown; name?: unknown } | null;
  if (data?.example === true) {
    return `«${author}» (${String(data.name ?? author)}) es un autor de ejemplo (example: true en content/authors/${author}.yaml): una persona inventada no puede firmar una comprobación. Usa el archivo de la persona real que abrió la fuente.`;
  }
  return null;
}

function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const getAt = (root: unknown, at: readonly (string | number)[]): unknown =>
  at.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[k] : undefined), root);

/** Sets `value` at `at` in the editor's state, copying each object on the way (the state is not shared). */
function setAt(root: Record<string, unknown>, at: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = root;
  at.forEach((k, i) => {
    if (i === at.length - 1) {
      node[k] = value;
      return;
    }
    const next = node[k];
    node[k] = Array.isArray(next) ? [...next] : { ...(next as Record<string, unknown>) };
    node = node[k] as Record<string | number, unknown>;
  });
}

export async function markChecked(contentDir: string, input: MarkCheckedInput): Promise<MarkCheckedResult> {
  const operators = listOf(path.join(contentDir, "operators"), ".yaml");
  if (!SLUG.test(input.operator) || !operators.includes(input.operator)) {
    throw new CheckRefused(`No existe el operador «${input.operator}» en content/operators. Operadores: ${operators.join(", ")}.`);
  }
  let url: URL | null;
  try {
    url = new URL(input.source);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:") throw new CheckRefused(`La fuente debe ser una dirección https:// (la página exacta donde leíste el dato); «${input.source}» no lo es.`);
  if (!isDate(input.date)) throw new CheckRefused(`«${input.date}» no es una fecha AAAA-MM-DD.`);
  if (input.date > input.today) throw new CheckRefused(`La fecha de la comprobación (${input.date}) no puede ser posterior a hoy (${input.today}).`);
  const author = authorProblem(contentDir, input.author);
  if (author) throw new CheckRefused(author);

  const file = `operators/${input.operator}.yaml`;
  const entry = editorFiles(contentDir, operatorFiles).find((e) => e.file === file);
  if (!entry) throw new CheckRefused(`El editor no gestiona ${file}.`);
  const ks = await keystaticSerialisation();
  const abs = path.join(contentDir, file);
  const state = parseEntry(ks, entry, fs.readFileSync(abs)) as Record<string, unknown> & {
    offer: Record<string, unknown> & { check?: CheckValue | null };
    facts: Array<Record<string, unknown> & { key: keyof typeof FACT_KEYS; check?: CheckValue | null }>;
  };
  const check: CheckValue = { checked: input.date, checkedBy: input.author, source: input.source };
  // The editor's state holds an empty record as null; checkableData reads only the records, so they are passed as they are.
  const datum = checkableData(state as never).find((d) => d.dato === input.datum);
  if (!datum) {
    const present = state.facts.map((f) => String(f.key));
    const known = Object.hasOwn(FACT_KEYS, input.datum);
    throw new CheckRefused(
      known
        ? `${input.operator} no tiene el dato «${input.datum}». Añádelo primero (valor incluido) en el editor o en ${path.join("content", file)}; datos que tiene: ${present.join(", ") || "ninguno"}.`
        : `«${input.datum}» no es un dato: usa «oferta», «licencia», ${SHEET_CHECKS.map((c) => `«${c.dato}»`).join(", ")} o uno de sus datos (${present.join(", ") || "no tiene ninguno"}). Datos posibles: ${Object.keys(FACT_KEYS).join(", ")}.`,
    );
  }
  const what = datum.dato === "oferta" ? "la oferta de bienvenida" : datum.dato === "licencia" ? "la licencia" : `el dato «${datum.label}»`;
  const previous = (getAt(state, datum.path) as CheckValue | null | undefined) ?? null;
  setAt(state, datum.path, check);
  if (!validates(ks, entry, state)) throw new CheckRefused(`El editor no aceptaría ${file} con esta comprobación; revisa el archivo con npm run content:check.`);
  const { contents } = serialiseEntry(ks, entry, state);
  fs.writeFileSync(abs, contents);
  return { file: path.relative(process.cwd(), abs) || abs, what, previous };
}
