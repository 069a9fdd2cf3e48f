/**
 * The editorial checklist (issue 26, item 4): what needs a person, computed from the content.
 * - licences never read in the DGOJ register (no `licenseCheck`), or read longer ago than the cadence;
 * - the welcome offer (`offer.check`) and each operator fact (`facts[].check`) never read, or read longer ago than
 *   the cadence /metodologia promises (content/site/review-cadence.yaml, never retyped here);
 * - operators without a tracking link (`affiliateUrl`).
 * Each item names the operator, how late it is and the file, line and field to edit. The same list is
 * printed by `npm run content:check -- --due` and shown on /panel («Pendiente de revisar»).
 *
 * Pure and client-safe (no zod, no fs): the content reaches it through the adapter in
 * checklist-source.server.ts, and the clock is a parameter, so tests fix it.
 */
import { formatDateLong, todayInSpain } from "../../platform/format.ts";

/** A dated check of one operator: its welcome offer or one of its facts. */
export interface DatedCheck {
  kind: "oferta" | "dato";
  /** What was read, in Spanish: «condiciones del bono de bienvenida», «dato «Plazo de retirada con tarjeta»». */
  label: string;
  /** ISO date (aaaa-mm-dd) someone last read it at its source; absent = never. */
  checked?: string;
  /** Where the owner reads it again (the operator's terms or help page). */
  source?: string;
  /** The field to update, as content:check names fields («offer › checked»). */
  field: string;
  /** Line of that field (or of its nearest parent) in the file. */
  line: number;
}

/** One operator as the checklist needs it: the adapter's output. */
export interface ChecklistOperator {
  id: string;
  name: string;
  rank: number;
  /** File to edit, relative to the project (content/operators/bet365.yaml). */
  file: string;
  licence: { checked?: string; line: number };
  tracking: { present: boolean; line: number };
  dated: DatedCheck[];
}

/** Days between two checks of each kind: the numbers of content/site/review-cadence.yaml. */
export interface Cadence {
  licenceDays: number;
  offerDays: number;
  factsDays: number;
}

export type DueKind = "licencia" | "oferta" | "dato" | "enlace";

export interface DueItem {
  kind: DueKind;
  operatorId: string;
  operatorName: string;
  /** What to check, in Spanish. */
  what: string;
  /** Since when it is due, in Spanish («nunca comprobada», «comprobada el …; tocaba el … (hace 3 días)»). */
  status: string;
  /** Last check (ISO), when there was one. */
  checked?: string;
  /** Date the next check was due (ISO): `checked` + the cadence. */
  dueOn?: string;
  /** Days since `dueOn` (0 = today); absent when never checked or not a dated check. */
  overdueDays?: number;
  file: string;
  line: number;
  field: string;
  source?: string;
}

/** Order of the groups: what the site states as checked first, then the money. */
export const DUE_KINDS: readonly DueKind[] = ["licencia", "oferta", "dato", "enlace"];

/** Group titles (CLI headings, /panel's tables). */
export const DUE_KIND_TITLES: Record<DueKind, string> = {
  licencia: "Licencias por comprobar en el registro de la DGOJ",
  oferta: "Bonos de bienvenida por volver a leer",
  dato: "Datos del operador por volver a comprobar",
  enlace: "Operadores sin enlace de seguimiento",
};

/** What to do with each item of a group, in Spanish (the same for every item: the field is on its line). */
export const DUE_KIND_ACTIONS: Record<DueKind, string> = {
  licencia:
    "busca al titular en el registro de operadores con licencia de la DGOJ (ordenacionjuego.es), corrige licenseHolder, las licencias y sus números si hace falta y rellena licenseCheck: el día (AAAA-MM-DD), quién (un autor real) y la página del registro.",
  oferta:
    "lee los términos del bono en la web del operador, corrige los campos de offer que hayan cambiado y rellena offer › check: el día, quién (un autor real) y la página exacta.",
  dato: "comprueba el dato en la web del operador, corrígelo si ha cambiado y rellena su check: el día, quién (un autor real) y la página exacta.",
  enlace:
    "añade en affiliateUrl el enlace de tu programa de afiliados. Hasta entonces, «Visitar» lleva a la web del operador y sus registros no se atribuyen a ningún clic.",
};

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const addDays = (iso: string, n: number) => new Date((dayNumber(iso) + n) * DAY_MS).toISOString().slice(0, 10);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** «hoy», «hace 1 día», «hace 26 días». */
function ago(days: number): string {
  return days === 0 ? "hoy" : `hace ${plural(days, "día", "días")}`;
}

/** Today's date in Madrid (the owner's calendar), as aaaa-mm-dd. */
export const madridToday = todayInSpain;

