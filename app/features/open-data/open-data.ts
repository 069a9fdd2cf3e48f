/**
 * The open data (issue 37, item 7): every ranked datum of every operator with its check record (or
 * null) and its source, the scores, and the methodology's version, under CC BY 4.0 — built with the
 * site as /datos/operadores.json and /datos/operadores.csv. Pure: operators and criteria are
 * parameters (open-data.server.ts reads them); the CSV is written by csv-stringify.
 */
import { createHash } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import {
  SCORE_FORMULAS,
  SHEET_CHECKS,
  countedScores,
  criterionScores,
  isFormulaCriterion,
  paymentOptionLine,
  scoreInputs,
  type CriterionScore,
  type ScoreInputs,
  type SheetCheckField,
  type SheetDato,
} from "../operators/index.ts";

export const OPEN_DATA_LICENCE = {
  name: "CC BY 4.0",
  url: "https://creativecommons.org/licenses/by/4.0/deed.es",
};

export const OPEN_DATA_PATHS = { json: "/datos/operadores.json", csv: "/datos/operadores.csv" } as const;

export interface OpenCheck {
  checked: string;
  checkedBy: string;
  source: string;
}

/** What the files need of an operator (the shape of app/features/operators' Operator). */
export type OpenOperator = { [K in SheetCheckField]?: OpenCheck } & {
  id: string;
  name: string;
  rank: number;
  rating: number;
  /** aaaa-mm-dd of the review's last update. */
  updated: string;
  detailUrl: string;
  scores: Record<string, number>;
  /** The offer in one line (the derived headline, «100 % hasta 200 €»). */
  bonus: string;
  wageringRequirement: string;
  termsUrl: string;
  offer: { kind: string; percent?: number; wagering: { multiple: number; base: ScoreInputs["wageringBase"] }; validityDays: number; check?: OpenCheck };
  minDeposit: number;
  paymentMethods: readonly Parameters<typeof paymentOptionLine>[0][];
  licenseAuthority: string;
  licenseHolder?: string;
  licenseNumbers?: readonly string[];
  generalLicenses: readonly string[];
  singularLicenses: readonly string[];
  licenseCheck?: OpenCheck;
  facts: ReadonlyArray<{ key: string; value: string; check?: OpenCheck }>;
  liveDealer: boolean;
  mobileApp: boolean;
  gameProviders: readonly string[];
  securityFeatures: readonly string[];
};

export interface OpenCriterion {
  id: string;
  name: string;
  weight: number;
  order: number;
}

export interface OpenDatum {
  key: string;
  label: string;
  value: string;
  /** Who checked it, when and where; null = «Sin comprobar» (what the operator advertises). */
  check: OpenCheck | null;
  /** The page where the datum stands: the check's source, else the page the site cites for it, else null. */
  source: string | null;
}

export interface OpenData {
  title: string;
  licence: typeof OPEN_DATA_LICENCE & { attribution: string };
  publisher: string;
  site: string;
  /** Newest review update (aaaa-mm-dd): the files change when the content does, not on every build. */
  updated: string;
  methodology: {
    version: string;
    url: string;
    note: string;
    criteria: Array<OpenCriterion>;
    /** The criteria computed from the data: id → the formula in words, over each operator's `inputs`. */
    formulas: Record<string, string>;
  };
  operators: Array<{
    id: string;
    name: string;
    rank: number;
    rating: number;
    review: string;
    scores: Record<string, number>;
    /** How each criterion is scored for this operator: «formula», «editorial» (with a real author's check) or «sin-puntuar». */
    basis: Record<string, CriterionScore["basis"]>;
    /** What the formulas read (score-formulas.ts): a reader recomputes every «formula» score from these. */
    inputs: ScoreInputs;
    data: OpenDatum[];
  }>;
}

/**
 * The methodology's version: «m-» and the first 12 hex digits of the SHA-256 of its criteria (id,
 * order, weight). It changes when, and only when, what the scores are computed from changes.
 */
export function methodologyVersion(criteria: readonly OpenCriterion[]): string {
  const key = [...criteria]
    .sort((a, b) => a.order - b.order)
    .map((c) => `${c.id}:${c.order}:${c.weight}${isFormulaCriterion(c.id) ? `:${SCORE_FORMULAS[c.id].text}` : ""}`)
    .join("|");
  return `m-${createHash("sha256").update(key).digest("hex").slice(0, 12)}`;
}

const list = (items: readonly string[] | undefined) => (items && items.length ? items.join(", ") : "");

const yesNo = (v: boolean) => (v ? "sí" : "no");

/** The value of a scored datum of the sheet, in one line. */
function sheetValue(op: OpenOperator, dato: SheetDato): string {
  switch (dato) {
    case "deposito-minimo":
      return `${op.minDeposit} €`;
    case "metodos-pago":
      return op.paymentMethods.map(paymentOptionLine).join(", ");
    case "juegos":
      return `casino en vivo: ${yesNo(op.liveDealer)}; proveedores: ${list(op.gameProviders)}`;
    case "app":
      return `app móvil: ${yesNo(op.mobileApp)}`;
    case "juego-responsable":
      return list(op.securityFeatures);
  }
}

