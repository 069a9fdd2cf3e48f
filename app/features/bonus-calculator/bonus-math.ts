/**
 * The maths of a match bonus and its wagering requirement, for the bonus calculator. Pure
 * functions; amounts in euros, percentages as 0–100. Relative imports only.
 */

export type WageringBase = "bono" | "bono-deposito";

export interface BonusInput {
  /** Deposit, €. */
  deposit: number;
  /** Match percentage of the bonus (100 = the deposit doubled). */
  bonusPercent: number;
  /** Largest bonus the offer gives, €. */
  bonusCap: number;
  /** Wagering requirement, times the base (30 = "30x"). */
  multiple: number;
  /** What the multiple applies to: the bonus alone or bonus plus deposit. */
  base: WageringBase;
  /** Share of each stake that counts towards the requirement in the chosen game (slots 100, roulette 5…). */
  contribution: number;
  /** Return to player of the chosen game, %. */
  rtp: number;
}

export interface BonusResult {
  bonus: number;
  /** Deposit plus bonus: the balance you start with. */
  balance: number;
  /** What the terms ask you to wager: multiple × base. */
  requirement: number;
  /** What you actually have to stake in the chosen game: requirement ÷ contribution. */
  toWager: number;
  /** Average loss while wagering it: toWager × (1 − RTP). */
  expectedCost: number;
  /** Bonus minus expected cost: what the bonus is worth on average (negative: it costs more than it gives). */
  expectedValue: number;
  /** True when the cap, not the percentage, set the bonus. */
  capped: boolean;
}

/** The spec's fixed example (section 2, "Bonus page"): 100 € deposit, 100 % bonus, 200 € total, 30x → 3.000 €. */
export const SPEC_EXAMPLE: BonusInput = {
  deposit: 100,
  bonusPercent: 100,
  bonusCap: 200,
  multiple: 30,
  base: "bono",
  contribution: 100,
  rtp: 96,
};

export const LIMITS = {
  deposit: { min: 0, max: 100_000 },
  bonusPercent: { min: 0, max: 1_000 },
  bonusCap: { min: 0, max: 100_000 },
  multiple: { min: 0, max: 200 },
  contribution: { min: 1, max: 100 },
  rtp: { min: 50, max: 100 },
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Clamps every field into its limits; NaN becomes the lower limit. */
export function sanitize(input: BonusInput): BonusInput {
  const clamp = (v: number, k: keyof typeof LIMITS) => {
    const { min, max } = LIMITS[k];
    return Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : min;
  };
  return {
    deposit: clamp(input.deposit, "deposit"),
    bonusPercent: clamp(input.bonusPercent, "bonusPercent"),
    bonusCap: clamp(input.bonusCap, "bonusCap"),
    multiple: clamp(input.multiple, "multiple"),
    base: input.base === "bono-deposito" ? "bono-deposito" : "bono",
    contribution: clamp(input.contribution, "contribution"),
    rtp: clamp(input.rtp, "rtp"),
  };
}

export function calculateBonus(raw: BonusInput): BonusResult {
  const i = sanitize(raw);
  const uncapped = (i.deposit * i.bonusPercent) / 100;
  const bonus = Math.min(uncapped, i.bonusCap);
  const requirement = i.multiple * (i.base === "bono" ? bonus : bonus + i.deposit);
  const toWager = requirement / (i.contribution / 100);
  const expectedCost = toWager * (1 - i.rtp / 100);
  return {
    bonus: round2(bonus),
    balance: round2(i.deposit + bonus),
    requirement: round2(requirement),
    toWager: round2(toWager),
    expectedCost: round2(expectedCost),
    expectedValue: round2(bonus - expectedCost),
    capped: uncapped > i.bonusCap,
  };
}

export interface OperatorBonusTerms {
  bonusPercent: number;
  bonusCap: number;
  multiple: number;
  base: WageringBase;
}

/** The parts of a structured welcome offer (content/operators, `offer`) the calculator can read. */
export interface CalculatorOffer {
  kind: "deposito" | "credito-apuesta" | "giros" | "poker" | "sin-requisito";
  percent?: number;
  cap?: number;
  wagering: { multiple: number; base: "bono" | "bono-deposito" | "ganancias" | "ninguno" };
}

/** Why the calculator does not describe an offer: the review explains it instead of modelling it as a slot match. */
export type NotApplicableReason = "credito-apuesta" | "poker" | "giros" | "ganancias";

/**
 * An operator's welcome offer as calculator inputs, from its fields (never parsed from prose): only a
 * match of a deposit, paid as bonus balance or cash, whose requirement (if any) is a multiple of the
 * bonus or of bonus plus deposit. Anything else gets the reason it is not applicable.
 */
export function offerCalculatorTerms(offer: CalculatorOffer): { terms: OperatorBonusTerms } | { notApplicable: NotApplicableReason } {
  if (offer.kind === "credito-apuesta" || offer.kind === "poker" || offer.kind === "giros") return { notApplicable: offer.kind };
  if (offer.wagering.base === "ganancias") return { notApplicable: "ganancias" };
  if (offer.percent === undefined || offer.cap === undefined) return { notApplicable: "giros" };
  return {
    terms: {
      bonusPercent: offer.percent,
      bonusCap: offer.cap,
      multiple: offer.wagering.base === "ninguno" ? 0 : offer.wagering.multiple,
      base: offer.wagering.base === "bono-deposito" ? "bono-deposito" : "bono",
    },
  };
}
