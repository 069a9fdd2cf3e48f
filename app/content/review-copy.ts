import type { FaqItem } from "./blocks";
import { BONUS_KINDS, formatEuros, formatRating, hasSpanishLicense, type Operator } from "./operator-utils";
import { PRIMARY_HELPLINE, REGULATOR, SELF_EXCLUSION } from "../lib/site";

/**
 * Text of the review pages (spec section 2, "Review page layout"). One template serves all ten
 * operators: the copy is generated from the operator's data, and parts of it change with the
 * mobileApp and liveDealer flags and with the licence (spec: "Text varies with the mobileApp and
 * liveDealer flags. The legal answer varies when the license is the Spanish regulator's").
 */

/** Spec section 9, "Fixed claims on review pages". The numbers are pinned by review-copy.test.ts. */
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

export const SUMMARY_LABELS = {
  sportsbook: "Apuestas deportivas",
  casino: "Casino",
  liveDealer: "Casino en vivo",
  mobileApp: "App móvil",
  established: "Fundación",
  owner: "Propietario",
  license: "Licencia",
  support: "Atención al cliente",
} as const;

/** Where every ranking sends a reader who asks how the ratings are made. */
export const METHODOLOGY_LINK = { href: "/metodologia", label: "Cómo puntuamos: criterios, pesos y comisiones" } as const;

/** The score block of a review (sub-scores per criterion of app/content/methodology). */
export const SCORE_COPY = {
  title: "Nuestra puntuación, criterio a criterio",
  intro: (name: string) => `La valoración de ${name} es la media ponderada de siete subnotas sobre 10; el peso de cada criterio es el mismo para todos los casinos.`,
  caption: (name: string) => `Subnotas de ${name} por criterio, peso de cada criterio y nota final`,
  criterion: "Criterio",
  weight: "Peso",
  score: "Nota (sobre 10)",
  points: "Aporta",
  total: "Nota final (media ponderada, con un decimal)",
  exact: (n: string) => `Sin redondear: ${n}`,
} as const;

/** The licence panel of a review. */
export const LICENSE_COPY = {
  title: "Licencia",
  holder: "Titular de la licencia",
  regulator: "Regulador",
  regulatorName: REGULATOR.name,
  general: "Licencias generales",
  singular: "Licencias singulares",
  checked: "Comprobada por última vez",
  /** Shown instead of a holder or a date that nobody has read in the register yet. */
  pending: "Pendiente de comprobar en el registro",
  pendingNote: `Todavía no hemos contrastado estos datos con el registro de la ${REGULATOR.shortName}: compruébalos allí antes de registrarte.`,
  howTo: (holder: string) => `Puedes comprobarlo tú: busca «${holder}» en el registro de operadores con licencia que publica la ${REGULATOR.shortName} en su web.`,
  registerUrl: REGULATOR.url,
  registerLabel: "Registro de operadores de la DGOJ (ordenacionjuego.es)",
} as const;

export function yesNo(value: boolean): "Sí" | "No" {
  return value ? "Sí" : "No";
}

export const REVIEW_HEADINGS = {
  summary: "Resumen",
  analysis: "Análisis de la plataforma",
  bonuses: "Bonos y promociones",
  conditions: "Condiciones generales",
  games: "Proveedores y juegos populares",
  prosCons: "Ventajas y desventajas",
  pros: "Ventajas",
  cons: "Desventajas",
  faq: "Preguntas frecuentes",
  quickInfo: "Información rápida",
  payments: "Métodos de pago",
  security: "Seguridad",
  playCta: "¿Te convence?",
} as const;

export function reviewTitle(op: Operator): string {
  return `${op.name}: opinión y análisis completo`;
}

export function reviewH1(op: Operator): string {
  return `Análisis de ${op.name}`;
}

export function reviewMetaDescription(op: Operator): string {
  const live = op.liveDealer ? "casino en vivo" : "casino";
  return `Opinión de ${op.name} (${formatRating(op.rating)}/10): bono de ${op.welcomeBonus} con requisito ${op.wageringRequirement}, ${live}, pagos y licencia DGOJ. +18.`;
}

const euros = (n: number) => formatEuros(n).replace(/\u00a0/g, " ");

/** Lives in operator-utils so cards can use it without this module; re-exported for the review copy. */
export { bonusTermsLine } from "./operator-utils";

