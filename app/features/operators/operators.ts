/**
 * The operators the site ranks: one YAML file per operator in content/operators/<id>.yaml, the
 * file name being the operator's id. This module is the collection (the schema derived from the fields
 * of definition.ts, the rules across fields, the checks across files) and the thin API the loaders use
 * (getOperators, reviewPaths…).
 *
 * Values the spec gives (ratings, minimum deposits, flags, ranks, welcome terms) are pinned by the
 * spec-facts test (tests/spec-facts.ts). The rest is our own editorial summary of each operator's
 * Spanish site; it changes over time, which is why every bonus links to the operator's full terms.
 *
 * Server and build only (zod, fs), relative imports only: react-router.config.ts loads it in Node for
 * the prerender list and the sitemap. Components and `meta` use operator-utils.ts and the operators
 * their loader returns, so zod stays out of the client (docs/decisions/0040).
 */
import path from "node:path";
import { z } from "zod";
import { defineCollection, loadCollection, loadOrThrow, type Entry } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { operatorDefinition } from "./definition.ts";
import { criteriaFrom, getCriteria, methodologyCollection } from "../methodology/index.server.ts";
import { roundScore, weightedScore } from "./score-math.ts";
import { criterionScores, ratingOf } from "./score-formulas.ts";
import { offerClaimProblems } from "./offer-claims.ts";
import { casinosPath, formatRating } from "./operator-utils.ts";
import { OFFER_KINDS, OFFER_TEXT_KEYS, isDepositMatch, offerTexts, type OfferTexts } from "./offer.ts";
import { FACT_KEYS } from "./facts.ts";
import { SHEET_CHECKS, checkableData, type CheckRecord, type SheetCheck } from "./check-state.ts";
import { getAuthors } from "../authors/index.server.ts";

/**
 * The welcome offer's rules across its fields (docs/decisions/0180); its fields are in definition.ts.
 * Whether `source` is on the operator's own domain is checked with the whole file (below).
 */
function offerRules(o: z.output<typeof operatorDefinition.offer.schema>, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const none = o.wagering.base === "ninguno";
  if (none !== (o.wagering.multiple === 0)) {
    issue(["wagering", "multiple"], none ? "sin requisito (base «ninguno») el múltiplo debe ser 0" : "un múltiplo 0 significa que no hay requisito: pon la base «ninguno»");
  }
  if (o.percent !== undefined && !isDepositMatch(o.kind)) {
    issue(["percent"], `el porcentaje solo tiene sentido en un bono por depósito; este es «${OFFER_KINDS[o.kind]}»: quita el porcentaje`);
  }
  if ((o.kind === "deposito" || o.kind === "sin-requisito") && o.percent === undefined) {
    issue(["percent"], "un bono por depósito necesita su porcentaje (100 si dobla el depósito)");
  }
  if (o.kind !== "giros" && o.cap === undefined) issue(["cap"], "falta el importe máximo de la oferta en euros (el «hasta … €»)");
  if (o.kind === "giros" && !o.freeSpins) issue(["freeSpins"], "una oferta de tiradas necesita su número de tiradas");
  if (o.kind === "sin-requisito" && (!none || !o.withdrawable)) {
    issue(["kind"], "un bono sin requisito de apuesta lleva la base «ninguno», múltiplo 0 y se puede retirar (withdrawable: true)");
  }
  if (none && o.kind !== "sin-requisito" && o.kind !== "poker") {
    issue(["wagering", "base"], "sin requisito de apuesta, el tipo de oferta es «sin-requisito»");
  }
  if (none && o.kind === "poker" && !o.wagering.note) {
    issue(["wagering", "note"], "un bono de póker sin múltiplo de apuesta debe decir en la nota cómo se libera (por ejemplo, con puntos de recompensa)");
  }
  if (o.withdrawable && o.kind !== "sin-requisito") {
    issue(["withdrawable"], "solo un bono sin requisito de apuesta es retirable al momento; con requisito o en créditos, withdrawable es false");
  }
  if (none && o.contributions?.length) issue(["contributions"], "sin requisito de apuesta no hay tabla de contribución de juegos: quítala");
  if (none && o.maxBetWhileWagering !== undefined) issue(["maxBetWhileWagering"], "sin requisito de apuesta no hay apuesta máxima mientras se libera: quítala");
}

/** The welcome offer as fields, with its rules: the bonus line, the terms block… are derived from it (offer.ts). */
export const offerSchema = operatorDefinition.offer.schema.superRefine(offerRules);

