import { BONUS_KINDS, comparableWageringMultiple, formatEuros, formatRating, methodNames, takesMethod, type Operator } from "../operators/index.ts";
import { NO_FACT, factOf, withdrawalFactsLine, type CheckRecord, type SheetCheckField } from "../operators/index.ts";

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

/**
 * How many operators at the top of the ranking have every pair among them prerendered and in the
 * sitemap (issue 39): pairs grow with the square of the operators (45 at 10, 435 at 30, 3,160 at 80),
 * and a comparison between two operators far down the ranking is one few people look for.
 */
export const PRERENDERED_PAIR_TOP = 15;

/**
 * The pairs prerendered and listed in the sitemap (decision 0295): every pair within the top
 * PRERENDERED_PAIR_TOP of the ranking, each operator against its neighbours in the ranking (the
 * pair a player weighing one of them most likely reaches) and the owner's featured pairs
 * (`popular` of copy/head-to-head.yaml, canonical paths). Up to PRERENDERED_PAIR_TOP operators
 * that is every pair (all 45 at today's 10); at 80 it is 105 + 65 = 170 of 3,160 (plus featured).
 * Any other pair of two known operators is rendered on demand, `noindex,follow`, never in the sitemap.
 */
export function prerenderedPairs<T extends Ranked>(operators: readonly T[], featured: readonly string[] = [], top = PRERENDERED_PAIR_TOP): [T, T][] {
  const sorted = [...operators].sort((x, y) => x.rank - y.rank);
  const position = new Map(sorted.map((o, i) => [o, i]));
  const chosen = new Set(featured);
  return allPairs(sorted).filter(([a, b]) => {
    const [i, j] = [position.get(a)!, position.get(b)!];
    return (i < top && j < top) || Math.abs(i - j) === 1 || chosen.has(pairPath(a, b));
  });
}

/** Whether the pair of `a` and `b` (either order) is one of prerenderedPairs(operators, featured). */
export function isPrerenderedPair(a: Ranked, b: Ranked, operators: readonly Ranked[], featured: readonly string[] = [], top = PRERENDERED_PAIR_TOP): boolean {
  const path = pairPath(a, b);
  return prerenderedPairs(operators, featured, top).some(([x, y]) => pairPath(x, y) === path);
}

export type Winner = "a" | "b" | "tie" | null;

// The rows, in order (true = scored): plain data in lists.ts, which the copy's definition also reads.
export { HEAD_TO_HEAD_ROWS } from "./lists.ts";
import { HEAD_TO_HEAD_ROWS } from "./lists.ts";
export type HeadToHeadRowId = keyof typeof HEAD_TO_HEAD_ROWS;

/** Name of each row and, for a scored one, the rule that decides it (the copy file's `rows`). */
export type HeadToHeadRowLabels = Record<HeadToHeadRowId, { label: string; rule?: string }>;

export interface HeadToHeadRow {
  id: HeadToHeadRowId;
  /** Field name shown in the table's first column. */
  label: string;
  a: string;
  b: string;
  /** Who is better on this field; null when the field is descriptive and not ranked. */
  winner: Winner;
  /** Why the winner wins, for the visitor ("más bajo es mejor"). */
  rule?: string;
  /**
   * For a datum the operator advertises (licence, support): each side's check record, shown under the value
   * as «Comprobado el … por … · fuente» or «Según el operador · Sin comprobar» (decision 0235).
   */
  check?: { a: CheckRecord | undefined; b: CheckRecord | undefined };
  /** The site's own judgement (rank, rating), not a datum of the operator: said so under each value. */
  editorial?: true;
}

/**
 * The multiple two offers are compared on, from their fields: 0 without wagering, null when it is not a
 * multiple of money (a poker bonus released by points) or applies to something else (winnings vs bonus).
 */
