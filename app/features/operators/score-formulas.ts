/**
 * Scores with evidence (issue 49, deliverable 2; decision 0375). Each criterion of the rubric is scored in one
 * of two ways, or not at all:
 * - computed from the operator's data by a formula published here, on /metodologia (`::formulas-puntuacion`)
 *   and in /datos/operadores.json (`methodology.formulas`, each operator's `inputs`): a reader recomputes it;
 * - editorial: the sub-score of the operator's file (`scores.<criterio>`), which counts only while a real
 *   author's check record backs the datum it rests on (the licence in the DGOJ register, the app, the
 *   support facts, the responsible-gambling tools);
 * - otherwise «Sin puntuar», and the rating is the weighted mean of the scored criteria, their weights
 *   re-scaled to 100 % (as decision 0236 already did for an unchecked licence).
 * Pure, relative imports only: pages, the open data, the content check and tests share it.
 */
import { checkState, type CheckRecord } from "./check-state.ts";
import { roundScore, type WeightedCriterion } from "./score-math.ts";

/** What a formula reads, exactly as /datos/operadores.json publishes it (`inputs`). */
export interface ScoreInputs {
  /** The welcome offer's wagering: its multiple, what it applies to, and the match percentage. */
  wageringMultiple: number;
  wageringBase: "bono" | "bono-deposito" | "ganancias" | "ninguno";
  offerKind: string;
  offerPercent: number | null;
  /** Methods the data says take deposits («sí»), and pay withdrawals («sí»): «Sin dato» is not «sí». */
  depositMethods: number;
  withdrawalMethods: number;
  minDeposit: number;
  gameProviders: number;
  liveDealer: boolean;
}

type ScoreSource = {
  offer: { kind: string; percent?: number; wagering: { multiple: number; base: ScoreInputs["wageringBase"] } };
  paymentMethods: readonly { deposit: string; withdrawal: string }[];
  minDeposit: number;
  gameProviders: readonly string[];
  liveDealer: boolean;
};

export function scoreInputs(op: ScoreSource): ScoreInputs {
  return {
    wageringMultiple: op.offer.wagering.multiple,
    wageringBase: op.offer.wagering.base,
    offerKind: op.offer.kind,
    offerPercent: op.offer.percent ?? null,
    depositMethods: op.paymentMethods.filter((m) => m.deposit === "si").length,
    withdrawalMethods: op.paymentMethods.filter((m) => m.withdrawal === "si").length,
    minDeposit: op.minDeposit,
    gameProviders: op.gameProviders.length,
    liveDealer: op.liveDealer,
  };
}

/**
 * How many times the bonus's own amount must be staked: the multiple on the bonus; on bonus plus deposit,
 * the multiple times (1 + 100 / percentage); 0 without wagering; null when it is not a multiple of money
 * (a poker bonus released by points, a multiple of the spins' winnings).
 */
export function timesTheBonus(i: ScoreInputs): number | null {
  if (i.offerKind === "poker") return null;
  if (i.wageringBase === "ninguno") return 0;
  if (i.wageringBase === "bono") return i.wageringMultiple;
  if (i.wageringBase === "bono-deposito") return i.offerPercent ? i.wageringMultiple * (1 + 100 / i.offerPercent) : null;
  return null;
}

const clamp = (n: number) => Math.min(10, Math.max(0, n));

/** The criteria computed from the data: id → its formula, in words and as a function of the inputs. */
export const SCORE_FORMULAS = {
  bono: {
    text: "10 − V ÷ 5, sin bajar de 0, donde V es cuántas veces hay que apostar el importe del bono (el múltiplo; sobre bono y depósito, el múltiplo × (1 + 100 ÷ porcentaje); 0 sin requisito). Sin puntuar si el bono no se libera apostando dinero (póker por puntos, múltiplo de las ganancias de las tiradas).",
    score: (i: ScoreInputs): number | null => {
      const v = timesTheBonus(i);
      return v === null ? null : clamp(10 - v / 5);
    },
  },
  pagos: {
    text: "0,5 por cada método que acepta para depositar (hasta 8 métodos: 4 puntos) + 1 por cada método con el que consta que paga retiradas (hasta 4: 4 puntos; «Sin dato» no cuenta) + 2 si el depósito mínimo es de 10 € o menos (si no, 20 ÷ depósito mínimo).",
    score: (i: ScoreInputs): number | null => 0.5 * Math.min(i.depositMethods, 8) + Math.min(i.withdrawalMethods, 4) + (i.minDeposit <= 10 ? 2 : 20 / i.minDeposit),
  },
  juegos: {
    text: "0,875 por cada proveedor de juegos de su ficha (hasta 8: 7 puntos) + 3 si tiene casino en vivo.",
    score: (i: ScoreInputs): number | null => 0.875 * Math.min(i.gameProviders, 8) + (i.liveDealer ? 3 : 0),
  },
} as const satisfies Record<string, { text: string; score: (i: ScoreInputs) => number | null }>;

