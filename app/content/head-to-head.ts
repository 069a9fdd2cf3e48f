import { BONUS_KINDS, formatEuros, formatRating, type Operator } from "./operator-utils";

/**
 * Side-by-side pages, /comparar/<a>-vs-<b>: every pair of ranked operators, the better-ranked one
 * first. Pure functions over the operators they are given, so the pairs follow the data (an
 * eleventh operator gets its ten pages without a change here). Relative imports only: the prerender
 * list and the sitemap use it in plain Node.
 */

/** Any ranked thing with an id: the pairs do not depend on the ids the data happens to have. */
type Ranked = { id: string; rank: number };

export const PAIR_SEPARATOR = "-vs-";

/** The two in ranking order (better rank first). */
export function orderPair<T extends Ranked>(a: T, b: T): [T, T] {
  return a.rank <= b.rank ? [a, b] : [b, a];
}

/** Canonical path of the pair, whatever order the two are given in. */
export function pairPath(a: Ranked, b: Ranked): string {
  const [first, second] = orderPair(a, b);
  return `/comparar/${first.id}${PAIR_SEPARATOR}${second.id}`;
}

/** "bet365-vs-codere" → ["bet365", "codere"]; anything else → null. */
export function parsePairSlug(slug: string): [string, string] | null {
  const parts = slug.split(PAIR_SEPARATOR);
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0] === parts[1]) return null;
  return [parts[0], parts[1]];
}

/** Every pair once, in ranking order: n·(n−1)/2 of them. */
export function allPairs<T extends Ranked>(operators: readonly T[]): [T, T][] {
  const sorted = [...operators].sort((x, y) => x.rank - y.rank);
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b) => [a, b] as [T, T]));
}

export type Winner = "a" | "b" | "tie" | null;

export interface HeadToHeadRow {
  /** Field name shown in the table's first column. */
  label: string;
  a: string;
  b: string;
  /** Who is better on this field; null when the field is descriptive and not ranked. */
  winner: Winner;
  /** Why the winner wins, for the visitor ("más bajo es mejor"). */
  rule?: string;
}

/** The multiplier of a wagering requirement: "35x (casino)" → 35, "Sin requisito de apuesta" → 0, otherwise null. */
export function wageringMultiple(text: string): number | null {
  if (/sin requisito/i.test(text)) return 0;
  const m = /(\d+(?:[.,]\d+)?)\s*x/i.exec(text);
  return m ? Number(m[1]!.replace(",", ".")) : null;
}

function compareNumbers(a: number | null, b: number | null, better: "higher" | "lower"): Winner {
  if (a === null || b === null) return null;
  if (a === b) return "tie";
  return (better === "higher" ? a > b : a < b) ? "a" : "b";
}

const yesNo = (v: boolean) => (v ? "Sí" : "No");
const euros = (n: number) => formatEuros(n).replace(/\u00a0/g, " ");

