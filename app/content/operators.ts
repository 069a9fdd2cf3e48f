import { z } from "zod";
import {
  BONUS_KINDS,
  BONUS_VALIDITY_DAYS,
  OPERATOR_IDS,
  OPERATOR_INDEX,
  PAYMENT_METHODS,
  casinosPath,
  detailPath,
  type BonusKind,
  type OperatorId,
  type PaymentMethod,
} from "./operator-utils";

/**
 * The ten operators the site ranks (spec section 3), in the spec's fixed order, validated when the
 * module loads — i.e. at build time, so a typo fails the build instead of reaching a page.
 *
 * Values the spec gives (ratings, minimum deposits, flags, ranks, welcome terms) are used exactly and
 * pinned by operators.test.ts. The rest (owners, payment methods, providers, hours…) is our own
 * editorial summary of each operator's Spanish site; it changes over time, which is why every bonus
 * links to the operator's full terms and the pages tell the visitor to check them.
 *
 * Plain data and relative imports only: react-router.config.ts loads this in Node for the
 * prerender list and the sitemap. Only loaders (server and build) import it; components and `meta`
 * use operator-utils.ts and the operators their loader returns, so zod stays out of the client.
 */


const paymentMethodNames = PAYMENT_METHODS.map((m) => m.name) as [PaymentMethod, ...PaymentMethod[]];
const nonEmpty = z.string().trim().min(2);
const spanishDomainUrl = z.url().regex(/^https:\/\/www\.[a-z0-9-]+\.es\//, "debe ser el dominio .es del operador");

export const operatorSchema = z
  .object({
    id: z.enum(OPERATOR_IDS),
    /** Position in our ranking, 1 = best. */
    rank: z.number().int().min(1).max(10),
    name: nonEmpty,
    /** Our own SVG wordmark (never the operator's artwork). */
    logo: z.string().regex(/^\/images\/operators\/[a-z0-9-]+\.svg$/),
    /** Out of 10. */
    rating: z.number().min(0).max(10),
    /** Short headline of the welcome offer, used on cards. */
    bonus: nonEmpty,
    /** In euros. */
    minDeposit: z.number().positive(),
    /** Most used first: the comparison list shows the first four and a '+N' count. */
    paymentMethods: z.array(z.enum(paymentMethodNames)).min(5),
    sportsbook: z.boolean(),
    casino: z.boolean(),
    liveDealer: z.boolean(),
    mobileApp: z.boolean(),
    license: nonEmpty,
    /** Which regulator issued the licence; the review FAQ's legal answer depends on it. */
    licenseAuthority: z.enum(["DGOJ", "otra"]),
    support: nonEmpty,
    withdrawalTime: nonEmpty,
    pros: z.array(nonEmpty).min(3),
    cons: z.array(nonEmpty).min(3),
    description: z.string().min(120),
    /** The operator's own Spanish site (opens in a new tab, rel="sponsored"). */
    playUrl: spanishDomainUrl,
    /** The operator's full terms of the welcome offer, on its own site. */
    termsUrl: spanishDomainUrl,
    /** Canonical review page on this site. */
    detailUrl: z.string().regex(/^\/[a-z0-9-]+$/),
    /** Slug of the second review URL, /casinos/{slug} (declares detailUrl canonical). */
    reviewSlug: z.string().regex(/^[a-z0-9-]+$/),
    welcomeBonus: nonEmpty,
    wageringRequirement: nonEmpty,
    /** Maximum single stake accepted, in euros (spec section 9 table). */
    maxBet: z.number().positive(),
    bonusKind: z.enum(Object.keys(BONUS_KINDS) as [BonusKind, ...BonusKind[]]),
    /** Days the welcome bonus stays valid once credited. */
    bonusValidityDays: z.number().int().positive(),
    gameProviders: z.array(nonEmpty).min(4),
    popularGames: z.array(nonEmpty).min(4),
    securityFeatures: z.array(nonEmpty).min(3),
    customerSupportHours: nonEmpty,
    languages: z.array(nonEmpty).min(1),
    currencies: z.array(nonEmpty).min(1),
    restrictedCountries: z.array(nonEmpty).min(1),
    /** Year the brand was founded. */
    established: z.number().int().min(1900).max(2025),
    owner: nonEmpty,
    softwareProviders: z.array(nonEmpty).min(1),
  })
  .superRefine((op, ctx) => {
    const host = new URL(op.playUrl).host;
    if (new URL(op.termsUrl).host !== host) {
      ctx.addIssue({ code: "custom", path: ["termsUrl"], message: "los términos deben estar en el mismo dominio que playUrl" });
    }
    if (!op.liveDealer && op.popularGames.some((g) => /en vivo|live|crazy time/i.test(g))) {
      ctx.addIssue({ code: "custom", path: ["popularGames"], message: "sin casino en vivo no puede listar juegos en vivo" });
    }
    if (op.bonusKind === "dinero-real" && !/sin requisito/i.test(op.wageringRequirement)) {
      ctx.addIssue({ code: "custom", path: ["bonusKind"], message: "un bono en dinero real no tiene requisito de apuesta" });
    }
  });

export type Operator = z.infer<typeof operatorSchema>;
export type OperatorInput = z.input<typeof operatorSchema>;

const DGOJ_LICENSE =
  "Licencia general de otros juegos y de apuestas otorgada por la Dirección General de Ordenación del Juego (DGOJ)";
// A DGOJ licence covers residents of Spain only: the .es sites turn away everyone else.
const ONLY_SPAIN = ["Cualquier país distinto de España"];
const EURO = ["Euro (EUR)"];
const BASE_SECURITY = [
  "Cifrado TLS en toda la web y en la app",
  "Verificación de identidad (DNI o NIE) y de mayoría de edad",
  "Límites de depósito, de tiempo y de pérdidas configurables",
  "Autoexclusión temporal y conexión con el RGIAJ",
];

const data: OperatorInput[] = [
  {
    id: "bet365",
    rank: 1,
    name: "bet365",
    logo: "/images/operators/bet365.svg",
    rating: 9.5,
    bonus: "Hasta 100 € en créditos de apuesta",
    minDeposit: 5,
    paymentMethods: ["Visa", "Mastercard", "Bizum", "PayPal", "Transferencia bancaria", "Skrill", "Neteller", "Paysafecard", "Apple Pay"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo, correo electrónico y teléfono",
    withdrawalTime: "24-48 h con monederos electrónicos; 3-5 días con tarjeta",
    pros: [
      "Depósito mínimo de solo 5 €, el más bajo del ranking",
      "Requisito de apuesta de 1x en la oferta de bienvenida",
      "Retransmisión en directo de miles de eventos deportivos",
      "Casino, casino en vivo, póker y apuestas en una sola cuenta",
      "App muy estable en iOS y Android",
    ],
    cons: [
      "La bienvenida es crédito de apuesta, no dinero retirable",
      "El casino tiene menos tragaperras que los especialistas",
      "Interfaz muy densa para quien empieza",
      "Programa de fidelidad poco visible",
    ],
    description:
      "bet365 es la referencia del ranking por su combinación de apuestas deportivas, casino y casino en vivo bajo una misma cuenta. Destaca por el depósito mínimo de 5 €, las retransmisiones en directo y una app rápida; su oferta de bienvenida se entrega como crédito de apuesta con un requisito de 1x.",
    playUrl: "https://www.bet365.es/",
    termsUrl: "https://www.bet365.es/es/promociones/terminos-y-condiciones",
    detailUrl: "/bet365",
    reviewSlug: "bet365",
    welcomeBonus: "Hasta 100 € en créditos de apuesta",
    wageringRequirement: "1x",
    maxBet: 50000,
    bonusKind: "credito-apuesta",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["Playtech", "NetEnt", "Pragmatic Play", "Evolution", "Red Tiger", "Blueprint Gaming"],
    popularGames: ["Ruleta Española en vivo", "Blackjack en vivo", "Age of the Gods", "Big Bass Bonanza", "Gonzo's Quest"],
    securityFeatures: [...BASE_SECURITY, "Verificación en dos pasos opcional"],
    customerSupportHours: "24 horas, todos los días",
    languages: ["Español", "Inglés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2000,
    owner: "bet365 Group Ltd",
    softwareProviders: ["Plataforma propia de bet365", "Playtech", "Evolution"],
  },
  {
    id: "codere",
    rank: 2,
    name: "Codere",
    logo: "/images/operators/codere.svg",
    rating: 9,
    bonus: "200 % hasta 200 € + 50 tiradas",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "Bizum", "PayPal", "Transferencia bancaria", "Paysafecard", "Skrill", "Efectivo en salones"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo, correo electrónico, teléfono y atención en salones",
    withdrawalTime: "24-48 h con PayPal; 3-5 días con tarjeta; al momento en salones Codere",
    pros: [
      "Operador español con red de salones para depositar y cobrar en efectivo",
      "Bono de casino del 200 % sobre el primer depósito",
      "Ruleta y blackjack en vivo con crupieres en español",
      "Bizum y PayPal disponibles para depositar",
      "Buena cobertura de fútbol español en apuestas",
    ],
    cons: [
      "Requisito de apuesta de 35x en el bono de casino",
      "El catálogo de tragaperras es menor que el de bet365",
      "La app separa apuestas y casino en secciones poco conectadas",
    ],
    description:
      "Codere es el operador de origen español del ranking y el único que combina la web con una red de salones físicos donde depositar y retirar en efectivo. Su bienvenida de casino duplica con creces el primer depósito, y su casino en vivo cuenta con mesas atendidas en español.",
    playUrl: "https://www.codere.es/",
    termsUrl: "https://www.codere.es/terminos-y-condiciones",
    detailUrl: "/codere",
    reviewSlug: "codere",
    welcomeBonus: "200 % hasta 200 € + 50 tiradas",
    wageringRequirement: "35x (casino)",
    maxBet: 10000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["Pragmatic Play", "Evolution", "NetEnt", "MGA Games", "R. Franco Digital", "Play'n GO"],
    popularGames: ["Ruleta en vivo Codere", "Gates of Olympus", "Book of Dead", "Blackjack en vivo", "La Granja (MGA)"],
    securityFeatures: [...BASE_SECURITY, "Verificación presencial de identidad en salones"],
    customerSupportHours: "Todos los días, de 9:00 a 24:00",
    languages: ["Español"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 1980,
    owner: "Codere Online (grupo Codere)",
    softwareProviders: ["Plataforma propia de Codere Online", "Evolution", "Pragmatic Play Live"],
  },
  {
    id: "betway",
    rank: 3,
    name: "Betway",
    logo: "/images/operators/betway.svg",
    rating: 8.8,
    bonus: "100 % hasta 250 €",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Skrill", "Neteller", "Paysafecard", "Transferencia bancaria", "Apple Pay"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con monederos electrónicos; 3-5 días con tarjeta",
    pros: [
      "Bono de bienvenida de hasta 250 €, el de mayor importe del ranking",
      "Requisito de solo 3x en la parte deportiva",
      "Gran catálogo de tragaperras de estudios conocidos",
      "Retiradas rápidas con PayPal y Skrill",
    ],
    cons: [
      "Requisito de 50x en la parte de casino",
      "Sin Bizum por ahora",
      "Atención telefónica no disponible",
    ],
    description:
      "Betway reúne un casino amplio, un casino en vivo con mesas de Evolution y una casa de apuestas con mucho mercado de fútbol y baloncesto. Su bienvenida es la de mayor importe del ranking, aunque el requisito de 50x en casino exige leer bien las condiciones.",
    playUrl: "https://www.betway.es/",
    termsUrl: "https://www.betway.es/terminos-y-condiciones",
    detailUrl: "/betway",
    reviewSlug: "betway",
    welcomeBonus: "100 % hasta 250 €",
    wageringRequirement: "50x casino, 3x deportes",
    maxBet: 25000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["Games Global", "NetEnt", "Pragmatic Play", "Evolution", "Play'n GO", "Red Tiger"],
    popularGames: ["Mega Moolah", "Starburst", "Lightning Roulette", "Sweet Bonanza", "Blackjack en vivo"],
    securityFeatures: [...BASE_SECURITY, "Verificación en dos pasos opcional"],
    customerSupportHours: "24 horas, todos los días (chat)",
    languages: ["Español", "Inglés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2006,
    owner: "Super Group (SGHC) Ltd",
    softwareProviders: ["Plataforma propia de Betway", "Evolution", "Games Global"],
  },
  {
    id: "williamhill",
    rank: 4,
    name: "William Hill",
    logo: "/images/operators/williamhill.svg",
    rating: 8.7,
    bonus: "100 % hasta 100 € + 50 tiradas",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Skrill", "Neteller", "Paysafecard", "Transferencia bancaria"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo, correo electrónico y teléfono",
    withdrawalTime: "24-48 h con monederos electrónicos; 5-7 días por transferencia",
    pros: [
      "Marca con casi un siglo de historia en las apuestas",
      "Bono de casino con 50 tiradas en tragaperras seleccionadas",
      "Buenas cuotas en tenis y carreras de caballos",
      "Mesas en vivo de blackjack con límites variados",
    ],
    cons: [
      "Requisito de apuesta de 40x",
      "Sin Bizum ni Apple Pay",
      "Web de casino algo anticuada frente a la competencia",
    ],
    description:
      "William Hill, fundada en Londres en 1934 y hoy parte de Evoke, aporta a España su experiencia en apuestas y un casino con mesas en vivo y tragaperras de Playtech y NetEnt. Su bienvenida combina un 100 % hasta 100 € con 50 tiradas, con un requisito de 40x.",
    playUrl: "https://www.williamhill.es/",
    termsUrl: "https://www.williamhill.es/terminos-y-condiciones",
    detailUrl: "/williamhill",
    reviewSlug: "william-hill",
    welcomeBonus: "100 % hasta 100 € + 50 tiradas",
    wageringRequirement: "40x",
    maxBet: 15000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["Playtech", "NetEnt", "Evolution", "Pragmatic Play", "IGT", "Blueprint Gaming"],
    popularGames: ["Blackjack en vivo", "Ruleta Europea", "Buffalo Blitz", "Starburst", "Gonzo's Quest"],
    securityFeatures: [...BASE_SECURITY, "Avisos de sesión cada 60 minutos"],
    customerSupportHours: "Todos los días, de 8:00 a 24:00",
    languages: ["Español", "Inglés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 1934,
    owner: "Evoke plc (antes 888 Holdings)",
    softwareProviders: ["Plataforma propia de Evoke", "Playtech", "Evolution"],
  },
  {
    id: "bwin",
    rank: 5,
    name: "bwin",
    logo: "/images/operators/bwin.svg",
    rating: 8.5,
    bonus: "100 % hasta 200 €",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Bizum", "Skrill", "Neteller", "Paysafecard", "Transferencia bancaria", "Apple Pay"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con PayPal; 3-5 días con tarjeta",
    pros: [
      "Muchos métodos de pago, con Bizum, PayPal y Apple Pay",
      "Casino en vivo con mesas exclusivas de la marca",
      "Póker y apuestas en la misma cuenta",
      "Herramientas de control de juego muy visibles",
    ],
    cons: [
      "Requisito de apuesta de 35x",
      "El chat en vivo tiene esperas en horas punta",
      "Pocas promociones fuera de la bienvenida",
    ],
    description:
      "bwin, nacida en Austria en 1997 y hoy del grupo Entain, ofrece apuestas deportivas, póker y un casino con mesas en vivo propias. Es de los operadores con más métodos de pago, incluidos Bizum y PayPal, y su bienvenida de casino llega al 100 % hasta 200 €.",
    playUrl: "https://www.bwin.es/",
    termsUrl: "https://www.bwin.es/es/p/terminos-y-condiciones",
    detailUrl: "/bwin",
    reviewSlug: "bwin",
    welcomeBonus: "100 % hasta 200 €",
    wageringRequirement: "35x",
    maxBet: 20000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["NetEnt", "Pragmatic Play", "Evolution", "Play'n GO", "Games Global", "Red Tiger"],
    popularGames: ["Ruleta en vivo bwin", "Book of Dead", "Starburst", "Blackjack en vivo", "Gates of Olympus"],
    securityFeatures: [...BASE_SECURITY, "Verificación en dos pasos opcional"],
    customerSupportHours: "Todos los días, de 9:00 a 23:00",
    languages: ["Español", "Inglés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 1997,
    owner: "Entain plc",
    softwareProviders: ["Plataforma propia de Entain", "Evolution"],
  },
  {
    id: "pokerstars",
    rank: 6,
    name: "PokerStars",
    logo: "/images/operators/pokerstars.svg",
    rating: 8.4,
    bonus: "Bono de póker de 400 €",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Skrill", "Neteller", "Paysafecard", "Transferencia bancaria", "Trustly"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con monederos electrónicos; 3-5 días con tarjeta",
    pros: [
      "La mayor sala de póker online con licencia en España",
      "Torneos diarios y series con premios garantizados",
      "Casino y apuestas deportivas integrados en la misma app",
      "Programa de recompensas claro para jugadores de póker",
    ],
    cons: [
      "La bienvenida se libera por tramos con puntos de recompensa",
      "Casino menos completo que el de los especialistas",
      "Sin Bizum",
    ],
    description:
      "PokerStars es la sala de póker de referencia en España, con torneos diarios, Spin & Go y mesas de cash para todos los niveles, además de casino y apuestas deportivas. Su bienvenida es un bono de póker de 400 € que se libera a medida que se acumulan puntos de recompensa.",
    playUrl: "https://www.pokerstars.es/",
    termsUrl: "https://www.pokerstars.es/poker/promociones/terminos/",
    detailUrl: "/pokerstars",
    reviewSlug: "pokerstars",
    welcomeBonus: "Bono de póker de 400 €",
    wageringRequirement: "Se libera con puntos de recompensa",
    maxBet: 5000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["NetEnt", "Pragmatic Play", "Evolution", "Play'n GO", "Red Tiger", "Big Time Gaming"],
    popularGames: ["Texas Hold'em", "Spin & Go", "Omaha", "Ruleta en vivo", "Bonanza"],
    securityFeatures: [...BASE_SECURITY, "Detección de bots y de colusión en las mesas de póker"],
    customerSupportHours: "24 horas, todos los días (correo); chat de 9:00 a 23:00",
    languages: ["Español", "Inglés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2001,
    owner: "Flutter Entertainment plc",
    softwareProviders: ["Plataforma propia de PokerStars", "Evolution"],
  },
  {
    id: "luckia",
    rank: 7,
    name: "Luckia",
    logo: "/images/operators/luckia.svg",
    rating: 8.2,
    bonus: "100 % hasta 150 € + 50 tiradas",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "Bizum", "PayPal", "Paysafecard", "Transferencia bancaria", "Efectivo en salones"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo, correo electrónico y teléfono",
    withdrawalTime: "24-48 h con PayPal o Bizum; 3-5 días con tarjeta",
    pros: [
      "Grupo español con salones propios donde cobrar en efectivo",
      "Requisito de apuesta de 30x, el más bajo entre los bonos de casino",
      "Tragaperras de estudios españoles como MGA y R. Franco",
      "Bizum y PayPal para depositar y retirar",
    ],
    cons: [
      "Catálogo de casino en vivo más corto",
      "Menos mercados en deportes minoritarios",
      "App con funciones básicas",
    ],
    description:
      "Luckia es la marca online de Luckia Gaming Group, grupo español de salones de juego y apuestas. Su casino destaca por las tragaperras de estudios españoles y por un bono del 100 % hasta 150 € con 50 tiradas y un requisito de 30x, de los más bajos del ranking.",
    playUrl: "https://www.luckia.es/",
    termsUrl: "https://www.luckia.es/terminos-y-condiciones",
    detailUrl: "/luckia",
    reviewSlug: "luckia",
    welcomeBonus: "100 % hasta 150 € + 50 tiradas",
    wageringRequirement: "30x",
    maxBet: 8000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["MGA Games", "R. Franco Digital", "Pragmatic Play", "Evolution", "Play'n GO", "Tom Horn"],
    popularGames: ["La Granja (MGA)", "Ruleta en vivo", "Sweet Bonanza", "Book of Dead", "Cleopatra"],
    securityFeatures: [...BASE_SECURITY, "Verificación presencial de identidad en salones"],
    customerSupportHours: "Todos los días, de 10:00 a 22:00",
    languages: ["Español"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2012,
    owner: "Luckia Gaming Group",
    softwareProviders: ["Plataforma propia de Luckia", "Evolution"],
  },
  {
    id: "paf",
    rank: 8,
    name: "Paf",
    logo: "/images/operators/paf.svg",
    rating: 8,
    bonus: "100 % hasta 200 € sin requisito de apuesta",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "Trustly", "Skrill", "Neteller", "Paysafecard", "Transferencia bancaria"],
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con Trustly y monederos; 3-5 días con tarjeta",
    pros: [
      "Bono sin requisito de apuesta: lo que se abona se puede retirar",
      "Operador con fines sociales: sus beneficios financian proyectos en las islas Åland",
      "Límites de juego responsable muy prudentes por defecto",
      "Web clara y sin publicidad invasiva",
    ],
    cons: [
      "Sin PayPal ni Bizum",
      "Catálogo de tragaperras más reducido",
      "Apuesta máxima baja, de 3.000 €",
    ],
    description:
      "Paf pertenece a Ålands Penningautomatförening, una asociación sin ánimo de lucro de las islas Åland (Finlandia) fundada en 1966. En España ofrece casino, casino en vivo y apuestas, y su bienvenida del 100 % hasta 200 € no tiene requisito de apuesta.",
    playUrl: "https://www.paf.es/",
    termsUrl: "https://www.paf.es/terminos-y-condiciones",
    detailUrl: "/paf",
    reviewSlug: "paf",
    welcomeBonus: "100 % hasta 200 €",
    wageringRequirement: "Sin requisito de apuesta",
    maxBet: 3000,
    bonusKind: "dinero-real",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["NetEnt", "Play'n GO", "Evolution", "Yggdrasil", "Relax Gaming", "Pragmatic Play"],
    popularGames: ["Starburst", "Reactoonz", "Ruleta en vivo", "Blackjack en vivo", "Dead or Alive 2"],
    securityFeatures: [...BASE_SECURITY, "Límites de pérdida activados por defecto al registrarse"],
    customerSupportHours: "Todos los días, de 9:00 a 23:00",
    languages: ["Español", "Inglés", "Sueco", "Finés"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 1966,
    owner: "Ålands Penningautomatförening (Paf)",
    softwareProviders: ["Plataforma propia de Paf", "Kambi (apuestas deportivas)", "Evolution"],
  },
  {
    id: "marca",
    rank: 9,
    name: "Marca Apuestas",
    logo: "/images/operators/marca.svg",
    rating: 7.8,
    bonus: "100 % hasta 100 €",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "PayPal", "Paysafecard", "Transferencia bancaria", "Skrill"],
    sportsbook: true,
    casino: true,
    liveDealer: false,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con PayPal; 3-5 días con tarjeta",
    pros: [
      "Requisito de apuesta de solo 1x",
      "Marca vinculada al diario deportivo Marca, con contenido de fútbol propio",
      "Casino de tragaperras y ruleta de Playtech",
      "PayPal disponible para depositar y retirar",
    ],
    cons: [
      "Sin casino en vivo",
      "Apuesta máxima de 2.500 €",
      "Sin Bizum",
    ],
    description:
      "Marca Apuestas es la casa de apuestas y casino del grupo Unidad Editorial, editor del diario Marca, operativa en España desde 2012. Se centra en el fútbol y en un casino de tragaperras y ruleta automática; no tiene mesas en vivo. Su bienvenida del 100 % hasta 100 € pide solo 1x.",
    playUrl: "https://www.marcaapuestas.es/",
    termsUrl: "https://www.marcaapuestas.es/terminos-y-condiciones",
    detailUrl: "/marca",
    reviewSlug: "marca",
    welcomeBonus: "100 % hasta 100 €",
    wageringRequirement: "1x",
    maxBet: 2500,
    bonusKind: "credito-apuesta",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["Playtech", "Pragmatic Play", "NetEnt", "MGA Games"],
    popularGames: ["Ruleta Europea", "Age of the Gods", "Gates of Olympus", "Blackjack clásico"],
    securityFeatures: BASE_SECURITY,
    customerSupportHours: "Todos los días, de 9:00 a 23:00",
    languages: ["Español"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2012,
    owner: "Unidad Editorial Juegos, S.A. (grupo Unidad Editorial)",
    softwareProviders: ["Playtech"],
  },
  {
    id: "paston",
    rank: 10,
    name: "Pastón",
    logo: "/images/operators/paston.svg",
    rating: 7.5,
    bonus: "100 % hasta 50 €",
    minDeposit: 10,
    paymentMethods: ["Visa", "Mastercard", "Bizum", "Paysafecard", "Transferencia bancaria"],
    sportsbook: true,
    casino: true,
    liveDealer: false,
    mobileApp: true,
    license: DGOJ_LICENSE,
    licenseAuthority: "DGOJ",
    support: "Chat en vivo y correo electrónico",
    withdrawalTime: "24-48 h con Bizum; 3-5 días con tarjeta",
    pros: [
      "Requisito de apuesta de solo 3x",
      "Bizum para depositar y retirar",
      "Tragaperras de estudios españoles",
      "Web sencilla, pensada para el móvil",
    ],
    cons: [
      "Sin casino en vivo",
      "Bono de importe bajo, hasta 50 €",
      "Pocos métodos de pago y sin PayPal",
      "Apuesta máxima de 1.000 €",
    ],
    description:
      "Pastón es un operador español con licencia de la DGOJ, enfocado en tragaperras, ruleta automática y apuestas deportivas. No ofrece mesas en vivo, pero sí Bizum y un bono del 100 % hasta 50 € con un requisito de 3x, fácil de cumplir para quien juega poco.",
    playUrl: "https://www.paston.es/",
    termsUrl: "https://www.paston.es/terminos-y-condiciones",
    detailUrl: "/paston",
    reviewSlug: "paston",
    welcomeBonus: "100 % hasta 50 €",
    wageringRequirement: "3x",
    maxBet: 1000,
    bonusKind: "saldo-bono",
    bonusValidityDays: BONUS_VALIDITY_DAYS,
    gameProviders: ["MGA Games", "R. Franco Digital", "Pragmatic Play", "Tom Horn", "Wazdan"],
    popularGames: ["La Granja (MGA)", "Ruleta automática", "Big Bass Bonanza", "Sweet Bonanza"],
    securityFeatures: BASE_SECURITY,
    customerSupportHours: "Todos los días, de 10:00 a 22:00",
    languages: ["Español"],
    currencies: EURO,
    restrictedCountries: ONLY_SPAIN,
    established: 2019,
    owner: "Operador español con licencia de la DGOJ",
    softwareProviders: ["Plataforma propia", "MGA Games"],
  },
];

function load(input: OperatorInput[]): Operator[] {
  const list = input.map((raw) => {
    const parsed = operatorSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`Operador no válido (${raw.id}): ${parsed.error.message}`);
    return parsed.data;
  });
  // The whole site assumes the spec's order equals the ranking; fail the build if they drift apart.
  list.forEach((op, i) => {
    if (op.id !== OPERATOR_IDS[i]) throw new Error(`Orden de operadores incorrecto en la posición ${i + 1}: ${op.id}`);
    if (op.rank !== i + 1) throw new Error(`Posición incorrecta para ${op.id}: ${op.rank}`);
    const ident = OPERATOR_INDEX[i]!;
    if (op.name !== ident.name || op.reviewSlug !== ident.reviewSlug || op.detailUrl !== detailPath(op.id)) {
      throw new Error(`Los datos de ${op.id} no coinciden con OPERATOR_INDEX`);
    }
  });
  return list;
}

const operators: readonly Operator[] = Object.freeze(load(data));
const byId = new Map<string, Operator>(operators.map((o) => [o.id, o]));

/** All ten, in ranking order. */
export function getOperators(): readonly Operator[] {
  return operators;
}

/** The first `n` of the ranking (the home page shows six). */
export function getTopOperators(n: number): readonly Operator[] {
  return operators.slice(0, n);
}

export function getOperator(id: string): Operator | undefined {
  return byId.get(id);
}

export interface ReviewPath {
  path: string;
  operatorId: OperatorId;
  /** The URL the page declares canonical (always the short one). */
  canonicalPath: string;
  isCanonical: boolean;
}

/** Every review URL (20): the short canonical one and the /casinos/… alias of each operator. */
export function reviewPaths(): ReviewPath[] {
  return operators.flatMap((op) => [
    { path: op.detailUrl, operatorId: op.id, canonicalPath: op.detailUrl, isCanonical: true },
    { path: casinosPath(op), operatorId: op.id, canonicalPath: op.detailUrl, isCanonical: false },
  ]);
}

/** Finds the operator behind any review URL, short or /casinos/…. */
export function getOperatorByPath(path: string): Operator | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  return reviewPaths().flatMap((r) => (r.path === clean ? [byId.get(r.operatorId)!] : []))[0];
}
