import { formatEuro, formatNumber } from "../../platform/format.ts";
import type { Operator } from "./operators.ts";
import { BONUS_KINDS, offerTexts, type Offer } from "./offer.ts";

/**
 * Constants and pure functions about operators, without the data or its zod schema: components and
 * route `meta` functions import this module, so the client bundle never carries zod or all ten
 * operators (pages get the operators they show from their loader). Relative imports only. The
 * operators themselves, and their ids, come from content/operators/*.yaml.
 */

export type { Operator };

export { PAYMENT_METHODS } from "./lists.ts";
import { PAYMENT_METHODS } from "./lists.ts";
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["name"];

/** Spec section 9, "Fixed claims on review pages": every welcome bonus is valid for 30 days. */
export const BONUS_VALIDITY_DAYS = 30;

/** What the ranking headings need: how many operators, and the year of the newest review update. */
export interface RankingFacts {
  count: number;
  year: number;
}

/**
 * What an operator card (the home page's ranking) shows: the loader sends only these fields, so the
 * page's hydration payload does not carry every operator's whole review (analysis, scores, FAQ data).
 */
export const CARD_FIELDS = [
  "id",
  "name",
  "rank",
  "rating",
  "logo",
  "detailUrl",
  "pros",
  "bonus",
  "bonusKind",
  "bonusValidityDays",
  "bonusMinDeposit",
  "bonusMaxBet",
  "minDeposit",
  "wageringRequirement",
  // Who read the offer's terms, when and where (or none: «Sin comprobar»), shown beside every offer.
  "offerCheck",
  // Whether someone read the licence in the DGOJ register: until then it is not scored (decision 0236).
  "licenseCheck",
  "termsUrl",
] as const satisfies readonly (keyof Operator)[];
export type CardOperator = Pick<Operator, (typeof CARD_FIELDS)[number]>;

/** An operator as a card needs it (`pros` cut to the three a card lists). */
export function toCard(op: Operator): CardOperator {
  const card = Object.fromEntries(CARD_FIELDS.map((k) => [k, op[k]])) as CardOperator;
  return { ...card, pros: op.pros.slice(0, 3) };
}

export function rankingFacts(ops: readonly Pick<Operator, "updated">[]): RankingFacts {
  const newest = ops.reduce((max, o) => (o.updated > max ? o.updated : max), "");
  return { count: ops.length, year: newest ? Number(newest.slice(0, 4)) : new Date().getFullYear() };
}

/** Copy with "{n}" (number of operators) and "{año}" (ranking year) filled in, strings at any depth. */
export function withRanking<T>(value: T, r: RankingFacts): T {
  if (typeof value === "string") return value.replaceAll("{n}", String(r.count)).replaceAll("{año}", String(r.year)) as T;
  if (Array.isArray(value)) return value.map((v) => withRanking(v, r)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRanking(v, r)])) as T;
  }
  return value;
}

/** The home page shows the top 6 of the ranking (spec section 9). */
export const HOME_TOP_COUNT = 6;

/** /casinos/{reviewSlug}: the second URL of a review, which declares detailUrl canonical. */
export function casinosPath(op: Pick<Operator, "reviewSlug">): string {
  return `/casinos/${op.reviewSlug}`;
}

/** True when the operator holds a licence of the Spanish regulator (changes the review's legal answer). */
export function hasSpanishLicense(op: Pick<Operator, "licenseAuthority">): boolean {
  return op.licenseAuthority === "DGOJ";
}

/**
 * Stars on every page (decision 0055): the rating out of 10 as five stars, `rating / 2`, rounded
 * down to the half star so the row never shows more than the rating (9.5 → 4.5, 8.8 → 4, 7.5 → 3.5).
 * The numeric "/10" label always sits next to it.
 */
export function starsFor(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating) / 2));
}

export function paymentMethodSlug(name: PaymentMethod): string {
  return PAYMENT_METHODS.find((m) => m.name === name)!.slug;
}

export function paymentMethodBySlug(slug: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => m.slug === slug)?.name;
}

/** One payment method of an operator as its file holds it: the method, deposit and withdrawal, minimums, time (docs/decisions/0275). */
export type PaymentOption = Operator["paymentMethods"][number];
/** «si», «no» or «sin-dato»: whether a method serves to deposit, or to withdraw. */
export type PaymentDirection = PaymentOption["deposit"];