/**
 * When a check last made on `checked` is due again, and whether it is due on `today`. A check is due
 * on the day the cadence runs out (checked 30 days ago with a 30-day cadence: due today), so the owner
 * keeps the promise rather than learning that it was broken. A date after `today` is not due (the
 * content check refuses future dates; only a clock a few hours off can see one).
 */
export function dueState(checked: string, cadenceDays: number, today: string): { dueOn: string; overdueDays: number } | null {
  const dueOn = addDays(checked, cadenceDays);
  const late = dayNumber(today) - dayNumber(dueOn);
  return late >= 0 ? { dueOn, overdueDays: late } : null;
}

function dated(
  base: Pick<DueItem, "kind" | "operatorId" | "operatorName" | "what" | "file" | "line" | "field" | "source">,
  checked: string | undefined,
  cadenceDays: number,
  today: string,
): DueItem | null {
  if (!checked) return { ...base, status: "nunca se ha comprobado (no tiene fecha de comprobación)" };
  const state = dueState(checked, cadenceDays, today);
  if (!state) return null;
  return {
    ...base,
    checked,
    ...state,
    status: `última comprobación el ${formatDateLong(checked)}; tocaba repetirla el ${formatDateLong(state.dueOn)} (${ago(state.overdueDays)}), según la cadencia de ${plural(cadenceDays, "día", "días")}`,
  };
}

/**
 * Everything due on `today`, grouped in DUE_KINDS order; within a group the longest overdue first
 * (never checked counts as the most overdue), then by ranking.
 */
export function dueChecks(operators: readonly ChecklistOperator[], cadence: Cadence, today: string): DueItem[] {
  const items: Array<DueItem & { rank: number }> = [];
  for (const op of operators) {
    const who = { operatorId: op.id, operatorName: op.name, file: op.file };
    const licence = dated({ ...who, kind: "licencia", what: "Licencia y titular", line: op.licence.line, field: "licenseCheck" }, op.licence.checked, cadence.licenceDays, today);
    if (licence) items.push({ ...licence, rank: op.rank });
    for (const d of op.dated) {
      const cadenceDays = d.kind === "oferta" ? cadence.offerDays : cadence.factsDays;
      const item = dated({ ...who, kind: d.kind, what: d.label, line: d.line, field: d.field, source: d.source }, d.checked, cadenceDays, today);
      if (item) items.push({ ...item, rank: op.rank });
    }
    if (!op.tracking.present) {
      items.push({ ...who, kind: "enlace", rank: op.rank, line: op.tracking.line, field: "affiliateUrl", what: "Enlace de seguimiento", status: "aún no tiene" });
    }
  }
  const lateness = (i: DueItem) => (i.checked ? (i.overdueDays ?? 0) : Number.POSITIVE_INFINITY);
  return items
    .sort((a, b) => DUE_KINDS.indexOf(a.kind) - DUE_KINDS.indexOf(b.kind) || lateness(b) - lateness(a) || a.rank - b.rank)
    .map(({ rank: _rank, ...item }) => item);
}

/** «content/operators/bet365.yaml:33» — the place to edit, as content:check prints it. */
export const itemLocation = (i: Pick<DueItem, "file" | "line">) => `${i.file}:${i.line}`;

/** The cadences in one sentence: «licencias cada 90 días, bonos cada 30 días y datos del operador cada 180 días». */
export function cadenceSentence(c: Cadence): string {
  return `licencias cada ${plural(c.licenceDays, "día", "días")}, bonos de bienvenida cada ${plural(c.offerDays, "día", "días")} y datos del operador cada ${plural(c.factsDays, "día", "días")}`;
}

/** The list as `npm run content:check -- --due` prints it: per group a heading and what to do, then one line per item. */
export function dueReport(items: readonly DueItem[], cadence: Cadence, today: string, cadenceFile: string): string {
  const lines = [
    `Pendiente de revisar a ${formatDateLong(today)}: ${items.length === 0 ? "nada" : plural(items.length, "tarea", "tareas")}.`,
    `Cadencia que promete /metodologia (${cadenceFile}): ${cadenceSentence(cadence)}.`,
  ];
  for (const kind of DUE_KINDS) {
    const group = items.filter((i) => i.kind === kind);
    if (!group.length) continue;
    lines.push("", `${DUE_KIND_TITLES[kind]} (${group.length}):`, `Qué hacer: ${DUE_KIND_ACTIONS[kind]}`);
    for (const i of group) lines.push(`${itemLocation(i)}: ${i.field} — ${itemText(i)}`);
  }
  return lines.join("\n");
}

/** One item in a sentence: «bet365 · Licencia y titular: nunca se ha comprobado.», with the source when known. */
export function itemText(i: DueItem): string {
  return `${i.operatorName} · ${i.what}: ${i.status}.${i.source ? ` Fuente: ${i.source}` : ""}`;
}
