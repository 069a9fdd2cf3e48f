/**
 * Operator facts (docs/decisions/0180 and 0185): the claims a review makes about one operator's own terms
 * (withdrawal times, limits, identity check, loyalty scheme, support…), each with the date someone read it
 * and the page it was read on. One closed list of keys, each with the Spanish label the review shows; an
 * operator without a fact for a key says nothing operator-specific about it.
 *
 * Runs anywhere (browser, server, plain Node): relative imports only, no zod (operators.ts validates).
 */
import { formatDateLong } from "../../platform/format.ts";

export { FACT_KEYS } from "./lists.ts";
import { FACT_KEYS } from "./lists.ts";

export type FactKey = keyof typeof FACT_KEYS;
export const FACT_KEY_LIST = Object.keys(FACT_KEYS) as [FactKey, ...FactKey[]];

export interface OperatorFact {
  key: FactKey;
  /** What the operator's page says, in a few words ("3-5 días"). */
  value: string;
  /** aaaa-mm-dd: the day someone on the team read `value` at `source` (never in the future). */
  checked: string;
  /** The operator's own page (https, its .es domain) where the value is published. */
  source: string;
}

/** What a table cell says where the operator has no fact for its row. */
export const NO_FACT = "Sin dato comprobado";

/** The keys whose facts are withdrawal times, by method. */
export const WITHDRAWAL_FACT_KEYS: readonly FactKey[] = FACT_KEY_LIST.filter((k) => k.startsWith("retirada-"));

type WithFacts = { facts: readonly OperatorFact[] };

/** The operator's fact for `key`, if the content records one. */
export function factOf(op: WithFacts, key: FactKey): OperatorFact | undefined {
  return op.facts.find((f) => f.key === key);
}

/** The operator's facts in the order of FACT_KEYS (the order the review lists them). */
export function sortedFacts(op: WithFacts): OperatorFact[] {
  return [...op.facts].sort((a, b) => FACT_KEY_LIST.indexOf(a.key) - FACT_KEY_LIST.indexOf(b.key));
}

/** «comprobado el 21 de noviembre de 2026» */
export function checkedPhrase(fact: Pick<OperatorFact, "checked">): string {
  return `comprobado el ${formatDateLong(fact.checked)}`;
}

/** «3-5 días (comprobado el 21 de noviembre de 2026)»: a fact shown anywhere carries its date. */
export function factWithDate(fact: OperatorFact): string {
  return `${fact.value} (${checkedPhrase(fact)})`;
}

/**
 * The withdrawal facts as one line with their date, for a table cell (head-to-head):
 * «Retirada a tarjeta: 3-5 días; … (comprobado el …)». Undefined without any withdrawal fact.
 */
export function withdrawalFactsLine(op: WithFacts): string | undefined {
  const facts = sortedFacts(op).filter((f) => WITHDRAWAL_FACT_KEYS.includes(f.key));
  if (!facts.length) return undefined;
  return joinWithDates(facts.map((f) => ({ ...f, value: `${FACT_KEYS[f.key]}: ${f.value}` })));
}

/** One fact's value with its date, or undefined. */
export function factLine(op: WithFacts, key: FactKey): string | undefined {
  const f = factOf(op, key);
  return f ? factWithDate(f) : undefined;
}

/** Values joined by «; », each date said once: «a; b (comprobado el X)» or «a (comprobado el X); b (comprobado el Y)». */
function joinWithDates(facts: OperatorFact[]): string {
  const sameDay = facts.every((f) => f.checked === facts[0]!.checked);
  return sameDay ? `${facts.map((f) => f.value).join("; ")} (${checkedPhrase(facts[0]!)})` : facts.map(factWithDate).join("; ");
}
