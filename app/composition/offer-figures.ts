/**
 * Prose follows data (issue 43): a welcome-offer figure written by hand next to an operator's name —
 * «200 % hasta 200 €», «50 tiradas», «35x» — must agree with that operator's offer in
 * content/operators/<id>.yaml. After the owner raised Codere's cap to 250 €, the bonus article kept
 * its «200 % hasta 200 €» and `content:check` said «Contenido correcto». Decision 0286.
 *
 * The check reads each line of articles (blog/posts), pages and operator files. A line is cut into
 * units — a table row whole, otherwise sentences — and each figure in a unit belongs to the operator
 * named last before it (by its name or a link to its page); in an operator's own file, a figure with
 * no other operator named before it is that operator's. Figures with no operator are examples and
 * are not checked. What is compared:
 * - «P % hasta C €»: the percentage and the cap; «hasta C €» alone, in a unit that speaks of a bono,
 *   oferta or bienvenida: the cap;
 * - «N tiradas» / «N giros»: the free spins;
 * - «Nx»: the wagering multiple (or a multiple its note names, e.g. «3x en deportes»).
 * The way to never be flagged is not to type the figure: {{operador.<id>.oferta}},
 * {{operador.<id>.requisito}} or the ::operador block fill it from the data.
 */
import type { ContentProblem } from "../platform/content/collection.ts";
import { escapeRegExp } from "../platform/text.ts";

export interface OfferFacts {
  id: string;
  name: string;
  /** The paths that link to the operator's pages (its review, e.g. /codere). */
  paths: string[];
  offer: { percent?: number; cap?: number; freeSpins?: number; wagering: { multiple: number; note?: string } };
}

export interface ProseFile {
  /** As shown to the owner, e.g. content/blog/posts/x.md */
  file: string;
  text: string;
  /** The operator whose file this is: figures with no operator named before them are its. */
  self?: string;
}

const euros = (s: string) => Number(s.replace(/\./g, "").replace(",", "."));

/** A table row whole; otherwise sentences (a full stop, ! or ? followed by a space). */
export function units(line: string): { text: string; at: number }[] {
  if (/^\s*\|/.test(line)) return [{ text: line, at: 0 }];
  const out: { text: string; at: number }[] = [];
  let start = 0;
  // «R. Franco»: a capital and a full stop is an initial, not the end of a sentence.
  for (const m of line.matchAll(/(?<!(?:^|[^\p{L}])\p{Lu})[.!?](?=\s)/gu)) {
    out.push({ text: line.slice(start, m.index + 1), at: start });
    start = m.index + 1;
  }
  out.push({ text: line.slice(start), at: start });
  return out;
}