/** An operator file: the fields of definition.ts, plus the rules that relate them. */
export const operatorFileSchema = toZod(operatorDefinition, { offer: () => offerSchema }).superRefine((op, ctx) => {
  const host = new URL(op.playUrl).host;
  if (new URL(op.termsUrl).host !== host) {
    ctx.addIssue({ code: "custom", path: ["termsUrl"], message: "los términos deben estar en el mismo dominio que playUrl" });
  }
  if (!op.liveDealer && op.popularGames.some((g) => /en vivo|live|crazy time/i.test(g))) {
    ctx.addIssue({ code: "custom", path: ["popularGames"], message: "sin casino en vivo no puede listar juegos en vivo" });
  }
  if (op.licenseCheck && !op.licenseHolder) {
    ctx.addIssue({ code: "custom", path: ["licenseHolder"], message: "si la licencia está comprobada, escribe el titular tal como figura en el registro de la DGOJ" });
  }
  // The offer's source is the operator's own terms: its site, or the terms page this file links.
  if (op.offer.check) {
    const source = new URL(op.offer.check.source);
    if (source.host !== host && op.offer.check.source !== op.termsUrl) {
      ctx.addIssue({ code: "custom", path: ["offer", "check", "source"], message: `la fuente de la oferta debe estar en la web del operador (${host}) o ser su página de términos (termsUrl)` });
    }
  }
  const seenFacts = new Set<string>();
  op.facts.forEach((f, i) => {
    if (seenFacts.has(f.key)) ctx.addIssue({ code: "custom", path: ["facts", i, "key"], message: `«${f.key}» (${FACT_KEYS[f.key]}) ya está en otro dato; cada clave va una sola vez` });
    seenFacts.add(f.key);
    if (f.check && new URL(f.check.source).host !== host) {
      ctx.addIssue({ code: "custom", path: ["facts", i, "check", "source"], message: `la fuente debe ser una página de la web del operador (${host})` });
    }
  });
  for (const c of SHEET_CHECKS as readonly SheetCheck[]) {
    const check = op[c.field];
    if (!check) continue;
    const allowed = [host, ...(c.hosts ?? [])];
    if (!allowed.includes(new URL(check.source).host)) {
      ctx.addIssue({ code: "custom", path: [c.field, "source"], message: `la fuente debe ser una página de ${allowed.join(" o ")}` });
    }
  }
  const seenMethods = new Set<string>();
  op.paymentMethods.forEach((m, i) => {
    if (seenMethods.has(m.method)) ctx.addIssue({ code: "custom", path: ["paymentMethods", i, "method"], message: `«${m.method}» ya está en la lista; cada método va una sola vez` });
    seenMethods.add(m.method);
  });
  if (op.offer.minDeposit !== undefined && op.offer.minDeposit < op.minDeposit) {
    ctx.addIssue({ code: "custom", path: ["offer", "minDeposit"], message: `el depósito para la oferta no puede ser menor que el depósito mínimo del operador (${op.minDeposit} €)` });
  }
});

export type OperatorFile = z.output<typeof operatorFileSchema>;
/** An operator as pages and loaders get it: everything but its tracking link (server only). */
export type Operator = Omit<OperatorFile, "affiliateUrl"> & {
  id: string;
  /**
   * The file's `rating`: the weighted mean of every sub-score, the licence's estimate included (the spec's
   * figure). Pages show `rating`: the mean of the criteria computed from the data or backed by a check (score-formulas.ts).
   */
  fileRating: number;
} & OfferTexts;

