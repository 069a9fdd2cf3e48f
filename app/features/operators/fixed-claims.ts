/**
 * Spec section 9, "Fixed claims on review pages": the figures every review states, written once. The
 * review texts (content/copy/review.yaml) quote them as {{condiciones.…}} (page-variables.ts); the
 * review's tables (game contribution, withdrawal times) list them. Pinned by review-copy.test.ts.
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