export function bonusKindText(op: Operator): string {
  return BONUS_KINDS[op.bonusKind];
}

export interface AnalysisSection {
  title: string;
  paragraphs: string[];
}

/** Titles of the parts of each operator's own analysis (the `analysis` field of its YAML file), in order. */
export const ANALYSIS_TITLES: Record<keyof Operator["analysis"], string> = {
  highlights: "Lo que destaca",
  weaknesses: "Puntos débiles",
  audience: "Para quién es",
  bonus: "El bono, leído con lupa",
  payments: "Pagos y retiradas",
  mobile: "App y móvil",
  support: "Atención al cliente",
};

/** The review's analysis: the operator's own paragraphs from its data file, under the shared titles. */
export function platformAnalysis(op: Operator): AnalysisSection[] {
  return (Object.keys(ANALYSIS_TITLES) as (keyof Operator["analysis"])[]).map((key) => ({
    title: ANALYSIS_TITLES[key],
    paragraphs: [op.analysis[key]],
  }));
}

/** Thirteen questions (spec: "13 FAQ accordions"); the text follows the operator's flags and licence. */
export function reviewFaq(op: Operator): FaqItem[] {
  const c = FIXED_CLAIMS;
  const n = op.name;
  const items: FaqItem[] = [
    {
      question: `¿Es ${n} un casino legal en España?`,
      answer: hasSpanishLicense(op)
        ? `Sí. ${n} tiene licencia de la ${REGULATOR.name}, el regulador del juego online en España, y puede ofrecer sus juegos a residentes en España conforme a la ${REGULATOR.law}. Puedes comprobarlo en el registro de operadores de [ordenacionjuego.es](${REGULATOR.url}).`
        : `No. ${n} no tiene licencia de la ${REGULATOR.name}, así que no puede ofrecer juego a residentes en España. Te recomendamos jugar solo en operadores con licencia española, que encontrarás en nuestra [comparativa](/comparacion).`,
    },
    {
      question: `¿Cómo me registro en ${n}?`,
      answer: `Rellena el formulario con tus datos personales y tu DNI o NIE, elige usuario y contraseña y acepta las condiciones. Tienes que ser mayor de 18 años. ${n} verifica tu identidad en un plazo de ${c.identityCheck}; mientras tanto puedes jugar con límites, pero no retirar.`,
    },
    {
      question: `¿Cuál es el bono de bienvenida de ${n}?`,
      answer: `${op.welcomeBonus}. Requisito de apuesta: ${op.wageringRequirement}. Depósito mínimo: ${euros(op.minDeposit)}. El bono es válido durante ${c.bonusValidityDays} días. ${bonusKindText(op)}. Consulta los términos completos en la web de ${n} antes de aceptarlo.`,
    },
    {
      question: "¿Qué juegos cuentan para cumplir el requisito de apuesta?",
      answer: `No todos cuentan igual: las tragaperras aportan el ${c.contribution[0].percent} % de lo apostado, el blackjack el ${c.contribution[1].percent} % y la ruleta el ${c.contribution[2].percent} %. Por eso los bonos de casino se liberan casi siempre jugando a tragaperras.`,
    },
    {
      question: `¿Tiene ${n} app para el móvil?`,
      answer: op.mobileApp
        ? `Sí. ${n} tiene app oficial para iOS y Android, con las mismas funciones que la web: depósitos, retiradas, límites de juego y atención al cliente.`
        : `No. ${n} no tiene app propia, pero su web funciona en el navegador del móvil con depósitos, retiradas y límites de juego.`,
    },
    {
      question: `¿Tiene ${n} casino en vivo?`,
      answer: op.liveDealer
        ? `Sí. ${n} ofrece casino en vivo con crupieres reales: ruleta, blackjack, baccarat y juegos de concurso retransmitidos en directo desde estudios profesionales.`
        : `No. ${n} no ofrece casino en vivo con crupieres reales; su ruleta y su blackjack son versiones automáticas. Si buscas mesas en directo, consulta la [comparativa](/comparacion) y filtra por casino en vivo.`,
    },
    {
      question: `¿Qué métodos de pago acepta ${n}?`,
      answer: `${op.paymentMethods.join(", ")}. El depósito mínimo es de ${euros(op.minDeposit)}.`,
    },
    {
      question: `¿Cuánto tarda ${n} en pagar las retiradas?`,
      answer: `Depende del método: ${c.withdrawalTimes.map((w) => `${w.time} ${w.inline}`).join("; ")}. La primera retirada exige tener la cuenta verificada.`,
    },
    {
      question: "¿Hay límites de retirada?",
      answer: `Sí. Los límites habituales son de ${euros(c.withdrawalLimits.day)} al día, ${euros(c.withdrawalLimits.week)} a la semana y ${euros(c.withdrawalLimits.month)} al mes. Las cantidades mayores se pagan en varios plazos.`,
    },
    {
      question: "¿Cuánto tarda la verificación de identidad?",
      answer: `Suele tardar ${c.identityCheck} desde que subes una foto de tu DNI o NIE. Si los datos no coinciden, el operador puede pedirte un justificante de domicilio.`,
    },
    {
      question: `¿Qué herramientas de juego responsable ofrece ${n}?`,
      answer: `Puedes fijar límites de depósito, de pérdidas y de tiempo, y pedir una pausa (periodo de enfriamiento) de entre ${c.coolingOff.min} y ${c.coolingOff.max}. Bajar un límite es inmediato; subirlo solo se aplica pasadas ${c.limitIncreaseWait}. Para excluirte de todos los operadores, inscríbete en el [RGIAJ](${SELF_EXCLUSION.url}). Si necesitas hablar con alguien, llama al ${PRIMARY_HELPLINE.display} (FEJAR).`,
    },
    {
      question: `¿Tiene ${n} programa de fidelidad?`,
      answer: `Sí. El programa tiene cinco niveles (${c.loyaltyTiers.join(", ")}) que se alcanzan según la actividad, y un reembolso semanal de entre el ${c.weeklyCashback.min} y el ${c.weeklyCashback.max} de las pérdidas netas según el nivel. Ningún nivel compensa jugar más de lo que te puedes permitir.`,
    },
    {
      question: "¿Tengo que pagar impuestos por lo que gane?",
      // DOMAIN facts correct the spec here: online gambling winnings are a "ganancia patrimonial" at
      // progressive rates; the 40.000 € threshold belongs to state lotteries, and there is no 47 % withholding.
      answer: `Sí. Las ganancias netas del año (lo ganado menos lo apostado) se declaran en el IRPF como ganancia patrimonial y tributan en la base general a los tipos progresivos: el tipo marginal más alto depende de tu comunidad autónoma (en muchas ronda el ${c.taxRate}), y no hay un tipo único ni retención al cobrar. Las pérdidas solo compensan ganancias del mismo año. El umbral de ${euros(c.taxThreshold)}, con un gravamen especial del 20 %, es de los premios de las loterías del Estado, la ONCE y la Cruz Roja, no del casino online. Para tu caso concreto, consulta la Agencia Tributaria.`,
    },
  ];
  return items;
}