export function wageringMultiples(a: Operator, b: Operator): [number | null, number | null] {
  const ma = comparableWageringMultiple(a.offer);
  const mb = comparableWageringMultiple(b.offer);
  const base = (o: Operator) => (o.offer.wagering.base === "ninguno" ? null : o.offer.wagering.base);
  // 35x the bonus and 35x bonus + deposit are not the same effort: compare like with like, or nothing to 0.
  if (ma !== null && mb !== null && ma > 0 && mb > 0 && base(a) !== base(b)) return [null, null];
  return [ma, mb];
}

function compareNumbers(a: number | null, b: number | null, better: "higher" | "lower"): Winner {
  if (a === null || b === null) return null;
  if (a === b) return "tie";
  return (better === "higher" ? a > b : a < b) ? "a" : "b";
}

const yesNo = (v: boolean) => (v ? "Sí" : "No");
const euros = (n: number) => formatEuros(n).replace(/\u00a0/g, " ");

/** Every field the two operators can be compared on, with who is better on each; names from `labels`. */
export function headToHeadRows(a: Operator, b: Operator, labels: HeadToHeadRowLabels): HeadToHeadRow[] {
  const flag = (pick: (o: Operator) => boolean) => ({
    a: yesNo(pick(a)),
    b: yesNo(pick(b)),
    winner: (pick(a) === pick(b) ? "tie" : pick(a) ? "a" : "b") as Winner,
  });
  const [wa, wb] = wageringMultiples(a, b);
  const fact = (key: "canales-atencion" | "horario-atencion") => {
    const fa = factOf(a, key);
    const fb = factOf(b, key);
    return { a: fa?.value ?? NO_FACT, b: fb?.value ?? NO_FACT, winner: null, check: { a: fa?.check, b: fb?.check } };
  };
  // A scored datum of the sheet, with the state of each side's check record (SHEET_CHECKS, decision 0260).
  const sheet = (field: SheetCheckField) => ({ check: { a: a[field], b: b[field] } });
  // The welcome offer's fields share its check record (the terms page); a datum no record covers is the
  // operator's claim, «Sin comprobar» (issue 49: every cell says its state).
  const offer = { check: { a: a.offerCheck, b: b.offerCheck } };
  const claim = { check: { a: undefined, b: undefined } };
  const values: Record<HeadToHeadRowId, { a: string; b: string; winner: Winner; check?: HeadToHeadRow["check"]; editorial?: true }> = {
    rank: { a: `N.º ${a.rank}`, b: `N.º ${b.rank}`, winner: compareNumbers(a.rank, b.rank, "lower"), editorial: true },
    rating: { a: `${formatRating(a.rating)}/10`, b: `${formatRating(b.rating)}/10`, winner: compareNumbers(a.rating, b.rating, "higher"), editorial: true },
    bonus: { a: a.bonus, b: b.bonus, winner: null, ...offer },
    bonusKind: { a: BONUS_KINDS[a.bonusKind].split(":")[0]!, b: BONUS_KINDS[b.bonusKind].split(":")[0]!, winner: null, ...offer },
    wagering: { a: a.wageringRequirement, b: b.wageringRequirement, winner: compareNumbers(wa, wb, "lower"), ...offer },
    validity: { a: `${a.bonusValidityDays} días`, b: `${b.bonusValidityDays} días`, winner: compareNumbers(a.bonusValidityDays, b.bonusValidityDays, "higher"), ...offer },
    minDeposit: { a: euros(a.minDeposit), b: euros(b.minDeposit), winner: compareNumbers(a.minDeposit, b.minDeposit, "lower"), ...sheet("minDepositCheck") },
    maxBet: { a: euros(a.maxBet), b: euros(b.maxBet), winner: null, ...claim },
    payments: {
      a: `${a.paymentMethods.length}: ${methodNames(a).join(", ")}`,
      b: `${b.paymentMethods.length}: ${methodNames(b).join(", ")}`,
      winner: compareNumbers(a.paymentMethods.length, b.paymentMethods.length, "higher"),
      ...sheet("paymentMethodsCheck"),
    },
    bizum: { ...flag((o) => takesMethod(o, "Bizum")), ...sheet("paymentMethodsCheck") },
    paypal: { ...flag((o) => takesMethod(o, "PayPal")), ...sheet("paymentMethodsCheck") },
    // Operator facts, each with its state (decisions 0185, 0235); none recorded = said so.
    withdrawal: { a: withdrawalFactsLine(a) ?? NO_FACT, b: withdrawalFactsLine(b) ?? NO_FACT, winner: null },
    live: { ...flag((o) => o.liveDealer), ...sheet("gamesCheck") },
    sports: { ...flag((o) => o.sportsbook), ...claim },
    app: { ...flag((o) => o.mobileApp), ...sheet("mobileAppCheck") },
    providers: {
      a: `${a.gameProviders.length}: ${a.gameProviders.join(", ")}`,
      b: `${b.gameProviders.length}: ${b.gameProviders.join(", ")}`,
      winner: compareNumbers(a.gameProviders.length, b.gameProviders.length, "higher"),
      ...sheet("gamesCheck"),
    },
    support: fact("canales-atencion"),
    supportHours: fact("horario-atencion"),
    license: { a: a.license, b: b.license, winner: null, check: { a: a.licenseCheck, b: b.licenseCheck } },
    owner: { a: a.owner, b: b.owner, winner: null, ...claim },
    established: { a: String(a.established), b: String(b.established), winner: null, ...claim },
  };
  return (Object.keys(HEAD_TO_HEAD_ROWS) as HeadToHeadRowId[]).map((id) => {
    const { label, rule } = labels[id];
    return { id, label, ...values[id], ...(HEAD_TO_HEAD_ROWS[id] && rule ? { rule } : {}) };
  });
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

/** One link to a side-by-side page, seen from one operator: `other` is the operator it is compared with. */
export interface PairLink<T extends Ranked> {
  path: string;
  other: T;
  /** Why it is listed first: the other is next to it in the ranking, or the pair is among the most searched. */
  reason: "neighbour" | "popular" | "other";
}

/**
 * Every side-by-side page of `op`, in the order a reader of its review wants them: its neighbours in
 * the ranking first (the closest decision), then the most searched pairs (`popular`, the canonical
 * paths listed in content/copy/head-to-head.yaml), then the rest in ranking order. Unknown paths in
 * `popular` are ignored (the content check reports them).
 */
export function operatorPairLinks<T extends Ranked>(op: T, operators: readonly T[], popular: readonly string[] = []): PairLink<T>[] {
  const others = [...operators].filter((o) => o.id !== op.id).sort((x, y) => x.rank - y.rank);
  const popularSet = new Set(popular);
  const reason = (o: T): PairLink<T>["reason"] =>
    Math.abs(o.rank - op.rank) === 1 ? "neighbour" : popularSet.has(pairPath(op, o)) ? "popular" : "other";
  const order = { neighbour: 0, popular: 1, other: 2 } as const;
  const popularIndex = (o: T) => popular.indexOf(pairPath(op, o));
  return others
    .map((o) => ({ path: pairPath(op, o), other: o, reason: reason(o) }))
    .sort((x, y) => order[x.reason] - order[y.reason] || (x.reason === "popular" ? popularIndex(x.other) - popularIndex(y.other) : 0) || x.other.rank - y.other.rank);
}

/** The other side-by-side pages of the pair's two operators (the pair itself left out), each list as operatorPairLinks orders it. */
export function relatedPairLinks<T extends Ranked>(a: T, b: T, operators: readonly T[], popular: readonly string[] = []): { a: PairLink<T>[]; b: PairLink<T>[] } {
  const self = pairPath(a, b);
  return {
    a: operatorPairLinks(a, operators, popular).filter((l) => l.path !== self),
    b: operatorPairLinks(b, operators, popular).filter((l) => l.path !== self),
  };
}
