/**
 * The comparison's closed lists as plain data (no imports): the head-to-head table and its copy's
 * definition (definition.ts) take them from here. A public module of the feature
 * (lint: eslint.config.js).
 */

/**
 * The head-to-head table's rows, in order: the ones with `true` are scored (one of the two wins), the
 * others are descriptive. Their names and rules are copy (content/copy/head-to-head.yaml, `rows`).
 */
export const HEAD_TO_HEAD_ROWS = {
  rank: true,
  rating: true,
  bonus: false,
  bonusKind: false,
  wagering: true,
  validity: true,
  minDeposit: true,
  // Informational only: a higher stake limit is not an advantage for the player (RD 176/2023, docs/decisions/0175).
  maxBet: false,
  payments: true,
  bizum: true,
  paypal: true,
  withdrawal: false,
  live: true,
  sports: true,
  app: true,
  providers: true,
  support: false,
  supportHours: false,
  license: false,
  owner: false,
  established: false,
} as const;

/** What the editor calls each row's group of fields. */
export const HEAD_TO_HEAD_ROW_EDITOR_LABELS = {
  rank: "Posición en el ranking",
  rating: "Valoración",
  bonus: "Bono de bienvenida",
  bonusKind: "Tipo de bono",
  wagering: "Requisito de apuesta",
  validity: "Validez del bono",
  minDeposit: "Depósito mínimo",
  maxBet: "Apuesta máxima aceptada",
  payments: "Métodos de pago",
  bizum: "Bizum",
  paypal: "PayPal",
  withdrawal: "Plazo de retirada",
  live: "Casino en vivo",
  sports: "Apuestas deportivas",
  app: "App móvil",
  providers: "Proveedores de juegos",
  support: "Atención al cliente",
  supportHours: "Horario de atención",
  license: "Licencia",
  owner: "Empresa",
  established: "En el mercado desde",
} as const satisfies Record<keyof typeof HEAD_TO_HEAD_ROWS, string>;