/** Every field the two operators can be compared on, with who is better on each. */
export function headToHeadRows(a: Operator, b: Operator): HeadToHeadRow[] {
  const flag = (label: string, pick: (o: Operator) => boolean): HeadToHeadRow => ({
    label,
    a: yesNo(pick(a)),
    b: yesNo(pick(b)),
    winner: pick(a) === pick(b) ? "tie" : pick(a) ? "a" : "b",
    rule: "tenerlo es mejor",
  });
  const wa = wageringMultiple(a.wageringRequirement);
  const wb = wageringMultiple(b.wageringRequirement);
  return [
    { label: "Posición en el ranking", a: `N.º ${a.rank}`, b: `N.º ${b.rank}`, winner: compareNumbers(a.rank, b.rank, "lower"), rule: "más arriba es mejor" },
    { label: "Valoración", a: `${formatRating(a.rating)}/10`, b: `${formatRating(b.rating)}/10`, winner: compareNumbers(a.rating, b.rating, "higher"), rule: "más alta es mejor" },
    { label: "Bono de bienvenida", a: a.bonus, b: b.bonus, winner: null },
    { label: "Tipo de bono", a: BONUS_KINDS[a.bonusKind].split(":")[0]!, b: BONUS_KINDS[b.bonusKind].split(":")[0]!, winner: null },
    {
      label: "Requisito de apuesta",
      a: a.wageringRequirement,
      b: b.wageringRequirement,
      winner: compareNumbers(wa, wb, "lower"),
      rule: "menos veces es mejor",
    },
    { label: "Validez del bono", a: `${a.bonusValidityDays} días`, b: `${b.bonusValidityDays} días`, winner: compareNumbers(a.bonusValidityDays, b.bonusValidityDays, "higher"), rule: "más días es mejor" },
    { label: "Depósito mínimo", a: euros(a.minDeposit), b: euros(b.minDeposit), winner: compareNumbers(a.minDeposit, b.minDeposit, "lower"), rule: "más bajo es mejor" },
    { label: "Apuesta máxima aceptada", a: euros(a.maxBet), b: euros(b.maxBet), winner: compareNumbers(a.maxBet, b.maxBet, "higher"), rule: "un límite más alto da más margen" },
    {
      label: "Métodos de pago",
      a: `${a.paymentMethods.length}: ${a.paymentMethods.join(", ")}`,
      b: `${b.paymentMethods.length}: ${b.paymentMethods.join(", ")}`,
      winner: compareNumbers(a.paymentMethods.length, b.paymentMethods.length, "higher"),
      rule: "más opciones es mejor",
    },
    flag("Bizum", (o) => o.paymentMethods.includes("Bizum")),
    flag("PayPal", (o) => o.paymentMethods.includes("PayPal")),
    { label: "Plazo de retirada", a: a.withdrawalTime, b: b.withdrawalTime, winner: null },
    flag("Casino en vivo", (o) => o.liveDealer),
    flag("Apuestas deportivas", (o) => o.sportsbook),
    flag("App móvil", (o) => o.mobileApp),
    {
      label: "Proveedores de juegos",
      a: `${a.gameProviders.length}: ${a.gameProviders.join(", ")}`,
      b: `${b.gameProviders.length}: ${b.gameProviders.join(", ")}`,
      winner: compareNumbers(a.gameProviders.length, b.gameProviders.length, "higher"),
      rule: "más variedad es mejor",
    },
    { label: "Atención al cliente", a: a.support, b: b.support, winner: null },
    { label: "Horario de atención", a: a.customerSupportHours, b: b.customerSupportHours, winner: null },
    { label: "Licencia", a: a.license, b: b.license, winner: null },
    { label: "Empresa", a: a.owner, b: b.owner, winner: null },
    { label: "En el mercado desde", a: String(a.established), b: String(b.established), winner: null },
  ];
}

export interface Tally {
  a: number;
  b: number;
  ties: number;
}

export function tally(rows: readonly HeadToHeadRow[]): Tally {
  return {
    a: rows.filter((r) => r.winner === "a").length,
    b: rows.filter((r) => r.winner === "b").length,
    ties: rows.filter((r) => r.winner === "tie").length,
  };
}

export function pairTitle(a: Pick<Operator, "name">, b: Pick<Operator, "name">): string {
  return `${a.name} vs ${b.name}: ¿qué casino online es mejor?`;
}

export function pairDescription(a: Operator, b: Operator): string {
  return `${a.name} (${formatRating(a.rating)}/10) frente a ${b.name} (${formatRating(b.rating)}/10): bono, requisito de apuesta, depósito mínimo, pagos, casino en vivo y licencia, campo a campo. +18.`;
}

/** One or two sentences that sum the table up, in Spanish. */
export function pairVerdict(a: Operator, b: Operator, t: Tally): string {
  const count = (n: number) => (n === 1 ? "1 campo" : `${n} campos`);
  const lead =
    t.a === t.b
      ? `${a.name} y ${b.name} ganan en ${count(t.a)} cada uno`
      : t.a > t.b
        ? `${a.name} gana en ${count(t.a)} y ${b.name} en ${t.b}`
        : `${b.name} gana en ${count(t.b)} y ${a.name} en ${t.a}`;
  const ties = t.ties > 0 ? `; empatan en ${t.ties}` : "";
  return `${lead}${ties}. En la valoración global, que pondera licencia, bono, pagos, juegos y atención, ${a.name} queda por delante: N.º ${a.rank} frente al N.º ${b.rank}.`;
}
