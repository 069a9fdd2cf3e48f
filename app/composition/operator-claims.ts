/**
 * Prose follows data, beyond the offer's figures (issue 49; decision 0370): what a text typed by hand
 * says of an operator's own facts must be what its file records, and what it says of the site's own
 * work must be what the check records show. offer-figures.ts checks the welcome offer's figures; this
 * module checks the rest:
 * - licence: «con licencia de la DGOJ», «tiene licencia»… of an operator (or of the whole ranking) only
 *   while its licence has a check record (`licenseCheck`); before that, the operator «anuncia» it;
 * - payment methods, by direction: «retirar con PayPal» needs PayPal's `withdrawal: si`, «depositar con
 *   Bizum» its `deposit: si`, «sin Bizum» a Bizum that is absent or «no»; «Sin dato» backs neither;
 * - loyalty programme: named only where the operator has a `programa-fidelidad` fact;
 * - app and live casino: as `mobileApp` and `liveDealer` say, both ways;
 * - withdrawal times: a time next to a withdrawal must be one of its data's (a fact or a method's time);
 *   «retiradas rápidas» needs at least one recorded time;
 * - studios: a studio named of an operator must be among its providers; «estudios españoles» may name
 *   only the studios lists.ts records as Spanish;
 * - the site's own process: «lo hemos leído», «con su fuente», «con la fecha en que los leímos»… only
 *   where a check record says who read it and when (of that operator; in a general text, of every one).
 *
 * Texts are read as paragraphs (lines of a YAML block or of a Markdown paragraph are joined, so a sentence
 * cut by the editor's line width is still one sentence), cut into sentences; each claim belongs to the
 * operator named last before it in its sentence (by name, a link to its page or {{operador.<id>.…}}), to
 * the only one the sentence names, or in an operator's own file to that operator. A sentence with
 * {{operador}} is a review template: it speaks of every operator. A sentence naming the ranking
 * («ranking», «nuestra comparación», «analizados»…) speaks of all of them. Values filled from the data
 * ({{…}}) are never hand-typed claims. In an operator's file only its prose (analysis, pros, cons,
 * description) is read: the rest is the data itself.
 */
import type { ContentProblem } from "../platform/content/collection.ts";
import { escapeRegExp } from "../platform/text.ts";
import { type NamedOperator, type ProseFile, mentions, operatorPatterns, units } from "./offer-figures.ts";

export type Direction = "si" | "no" | "sin-dato";

export interface ClaimFacts extends NamedOperator {
  licenceChecked: boolean;
  methods: { method: string; deposit: Direction; withdrawal: Direction; withdrawalTime?: string }[];
  facts: { key: string; value: string; checked: boolean }[];
  mobileApp: boolean;
  liveDealer: boolean;
  /** Its gameProviders and softwareProviders. */
  studios: string[];
  /** The check records it has: "oferta", "licencia", a sheet datum («metodos-pago»…) or a fact key. */
  checked: string[];
}

export interface ClaimContext {
  /** The studios a text may call Spanish (lists.ts SPANISH_STUDIOS). */
  spanishStudios: readonly string[];
  /** The ranking's criteria and their weights (content/methodology): «pesa más A que B» is checked against them. */
  criteria: readonly { id: string; name: string; weight: number }[];
  /** The market's typical contribution of each game to the wagering (fixed-claims.ts), for texts that name no operator. */
  contribution: readonly { game: string; percent: number }[];
}

/** The prose fields of an operator's file: its other fields are the data this module checks against. */
const OPERATOR_PROSE_KEYS = new Set(["analysis", "pros", "cons", "description"]);

interface Paragraph {
  text: string;
  /** For each paragraph offset where a source line starts, that line's number (1-based). */
  starts: { at: number; line: number }[];
}

