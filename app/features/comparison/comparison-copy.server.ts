/**
 * The comparison's fixed texts as data: content/copy/comparison.yaml and head-to-head.yaml, each a copy file
 * of the copy feature's machinery (copyCollection: schema, links and {{variables}} checked by
 * `npm run content:check`; readCopy: read once, the site's variables resolved), with the readers the
 * comparison's pages use. Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy, resolve } from "../copy/index.server.ts";
import { formatRating, pairOrderNote, type Operator } from "../operators/index.ts";
import { comparisonCopyDefinition, headToHeadCopyDefinition } from "./definition.ts";
import type { HeadToHeadRowLabels, Tally } from "./head-to-head.ts";
import type { ComparisonCopy, HeadToHeadCopy, PairLinksCopy, PickerCopy, PickerPageCopy } from "./comparison-copy.ts";

/** The comparison page's texts: the fields of definition.ts. */
export const comparisonCopySchema = toZod(comparisonCopyDefinition);

/** The values of one pair that head-to-head.yaml quotes (local variables, filled per pair). */
export const PAIR_VARIABLES = ["a", "b", "a.nota", "b.nota", "a.posicion", "b.posicion", "ganaA", "ganaB", "empates", "ganaA.campos", "ganaB.campos", "orden"] as const;
/** The fields of head-to-head.yaml written for one pair: the only ones that may quote PAIR_VARIABLES. */
const PAIR_FIELDS = ["meta.title", "meta.description", "meta.keywords", "h1", "verdict.tie", "verdict.aAhead", "verdict.bAhead", "verdict.ties", "verdict.overall", "table.intro"];

/** The head-to-head pages' texts: the fields of definition.ts. */
export const headToHeadCopySchema = toZod(headToHeadCopyDefinition);

export const comparisonCopy = copyCollection("textos de la comparativa", "comparison.yaml", comparisonCopySchema);

export const headToHeadCopy = copyCollection(
  "textos de las comparaciones frente a frente",
  "head-to-head.yaml",
  headToHeadCopySchema,
  { ...Object.fromEntries(PAIR_FIELDS.map((f) => [f, PAIR_VARIABLES])), "links.moreOf": ["operador"] },
);

/** The comparison's copy files, declared by the feature's `collections()` (feature.server.ts; the site's own for the layout). */
export const COMPARISON_COPY_COLLECTIONS = [comparisonCopy, headToHeadCopy] as const;

/** The comparison page's copy (its route loader). */
export function comparisonPageCopy(): ComparisonCopy {
  return { ...readCopy(comparisonCopy), picker: pickerCopy("comparison") };
}

/** The names and rules of the head-to-head table's rows (headToHeadRows in head-to-head.ts). */
export function headToHeadRowLabels(): HeadToHeadRowLabels {
  // The schema is built from HEAD_TO_HEAD_ROWS: a `rule` on exactly the scored rows.
  return readCopy(headToHeadCopy).rows as HeadToHeadRowLabels;
}

/** The pair picker's title and sentence where it appears: /comparacion, a pair's page, /comparar. */
export function pickerCopy(where: "comparison" | "pair" | "picker"): PickerCopy {
  const p = readCopy(headToHeadCopy).picker;
  return { title: where === "comparison" ? p.title : where === "pair" ? p.otherPairTitle : p.pageTitle, intro: p.intro };
}

/** The texts around the links between side-by-side pages (head-to-head.yaml, `links`); `moreOf` still holds {{operador}}. */
export function pairLinksCopy(): PairLinksCopy {
  return readCopy(headToHeadCopy).links;
}

/** A pair's name as its page's h1 says it («bet365 vs Codere»), for the links to that page. */
export function pairName(a: Pick<Operator, "name" | "rank">, b: Pick<Operator, "name" | "rank">): string {
  const [first, second] = a.rank <= b.rank ? [a, b] : [b, a];
  return resolve(readCopy(headToHeadCopy).h1, { a: first.name, b: second.name });
}

/** The most searched pairs, most searched first (canonical /comparar/… paths, head-to-head.yaml `popular`). */
export function popularPairPaths(): string[] {
  return readCopy(headToHeadCopy).popular.map((p) => p.href);
}

/** The /comparar page's texts (its error sentences included: the loader picks one). */
export function pickerPageCopy(): PickerPageCopy {
  return readCopy(headToHeadCopy).pickerPage;
}

/** One pair's page copy: every text resolved with the two casinos' names, figures and tally. */
export function headToHeadPageCopy(a: Operator, b: Operator, t: Tally): HeadToHeadCopy {
  const c = readCopy(headToHeadCopy);
  const fields = (n: number) => `${n} ${n === 1 ? c.fieldWord.one : c.fieldWord.other}`;
  const vars: Record<string, string> = {
    a: a.name,
    b: b.name,
    "a.nota": formatRating(a.rating),
    "b.nota": formatRating(b.rating),
    "a.posicion": String(a.rank),
    "b.posicion": String(b.rank),
    ganaA: String(t.a),
    ganaB: String(t.b),
    empates: String(t.ties),
    "ganaA.campos": fields(t.a),
    "ganaB.campos": fields(t.b),
    // Why the worse-ranked one has the higher rating, when it does (decision 0375); empty otherwise.
    orden: pairOrderNote(a, b),
  };
  const r = resolve({ meta: c.meta, h1: c.h1, verdict: c.verdict, table: c.table }, vars);
  const lead = t.a === t.b ? r.verdict.tie : t.a > t.b ? r.verdict.aAhead : r.verdict.bAhead;
  const ties = t.ties > 0 ? `; ${r.verdict.ties}` : "";
  return {
    meta: r.meta,
    h1: r.h1,
    verdict: `${lead}${ties}. ${r.verdict.overall}`,
    table: r.table,
    picker: pickerCopy("pair"),
  };
}
