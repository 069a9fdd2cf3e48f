/**
 * The one adapter between the content and the editorial checklist: an operator file becomes a
 * ChecklistOperator (its dated checks with the line of each field), and the cadence comes from
 * content/site/review-cadence.yaml — the file /metodologia renders its promise from.
 *
 * The check records (issue 37: `offer.check`, `licenseCheck`, and every other datum `checkableData`
 * lists — the sheet's scored data and `facts[].check` —, each a date, an author and a source) are read
 * here and nowhere else in the checklist; a datum is named by its Spanish label.
 *
 * Server and build only (fs); relative imports only: scripts/content-check.ts loads it in plain Node.
 */
import fs from "node:fs";
import path from "node:path";
import { contentRoot, displayPath, fieldLabel, loadOrThrow, type Entry, type FieldPath } from "../../platform/content/collection.ts";
import { getReviewCadence, reviewCadenceCollection } from "../methodology/index.server.ts";
import { FACT_KEYS, checkableData, type FactKey } from "../operators/index.ts";
import { operatorsCollection, type OperatorFile } from "../operators/index.server.ts";
import { dueChecks, madridToday, type Cadence, type ChecklistOperator, type DatedCheck, type DueItem, type OperatorValue } from "./due-checks.ts";


type OperatorEntry = Pick<Entry<OperatorFile>, "id" | "file" | "lineOf"> & { data: OperatorFile };

const lineOf = (entry: OperatorEntry, at: FieldPath) => entry.lineOf(at);

/**
 * An operator file as the checklist reads it. `factLabel` names a fact by its key in Spanish (the
 * closed list of fact keys lives in the operators feature); without it the key is shown.
 */
export function checklistOperator(entry: OperatorEntry, factLabel: (key: string) => string = (key) => key): ChecklistOperator {
  const data = entry.data;
  const dated: DatedCheck[] = [];
  if (data.offer) {
    const at: FieldPath = data.offer.check ? ["offer", "check"] : ["offer"];
    dated.push({
      kind: "oferta",
      label: "Condiciones del bono de bienvenida",
      checked: data.offer.check?.checked,
      source: data.offer.check?.source,
      field: fieldLabel(["offer", "check"]),
      line: lineOf(entry, at),
    });
  }
  // Every other checkable datum — the sheet's scored data and each fact — in checkableData's order (the licence has its own line).
  for (const d of checkableData({ ...data, offer: data.offer ?? {}, facts: data.facts ?? [] })) {
    if (d.dato === "oferta" || d.dato === "licencia") continue;
    const fact = d.path[0] === "facts";
    dated.push({
      kind: "dato",
      label: `Dato «${fact ? factLabel(String(d.dato)) : d.label}»`,
      checked: d.check?.checked,
      source: d.check?.source,
      field: fieldLabel(d.path),
      line: lineOf(entry, d.check ? d.path : d.datum),
    });
  }
  return {
    id: entry.id,
    name: data.name,
    rank: data.rank,
    file: entry.file,
    // Without a date, the line where it goes: under the licences (the file's own comment says so).
    licence: { checked: data.licenseCheck?.checked, line: lineOf(entry, data.licenseCheck ? ["licenseCheck"] : ["singularLicenses"]) },
    tracking: { present: Boolean(data.affiliateUrl), line: lineOf(entry, data.affiliateUrl ? ["affiliateUrl"] : ["playUrl"]) },
    dated,
  };
}

let entries: readonly OperatorEntry[] | undefined;

/** The operator files, read and validated once per process like getOperators() (throws on any problem). */
function operatorEntries(): readonly OperatorEntry[] {
  entries ??= loadOrThrow(operatorsCollection);
  return entries;
}

/** The cadence /metodologia promises, and the file it is written in (for the reports). */
export function checklistCadence(): { cadence: Cadence; file: string } {
  return { cadence: getReviewCadence(), file: displayPath(path.join(contentRoot(), reviewCadenceCollection.dir, reviewCadenceCollection.file!)) };
}

/**
 * Where a URL stands in an operator's file, for a source-watch flag: the line that holds it (a
 * tracking link's template for a filled link), else its `playUrl`.
 */
export function sourceLocation(operatorId: string, url: string): { line: number; field: string } {
  const entry = operatorEntries().find((e) => e.id === operatorId);
  if (!entry) return { line: 1, field: "" };
  const text = fs.readFileSync(path.resolve(entry.file), "utf8").split("\n");
  // The line whose value is the URL (not one that merely starts with it).
  const i = text.findIndex((l) => l.trimEnd().endsWith(` ${url}`));
  if (i >= 0) return { line: i + 1, field: text[i]!.trim().split(":")[0]!.replace(/^- /, "") };
  if (entry.data.affiliateUrl) return { line: lineOf(entry, ["affiliateUrl"]), field: "affiliateUrl" };
  return { line: lineOf(entry, ["playUrl"]), field: "playUrl" };
}

/** What the database adds to the list: each operator's earnings, and the source watch's flags. */
export interface DueExtras {
  values?: ReadonlyMap<string, OperatorValue>;
  sources?: ReadonlyArray<{ operatorId: string; url: string; message: string }>;
}

/** Everything due today (Madrid), from the site's content: for `content:check -- --due` and /panel. */
export function getDueChecks(today: string = madridToday(), extras: DueExtras = {}): DueItem[] {
  return dueChecks(
    operatorEntries().map((e) => checklistOperator(e, (key) => FACT_KEYS[key as FactKey] ?? key)),
    getReviewCadence(),
    today,
    { values: extras.values, sources: extras.sources?.map((s) => ({ ...s, ...sourceLocation(s.operatorId, s.url) })) },
  );
}