/** The bullet list of fixed claims shown in the "Condiciones generales" section. */
export function conditionsList(): { label: string; value: string }[] {
  const c = FIXED_CLAIMS;
  return [
    { label: "Validez del bono", value: `${c.bonusValidityDays} días` },
    { label: "Verificación de identidad", value: c.identityCheck },
    {
      label: "Límites de retirada",
      value: `${euros(c.withdrawalLimits.day)} al día, ${euros(c.withdrawalLimits.week)} a la semana y ${euros(c.withdrawalLimits.month)} al mes`,
    },
    { label: "Pausa de juego (enfriamiento)", value: `De ${c.coolingOff.min} a ${c.coolingOff.max}` },
    { label: "Subida de límites", value: `Solo se aplica pasadas ${c.limitIncreaseWait}` },
    { label: "Niveles de fidelidad", value: c.loyaltyTiers.join(", ") },
    { label: "Reembolso semanal", value: `Del ${c.weeklyCashback.min} al ${c.weeklyCashback.max}` },
    {
      label: "Impuestos",
      value: `Las ganancias netas del año se declaran en el IRPF a tipos progresivos (el marginal más alto ronda el ${c.taxRate} en muchas comunidades); el umbral de ${euros(c.taxThreshold)} solo rige para loterías del Estado, ONCE y Cruz Roja`,
    },
  ];
}
