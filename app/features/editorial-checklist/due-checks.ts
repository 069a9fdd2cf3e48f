/**
 * The editorial checklist (issue 26, item 4): what needs a person, computed from the content.
 * - licences with no check record (`licenseCheck`), or checked longer ago than the cadence;
 * - the welcome offer (`offer.check`), each scored datum of the sheet (`…Check`) and each operator fact
 *   (`facts[].check`) never checked, or checked
 *   longer ago than the cadence /metodologia promises (content/site/review-cadence.yaml, never retyped here);
 * - the source watch's flags (`npm run fuentes`: a source changed since its check, a broken link, a
 *   tracking link that no longer reaches the operator), when the database is read;
 * - operators without a tracking link (`affiliateUrl`).
 * Within each group, money pages first: the operator's commission and clicks from the database when
 * available (issue 37), else the ranking.
 * Each item names the operator, how late it is and the file, line and field to edit. The same list is
 * printed by `npm run content:check -- --due` and shown on /panel («Pendiente de revisar»).
 *
 * Pure and client-safe (no zod, no fs): the content reaches it through the adapter in
 * checklist-source.server.ts, and the clock is a parameter, so tests fix it.
 */
import { formatDateLong, todayInSpain } from "../../platform/format.ts";

/** A dated check of one operator: its welcome offer, a scored datum of its sheet or one of its facts. */
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

export type DueKind = "licencia" | "oferta" | "dato" | "fuente" | "enlace";

/** What an operator earns, from the database (clicks and commission of the period): the checklist's order. */
export interface OperatorValue {
  clicks: number;
  commissionCents: number;
  /** Commission per click in cents; null without clicks. */
  epcCents: number | null;
}

/** A source-watch flag (app/features/sources) placed in the checklist: what the owner must look at again. */
export interface SourceDue {
  operatorId: string;
  url: string;
  message: string;
  /** Where the URL stands in the operator's file. */
  line: number;
  field: string;
}

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
  /** What the operator earned in the period (when the database was read). */
  value?: OperatorValue;
}

/** Order of the groups: what the site states as checked first, then the money. */
export const DUE_KINDS: readonly DueKind[] = ["licencia", "oferta", "dato", "fuente", "enlace"];

/** Group titles (CLI headings, /panel's tables). */
export const DUE_KIND_TITLES: Record<DueKind, string> = {
  licencia: "Licencias por comprobar en el registro de la DGOJ",
  oferta: "Bonos de bienvenida por volver a leer",
  dato: "Datos del operador por volver a comprobar",
  fuente: "Fuentes vigiladas con avisos (npm run fuentes)",
  enlace: "Operadores sin enlace de seguimiento",
};

