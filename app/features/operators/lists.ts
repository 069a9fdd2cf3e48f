/**
 * The operators' closed lists as plain data (no imports): the definition (definition.ts) validates and
 * offers them, the pages label with them — one declaration each. A public module of the feature (lint:
 * eslint.config.js), so other features and the editor can take the lists without the rest.
 */

/** Payment methods we track, most common first; `slug` is the value of the comparison page's `pago` query parameter. */
export const PAYMENT_METHODS = [
  { name: "Visa", slug: "visa" },
  { name: "Mastercard", slug: "mastercard" },
  { name: "Bizum", slug: "bizum" },
  { name: "PayPal", slug: "paypal" },
  { name: "Transferencia bancaria", slug: "transferencia", inSentence: "transferencia bancaria" },
  { name: "Skrill", slug: "skrill" },
  { name: "Neteller", slug: "neteller" },
  { name: "Paysafecard", slug: "paysafecard" },
  { name: "Apple Pay", slug: "apple-pay" },
  { name: "Google Pay", slug: "google-pay" },
  { name: "Trustly", slug: "trustly" },
  { name: "MuchBetter", slug: "muchbetter" },
  { name: "Efectivo en salones", slug: "efectivo", inSentence: "efectivo en salones" },
] as const;

/**
 * Whether an operator takes a method for deposits, or for withdrawals: «sí», «no», or unknown (the operator
 * does not say, or nobody has read it yet). Unknown is its own value, never guessed as «no».
 */
export const PAYMENT_DIRECTIONS = {
  si: "Sí",
  no: "No",
  "sin-dato": "Sin dato (el operador no lo indica)",
} as const;

/** What a welcome offer is (the site's name of each kind). A match of the deposit may be paid as bonus balance, bet credits or cash. */
export const OFFER_KINDS = {
  deposito: "Bono por depósito",
  "credito-apuesta": "Créditos de apuesta",
  giros: "Tiradas",
  poker: "Bono de póker",
  "sin-requisito": "Bono sin requisito de apuesta",
} as const;

/** The editor's option for each kind: the name with what it means. */
export const OFFER_KIND_EDITOR_LABELS = {
  deposito: "Bono por depósito (un porcentaje del depósito, con requisito de apuesta)",
  "credito-apuesta": "Créditos de apuesta (el crédito no es retirable; sus ganancias, sí)",
  giros: "Tiradas (sin importe en euros)",
  poker: "Bono de póker",
  "sin-requisito": "Sin requisito de apuesta (dinero real, retirable)",
} as const satisfies Record<keyof typeof OFFER_KINDS, string>;

/** What the wagering multiple applies to (the site's words). */
export const WAGERING_BASES = {
  bono: "El bono",
  "bono-deposito": "El bono y el depósito",
  ganancias: "Las ganancias",
  ninguno: "Ninguna (sin múltiplo de apuesta)",
} as const;

/** The editor's option for each base. */
export const WAGERING_BASE_EDITOR_LABELS = {
  bono: "El bono",
  "bono-deposito": "El bono y el depósito",
  ganancias: "Las ganancias",
  ninguno: "Ninguna: no hay múltiplo de apuesta (múltiplo 0)",
} as const satisfies Record<keyof typeof WAGERING_BASES, string>;

/** Who issued the licence; the review FAQ's legal answer depends on it. */
export const LICENSE_AUTHORITIES = ["DGOJ", "otra"] as const;

/** Every key a fact may have, with its label, in the order the review lists them. */
export const FACT_KEYS = {
  "retirada-tarjeta": "Retirada a tarjeta",
  "retirada-monederos": "Retirada a monederos electrónicos",
  "retirada-bizum": "Retirada con Bizum",
  "retirada-banca-online": "Retirada por banca online (Trustly)",
  "retirada-transferencia": "Retirada por transferencia bancaria",
  "retirada-salones": "Cobro en salones",
  "limite-retirada": "Límites de retirada",
  "verificacion-identidad": "Plazo de verificación de identidad",
  "programa-fidelidad": "Programa de fidelidad",
  cashback: "Reembolso de pérdidas (cashback)",
  "canales-atencion": "Canales de atención al cliente",
  "horario-atencion": "Horario de atención al cliente",
} as const;

/** General licences of Ley 13/2011 (art. 10), named as the DGOJ's register names them. */
export const GENERAL_LICENSES = ["Apuestas", "Concursos", "Otros juegos", "Rifas"] as const;

/** Singular licences: one per regulated type of game, named as the DGOJ names them. */
export const SINGULAR_LICENSES = [
  "Apuestas deportivas de contrapartida",
  "Apuestas deportivas mutuas",
  "Apuestas hípicas de contrapartida",
  "Apuestas hípicas mutuas",
  "Otras apuestas de contrapartida",
  "Otras apuestas mutuas",
  "Apuestas cruzadas",
  "Bingo",
  "Blackjack",
  "Juegos complementarios",
  "Máquinas de azar",
  "Póker",
  "Punto y banca",
  "Ruleta",
] as const;

/**
 * The studios the site's texts may call «estudios españoles» (content:check refuses the words beside any
 * other studio: app/composition/operator-claims.ts). Names as the operators' `gameProviders` write them.
 */
export const SPANISH_STUDIOS = ["MGA Games", "R. Franco Digital"] as const;
