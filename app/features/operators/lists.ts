/**
 * The operators' closed lists as plain data (no imports): the schemas validate against them, the pages
 * label with them, and the browser editor offers them as its options — one definition each. A public
 * module of the feature (lint: eslint.config.js), so the editor can take the lists without the rest.
 */

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
