/**
 * The figures and strings the spec fixes (spec sections 2 and 9), in one place. Tests read them
 * from here and check that they appear where the spec puts them; everything else the site's
 * operator may edit (copy, new pages) is checked as an invariant, never as a count or a sentence.
 */

/* ---------- guide, landing, game and legal pages (spec section 2, "Route table" and "Other pages") ---------- */

/** The copy-only pages of the route table (games: the game guides; topics: the topic pages); each must exist (more may be added). */
export const SPEC_CONTENT_PAGES = {
  legal: ["/guia-juego-responsable", "/terminos-condiciones", "/politica-privacidad", "/ayuda"],
  landing: ["/ruleta-clasica", "/slots-premium", "/poker-online", "/casino-en-vivo", "/slots-clasicos", "/jackpots-millonarios", "/experiencia-premium"],
  games: ["/slots-online", "/ruleta-online", "/blackjack-online", "/poker-texas-holdem", "/baccarat-online"],
  topics: [
    "/tragaperras-gratis",
    "/casino-en-directo",
    "/juegos-mesa",
    "/ruleta-casino-online-gratis",
    "/plinko",
    "/apuestas-online",
    "/bono-bienvenida-casino",
  ],
} as const;

/** Second URLs of a page, which declare the first as canonical. */
export const SPEC_PAGE_ALIASES: Record<string, string> = { "/games/baccarat-online": "/baccarat-online" };

/** Landing pages each have a button to this page. */
export const SPEC_LANDING_CTA_TARGET = "/comparacion";

/** Numbered sections of the legal texts. */
export const SPEC_NUMBERED_SECTIONS: Record<string, number> = { "/terminos-condiciones": 10, "/politica-privacidad": 9 };

/** Pages whose FAQ accordion is titled 'Preguntas Frecuentes' and that have a responsible-gambling box. */
export const SPEC_FAQ_TITLE = "Preguntas Frecuentes";
export const SPEC_FAQ_TITLED_PAGES = ["/plinko", "/apuestas-online", "/bono-bienvenida-casino"];

/** Plinko's newsletter button. */
export const SPEC_PLINKO_BUTTON = "Suscribirse Gratis";

/** Default title of the reusable image-card grid. */
export const SPEC_IMAGE_GRID_TITLE = "Experiencia de Casino Auténtica";

/** Experiencia Premium: the four VIP benefits (as the site words them). */
export const SPEC_VIP_BENEFITS = ["Gestor de cuenta personal", "Límites de apuesta más altos", "Bonos exclusivos", "Retiros prioritarios"];
/** Loyalty tiers and weekly cashback (section 9, "Fixed claims"). */
export const SPEC_LOYALTY_TIERS = ["Bronce", "Plata", "Oro", "Platino", "Diamante"];

/** Juegos de Mesa: the card links for roulette, blackjack, baccarat, dice, poker and others. */
export const SPEC_TABLE_GAME_CARDS = ["/ruleta-online", "/blackjack-online", "/baccarat-online", "/poker-texas-holdem"];

/** Ruleta gratis guide: links it must carry (plus blog articles and operator pages). */
export const SPEC_RULETA_GRATIS_LINKS = ["/ruleta-online", "/comparacion", "/guia-juego-responsable", "/casino-en-vivo"];

/** The fixed, input-less bonus calculator: deposit 100 €, bonus 100 %, total 200 €, 30x → 3.000 €. */
export const SPEC_BONUS_CALCULATOR = { deposit: 100, bonusPercent: 100, rollover: 30, shown: ["100 €", "100 %", "200 €", "30x", "3.000 €"] };

/** Help centre (section 9): opening hours as the site prints them, chat hours, e-mail reply, deposit limit. */
export const SPEC_HELP_CENTRE = {
  hours: ["Lunes a viernes: 9:00-21:00", "Sábado: 10:00-14:00", "Domingo: Cerrado"],
  chat: "9:00-21:00",
  emailReply: "24h",
  depositLimit: "600 €",
};

/** Roulette's payouts, in both roulette pages' tables. */
const ROULETTE_PAYOUTS: [string, string][] = [
  ["Pleno", "35:1"],
  ["Caballo", "17:1"],
  ["Transversal", "11:1"],
  ["Cuadro", "8:1"],
  ["Seisena", "5:1"],
  ["Suertes sencillas", "1:1"],
  ["Docena o columna", "2:1"],
];

/**
 * Editorial figures of section 9, in es-ES notation, by the page that must show them. A row entry
 * [row label prefix, …figures] means the figures are in one table row that starts with that label.
 */