/** What to do with each item of a group, in Spanish (the same for every item: the field is on its line). */
export const DUE_KIND_ACTIONS: Record<DueKind, string> = {
  licencia:
    "busca al titular en el registro de operadores con licencia de la DGOJ (ordenacionjuego.es), corrige licenseHolder y las licencias si hace falta y anota la comprobación: «Marcar como comprobado» en el editor, o npm run comprobar -- <operador> licencia --fuente <página del registro> --por <autor>.",
  oferta:
    "abre la página de términos del bono, corrige los campos de offer que hayan cambiado y anota la comprobación: «Marcar como comprobado» en el editor, o npm run comprobar -- <operador> oferta --fuente <página> --por <autor>.",
  dato: "abre la página donde el operador publica ese dato, corrígelo si ha cambiado y anota la comprobación: «Marcar como comprobado» en el editor, o npm run comprobar -- <operador> <dato> --fuente <página> --por <autor>.",
  fuente:
    "abre la dirección: si la página cambió, vuelve a comprobar los datos que cita y anótalo (npm run comprobar); si el enlace está roto o el de afiliado ya no llega al operador, corrige la dirección en el archivo.",
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
  if (!checked) return { ...base, status: "sin comprobar (nadie ha anotado quién lo comprobó, cuándo ni dónde)" };
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
export function dueChecks(
  operators: readonly ChecklistOperator[],
  cadence: Cadence,
  today: string,
  extra: { values?: ReadonlyMap<string, OperatorValue>; sources?: readonly SourceDue[] } = {},
): DueItem[] {
  const items: Array<DueItem & { rank: number }> = [];
  for (const op of operators) {
    const value = extra.values?.get(op.id);
    const who = { operatorId: op.id, operatorName: op.name, file: op.file, ...(value ? { value } : {}) };
    const licence = dated({ ...who, kind: "licencia", what: "Licencia y titular", line: op.licence.line, field: "licenseCheck" }, op.licence.checked, cadence.licenceDays, today);
    if (licence) items.push({ ...licence, rank: op.rank });
    for (const d of op.dated) {
      const cadenceDays = d.kind === "oferta" ? cadence.offerDays : cadence.factsDays;
      const item = dated({ ...who, kind: d.kind, what: d.label, line: d.line, field: d.field, source: d.source }, d.checked, cadenceDays, today);
      if (item) items.push({ ...item, rank: op.rank });
    }
    for (const f of (extra.sources ?? []).filter((x) => x.operatorId === op.id)) {
      items.push({ ...who, kind: "fuente", rank: op.rank, what: f.url, status: f.message, line: f.line, field: f.field, source: f.url });
    }
    if (!op.tracking.present) {
      items.push({ ...who, kind: "enlace", rank: op.rank, line: op.tracking.line, field: "affiliateUrl", what: "Enlace de seguimiento", status: "aún no tiene" });
    }
  }
  const lateness = (i: DueItem) => (i.checked ? (i.overdueDays ?? 0) : Number.POSITIVE_INFINITY);
  // Money pages first: within a group, what the operator earned (commission, then clicks), then how late, then the ranking.
  const earned = (i: DueItem) => i.value?.commissionCents ?? 0;
  const clicks = (i: DueItem) => i.value?.clicks ?? 0;
  return items
    .sort(
      (a, b) =>
        DUE_KINDS.indexOf(a.kind) - DUE_KINDS.indexOf(b.kind) || earned(b) - earned(a) || clicks(b) - clicks(a) || lateness(b) - lateness(a) || a.rank - b.rank,
    )
    .map(({ rank: _rank, ...item }) => item);
}

const euros = (cents: number) => new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(cents / 100);

/** «120 clics · comisión 45,00 € · EPC 0,38 €» — what an item's operator earned in the period. */
export function valueText(v: OperatorValue): string {
  return `${v.clicks} ${v.clicks === 1 ? "clic" : "clics"} · comisión ${euros(v.commissionCents)} · EPC ${v.epcCents === null ? "—" : euros(v.epcCents)}`;
}

/** How the list is ordered, in one sentence: with the database's figures, or by ranking alone. */
export function orderSentence(period: { from: string; to: string } | null): string {
  return period
    ? `Orden: dentro de cada grupo, primero lo que más gana (comisión y clics del ${formatDateLong(period.from)} al ${formatDateLong(period.to)}, de la base de datos), después lo más atrasado y la posición en el ranking.`
    : "Orden: por posición en el ranking y retraso. Solo se ha leído el contenido (sin base de datos), así que no se ordena por lo que gana cada operador ni salen los avisos de npm run fuentes.";
}

/** «content/operators/bet365.yaml:33» — the place to edit, as content:check prints it. */
export const itemLocation = (i: Pick<DueItem, "file" | "line">) => `${i.file}:${i.line}`;

/** The cadences in one sentence: «licencias cada 90 días, bonos cada 30 días y datos del operador cada 180 días». */
export function cadenceSentence(c: Cadence): string {
  return `licencias cada ${plural(c.licenceDays, "día", "días")}, bonos de bienvenida cada ${plural(c.offerDays, "día", "días")} y datos del operador cada ${plural(c.factsDays, "día", "días")}`;
}

/** The list as `npm run content:check -- --due` prints it: per group a heading and what to do, then one line per item. */
export function dueReport(items: readonly DueItem[], cadence: Cadence, today: string, cadenceFile: string, order?: string): string {
  const lines = [
    `Pendiente de revisar a ${formatDateLong(today)}: ${items.length === 0 ? "nada" : plural(items.length, "tarea", "tareas")}.`,
    `Cadencia que promete /metodologia (${cadenceFile}): ${cadenceSentence(cadence)}.`,
    ...(order ? [order] : []),
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
  const source = i.source && i.source !== i.what ? ` Fuente: ${i.source}` : "";
  return `${i.operatorName} · ${i.what}: ${i.status}.${source}${i.value ? ` [${valueText(i.value)}]` : ""}`;
}
