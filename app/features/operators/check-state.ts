/**
 * The check record (issue 37, docs/decisions/0235): a datum of an operator — its welcome offer, one of its
 * facts, its licence — counts as checked only when a person recorded reading it: the day (`checked`), who
 * (`checkedBy`, an author who is not an example persona) and the exact page (`source`). Without a record
 * the datum is what the operator advertises, and every page says «Sin comprobar».
 *
 * Runs anywhere (browser, server, plain Node): relative imports only, no zod (definition.ts validates).
 */
import { formatDateLong } from "../../platform/format.ts";
import { FACT_KEYS } from "./lists.ts";

/** One person's reading of one datum, as the content file holds it. */
export interface CheckRecord {
  /** aaaa-mm-dd, never in the future. */
  checked: string;
  /** The slug of a non-example author (content/authors/<slug>.yaml). */
  checkedBy: string;
  /** The https page where the datum stands. */
  source: string;
  /** Added when the operators are loaded (server): the author's name, for the pages. Never in a file. */
  checkedByName?: string;
}

export type CheckState =
  | { state: "comprobado"; checked: string; checkedBy: string; source: string }
  | { state: "sin-comprobar" };

/** Whether a datum is checked: a record with its three fields is, anything else is not. Pure. */
export function checkState(check: Partial<CheckRecord> | null | undefined): CheckState {
  if (check?.checked && check.checkedBy && check.source) {
    return { state: "comprobado", checked: check.checked, checkedBy: check.checkedBy, source: check.source };
  }
  return { state: "sin-comprobar" };
}

/** What a page says of a datum nobody has checked. */
export const UNCHECKED = "Sin comprobar";
/** The label of what the operator itself advertises, shown beside an unchecked datum. */
export const OPERATOR_CLAIM = "Según el operador";
/** The link text of a check's source. */
export const CHECK_SOURCE_LABEL = "fuente";

/** «Comprobado el 2 de enero de 2026 por Ana Pérez» (the source is linked after it, «· fuente»). */
export function checkedByLine(check: CheckRecord): string {
  return `Comprobado el ${formatDateLong(check.checked)} por ${check.checkedByName ?? check.checkedBy}`;
}

/** The same in one line of plain text, with the source's address: for table cells and feeds. */
export function checkPlainText(check: CheckRecord | undefined): string {
  return check ? `${checkedByLine(check)} · ${CHECK_SOURCE_LABEL}: ${check.source}` : UNCHECKED;
}

/** The name of a checkable datum, as `npm run comprobar` and the checklist write it: `oferta`, `licencia` or a fact key. */
export type Dato = "oferta" | "licencia" | keyof typeof FACT_KEYS;

export interface CheckableDatum {
  dato: Dato;
  /** Spanish label («Oferta de bienvenida», «Licencia», the fact's label). */
  label: string;
  /** Where the record lives in the operator's file: ["offer","check"], ["licenseCheck"], ["facts", i, "check"]. */
  path: (string | number)[];
  check?: CheckRecord;
}

interface WithCheckables {
  offer: { check?: CheckRecord };
  licenseCheck?: CheckRecord;
  facts: readonly { key: keyof typeof FACT_KEYS; check?: CheckRecord }[];
}

/** Every datum of an operator that can carry a check, in the file's order: the offer, the licence, each fact. */
export function checkableData(op: WithCheckables): CheckableDatum[] {
  return [
    { dato: "oferta", label: "Oferta de bienvenida", path: ["offer", "check"], ...(op.offer.check ? { check: op.offer.check } : {}) },
    { dato: "licencia", label: "Licencia", path: ["licenseCheck"], ...(op.licenseCheck ? { check: op.licenseCheck } : {}) },
    ...op.facts.map((f, i): CheckableDatum => ({
      dato: f.key,
      label: FACT_KEYS[f.key],
      path: ["facts", i, "check"],
      ...(f.check ? { check: f.check } : {}),
    })),
  ];
}

/** True when every licence of `ops` has a check record: only then may a page say they all hold a DGOJ licence. */
export function allLicencesChecked(ops: readonly { licenseCheck?: CheckRecord }[]): boolean {
  return ops.length > 0 && ops.every((o) => checkState(o.licenseCheck).state === "comprobado");
}