export const operatorsCollection = defineCollection({
  label: "operadores",
  dir: "operators",
  format: "yaml",
  schema: operatorFileSchema,
  check(entries, report, complete) {
    // The ranking is 1..N with no gaps and no position used twice.
    const byRank = new Map<number, Entry<OperatorFile>[]>();
    for (const e of entries) byRank.set(e.data.rank, [...(byRank.get(e.data.rank) ?? []), e]);
    for (const [rank, list] of byRank) {
      if (list.length > 1) {
        for (const e of list) {
          const others = list.filter((o) => o !== e).map((o) => o.file.split("/").pop()).join(", ");
          report(e, ["rank"], `la posición ${rank} también la tiene ${others}; cada operador necesita una posición distinta`);
        }
      }
      if (complete && rank > entries.length) {
        for (const e of list) report(e, ["rank"], `hay ${entries.length} operadores, así que la posición debe estar entre 1 y ${entries.length}`);
      }
    }
    for (let r = 1; complete && r <= entries.length; r++) {
      if (!byRank.has(r)) {
        const last = entries[entries.length - 1]!;
        report(last, ["rank"], `ningún operador tiene la posición ${r}: las posiciones deben ir de 1 a ${entries.length} sin huecos`);
      }
    }
    checkScores(entries, report);
    // Superlatives about offers and deposits must be true of the whole ranking's data (offer-claims.ts).
    if (complete) {
      for (const p of offerClaimProblems(entries.map((e) => ({ id: e.id, ...e.data })))) {
        report(entries.find((e) => e.id === p.id)!, p.path, p.message);
      }
    }
    for (const key of ["detailUrl", "reviewSlug", "name"] as const) {
      const seen = new Map<string, Entry<OperatorFile>>();
      for (const e of entries) {
        const prev = seen.get(e.data[key]);
        if (prev) report(e, [key], `«${e.data[key]}» ya lo usa ${prev.file.split("/").pop()}; debe ser distinto en cada operador`);
        else seen.set(e.data[key], e);
      }
    }
  },
  references: (e) => [
    { kind: "image", value: e.data.logo, path: ["logo"] },
    { kind: "author", value: e.data.author, path: ["author"] },
    // Whoever signs a check must be a real person: an author whose file is not `example: true` (decision 0235).
    ...checkableData(e.data).flatMap((d) => (d.check ? [{ kind: "checker" as const, value: d.check.checkedBy, path: [...d.path, "checkedBy"] }] : [])),
  ],
});

/**
 * Every operator scores every criterion of app/features/methodology/methodology, and the weighted mean of its
 * sub-scores, rounded as the rating is shown, is its rating. The criteria are read from the same
 * content folder as the operators; when they have problems of their own, their report is enough.
 */
function checkScores(entries: Entry<OperatorFile>[], report: (entry: Entry<OperatorFile>, path: (string | number)[], message: string) => void) {
  if (!entries.length) return;
  const root = path.dirname(path.dirname(path.resolve(entries[0]!.file)));
  const loaded = loadCollection(methodologyCollection, root);
  if (loaded.problems.length || !loaded.entries.length) return;
  const criteria = criteriaFrom(loaded.entries);
  const ids = new Set(criteria.map((c) => c.id));
  for (const e of entries) {
    const scores = e.data.scores;
    const missing = criteria.filter((c) => scores[c.id] === undefined);
    for (const c of missing) report(e, ["scores"], `falta la subnota de «${c.id}» (${c.name}); añade «${c.id}: …» con una nota de 0 a 10`);
    for (const key of Object.keys(scores).filter((k) => !ids.has(k))) {
      report(e, ["scores", key], `no hay ningún criterio «${key}» en app/features/methodology/methodology; los criterios son: ${[...ids].join(", ")}`);
    }
    if (missing.length) continue;
    const exact = weightedScore(scores, criteria)!;
    const total = roundScore(exact);
    if (total !== e.data.rating) {
      report(
        e,
        ["rating"],
        `la media ponderada de las subnotas (scores) es ${formatRating(total)} y rating es ${formatRating(e.data.rating)}: deben coincidir; cambia rating a ${String(total)} o ajusta las subnotas`,
      );
    }
  }
}

let cache: readonly Operator[] | undefined;
let trackingLinks: ReadonlyMap<string, string> = new Map();

/** All operators, in ranking order (read and validated once per process; throws on any problem). */
export function getOperators(): readonly Operator[] {
  if (!cache) {
    const names = new Map(getAuthors().map((a) => [a.slug, a.name]));
    const split = operatorsFrom(loadOrThrow(operatorsCollection), names, getCriteria());
    cache = Object.freeze(split.operators);
    trackingLinks = split.trackingLinks;
  }
  return cache;
}

/**
 * Validated files → operators in ranking order, and their tracking links apart: loaders hand
 * operators to pages, and the tracking link is for /visitar only.
 */