const STRUCTURE = /^(?:[-*+] |\d+\. |\||#|>|[\p{L}\w-]+:(?:\s|$)|::|-\s*$)/u;

/** The file's text as paragraphs: a line continues the previous one unless it starts a list item, a key, a row… */
function paragraphs(text: string, self: boolean): Paragraph[] {
  const out: Paragraph[] = [];
  let current: Paragraph | undefined;
  let inProse = !self;
  text.split("\n").forEach((raw, i) => {
    if (self && /^[\w-]+:/.test(raw)) inProse = OPERATOR_PROSE_KEYS.has(raw.split(":")[0]!);
    const line = raw.trim();
    if (!inProse || line === "" || line === "---") {
      current = undefined;
      return;
    }
    const prev = current?.text ?? "";
    const continues = current && !STRUCTURE.test(line) && !/^\s*\|/.test(prev) && !/^#/.test(prev);
    if (!continues) {
      current = { text: "", starts: [] };
      out.push(current);
    }
    const p = current!;
    if (p.text) p.text += " ";
    p.starts.push({ at: p.text.length, line: i + 1 });
    p.text += line;
  });
  return out;
}

const lineAt = (p: Paragraph, at: number) => [...p.starts].reverse().find((s) => s.at <= at)?.line ?? p.starts[0]!.line;

// ——— What a sentence says ———

// {{ranking.licencias}} is a sentence of its own (filled from the data), not a mention of the ranking in the next one.
const RANKING = /\branking\b|\bcompara(?:mos)?\b|\banalizamos\b|\bqu[eé] (?:casinos|operadores|salas)\b|\bnuestr[oa]s? (?:comparaci[oó]n|comparativa|ranking|selecci[oó]n|lista)\b|\]\(\/compara(?:cion|r)\b|\b(?:comparad|analizad)[oa]s\b|\blos diez\b|\blos \d+ (?:mejores )?casinos\b/i;
const TEMPLATE = /\{\{operador(?:\.[\p{L}\w]+)?\}\}/u;

const LICENCE_FACT = /\bcon licencias?\b|\b(?:tiene|tienen|posee|poseen|cuenta con|cuentan con|dispone de|disponen de|opera con|operan con)\s+(?:una\s+|la\s+|su\s+)?licencias?\b|\bla tienen\b|\blicenciad[oa]s?\b/gi;
const LICENCE_HEDGED = /\bno (?:tiene|tienen)\b|\bsin comprobar\b|\banuncia|\bsegún (?:el operador|sus datos)|\bpendiente de comprobar\b|\bsi (?:ya )?la hemos comprobado\b|\bsolo (?:en|con) operadores\b|\bjuega solo\b/i;

const PROCESS =
  /\b(?:le[ií]mos|hemos le[ií]do|hemos comprobado|hemos verificado|hemos contrastado|hemos probado|hemos revisado|hemos medido|comprobad[oa]s? por nosotros)\b|\bcon (?:su|la) fuente\b|\bcon la fecha en que\b|\ble[ií]d[oa]s? en su (?:propia )?web\b|\bcon la página de donde sale\b/gi;
const PROCESS_NEGATED = /\b(?:no|nadie|si|si ya|mientras|aún no|todavía no|ni)\s+(?:\p{L}+\s+){0,2}$/iu;

/** Which check records back a process claim, by what the sentence is about. */
function processTopic(unit: string): { label: string; data: (op: ClaimFacts) => boolean } {
  if (/\bretir|\bplazos?\b|\bcobr/i.test(unit)) {
    return { label: "los plazos de retirada", data: (o) => o.checked.some((c) => c.startsWith("retirada-") || c === "metodos-pago") };
  }
  if (/\bhorario|\batenci[oó]n\b/i.test(unit)) return { label: "la atención al cliente", data: (o) => o.checked.some((c) => c === "horario-atencion" || c === "canales-atencion") };
  if (/\blicencia|\bregistro\b/i.test(unit)) return { label: "la licencia", data: (o) => o.checked.includes("licencia") };
  if (/\bbono|\boferta|\bbienvenida\b/i.test(unit)) return { label: "la oferta", data: (o) => o.checked.includes("oferta") };
  return { label: "ningún dato", data: (o) => o.checked.length > 0 };
}

interface MethodGroup {
  label: string;
  methods: string[];
  re: RegExp;
}

const METHOD_GROUPS: MethodGroup[] = [
  { label: "Visa", methods: ["Visa"], re: /\bvisa\b/gi },
  { label: "Mastercard", methods: ["Mastercard"], re: /\bmastercard\b/gi },
  { label: "tarjeta", methods: ["Visa", "Mastercard"], re: /\btarjetas?\b(?! prepago)/gi },
  { label: "Bizum", methods: ["Bizum"], re: /\bbizum\b/gi },
  { label: "PayPal", methods: ["PayPal"], re: /\bpaypal\b/gi },
  { label: "transferencia", methods: ["Transferencia bancaria"], re: /\btransferencias?(?: bancarias?)?\b/gi },
  { label: "Skrill", methods: ["Skrill"], re: /\bskrill\b/gi },
  { label: "Neteller", methods: ["Neteller"], re: /\bneteller\b/gi },
  { label: "Paysafecard", methods: ["Paysafecard"], re: /\bpaysafecard\b/gi },
  { label: "Apple Pay", methods: ["Apple Pay"], re: /\bapple pay\b/gi },
  { label: "Google Pay", methods: ["Google Pay"], re: /\bgoogle pay\b/gi },
  { label: "Trustly", methods: ["Trustly"], re: /\btrustly\b|\bbanca online\b/gi },
  { label: "MuchBetter", methods: ["MuchBetter"], re: /\bmuchbetter\b/gi },
  // Not the poker «mesas de efectivo» (cash games).
  { label: "efectivo", methods: ["Efectivo en salones"], re: /(?<!(?:mesas|partidas|juego|juegos) de )\befectivo\b|\ben metálico\b/gi },
  { label: "monederos electrónicos", methods: ["PayPal", "Skrill", "Neteller", "MuchBetter"], re: /\bmonederos?(?: electr[oó]nicos?)?\b/gi },
];

type Dir = "deposit" | "withdrawal" | "both" | "any";
const WITHDRAW_WORD = /\bretir\p{L}*|\bcobr(?:ar|o|os|a|as|an|e|en|arás)\b(?! (?:comisi|tarifa|recargo))/giu;
const DEPOSIT_WORD = /\bdeposit\p{L}*|\bdep[oó]sitos?\b|\bingres(?:ar|o|os|a|as|an)\b|\brecarg(?:ar|a|as)\b/giu;
const BOTH_WORDS =
  /\b(?:deposit\p{L}*|dep[oó]sitos?|ingresar|pagar)\s+(?:y|o|como|ni)\s+(?:para\s+)?(?:retir\p{L}*|cobr\p{L}*)|\b(?:retir\p{L}*|cobr\p{L}*)\s+(?:y|o|como|ni)\s+(?:para\s+)?(?:deposit\p{L}*|dep[oó]sitos?|ingresar|pagar)/giu;
const CLAUSE_BREAK = /[;:()]|\s(?:pero|aunque|mientras que)\s/g;
const NEGATION_BEFORE = /\b(?:no|sin|ni|falta|faltan|ausencia de|salvo)\b[^,;.]{0,40}$/i;
/** «Si piensas depositar con Bizum…», «Quien quiera casino en vivo…»: what a reader may want, not what the operator has. */
const RECOMMENDS = /\b(?:interesa|encaja|pensad[oa]|ideal|útil|recomendable)\s+(?:a|con|para)\s+quien/i;
const HYPOTHETICAL = /\b(?:si (?:piensas|quieres|necesitas|buscas|prefieres|te interesa)|quien (?:quiera|necesite|busque|busca|prefiera))\b/i;

/** A global pattern's test without its state. */
const has = (re: RegExp, text: string) => new RegExp(re.source, re.flags.replace("g", "")).test(text);

function clauses(unit: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let start = 0;
  for (const m of unit.matchAll(CLAUSE_BREAK)) {
    out.push({ text: unit.slice(start, m.index), at: start });
    start = m.index + m[0].length;
  }
  out.push({ text: unit.slice(start), at: start });
  return out;
}

/** The direction of a method named at `at` in a clause: that of the nearest direction word. */
function directionAt(clause: string, at: number): Dir {
  const words: { at: number; end: number; dir: Dir }[] = [];
  for (const m of clause.matchAll(BOTH_WORDS)) words.push({ at: m.index, end: m.index + m[0].length, dir: "both" });
  const inBoth = (i: number) => words.some((w) => w.dir === "both" && i >= w.at && i < w.end);
  for (const m of clause.matchAll(WITHDRAW_WORD)) if (!inBoth(m.index)) words.push({ at: m.index, end: m.index + m[0].length, dir: "withdrawal" });
  for (const m of clause.matchAll(DEPOSIT_WORD)) if (!inBoth(m.index)) words.push({ at: m.index, end: m.index + m[0].length, dir: "deposit" });
  if (!words.length) return "any";
  const dist = (w: { at: number; end: number }) => (at < w.at ? w.at - at : Math.max(0, at - w.end));
  return words.sort((a, b) => dist(a) - dist(b))[0]!.dir;
}

const DIR_WORDS = { deposit: "depositar", withdrawal: "retirar" } as const;

function methodProblem(op: ClaimFacts, group: MethodGroup, dir: Dir, negative: boolean): string | undefined {
  const listed = op.methods.filter((m) => group.methods.includes(m.method));
  const dirs: ("deposit" | "withdrawal")[] = dir === "both" ? ["deposit", "withdrawal"] : dir === "any" ? [] : [dir];
  const what = group.methods.length > 1 ? `ningún método de «${group.label}» (${group.methods.join(", ")})` : group.methods[0]!;
  if (negative) {
    if (dirs.length === 0) {
      const takes = listed.find((m) => m.deposit === "si" || m.withdrawal === "si");
      return takes ? `sus datos dicen que acepta ${takes.method}` : undefined;
    }
    for (const d of dirs) {
      const m = listed.find((x) => x[d] !== "no");
      if (m) return m[d] === "si" ? `sus datos dicen que sí se puede ${DIR_WORDS[d]} con ${m.method}` : `sus datos dicen «Sin dato» para ${DIR_WORDS[d]} con ${m.method}: no consta ni que sí ni que no`;
    }
    return undefined;
  }
  if (!listed.length) return group.methods.length > 1 ? `${what} está entre sus métodos de pago` : `${what} no está entre sus métodos de pago`;
  if (dirs.length === 0) return listed.some((m) => m.deposit === "si" || m.withdrawal === "si") ? undefined : `sus datos no dicen que acepte ${listed.map((m) => m.method).join(" ni ")}`;
  for (const d of dirs) {
    if (listed.some((m) => m[d] === "si")) continue;
    const states = listed.map((m) => `${m.method}: ${m[d] === "no" ? "«No»" : "«Sin dato»"}`).join("; ");
    return `sus datos no dicen que se pueda ${DIR_WORDS[d]} con ${group.methods.length > 1 ? group.label : group.methods[0]} (${states})`;
  }
  return undefined;
}

const TIME = /\b(\d+)(?:\s*(?:-|–|a)\s*(\d+))?\s*(h\b|horas?\b|d[ií]as?\b|minutos?\b)|\bal instante\b|\ben el (?:mismo )?d[ií]a\b|\binmediat[oa]s?\b/gi;
const FAST = /\b(?:retiradas?|cobros?|pagos?) (?:muy )?r[aá]pid[oa]s?\b|\brapidez (?:en|de) (?:los |las )?(?:pagos|retiradas|cobros)\b/gi;

/** «24-48 h» and «24 a 48 horas» alike: the figures and the unit. */
function timeKey(text: string): string {
  const m = new RegExp(TIME.source, "i").exec(text);
  if (!m) return text.trim().toLowerCase();
  if (!m[1]) return m[0].toLowerCase().replace(/\s+/g, " ");
  const unit = /^h/i.test(m[3]!) ? "h" : /^d/i.test(m[3]!) ? "d" : "min";
  return `${m[1]}${m[2] ? `-${m[2]}` : ""}${unit}`;
}

function withdrawalTimes(op: ClaimFacts): string[] {
  return [...op.facts.filter((f) => f.key.startsWith("retirada-")).map((f) => f.value), ...op.methods.flatMap((m) => (m.withdrawalTime ? [m.withdrawalTime] : []))];
}

const LOYALTY = /\bprogramas? (?:de fidelidad|de fidelización|vip|de recompensas|de puntos)\b|\bclub vip\b|\bniveles vip\b/gi;
const LOYALTY_HEDGED = /\bno recogemos\b|\bsin dato\b/i;

const APP_YES = /\b(?:su|la|una|tiene|con) app\b|\bapps? (?:propia|para (?:ios|android)|m[oó]vil|nativa)\b|\baplicaci[oó]n (?:propia|para (?:ios|android)|m[oó]vil)\b/gi;
const APP_NO = /\b(?:sin|no tiene|no ofrece|no dispone de)\s+(?:una\s+|su\s+)?(?:app|aplicaci[oó]n)\b/gi;
const LIVE_YES = /\b(?:casino|crupier(?:es)?|mesas?|ruleta|blackjack) en (?:vivo|directo)\b|\bcrupier(?:es)? reales?\b|\blive casino\b/gi;
const LIVE_NO = /\b(?:sin|no tienen?|no ofrecen?|no hay|no dispone de)\s+(?:(?:casino|mesas?|ruleta|blackjack)(?:\s+\p{L}+)?\s+en (?:vivo|directo)|crupier)/giu;

const GENERIC_STUDIO_TAIL = /\s+(?:Games|Gaming|Digital|Studios|Interactive|Play)$/;
/** «MGA Games» is also «MGA», «Pragmatic Play» «Pragmatic»: a studio's short names as texts write them. */
function studioNames(studio: string): string[] {
  const short = studio.replace(GENERIC_STUDIO_TAIL, "");
  return short !== studio && short.length >= 3 ? [studio, short] : [studio];
}

// ——— What a text says of the ranking's method and of the market ———

/** Which criterion a few words name («la licencia», «el catálogo», «la seguridad de los pagos»…). */
const CRITERION_WORDS: [RegExp, string][] = [
  [/\bpagos?\b|\bretirad/i, "pagos"],
  [/\blicencia\b|\bseguridad\b/i, "licencia"],
  [/\bcat[aá]logo\b|\bjuegos\b(?! responsable)/i, "juegos"],
  [/\boferta\b|\bbonos?\b|\bbienvenida\b/i, "bono"],
  [/\bapp\b|\bm[oó]vil\b/i, "movil"],
  [/\batenci[oó]n\b|\bsoporte\b/i, "atencion"],
  [/\bjuego responsable\b|\bherramientas de control\b/i, "juego-responsable"],
];
const SCORING = /\b(?:sub)?notas?\b|\bmedia ponderada\b|\bpesos?\b|\bpuntuaci[oó]n\b|\bponderad/i;
const WEIGHS = /\bpesan? (más|menos)\s+(.+?)\s+que\s+(.+?)(?=[.;:]|$)/gi;

function criteriaOf(words: string, ctx: ClaimContext) {
  return words
    .split(/,\s*|\s+(?:y|o|ni)\s+/)
    .flatMap((w) => {
      const id = CRITERION_WORDS.find(([re]) => re.test(w))?.[1];
      const c = id ? ctx.criteria.find((x) => x.id === id) : undefined;
      return c ? [c] : [];
    });
}

const TABLE_GAMES = /\bjuegos de mesa\b|\bmesas?\b/i;
const PERCENT = /(\d+(?:,\d+)?)\s?%/g;

interface GeneralClaim {
  at: number;
  written: string;
  why: string;
  fix: string;
}

/** What a sentence says of the criteria's weights, and (in a text about no operator) of the market's typical contributions. */
function generalClaims(unit: string, ctx: ClaimContext, aboutAnOperator: boolean): GeneralClaim[] {
  const out: GeneralClaim[] = [];
  if (SCORING.test(unit)) {
    for (const m of unit.matchAll(WEIGHS)) {
      const [heavier, lighter] = m[1]!.toLowerCase() === "más" ? [m[2]!, m[3]!] : [m[3]!, m[2]!];
      const a = criteriaOf(heavier, ctx);
      const b = criteriaOf(lighter, ctx);
      const wrong = a.flatMap((x) => b.filter((y) => x.weight <= y.weight).map((y) => `«${x.name}» pesa ${x.weight} % y «${y.name}» ${y.weight} %`));
      if (wrong.length) {
        out.push({
          at: m.index,
          written: m[0],
          why: `no es lo que dice la metodología (content/methodology): ${wrong.join("; ")}`,
          fix: "Corrige la frase o cita los pesos con {{metodologia.<criterio>.peso}}",
        });
      }
    }
  }
  const speaksOfContribution = /\bcontribu|\bcomput|\bcuentan?\b/i.test(unit);
  if (speaksOfContribution && !aboutAnOperator && ctx.contribution.length) {
    const known = (game: RegExp) => ctx.contribution.filter((c) => game.test(c.game)).map((c) => c.percent);
    const games: [RegExp, number[], string][] = [
      [/\btragaperras\b|\bslots?\b/i, known(/tragaperras|slot/i), "las tragaperras"],
      [/\bblackjack\b/i, known(/blackjack/i), "el blackjack"],
      [/\bruleta\b/i, known(/ruleta/i), "la ruleta"],
      [TABLE_GAMES, known(/blackjack|ruleta/i), "los juegos de mesa"],
    ];
    for (const m of unit.matchAll(PERCENT)) {
      const before = unit.slice(0, m.index);
      // The game named last before the figure (in the same clause).
      const clauseStart = Math.max(before.lastIndexOf(";"), before.lastIndexOf(":"));
      const clause = before.slice(clauseStart + 1);
      let best: { at: number; values: number[]; label: string } | undefined;
      // «10 % blackjack»: the game written right after its figure.
      const after = unit.slice(m.index + m[0].length, m.index + m[0].length + 24);
      for (const [re, values, label] of games) if (!best && new RegExp(`^\\s*(?:en |para |de )?(?:el |la |los |las )?(?:${re.source})`, "i").test(after)) best = { at: Infinity, values, label };
      if (!best) for (const [re, values, label] of games) {
        for (const g of clause.matchAll(new RegExp(re.source, "gi"))) if (!best || g.index > best.at) best = { at: g.index, values, label };
      }
      if (!best || !best.values.length) continue;
      const n = Number(m[1]!.replace(",", "."));
      if (best.values.includes(n)) continue;
      out.push({
        at: m.index,
        written: m[0],
        why: `lo típico del mercado que cita la web (fixed-claims.ts) para ${best.label} es ${[...new Set(best.values)].map((v) => `${v} %`).join(" o ")}`,
        fix: "Corrige la cifra o tómala de los datos: {{condiciones.aportacion.slots}}, {{condiciones.aportacion.blackjack}}, {{condiciones.aportacion.ruleta}}",
      });
    }
  }
  return out;
}

// ——— The check ———

interface Claim {
  at: number;
  written: string;
  /** Why the operator's data contradicts it, or undefined. */
  wrong: (op: ClaimFacts) => string | undefined;
  /** `ops`: only of a named operator; `all`: of a named one, or of every operator in a template, a ranking sentence… */
  scope: "ops" | "licence" | "process";
  fix: string;
}

function claimsIn(unit: string, ctx: ClaimContext, studios: { name: string; re: RegExp }[]): Claim[] {
  const out: Claim[] = [];
  for (const m of unit.matchAll(LICENCE_FACT)) {
    if (LICENCE_HEDGED.test(unit)) break;
    // «el registro de operadores con licencia» names the register, not a licence.
    if (/\bregistro (?:p[uú]blico )?de (?:operadores|casinos|empresas)\s*$/i.test(unit.slice(0, m.index))) continue;
    out.push({
      at: m.index,
      written: m[0],
      scope: "licence",
      wrong: (o) => (o.licenceChecked ? undefined : `su licencia no tiene comprobación en el registro (licenseCheck vacío), así que la web dice «Pendiente de comprobar»`),
      fix: "Escribe que la anuncia («anuncia licencia de la DGOJ»), usa {{ranking.conLicencia}} o anota la comprobación de la licencia (npm run comprobar)",
    });
  }
  for (const m of unit.matchAll(PROCESS)) {
    if (PROCESS_NEGATED.test(unit.slice(Math.max(0, m.index - 30), m.index))) continue;
    const topic = processTopic(unit);
    out.push({
      at: m.index,
      written: m[0],
      scope: "process",
      wrong: (o) => (topic.data(o) ? undefined : `ningún dato de ${topic.label === "ningún dato" ? "sus datos" : topic.label} de ${o.name} tiene una comprobación (quién lo leyó, cuándo y dónde)`),
      fix: "Di solo lo que recogen los datos («con su estado: comprobado o «Sin comprobar»») o anota la comprobación (npm run comprobar)",
    });
  }
  for (const c of clauses(unit)) {
    for (const g of METHOD_GROUPS) {
      for (const m of c.text.matchAll(g.re)) {
        const dir = directionAt(c.text, m.index);
        const negative = NEGATION_BEFORE.test(c.text.slice(0, m.index));
        out.push({
          at: c.at + m.index,
          written: m[0],
          scope: "ops",
          wrong: (o) => methodProblem(o, g, dir, negative),
          fix: "Corrige el texto o los métodos de pago del operador (paymentMethods: para depositar y para retirar)",
        });
      }
    }
    if (has(WITHDRAW_WORD, c.text)) {
      for (const m of c.text.matchAll(TIME)) {
        const key = timeKey(m[0]);
        out.push({
          at: c.at + m.index,
          written: m[0],
          scope: "ops",
          wrong: (o) => {
            const times = withdrawalTimes(o);
            if (!times.length) return "sus datos no recogen ningún plazo de retirada";
            return times.some((t) => timeKey(t) === key) ? undefined : `sus plazos de retirada son ${[...new Set(times)].join(", ")}`;
          },
          fix: "Corrige el plazo o no lo escribas a mano: los plazos de cada operador salen en sus datos, con su estado",
        });
      }
    }
  }
  for (const m of unit.matchAll(FAST)) {
    out.push({
      at: m.index,
      written: m[0],
      scope: "ops",
      wrong: (o) => (withdrawalTimes(o).length ? undefined : "sus datos no recogen ningún plazo de retirada"),
      fix: "Quita la afirmación o añade el plazo a sus datos",
    });
  }
  if (!LOYALTY_HEDGED.test(unit)) {
    for (const m of unit.matchAll(LOYALTY)) {
      out.push({
        at: m.index,
        written: m[0],
        scope: "ops",
        wrong: (o) => (o.facts.some((f) => f.key === "programa-fidelidad") ? undefined : "sus datos no recogen ningún programa de fidelidad (no hay dato «programa-fidelidad»)"),
        fix: "Quita la afirmación o añade el dato «Programa de fidelidad» a sus datos",
      });
    }
  }
  for (const [re, yes, says] of [
    [APP_YES, true, "app"],
    [APP_NO, false, "app"],
    [LIVE_YES, true, "live"],
    [LIVE_NO, false, "live"],
  ] as const) {
    for (const m of unit.matchAll(re)) {
      if (yes && has(says === "app" ? APP_NO : LIVE_NO, unit)) continue;
      out.push({
        at: m.index,
        written: m[0],
        scope: "ops",
        wrong: (o) => {
          const value = says === "app" ? o.mobileApp : o.liveDealer;
          if (value === yes) return undefined;
          return says === "app" ? `sus datos dicen que ${value ? "sí" : "no"} tiene app móvil (mobileApp)` : `sus datos dicen que ${value ? "sí" : "no"} tiene casino en vivo (liveDealer)`;
        },
        fix: "Corrige el texto o el dato de la ficha",
      });
    }
  }
  const spanish = /\bestudios? español(?:es)?\b/i.test(unit);
  for (const s of studios) {
    for (const m of unit.matchAll(s.re)) {
      out.push({
        at: m.index,
        written: m[0],
        scope: "ops",
        wrong: (o) => {
          if (!o.studios.some((x) => studioNames(x).some((n) => n.toLowerCase() === s.name.toLowerCase()) || studioNames(s.name).includes(x))) {
            return `${s.name} no está entre sus proveedores (gameProviders, softwareProviders)`;
          }
          if (spanish && !ctx.spanishStudios.some((x) => studioNames(x).some((n) => n.toLowerCase() === m[0].toLowerCase()))) {
            return `la frase habla de «estudios españoles» y ${m[0]} no es uno de los que la web tiene por españoles (${ctx.spanishStudios.join(", ")})`;
          }
          return undefined;
        },
        fix: "Corrige el texto o los proveedores del operador",
      });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Every hand-typed statement about an operator's facts or the site's checks that the data does not back, as file:line problems. */
export function operatorClaimProblems(files: ProseFile[], operators: ClaimFacts[], ctx: ClaimContext): ContentProblem[] {
  const byId = new Map(operators.map((o) => [o.id, o]));
  const patterns = operatorPatterns(operators);
  const allStudios = [...new Set(operators.flatMap((o) => o.studios).filter((s) => !/^plataforma\b/i.test(s)))];
  const studioNamesList = [...new Set(allStudios.flatMap(studioNames))].sort((a, b) => b.length - a.length);
  const studios = studioNamesList.map((name) => ({ name, re: new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "gu") }));
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const self = f.self ? byId.get(f.self) : undefined;
    for (const para of paragraphs(f.text, Boolean(f.self))) {
      for (const u of units(para.text)) {
        const raw = u.text;
        // A value filled from the data is never a hand-written claim, but {{operador.<id>.…}} names its operator.
        const idMentions = [...raw.matchAll(/\{\{operador\.([\w-]+)\.[\w.]+\}\}/g)].flatMap((m) => (byId.has(m[1]!) ? [{ at: m.index, op: byId.get(m[1]!)! }] : []));
        const plain = raw.replace(/\{\{[^}]*\}\}/g, (v) => " ".repeat(v.length));
        const hypothetical = HYPOTHETICAL.test(plain) && !RECOMMENDS.test(plain);
        const found = claimsIn(plain, ctx, studios).filter(
          (c, i, all) => all.findIndex((x) => x.at === c.at && x.written === c.written) === i && !(hypothetical && c.scope === "ops"),
        );
        const named = [...mentions(plain, patterns), ...idMentions].sort((a, b) => a.at - b.at);
        for (const g of generalClaims(plain, ctx, named.length > 0 || Boolean(self) || TEMPLATE.test(raw))) {
          problems.push({
            file: f.file,
            line: lineAt(para, u.at + g.at),
            field: "texto",
            rule: "operator-claim",
            message: `«${g.written.trim()}»: ${g.why}. ${g.fix}.`,
          });
        }
        const template = TEMPLATE.test(raw);
        const ranking = RANKING.test(raw.replace(/\{\{ranking\.licencias\}\}/g, ""));
        for (const claim of found) {
          const before = [...named].reverse().find((n) => n.at <= claim.at)?.op;
          const only = new Set(named.map((n) => n.op)).size === 1 ? named[0]!.op : undefined;
          let scope: ClaimFacts[] = [];
          if (before ?? only) scope = [(before ?? only)!];
          else if (!named.length && self && !template) scope = [self];
          else if (claim.scope !== "ops" && (template || ranking || claim.scope === "process") && !named.length) scope = operators;
          for (const op of scope) {
            const why = claim.wrong(op);
            if (!why) continue;
            const who = scope.length > 1 ? `${op.name} (y la frase habla de todos los operadores)` : op.name;
            problems.push({
              file: f.file,
              line: lineAt(para, u.at + claim.at),
              field: "texto",
              rule: "operator-claim",
              message: `«${claim.written.trim()}» no coincide con los datos de ${who} (content/operators/${op.id}.yaml): ${why}. ${claim.fix}.`,
            });
            // A sentence about every operator is one problem, named by the first it is false of.
            if (scope.length > 1) break;
          }
        }
      }
    }
  }
  return problems;
}