export type FormulaCriterion = keyof typeof SCORE_FORMULAS;
export const isFormulaCriterion = (id: string): id is FormulaCriterion => id in SCORE_FORMULAS;

type EditorialSource = {
  scores: Readonly<Record<string, number>>;
  licenseCheck?: CheckRecord;
  mobileAppCheck?: CheckRecord;
  responsibleGamblingCheck?: CheckRecord;
  facts: readonly { key: string; check?: CheckRecord }[];
};

/** The check record an editorial sub-score rests on, per criterion (the datum a person must have read). */
export const EDITORIAL_EVIDENCE: Record<string, { label: string; record: (op: EditorialSource) => CheckRecord | undefined }> = {
  licencia: { label: "la licencia, leída en el registro de la DGOJ", record: (op) => op.licenseCheck },
  movil: { label: "la app, comprobada por una persona de la web", record: (op) => op.mobileAppCheck },
  atencion: { label: "los canales o el horario de atención, comprobados", record: (op) => op.facts.find((f) => (f.key === "canales-atencion" || f.key === "horario-atencion") && f.check)?.check },
  "juego-responsable": { label: "las herramientas de juego responsable, comprobadas", record: (op) => op.responsibleGamblingCheck },
};

export type CriterionScore =
  | { id: string; basis: "formula"; score: number; formula: string }
  | { id: string; basis: "editorial"; score: number; check: CheckRecord }
  | { id: string; basis: "sin-puntuar"; reason: string };

/** Every criterion's score and where it comes from, in the criteria's order. */
export function criterionScores(op: ScoreSource & EditorialSource, criteria: readonly WeightedCriterion[]): CriterionScore[] {
  const inputs = scoreInputs(op);
  return criteria.map((c): CriterionScore => {
    if (isFormulaCriterion(c.id)) {
      const f = SCORE_FORMULAS[c.id];
      const s = f.score(inputs);
      return s === null ? { id: c.id, basis: "sin-puntuar", reason: "su oferta no se libera apostando dinero: la fórmula no se aplica" } : { id: c.id, basis: "formula", score: roundScore(s), formula: f.text };
    }
    const evidence = EDITORIAL_EVIDENCE[c.id];
    const record = evidence?.record(op);
    const score = op.scores[c.id];
    if (record && checkState(record).state === "comprobado" && score !== undefined) return { id: c.id, basis: "editorial", score, check: record };
    return { id: c.id, basis: "sin-puntuar", reason: evidence ? `nadie ha comprobado aún ${evidence.label}` : "no tiene fórmula ni comprobación" };
  });
}

/** The sub-scores that count (formula or backed editorial), as a record for the pages and the open data. */
export function countedScores(list: readonly CriterionScore[]): Record<string, number> {
  return Object.fromEntries(list.flatMap((c) => (c.basis === "sin-puntuar" ? [] : [[c.id, c.score]])));
}

/** The rating: the weighted mean of the counted sub-scores, weights re-scaled to 100 %, one decimal; undefined when none counts. */
export function ratingOf(list: readonly CriterionScore[], criteria: readonly WeightedCriterion[]): number | undefined {
  let total = 0;
  let weights = 0;
  for (const c of list) {
    if (c.basis === "sin-puntuar") continue;
    const w = criteria.find((x) => x.id === c.id)!.weight;
    total += Math.round(c.score * 10) * w;
    weights += w;
  }
  return weights ? roundScore(total / weights / 10) : undefined;
}
