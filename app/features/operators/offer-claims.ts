import { comparableWageringMultiple, hasNoWagering, type Offer } from "./offer.ts";
import { formatEuro, formatNumber } from "../../platform/format.ts";

/**
 * Superlatives about offers and deposits in an operator's own texts («el de mayor importe del ranking»,
 * «el depósito mínimo más bajo», «el requisito más alto», «el único sin requisito») must be true of the
 * data (Ley de Competencia Desleal; issue 26 item 3). The content check reads every pro, con, description
 * and analysis paragraph, finds such a claim and the figure it is about, and refuses it when another
 * operator's data says otherwise. Pure, relative imports only.
 */

export interface ClaimOperator {
  id: string;
  name: string;
  minDeposit: number;
  offer: Pick<Offer, "kind" | "cap" | "wagering">;
  pros: readonly string[];
  cons: readonly string[];
  description: string;
  analysis: Readonly<Record<string, string>>;
}

export interface ClaimProblem {
  id: string;
  path: (string | number)[];
  message: string;
}

type Topic = "importe" | "deposito" | "requisito";
type Direction = "alto" | "bajo";

/** «el bono de mayor importe», «la de mayor importe», «el más bajo», «el depósito mínimo más bajo». */
const SUPERLATIVE = /\b(?:el|la|los|las|lo)\b(?:\s+[\p{L}\d]+){0,3}?\s+(mayor(?:es)?|menor(?:es)?|más\s+(?:alt|baj|grand|pequeñ|generos|elevad)\p{L}*)/giu;
const TOPICS: [Topic, RegExp][] = [
  ["importe", /\b(?:bonos?|bienvenidas?|ofertas?|importes?)\b/giu],
  ["deposito", /\bdep[oó]sitos?\b/giu],
  ["requisito", /\b(?:requisitos?|rollover)\b/giu],
];
/** How far (in characters) the figure's word may be from the superlative to be what it is about. */
const NEAR = 60;

const euros = (n: number) => formatEuro(n).replace(/\u00a0/g, " ");
const times = (n: number) => `${formatNumber(n, Number.isInteger(n) ? 0 : 1)}x`;

/** The texts of an operator that may carry a claim, with their field paths. */
function texts(op: ClaimOperator): [string, (string | number)[]][] {
  return [
    ...op.pros.map((t, i): [string, (string | number)[]] => [t, ["pros", i]]),
    ...op.cons.map((t, i): [string, (string | number)[]] => [t, ["cons", i]]),
    [op.description, ["description"]],
    ...Object.entries(op.analysis).map(([k, t]): [string, (string | number)[]] => [t, ["analysis", k]]),
  ];
}

/** Each superlative of a sentence with the figure it is about (the nearest figure word) and its direction. */
export function findClaims(sentence: string): { topic: Topic; direction: Direction; text: string }[] {
  const out: { topic: Topic; direction: Direction; text: string }[] = [];
  for (const m of sentence.matchAll(SUPERLATIVE)) {
    const word = m[1]!.toLowerCase();
    const direction: Direction = /^(mayor|más\s+(alt|grand|generos|elevad))/u.test(word) ? "alto" : "bajo";
    const at = m.index! + m[0].length - m[1]!.length;
    let best: { topic: Topic; distance: number } | null = null;
    for (const [topic, re] of TOPICS) {
      for (const t of sentence.matchAll(re)) {
        const start = t.index!;
        const end = start + t[0].length;
        const distance = start >= at ? start - (at + m[1]!.length) : at - end;
        if (distance <= NEAR && (!best || distance < best.distance)) best = { topic, distance };
      }
    }
    if (best) out.push({ topic: best.topic, direction, text: m[0] });
  }
  return out;
}

/** Whether the claim holds for `op` among `all`; otherwise the fact that contradicts it, in Spanish. */
function contradiction(op: ClaimOperator, all: readonly ClaimOperator[], topic: Topic, direction: Direction, sentence = ""): string | null {
  // «uno de los…», «empata con…»: the sentence already says the claim is shared.
  const saysTie = /\b(?:uno|una) de (?:los|las)\b|\bempat/iu.test(sentence);
  const others = all.filter((o) => o.id !== op.id);
  const pick = <T extends number>(value: (o: ClaimOperator) => T | null | undefined, show: (n: number) => string, what: string) => {
    const mine = value(op);
    const rivals = others.map((o) => ({ o, v: value(o) })).filter((x): x is { o: ClaimOperator; v: T } => x.v !== null && x.v !== undefined);
    if (mine === null || mine === undefined) return `los datos de su oferta no tienen ${what} que comparar`;
    const better = rivals.filter((x) => (direction === "alto" ? x.v > mine : x.v < mine)).sort((a, b) => (direction === "alto" ? b.v - a.v : a.v - b.v))[0];
    if (better) return `${better.o.name} tiene ${show(better.v)} y ${op.name}, ${show(mine)}`;
    // A tie is said as a tie: «el más bajo» while another operator has as low a figure is not true either.
    const tied = rivals.filter((x) => x.v === mine).map((x) => x.o.name);
    return tied.length && !saysTie ? `${tied.join(", ")} ${tied.length === 1 ? "tiene" : "tienen"} también ${show(mine)} (un empate se dice «uno de los…»)` : null;
  };
  if (topic === "importe") return pick((o) => o.offer.cap, euros, "un importe en euros");
  if (topic === "deposito") return pick((o) => o.minDeposit, euros, "depósito mínimo");
  // Among offers that have a requirement: an offer without one is not «a lower requirement».
  return pick((o) => (o.offer.wagering.base === "ninguno" ? null : comparableWageringMultiple(o.offer)), times, "un requisito de apuesta en veces");
}

const TOPIC_WORDS: Record<Topic, Record<Direction, string>> = {
  importe: { alto: "su oferta es la de mayor importe", bajo: "su oferta es la de menor importe" },
  deposito: { alto: "su depósito mínimo es el más alto", bajo: "su depósito mínimo es el más bajo" },
  requisito: { alto: "su requisito de apuesta es el más alto", bajo: "su requisito de apuesta es el más bajo" },
};

/** Every superlative about offers and deposits that the operators' data contradicts. */
export function offerClaimProblems(all: readonly ClaimOperator[]): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  for (const op of all) {
    for (const [text, path] of texts(op)) {
      for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
        for (const claim of findClaims(sentence)) {
          const why = contradiction(op, all, claim.topic, claim.direction, sentence);
          if (why) {
            problems.push({
              id: op.id,
              path,
              message: `«${claim.text}» dice que ${TOPIC_WORDS[claim.topic][claim.direction]} del ranking, y los datos no lo sostienen: ${why}. Corrige el texto (o los datos, si han cambiado)`,
            });
          }
        }
        // «el único … sin requisito»: only this operator's offer asks for no wagering.
        if (/(?<!\p{L})únic[oa](?!\p{L})/iu.test(sentence) && /sin requisito|no tiene(?:n)? requisito/iu.test(sentence)) {
          const alsoFree = all.filter((o) => o.id !== op.id && hasNoWagering(o.offer));
          if (!hasNoWagering(op.offer) || alsoFree.length) {
            problems.push({
              id: op.id,
              path,
              message: `dice que es el único sin requisito de apuesta, y los datos no lo sostienen: ${
                hasNoWagering(op.offer) ? `${alsoFree.map((o) => o.name).join(", ")} tampoco lo tiene` : `la oferta de ${op.name} tiene requisito`
              }. Corrige el texto (o los datos, si han cambiado)`,
            });
          }
        }
      }
    }
  }
  return problems;
}