export const SPEC_PAGE_FIGURES: Record<string, { text?: string[]; rows?: [string, ...string[]][] }> = {
  "/ruleta-online": {
    rows: [
      ["Ruleta europea", "37 números", "2,7 %"],
      ["Ruleta americana", "38 números", "5,26 %"],
      ...ROULETTE_PAYOUTS,
    ],
  },
  "/ruleta-casino-online-gratis": {
    rows: [
      ["Ruleta europea", "37", "2,7 %"],
      ["Ruleta americana", "38", "5,26 %"],
      ...ROULETTE_PAYOUTS,
    ],
  },
  "/blackjack-online": { rows: [["Blackjack natural", "3:2"], ["Mano ganadora", "1:1"], ["Seguro", "2:1"]], text: ["99,5 %"] },
  "/baccarat-online": { rows: [["Jugador", "1:1", "1,24 %"], ["Banca", "0,95:1", "1,06 %"], ["Empate", "8:1", "14,4 %"]] },
  "/plinko": { text: ["0,5x", "1000x", "97–99 %", "0,10 €", "16", "50", "2 %"] },
  "/poker-texas-holdem": { rows: [["Freeroll", "1.000 €"]], text: ["5 %"] },
  "/bono-bienvenida-casino": {
    rows: [
      // The spec's bonus table, kept in its true context (issue 37): four hypothetical offers under no
      // operator's name; the spec's brand names would present made-up offers as real ones (DOMAIN.md).
      ["Oferta A", "100 € + 50 giros", "30x", "10 €", "30 días"],
      ["Oferta B", "200 € + 100 giros", "35x", "20 €", "7 días"],
      ["Oferta C", "150 € + 75 giros", "25x", "15 €", "21 días"],
      ["Oferta D", "100 € + 25 giros", "20x", "10 €", "45 días"],
      ["Tragaperras", "100 %"],
      ["Juegos de mesa", "10–20 %"],
    ],
    text: ["5 €"],
  },
  // The spec's market claims (2.1M users, 45 licences, 35+ sports, the sports split) have no source the site
  // can cite: they are not shown (issue 37; DOMAIN.md: cite the DGOJ's data with its period, or state none).
  // The bankroll advice stays.
  "/apuestas-online": { text: ["5 %"] },
  "/experiencia-premium": { text: ["0,5 %", "2 %", ...SPEC_LOYALTY_TIERS] },
  "/ayuda": { text: ["600 €"] },
};

/* ---------- operators, blog and business constants (spec sections 2, 3 and 9) ---------- */

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

/**
 * Spec section 9, "Operator welcome terms", as offer fields (docs/decisions/0180): kind, percentage, cap,
 * spins and wagering multiple (0 = none, or a poker bonus released by reward points), and maxBet.
 */
export const SPEC_WELCOME: Record<SpecOperatorId, { kind: string; percent?: number; cap: number; freeSpins?: number; multiple: number; maxBet: number }> = {
  bet365: { kind: "credito-apuesta", cap: 100, multiple: 1, maxBet: 50000 },
  codere: { kind: "deposito", percent: 200, cap: 200, freeSpins: 50, multiple: 35, maxBet: 10000 },
  betway: { kind: "deposito", percent: 100, cap: 250, multiple: 50, maxBet: 25000 },
  williamhill: { kind: "deposito", percent: 100, cap: 100, freeSpins: 50, multiple: 40, maxBet: 15000 },
  bwin: { kind: "deposito", percent: 100, cap: 200, multiple: 35, maxBet: 20000 },
  pokerstars: { kind: "poker", cap: 400, multiple: 0, maxBet: 5000 },
  luckia: { kind: "deposito", percent: 100, cap: 150, freeSpins: 50, multiple: 30, maxBet: 8000 },
  paf: { kind: "sin-requisito", percent: 100, cap: 200, multiple: 0, maxBet: 3000 },
  marca: { kind: "credito-apuesta", percent: 100, cap: 100, multiple: 1, maxBet: 2500 },
  paston: { kind: "deposito", percent: 100, cap: 50, multiple: 3, maxBet: 1000 },
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
/**
 * Spec section 3: blog categories. The site says «Reseñas» for the spec's English «Reviews» (issue 37: every
 * visible string in Spanish); the rest are the spec's.
 */
export const SPEC_BLOG_CATEGORIES = [
  "SEO",
  "Juegos Gratis",
  "Juegos Nuevos",
  "Apuestas Deportivas",
  "Bonos y Promociones",
  "Reseñas",
  "Tecnología",
  "Análisis de Mercado",
] as const;

/**
 * Spec section 2 / "Other errors": the not-found heading and the router's fallback error heading, in English.
 * The site shows Spanish headings instead (docs/decisions/0241): tests use these only to assert they are gone.
 */
export const SPEC_ERRORS = { notFound: "Oops! Page not found", error: "Unexpected Application Error!" } as const;

/** Section 9's fixed claims that every review's conditions show: withdrawal limits in euros. */
export const SPEC_WITHDRAWAL_LIMITS = { day: 500, week: 2000, month: 10000 } as const;