export function operatorsFrom(
  entries: readonly Pick<Entry<OperatorFile>, "id" | "data">[],
  authorNames: ReadonlyMap<string, string> = new Map(),
  criteria?: readonly { id: string; weight: number }[],
): { operators: Operator[]; trackingLinks: Map<string, string> } {
  const trackingLinks = new Map<string, string>();
  // Each check record carries its author's name for the pages ("Comprobado el … por <nombre>").
  const named = <T extends CheckRecord | undefined>(c: T): T => (c ? { ...c, checkedByName: authorNames.get(c.checkedBy) ?? c.checkedBy } : c);
  const operators = entries
    .map((e) => {
      const { affiliateUrl, ...raw } = e.data;
      const data = {
        ...raw,
        offer: { ...raw.offer, ...(raw.offer.check ? { check: named(raw.offer.check) } : {}) },
        ...(raw.licenseCheck ? { licenseCheck: named(raw.licenseCheck) } : {}),
        facts: raw.facts.map((f) => (f.check ? { ...f, check: named(f.check) } : f)),
        ...Object.fromEntries(SHEET_CHECKS.flatMap((c) => (raw[c.field] ? [[c.field, named(raw[c.field])]] : []))),
      };
      if (affiliateUrl) trackingLinks.set(e.id, affiliateUrl);
      // The rating shown: the weighted mean of the criteria computed from the data or backed by a real author's
      // check; the others are «Sin puntuar» (score-formulas.ts, decisions 0236 and 0375).
      const rating = (criteria && ratingOf(criterionScores(data, criteria), criteria)) ?? data.rating;
      return { id: e.id, ...data, rating, fileRating: data.rating, ...offerTexts(data.offer, data.minDeposit) };
    })
    .sort((a, b) => a.rank - b.rank);
  return { operators, trackingLinks };
}

/** An operator as its file holds it: without its id and the texts derived from its offer. */
export function operatorFileData(op: Operator): Omit<OperatorFile, "affiliateUrl"> {
  const { id: _id, fileRating, ...rest } = op;
  const file: Record<string, unknown> = { ...rest, rating: fileRating };
  for (const key of OFFER_TEXT_KEYS) delete file[key];
  // The author's name is added at load time (operatorsFrom), never written.
  const plain = (c: CheckRecord | undefined) => (c ? { checked: c.checked, checkedBy: c.checkedBy, source: c.source } : undefined);
  file.offer = { ...rest.offer, ...(rest.offer.check ? { check: plain(rest.offer.check) } : {}) };
  if (rest.licenseCheck) file.licenseCheck = plain(rest.licenseCheck);
  file.facts = rest.facts.map((f) => (f.check ? { ...f, check: plain(f.check) } : f));
  for (const c of SHEET_CHECKS) if (rest[c.field]) file[c.field] = plain(rest[c.field]);
  return file as Omit<OperatorFile, "affiliateUrl">;
}

/** The operator's tracking link (`affiliateUrl`, placeholders unfilled), or undefined without one. */
export function getAffiliateUrl(id: string): string | undefined {
  getOperators();
  return trackingLinks.get(id);
}

/** Operators that have no tracking link yet, in ranking order (/panel and the content check list them). */
export function operatorsWithoutTrackingLink(): Operator[] {
  return getOperators().filter((o) => !trackingLinks.has(o.id));
}

/** The first `n` of the ranking (the home page shows six). */
export function getTopOperators(n: number): readonly Operator[] {
  return getOperators().slice(0, n);
}

export function getOperator(id: string): Operator | undefined {
  return getOperators().find((o) => o.id === id);
}

/** Newest `updated` date of the ranking (home, comparison and sitemap dates). */
export function rankingUpdated(ops: readonly Pick<Operator, "updated">[] = getOperators()): string {
  return ops.reduce((max, o) => (o.updated > max ? o.updated : max), "");
}

export interface ReviewPath {
  path: string;
  operatorId: string;
  /** The URL the page declares canonical (always the short one). */
  canonicalPath: string;
  isCanonical: boolean;
}

/** Every review URL: the short canonical one and the /casinos/… alias of each operator. */
export function reviewPaths(): ReviewPath[] {
  return getOperators().flatMap((op) => [
    { path: op.detailUrl, operatorId: op.id, canonicalPath: op.detailUrl, isCanonical: true },
    { path: casinosPath(op), operatorId: op.id, canonicalPath: op.detailUrl, isCanonical: false },
  ]);
}

/** Finds the operator behind any review URL, short or /casinos/…. */
export function getOperatorByPath(path: string): Operator | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  const hit = reviewPaths().find((r) => r.path === clean);
  return hit ? getOperator(hit.operatorId) : undefined;
}

/** What the navigation needs about each operator (root loader → header and footer). */
export interface OperatorLink {
  id: string;
  name: string;
  href: string;
  footer: boolean;
}

export function operatorLinks(): OperatorLink[] {
  return getOperators().map((o) => ({ id: o.id, name: o.name, href: o.detailUrl, footer: o.footer }));
}
