/**
 * Spec section 9, "Fixed claims on review pages": the figures every review states, written once, as what
 * is typical in the Spanish market — never as an operator's own terms (those are its dated facts, facts.ts;
 * docs/decisions/0185). The review's «typical market» section (content/copy/review.yaml, `conditions`)
 * quotes them as {{condiciones.…}} (page-variables.ts) and lists the withdrawal times. Pinned by
 * review-copy.test.ts; review-facts.test.tsx fails when another block of a review states them.
 * Relative imports only; no copy here.
 */
export const FIXED_CLAIMS = {
  bonusValidityDays: 30,
  contribution: [
    { game: "Tragaperras (slots)", percent: 100 },
    { game: "Blackjack", percent: 10 },
    { game: "Ruleta", percent: 5 },
  ],
  withdrawalLimits: { day: 500, week: 2000, month: 10000 },
  identityCheck: "24-48 horas",
  withdrawalTimes: [
    { method: "Tarjeta de débito o crédito", inline: "con tarjeta", time: "3-5 días" },
    { method: "Monederos electrónicos (PayPal, Skrill, Neteller)", inline: "con monederos electrónicos como PayPal o Skrill", time: "24-48 horas" },
    { method: "Transferencia bancaria", inline: "por transferencia bancaria", time: "5-7 días" },
  ],
  coolingOff: { min: "24 horas", max: "30 días" },
  limitIncreaseWait: "24 horas",
  loyaltyTiers: ["Bronce", "Plata", "Oro", "Platino", "Diamante"],
  weeklyCashback: { min: "0,5 %", max: "2 %" },
  taxThreshold: 40000,
  taxRate: "47 %",
} as const;