/** A method by name, or an operator's entry for it: what the lists and filters compare. */
type MethodLike = PaymentMethod | Pick<PaymentOption, "method">;
const methodName = (m: MethodLike): PaymentMethod => (typeof m === "string" ? m : m.method);

/** The names of an operator's payment methods, in its order (most used first). */
export function methodNames(op: { paymentMethods: readonly MethodLike[] }): PaymentMethod[] {
  return op.paymentMethods.map(methodName);
}

/** Whether an operator lists `method` (for depositing, withdrawing or both). */
export function takesMethod(op: { paymentMethods: readonly MethodLike[] }, method: PaymentMethod): boolean {
  return op.paymentMethods.some((m) => methodName(m) === method);
}

/** «sí», «no», «sin dato»: a direction as the open data and plain-text lines write it. */
export const DIRECTION_WORDS: Record<PaymentDirection, string> = { si: "sí", no: "no", "sin-dato": "sin dato" };

/** One method in one line of plain text: «Bizum (depósito: sí; retirada: no; mínimo de depósito: 10 €)». Empty figures are left out. */
export function paymentOptionLine(m: {
  method: string;
  deposit: PaymentDirection;
  withdrawal: PaymentDirection;
  minDeposit?: number;
  minWithdrawal?: number;
  withdrawalTime?: string;
}): string {
  const parts = [`depósito: ${DIRECTION_WORDS[m.deposit]}`, `retirada: ${DIRECTION_WORDS[m.withdrawal]}`];
  if (m.minDeposit !== undefined) parts.push(`mínimo de depósito: ${formatEuro(m.minDeposit)}`);
  if (m.minWithdrawal !== undefined) parts.push(`mínimo de retirada: ${formatEuro(m.minWithdrawal)}`);
  if (m.withdrawalTime) parts.push(`plazo de retirada: ${m.withdrawalTime}`);
  return `${m.method} (${parts.join("; ")})`;
}

/** Payment methods at least one of `list` accepts, in the order of PAYMENT_METHODS (for the filter). */
export function usedPaymentMethods(list: readonly { paymentMethods: readonly MethodLike[] }[]): PaymentMethod[] {
  return PAYMENT_METHODS.map((m) => m.name).filter((m) => list.some((o) => takesMethod(o, m)));
}