interface Figure {
  at: number;
  written: string;
  wrong: (o: OfferFacts["offer"]) => string | undefined;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)`;

function figures(unit: string): Figure[] {
  const out: Figure[] = [];
  const taken: [number, number][] = [];
  const speaksOfOffer = /\b(bono|bonos|oferta|bienvenida|promoci[oó]n)\b/i.test(unit);
  for (const m of unit.matchAll(new RegExp(String.raw`(?:(\d+)\s?%\s+)?hasta\s+${NUMBER}\s?€`, "g"))) {
    const percent = m[1] === undefined ? undefined : Number(m[1]);
    if (percent === undefined && !speaksOfOffer) continue;
    const cap = euros(m[2]!);
    taken.push([m.index, m.index + m[0].length]);
    out.push({
      at: m.index,
      written: m[0],
      wrong: (o) => {
        const bad: string[] = [];
        if (percent !== undefined && o.percent !== undefined && percent !== o.percent) bad.push(`el porcentaje es ${o.percent} %`);
        if (percent !== undefined && o.percent === undefined) bad.push("la oferta no es un porcentaje del depósito");
        if (o.cap !== undefined && cap !== o.cap) bad.push(`el importe máximo es ${o.cap.toLocaleString("es-ES")} €`);
        return bad.length ? bad.join(" y ") : undefined;
      },
    });
  }
  for (const m of unit.matchAll(/\b(\d+)\s+(tiradas|giros)\b/g)) {
    const n = Number(m[1]);
    out.push({
      at: m.index,
      written: m[0],
      wrong: (o) => (o.freeSpins === n ? undefined : o.freeSpins === undefined ? "la oferta no incluye tiradas" : `son ${o.freeSpins} tiradas`),
    });
  }
  for (const m of unit.matchAll(/(?<![\d,.])(\d+)x\b/g)) {
    if (taken.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const n = Number(m[1]);
    out.push({
      at: m.index,
      written: m[0],
      wrong: (o) => {
        if (n === o.wagering.multiple) return undefined;
        if (o.wagering.note && new RegExp(`(?<!\\d)${n}x`).test(o.wagering.note)) return undefined;
        return `el requisito de apuesta es ${o.wagering.multiple}x`;
      },
    });
  }
  return out;
}

export interface NamedOperator {
  id: string;
  name: string;
  paths: string[];
}

export interface OperatorPattern<T extends NamedOperator = OfferFacts> {
  op: T;
  /** Its name as a word, and a link to each of its pages: compiled once per check, not per sentence. */
  patterns: RegExp[];
}

export function operatorPatterns<T extends NamedOperator>(operators: T[]): OperatorPattern<T>[] {
  return operators.map((op) => ({
    op,
    patterns: [
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(op.name)}(?![\\p{L}\\p{N}])`, "giu"),
      ...op.paths.map((p) => new RegExp(`\\]\\(${escapeRegExp(p)}(?:[#)])`, "g")),
    ],
  }));
}

/** Where each operator is named in a unit: its name as a word, or a link to one of its pages. */
export function mentions<T extends NamedOperator>(unit: string, operators: OperatorPattern<T>[]): { at: number; op: T }[] {
  const out: { at: number; op: T }[] = [];
  for (const { op, patterns } of operators) for (const re of patterns) for (const m of unit.matchAll(re)) out.push({ at: m.index, op });
  return out.sort((a, b) => a.at - b.at);
}

/** The figures written by hand next to an operator's name that its data contradicts, as file:line problems. */
export function offerFigureProblems(files: ProseFile[], operators: OfferFacts[]): ContentProblem[] {
  const byId = new Map(operators.map((o) => [o.id, o]));
  const patterns = operatorPatterns(operators);
  const problems: ContentProblem[] = [];
  for (const f of files) {
    const self = f.self ? byId.get(f.self) : undefined;
    f.text.split("\n").forEach((line, i) => {
      // A value filled from the data is never a hand-written figure.
      const plain = line.replace(/\{\{[^}]*\}\}/g, (v) => " ".repeat(v.length));
      for (const u of units(plain)) {
        // Most sentences hold no figure: only those that do are searched for the operators' names,
        // so the check grows with the text, not with the text times the catalogue.
        const found = figures(u.text);
        if (found.length === 0) continue;
        const named = mentions(u.text, patterns);
        for (const fig of found) {
          const op = [...named].reverse().find((n) => n.at <= fig.at)?.op ?? (named.length ? undefined : self);
          if (!op) continue;
          const why = fig.wrong(op.offer);
          if (!why) continue;
          problems.push({
            file: f.file,
            line: i + 1,
            field: "texto",
            rule: "offer-figure",
            message:
              `«${fig.written.trim()}» junto a ${op.name} no coincide con sus datos (content/operators/${op.id}.yaml): ${why}. ` +
              (f.self
                ? "Corrige el texto (o los datos, si han cambiado)"
                : `Corrige la cifra o no la escribas a mano: {{operador.${op.id}.oferta}} y {{operador.${op.id}.requisito}} la toman de los datos`),
          });
        }
      }
    });
  }
  return problems;
}
