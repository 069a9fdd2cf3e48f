/**
 * The figures the spec fixes (spec sections 2, 3 and 9), in one place. Tests read them from here and
 * check that they appear where the spec puts them; everything else the site's operator may edit
 * (copy, new operators, new posts) is checked as an invariant, never as a count or a sentence.
 */

/** Spec section 3: the ten operators of the spec, with their rank (section 2) and fixed values. */
export const SPEC_OPERATORS = {
  bet365: { rank: 1, rating: 9.5, minDeposit: 5, liveDealer: true, casinosPath: "/casinos/bet365", domain: "www.bet365.es" },
  codere: { rank: 2, rating: 9, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/codere", domain: "www.codere.es" },
  betway: { rank: 3, rating: 8.8, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/betway", domain: "www.betway.es" },
  williamhill: { rank: 4, rating: 8.7, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/william-hill", domain: "www.williamhill.es" },
  bwin: { rank: 5, rating: 8.5, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/bwin", domain: "www.bwin.es" },
  pokerstars: { rank: 6, rating: 8.4, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/pokerstars", domain: "www.pokerstars.es" },
  luckia: { rank: 7, rating: 8.2, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/luckia", domain: "www.luckia.es" },
  paf: { rank: 8, rating: 8, minDeposit: 10, liveDealer: true, casinosPath: "/casinos/paf", domain: "www.paf.es" },
  marca: { rank: 9, rating: 7.8, minDeposit: 10, liveDealer: false, casinosPath: "/casinos/marca", domain: "www.marcaapuestas.es" },
  paston: { rank: 10, rating: 7.5, minDeposit: 10, liveDealer: false, casinosPath: "/casinos/paston", domain: "www.paston.es" },
} as const;
export type SpecOperatorId = keyof typeof SPEC_OPERATORS;
export const SPEC_OPERATOR_IDS = Object.keys(SPEC_OPERATORS) as SpecOperatorId[];

/** Spec section 9, "Operator welcome terms", as the site words them (welcomeBonus / wageringRequirement / maxBet). */
export const SPEC_WELCOME: Record<SpecOperatorId, { bonus: string; wagering: string; maxBet: number }> = {
  bet365: { bonus: "Hasta 100 € en créditos de apuesta", wagering: "1x", maxBet: 50000 },
  codere: { bonus: "200 % hasta 200 € + 50 tiradas", wagering: "35x (casino)", maxBet: 10000 },
  betway: { bonus: "100 % hasta 250 €", wagering: "50x casino, 3x deportes", maxBet: 25000 },
  williamhill: { bonus: "100 % hasta 100 € + 50 tiradas", wagering: "40x", maxBet: 15000 },
  bwin: { bonus: "100 % hasta 200 €", wagering: "35x", maxBet: 20000 },
  pokerstars: { bonus: "Bono de póker de 400 €", wagering: "Se libera con puntos de recompensa", maxBet: 5000 },
  luckia: { bonus: "100 % hasta 150 € + 50 tiradas", wagering: "30x", maxBet: 8000 },
  paf: { bonus: "100 % hasta 200 €", wagering: "Sin requisito de apuesta", maxBet: 3000 },
  marca: { bonus: "100 % hasta 100 €", wagering: "1x", maxBet: 2500 },
  paston: { bonus: "100 % hasta 50 €", wagering: "3x", maxBet: 1000 },
};

/** Spec section 2: the footer's operator links. */
export const SPEC_FOOTER_OPERATORS: SpecOperatorId[] = ["bet365", "betway", "williamhill", "pokerstars", "marca"];

/** Spec section 9: business constants. */
export const SPEC_HOME_TOP_COUNT = 6;
export const SPEC_BONUS_VALIDITY_DAYS = 30;
/** Spec section 2: comparison shows 4 payment methods plus '+N', 3 pros and 3 cons. */
export const SPEC_COMPARISON = { paymentMethodsShown: 4, pros: 3, cons: 3 } as const;
/** Spec section 2: 'Continúa Leyendo' shows up to 4 other posts; cards show the first 3 tags. */
export const SPEC_BLOG = { relatedMax: 4, cardTags: 3, relatedTags: 2, empty: "Próximamente publicaremos más artículos." } as const;
/** Spec section 3: blog categories. */
export const SPEC_BLOG_CATEGORIES = [
  "SEO",
  "Juegos Gratis",
  "Juegos Nuevos",
  "Apuestas Deportivas",
  "Bonos y Promociones",
  "Reviews",
  "Tecnología",
  "Análisis de Mercado",
] as const;
