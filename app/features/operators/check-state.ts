/**
 * The check record (issue 37, docs/decisions/0235): a datum of an operator — its welcome offer, one of its
 * facts, its licence — counts as checked only when a person recorded reading it: the day (`checked`), who
 * (`checkedBy`, an author who is not an example persona) and the exact page (`source`). Without a record
 * the datum is what the operator advertises, and every page says «Sin comprobar».
 *
 * The state's words («Sin comprobar», «Según el operador», «Comprobado el … por …», «fuente») are fixed here,
 * not owner texts (unlike every other visible text, decision 0300): they are the site's promise, the same
 * on every page, in the open data files (CSV/JSON) and in the content check's messages, and an editable
 * label could say «Verificado» of a datum nobody read. What surrounds them (headings, explanations of the
 * method) is the owner's, in the copy files.
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

/**
 * The data of an operator's sheet that the ranking's criteria score (content/methodology/*.yaml), each with
 * its own optional check record in a top-level `…Check` field of the operator file (docs/decisions/0260).
 * This list is the only place that knows them: `checkableData` (and through it `npm run comprobar`, the
 * editor, the checklist, the source watch and the open data) reads it; each entry's field is declared in
 * definition.ts beside the datum it checks. Its source must be on the operator's site (its `playUrl`'s
 * host) or on one of the entry's `hosts`.
 */
export const SHEET_CHECKS = [
  { dato: "deposito-minimo", field: "minDepositCheck", label: "Depósito mínimo", datum: ["minDeposit"] },
  { dato: "metodos-pago", field: "paymentMethodsCheck", label: "Métodos de pago", datum: ["paymentMethods"] },
  { dato: "juegos", field: "gamesCheck", label: "Juegos: casino en vivo y proveedores", datum: ["gameProviders"] },
  // An app is also read on its store page.
  { dato: "app", field: "mobileAppCheck", label: "App móvil", datum: ["mobileApp"], hosts: ["apps.apple.com", "play.google.com"] },
  { dato: "juego-responsable", field: "responsibleGamblingCheck", label: "Seguridad y juego responsable", datum: ["securityFeatures"] },
] as const;

export type SheetCheck = (typeof SHEET_CHECKS)[number] & { hosts?: readonly string[] };
export type SheetDato = SheetCheck["dato"];
export type SheetCheckField = SheetCheck["field"];
/** The sheet's check records, as an operator (or its file) holds them. */
export type SheetCheckRecords = { [K in SheetCheckField]?: CheckRecord };

/** The sheet check of a `dato` name (`deposito-minimo`…), or undefined. */
export const sheetCheck = (dato: string): SheetCheck | undefined => SHEET_CHECKS.find((c) => c.dato === dato);

/** The name of a checkable datum, as `npm run comprobar` and the checklist write it: `oferta`, `licencia`, a sheet datum or a fact key. */
export type Dato = "oferta" | "licencia" | SheetDato | keyof typeof FACT_KEYS;

export interface CheckableDatum {
  dato: Dato;
  /** Spanish label («Oferta de bienvenida», «Licencia», «Métodos de pago», the fact's label). */
  label: string;
  /** Where the record lives in the operator's file: ["offer","check"], ["licenseCheck"], ["paymentMethodsCheck"], ["facts", i, "check"]. */
  path: (string | number)[];
  /** Where the datum itself is in the file (for a line number when it has no record yet). */
  datum: (string | number)[];
  check?: CheckRecord;
}

type WithCheckables = SheetCheckRecords & {
  offer: { check?: CheckRecord };
  licenseCheck?: CheckRecord;
  facts: readonly { key: keyof typeof FACT_KEYS; check?: CheckRecord }[];
};

const withCheck = (check: CheckRecord | undefined) => (check ? { check } : {});

/** Every datum of an operator that can carry a check, in a fixed order: the offer, the licence, the sheet's scored data, each fact. */
export function checkableData(op: WithCheckables): CheckableDatum[] {
  return [
    { dato: "oferta", label: "Oferta de bienvenida", path: ["offer", "check"], datum: ["offer"], ...withCheck(op.offer.check) },
    { dato: "licencia", label: "Licencia", path: ["licenseCheck"], datum: ["singularLicenses"], ...withCheck(op.licenseCheck) },
    ...SHEET_CHECKS.map((c): CheckableDatum => ({ dato: c.dato, label: c.label, path: [c.field], datum: [...c.datum], ...withCheck(op[c.field]) })),
    ...op.facts.map((f, i): CheckableDatum => ({
      dato: f.key,
      label: FACT_KEYS[f.key],
      path: ["facts", i, "check"],
      datum: ["facts", i],
      ...withCheck(f.check),
    })),
  ];
}

/** True when every licence of `ops` has a check record: only then may a page say they all hold a DGOJ licence. */
export function allLicencesChecked(ops: readonly { licenseCheck?: CheckRecord }[]): boolean {
  return ops.length > 0 && ops.every((o) => checkState(o.licenseCheck).state === "comprobado");
}