/** The first `shown` payment methods plus how many more there are (comparison page: 4 and '+N'). */
export function paymentMethodsPreview(op: Pick<Operator, "paymentMethods">, shown = 4): { shown: PaymentMethod[]; more: number } {
  const names = methodNames(op);
  return { shown: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}

/**
 * A method's name as it reads inside a sentence: brands keep their capitals («Bizum», «Apple Pay»),
 * common nouns do not («aceptan transferencia bancaria», not «aceptan Transferencia bancaria»).
 */
export function methodInSentence(name: string): string {
  const m = PAYMENT_METHODS.find((p) => p.name === name);
  return m && "inSentence" in m ? m.inSentence : name;
}

/** What «+N» stands for, read aloud: «y 1 método más», «y 4 métodos más». */
export function morePaymentMethods(n: number): string {
  return `y ${n} ${n === 1 ? "método" : "métodos"} más`;
}

/** 50000 → "50.000 €" (the space before € is a no-break space, as Intl writes it). */
export const formatEuros = (amount: number): string => formatEuro(amount);

/** What a bonus must never be shown without: deposit, wagering, validity and kind (RD 958/2020). */
export function bonusTermsLine(op: Pick<Operator, "bonusMinDeposit" | "wageringRequirement" | "bonusValidityDays" | "bonusKind">): string {
  const kind = BONUS_KINDS[op.bonusKind].split(":")[0];
  return `Depósito mínimo ${formatEuros(op.bonusMinDeposit).replace(/\u00a0/g, " ")} · Requisito: ${op.wageringRequirement} · Validez: ${op.bonusValidityDays} días · ${kind}`;
}

/** The operator with another offer and every text derived from it again (editor previews, tests). */
export function withOffer<T extends Operator>(op: T, offer: Offer): T {
  // The texts of the old offer go with it (an offer without a check record has no `offerCheck`).
  const { offerCheck: _old, ...rest } = op;
  return { ...rest, offer, ...offerTexts(offer, op.minDeposit) } as T;
}

/** 9.5 → "9,5"; 9 → "9". */
export function formatRating(rating: number): string {
  return formatNumber(rating, Number.isInteger(rating) ? 0 : 1);
}

/* ---------- comparison: sort and filter, shared by the page and its tests ---------- */

export const SORT_OPTIONS = [
  { value: "ranking", label: "Posición en el ranking" },
  { value: "valoracion", label: "Valoración (de mayor a menor)" },
  { value: "valoracion-asc", label: "Valoración (de menor a mayor)" },
  { value: "deposito", label: "Depósito mínimo (de menor a mayor)" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export const DEPOSIT_FILTER_OPTIONS = [5, 10] as const;

export interface ComparisonQuery {
  sort: SortValue;
  /** Payment method the operator must accept. */
  payment?: PaymentMethod;
  /** Only operators with a live casino. */
  liveOnly: boolean;
  /** Maximum minimum deposit, in euros. */
  maxDeposit?: number;
}

export const DEFAULT_COMPARISON_QUERY: ComparisonQuery = { sort: "ranking", liveOnly: false };

/** Query parameter names kept in the URL so a filtered view can be shared. */
export const QUERY_KEYS = { sort: "orden", payment: "pago", live: "en-vivo", deposit: "deposito-max" } as const;

/** Reads the comparison state from a URL query; unknown values fall back to the defaults. */
export function parseComparisonQuery(params: URLSearchParams): ComparisonQuery {
  const sortRaw = params.get(QUERY_KEYS.sort);
  const sort = SORT_OPTIONS.some((o) => o.value === sortRaw) ? (sortRaw as SortValue) : "ranking";
  const payment = paymentMethodBySlug(params.get(QUERY_KEYS.payment) ?? "");
  const liveOnly = params.get(QUERY_KEYS.live) === "si";
  const depositRaw = Number(params.get(QUERY_KEYS.deposit));
  const maxDeposit = (DEPOSIT_FILTER_OPTIONS as readonly number[]).includes(depositRaw) ? depositRaw : undefined;
  return { sort, payment, liveOnly, maxDeposit };
}

/** Writes the state back as a query, omitting defaults so the plain URL stays /comparacion. */
export function comparisonQueryToParams(q: ComparisonQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.sort !== "ranking") p.set(QUERY_KEYS.sort, q.sort);
  if (q.payment) p.set(QUERY_KEYS.payment, paymentMethodSlug(q.payment));
  if (q.liveOnly) p.set(QUERY_KEYS.live, "si");
  if (q.maxDeposit !== undefined) p.set(QUERY_KEYS.deposit, String(q.maxDeposit));
  return p;
}

export function isDefaultComparisonQuery(q: ComparisonQuery): boolean {
  return comparisonQueryToParams(q).toString() === "";
}

/** Applies filters, then sorts; ties always fall back to the ranking so the order is stable. */
/** What sorting and filtering read of an operator (the comparison's island gets only these). */
export type ComparableOperator = Pick<Operator, "id" | "rank" | "rating" | "minDeposit" | "liveDealer"> & { paymentMethods: readonly MethodLike[] };

export function applyComparisonQuery<T extends ComparableOperator>(list: readonly T[], q: ComparisonQuery): T[] {
  const filtered = list.filter(
    (o) =>
      (!q.payment || takesMethod(o, q.payment)) &&
      (!q.liveOnly || o.liveDealer) &&
      (q.maxDeposit === undefined || o.minDeposit <= q.maxDeposit),
  );
  const byRank = (a: T, b: T) => a.rank - b.rank;
  const compare: Record<SortValue, (a: T, b: T) => number> = {
    ranking: byRank,
    valoracion: (a, b) => b.rating - a.rating || byRank(a, b),
    "valoracion-asc": (a, b) => a.rating - b.rating || byRank(a, b),
    deposito: (a, b) => a.minDeposit - b.minDeposit || byRank(a, b),
  };
  return [...filtered].sort(compare[q.sort]);
}
