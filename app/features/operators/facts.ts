/**
 * Operator facts (docs/decisions/0180 and 0185): the claims a review makes about one operator's own terms
 * (withdrawal times, limits, identity check, loyalty scheme, support…): what the operator advertises, and
 * once a person has read it at its source, that reading's check record (check-state.ts, decision 0235). One closed list of keys, each with the Spanish label the review shows; an
 * operator without a fact for a key says nothing operator-specific about it.
 *
 * Runs anywhere (browser, server, plain Node): relative imports only, no zod (operators.ts validates).
 */
import { OPERATOR_CLAIM, UNCHECKED, checkedByLine, type CheckRecord } from "./check-state.ts";

export { FACT_KEYS } from "./lists.ts";
import { FACT_KEYS } from "./lists.ts";

export type FactKey = keyof typeof FACT_KEYS;
export const FACT_KEY_LIST = Object.keys(FACT_KEYS) as [FactKey, ...FactKey[]];

export interface OperatorFact {
  key: FactKey;
  /** What the operator's page says, in a few words ("3-5 días"): its claim until `check` records a reading. */
  value: string;
  /** Who read `value` at its source, when and where (check-state.ts); absent = «Sin comprobar». */
  check?: CheckRecord;
}

/** What a table cell says where the operator has no fact for its row. */
export const NO_FACT = "Sin dato";

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

/**
 * One fact's value with its state, in plain text (table cells): «3-5 días (Comprobado el … por …)» or
 * «3-5 días (Según el operador · Sin comprobar)».
 */
export function factWithState(fact: OperatorFact): string {
  return fact.check ? `${fact.value} (${checkedByLine(fact.check)})` : `${fact.value} (${OPERATOR_CLAIM} · ${UNCHECKED})`;
}

/** The withdrawal facts as one line, each with its state (head-to-head). Undefined without any withdrawal fact. */
export function withdrawalFactsLine(op: WithFacts): string | undefined {
  const facts = sortedFacts(op).filter((f) => WITHDRAWAL_FACT_KEYS.includes(f.key));
  if (!facts.length) return undefined;
  const unchecked = facts.every((f) => !f.check);
  // Nothing checked: the state is said once, after the values.
  if (unchecked) return `${facts.map((f) => `${FACT_KEYS[f.key]}: ${f.value}`).join("; ")} (${OPERATOR_CLAIM} · ${UNCHECKED})`;
  return facts.map((f) => `${FACT_KEYS[f.key]}: ${factWithState(f)}`).join("; ");
}

/** One fact's value with its state, or undefined. */
export function factLine(op: WithFacts, key: FactKey): string | undefined {
  const f = factOf(op, key);
  return f ? factWithState(f) : undefined;
}
