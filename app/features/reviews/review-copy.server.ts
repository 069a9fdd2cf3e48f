/**
 * The reviews' fixed texts as data: content/copy/review.yaml, a copy file of the copy feature's machinery
 * (copyCollection: schema, links and {{variables}} checked by `npm run content:check`; readCopy: read once, the
 * site's variables resolved), and the review page's copy for one operator, resolved with its values and the
 * variants its licence and flags call for. Server and build only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { formatDateLong } from "../../platform/format.ts";
import { REGULATOR } from "../../platform/site.ts";
import { copyCollection, readCopy, resolve } from "../copy/index.server.ts";
import { bonusCalculatorCopy } from "../bonus-calculator/index.server.ts";
import { BONUS_KINDS, WITHDRAWAL_FACT_KEYS, factOf, formatEuros, formatRating, hasSpanishLicense, methodNames, offerCondition, methodInSentence, inWords, orderInversions, ORDER_REASON, paymentMethodsClaim, spanishList, type Operator } from "../operators/index.ts";
import { getOperators } from "../operators/index.server.ts";
import { offerCalculatorTerms } from "../bonus-calculator/index.ts";
import { reviewCopyDefinition } from "./definition.ts";
import { REVIEW_CONDITION_LABELS } from "./lists.ts";
import { REVIEW_TITLE_MAX, type ReviewCopy } from "./review-copy.ts";

type ReviewCondition = keyof typeof REVIEW_CONDITION_LABELS;

/** The reviews' texts: the fields of definition.ts (with the variants' rule on each object that has one). */
export const reviewCopySchema = toZod(reviewCopyDefinition);

/** The operator's own values that the review texts quote (local variables of review.yaml). */
export const REVIEW_VARIABLES = [
  "operador",
  "operador.nota",
  "operador.bono",
  "operador.requisito",
  "operador.requisitoMinusculas",
  "operador.depositoMinimo",
  "operador.apuestaMaxima",
  "operador.tipoBono",
  "operador.metodosPago",
  "operador.titular",
  "operador.oferta",
  "operador.condicion",
  "operador.depositoBono",
  "operador.validez",
  "operador.comprobacionOferta",
  "operador.licenciaComprobacion",
  "operador.anio",
  "operador.web",
  "operador.juegosPopulares",
  "operador.metodosPagoRanking",
  "operador.orden",
] as const;

/** The card headline of the offer, as it reads inside a sentence: «Hasta 100 €…» → «hasta 100 €…» (a name or an acronym keeps its capitals). */
export function offerInSentence(bonus: string): string {
  return /^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+\b/.test(bonus) ? bonus[0]!.toLowerCase() + bonus.slice(1) : bonus;
}

/** The score table's figures and criterion, filled by its component (score-breakdown.tsx): local variables of two fields. */
export const SCORE_TABLE_VARIABLES = { "score.table.exact": ["nota"], "score.table.unscoredTotal": ["criterio"] } as const;

export const reviewCopy = copyCollection("textos de las reseñas", "review.yaml", reviewCopySchema, {
  "*": REVIEW_VARIABLES,
  ...Object.fromEntries(Object.entries(SCORE_TABLE_VARIABLES).map(([field, names]) => [field, [...REVIEW_VARIABLES, ...names]])),
});