/** The ranked data of one operator, in a fixed order. */
export function operatorData(op: OpenOperator, factLabel: (key: string) => string): OpenDatum[] {
  const offerCheck = op.offer.check ?? null;
  const licence = [
    `Regulador: ${op.licenseAuthority}`,
    op.licenseHolder ? `titular: ${op.licenseHolder}` : "titular: sin indicar",
    op.licenseNumbers?.length ? `números: ${list(op.licenseNumbers)}` : null,
    `generales: ${list(op.generalLicenses)}`,
    `singulares: ${list(op.singularLicenses)}`,
  ]
    .filter(Boolean)
    .join("; ");
  return [
    {
      key: "oferta",
      label: "Oferta de bienvenida",
      value: `${op.bonus}; ${op.wageringRequirement}; validez ${op.offer.validityDays} días`,
      check: offerCheck,
      source: offerCheck?.source ?? op.termsUrl,
    },
    { key: "licencia", label: "Licencia", value: licence, check: op.licenseCheck ?? null, source: op.licenseCheck?.source ?? null },
    ...op.facts.map((f) => ({ key: f.key, label: factLabel(f.key), value: f.value, check: f.check ?? null, source: f.check?.source ?? null })),
    // The sheet's scored data (SHEET_CHECKS), each with its own check record or null.
    ...SHEET_CHECKS.map((c) => ({ key: c.dato, label: c.label, value: sheetValue(op, c.dato), check: op[c.field] ?? null, source: op[c.field]?.source ?? null })),
  ];
}

export function openData(
  operators: readonly OpenOperator[],
  criteria: readonly OpenCriterion[],
  o: { site: string; siteName: string; factLabel: (key: string) => string },
): OpenData {
  const sorted = [...operators].sort((a, b) => a.rank - b.rank);
  const updated = sorted.reduce((max, op) => (op.updated > max ? op.updated : max), "");
  return {
    title: `${o.siteName}: datos del ranking de operadores`,
    licence: { ...OPEN_DATA_LICENCE, attribution: `${o.siteName} (${o.site})` },
    publisher: o.siteName,
    site: o.site,
    updated,
    methodology: {
      version: methodologyVersion(criteria),
      url: `${o.site}/metodologia`,
      note:
        "Cada valoración es la media ponderada de las subnotas (scores) con estos pesos, reescalados al 100 % sobre los criterios que puntúan. Un criterio de formulas se calcula con la fórmula a partir de inputs (cada subnota, redondeada a un decimal); los demás son notas de la redacción que solo cuentan con la comprobación de una persona real (basis «editorial»). Sin ninguna de las dos, el criterio no tiene subnota (basis «sin-puntuar»): así la licencia mientras no está comprobada en el registro. Un dato con check null no lo ha comprobado ninguna persona: es lo que anuncia el operador.",
      criteria: [...criteria].sort((a, b) => a.order - b.order).map(({ id, name, weight, order }) => ({ id, name, weight, order })),
      formulas: Object.fromEntries(criteria.filter((c) => isFormulaCriterion(c.id)).map((c) => [c.id, SCORE_FORMULAS[c.id as keyof typeof SCORE_FORMULAS].text])),
    },
    operators: sorted.map((op) => ({
      id: op.id,
      name: op.name,
      rank: op.rank,
      rating: op.rating,
      review: `${o.site}${op.detailUrl}`,
      // Only the sub-scores the rating counts (score-formulas.ts, decisions 0236 and 0375), here as on the review.
      scores: countedScores(criterionScores(op, criteria)),
      basis: Object.fromEntries(criterionScores(op, criteria).map((c) => [c.id, c.basis])),
      inputs: scoreInputs(op),
      data: operatorData(op, o.factLabel),
    })),
  };
}

export const openDataJson = (data: OpenData) => `${JSON.stringify(data, null, 2)}\n`;

export const CSV_COLUMNS = [
  "operador",
  "nombre",
  "posicion",
  "valoracion",
  "dato",
  "etiqueta",
  "valor",
  "comprobado_el",
  "comprobado_por",
  "fuente",
  "version_metodologia",
  "licencia",
] as const;

/**
 * One row per datum and per sub-score (dato «nota:<criterio>»), each row carrying the methodology's
 * version and the licence: a CSV has no header block, and a row copied alone keeps both.
 */
export function openDataCsv(data: OpenData): string {
  const licence = `${data.licence.name} ${data.licence.url} — ${data.licence.attribution}`;
  const rows: string[][] = [];
  const names = new Map(data.methodology.criteria.map((c) => [c.id, c.name]));
  for (const op of data.operators) {
    const base = [op.id, op.name, String(op.rank), String(op.rating)];
    for (const d of op.data) {
      rows.push([...base, d.key, d.label, d.value, d.check?.checked ?? "", d.check?.checkedBy ?? "", d.source ?? "", data.methodology.version, licence]);
    }
    for (const [criterion, score] of Object.entries(op.scores)) {
      rows.push([...base, `nota:${criterion}`, `Subnota: ${names.get(criterion) ?? criterion}`, String(score), "", "", data.methodology.url, data.methodology.version, licence]);
    }
  }
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: "\r\n" });
}