/** Whether an operator meets a review text's condition (exported for the browser test of the review). */
export function meets(op: Operator, when: ReviewCondition): boolean {
  if (when === "licenciaDGOJ") return hasSpanishLicense(op);
  if (when === "app") return op.mobileApp;
  if (when === "enVivo") return op.liveDealer;
  if (when === "datoRetiradas") return WITHDRAWAL_FACT_KEYS.some((k) => factOf(op, k));
  if (when === "datoLimiteRetirada") return Boolean(factOf(op, "limite-retirada"));
  if (when === "datoVerificacion") return Boolean(factOf(op, "verificacion-identidad"));
  if (when === "datoFidelidad") return Boolean(factOf(op, "programa-fidelidad") ?? factOf(op, "cashback"));
  if (when === "bonoSinRequisito") return op.offer.kind === "sin-requisito";
  return true;
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase("es-ES") + s.slice(1);
const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

/**
 * The review page's copy for one operator: every text resolved (site variables, the operator's
 * values, the variant its licence and flags call for). Only this operator's strings go to the page.
 */
/** «Va en el n.º 8 aunque su nota (9,2) supera a la de bet365 (n.º 1, 8,8): …» when a better-ranked operator has a lower rating; else empty. */
export function reviewOrderNote(op: Operator, ops: readonly Operator[]): string {
  const above = orderInversions(ops).filter((x) => x.below.id === op.id).map((x) => x.above);
  if (!above.length) return "";
  const first = above[0]!;
  const n = above.length - 1;
  const others = n === 1 ? " y a la de otro casino que va por delante" : n > 1 ? ` y a la de otros ${inWords(n)} casinos que van por delante` : "";
  return `Va en el n.º ${op.rank} aunque su nota (${formatRating(op.rating)}) supera a la de ${first.name} (n.º ${first.rank}, ${formatRating(first.rating)})${others}. ${ORDER_REASON}`;
}

export function reviewPageCopy(op: Operator): ReviewCopy {
  const c = readCopy(reviewCopy);
  const vars: Record<string, string> = {
    operador: op.name,
    "operador.nota": formatRating(op.rating),
    "operador.bono": op.bonus,
    "operador.requisito": op.wageringRequirement,
    "operador.requisitoMinusculas": op.wageringRequirement.toLowerCase(),
    "operador.depositoMinimo": nbsp(formatEuros(op.minDeposit)),
    "operador.apuestaMaxima": formatEuros(op.maxBet),
    "operador.tipoBono": BONUS_KINDS[op.bonusKind],
    // A sentence of its own: «Visa, Mastercard y Bizum», or what the file lacks.
    "operador.metodosPago": methodNames(op).length ? capitalise(spanishList(methodNames(op).map(methodInSentence))) : "Nuestra ficha no recoge todavía sus métodos de pago",
    "operador.titular": op.licenseHolder ?? op.name,
    "operador.oferta": offerInSentence(op.bonus),
    // The offer's requirement as a phrase, deposit, validity and the date its terms were read (offer.ts).
    "operador.condicion": offerCondition(op.offer),
    "operador.depositoBono": nbsp(formatEuros(op.bonusMinDeposit)),
    "operador.validez": `${op.bonusValidityDays} días`,
    // «Condiciones comprobadas el … por …» only from a check record; otherwise the offer is the operator's claim.
    // «Sí, tiene licencia» only from a check record of the register (decision 0236); otherwise what it advertises.
    "operador.licenciaComprobacion": op.licenseCheck
      ? `Sí. Hemos comprobado en el registro de la ${REGULATOR.shortName} que ${op.name} tiene licencia (${formatDateLong(op.licenseCheck.checked)}).`
      : `${op.name} anuncia licencia de la ${REGULATOR.shortName}: sin comprobar.`,
    "operador.comprobacionOferta": op.offerCheck
      ? `Condiciones comprobadas el ${formatDateLong(op.offerCheck.checked)} por ${op.offerCheck.checkedByName ?? op.offerCheck.checkedBy}`
      : "Es lo que anuncia el operador: condiciones sin comprobar",
    // The year of the review's last check, not today's: the title says how fresh the data is.
    "operador.anio": op.updated.slice(0, 4),
    // Its own site as a reader types it («www.bet365.es»), and its most played games (its file).
    "operador.web": new URL(op.playUrl).host,
    "operador.juegosPopulares": op.popularGames.join(", "),
    // Where its number of payment methods stands in the ranking, computed, ties said as ties (ranking-claims.ts).
    "operador.metodosPagoRanking": paymentMethodsClaim(getOperators().map((o) => o.paymentMethods.length), op.paymentMethods.length),
    // Why it stands below an operator with a lower rating, when it does (the order is editorial: decision 0375).
    "operador.orden": reviewOrderNote(op, getOperators()),
  };
  const pick = (when: ReviewCondition, yes: string, no: string | undefined) => (meets(op, when) ? yes : (no ?? yes));
  const { description, faq, title, ...rest } = resolve(c, vars);
  return {
    ...rest,
    title: title.find((t) => t.length <= REVIEW_TITLE_MAX) ?? title[title.length - 1]!,
    description: pick(description.cuando, description.text, description.textNo),
    faq: faq.map((i) => ({ question: i.question, answer: pick(i.cuando, i.answer, i.answerNo) })),
    // The calculator starts from the operator's offer only when it can describe it (offerCalculatorTerms).
    ...("terms" in offerCalculatorTerms(op.offer) ? { calculator: resolve(bonusCalculatorCopy(), { operador: op.name }) } : {}),
  };
}

