/**
 * The Markdown pipeline's output: a small, serialisable tree that the loaders build at build time
 * (app/features/pages/markdown.server.ts) and one React renderer draws (app/features/pages/markdown.tsx).
 *
 * It is what marked's lexer produces, reduced to what the renderer needs (no raw source, so the
 * loader data shipped for hydration stays small), with each directive already validated and turned
 * into its own node. Types only: safe to import from components.
 */
import type { CalculatorCopy } from "../bonus-calculator/index";
import type { CardOperator } from "../operators/index";

export type Inline =
  | string
  | { t: "strong" | "em" | "del"; c: Inline[] }
  | { t: "a"; href: string; c: Inline[] }
  | { t: "code"; v: string }
  | { t: "br" };

export type Align = "left" | "center" | "right" | null;

export interface TableNode {
  t: "table";
  caption?: string;
  /** First cell of each body row is a row header (<th scope="row">). */
  rowHeaders: boolean;
  align: Align[];
  head: Inline[][];
  rows: Inline[][][];
}

export type MdNode =
  | { t: "h"; level: 2 | 3 | 4; id: string; c: Inline[] }
  | { t: "p"; c: Inline[] }
  /** Text of a tight list item: inline content without a paragraph. */
  | { t: "text"; c: Inline[] }
  | { t: "list"; ordered: boolean; start: number; items: MdNode[][] }
  | TableNode
  | { t: "quote"; c: MdNode[] }
  | { t: "hr" }
  | { t: "code"; v: string }
  | { t: "note"; tone: "info" | "warning" | "help"; title?: string; c: MdNode[] }
  | { t: "cards"; items: { title: Inline[]; c: MdNode[] }[] }
  | { t: "cta"; href: string; label: string; c: Inline[] }
  | { t: "definitions"; items: { term: Inline[]; c: Inline[] }[] }
  | { t: "steps"; items: { title: Inline[]; c: Inline[] }[] }
  | { t: "stats"; items: { value: string; label: string }[] }
  | { t: "imageCards"; title?: string; items: { src: string; alt: string; title: string; link: string }[] }
  | { t: "responsibleGambling" }
  /** `::offer-notice`: who cannot receive the offers shown (RD 176/2023) and a risk message (compliance copy). */
  | { t: "offerNotice" }
  /** `::risk-messages`: the list of the Ministry's risk messages (compliance copy), as the site shows them. */
  | { t: "riskMessages" }
  | { t: "newsletter"; title?: string; c?: Inline[] }
  | { t: "newsletterButton"; label: string; c?: Inline[] }
  /** `copy` is added by the page's loader (withCalculatorCopy in copy.server.ts). */
  | { t: "bonusCalculator"; deposit: number; bonusPercent: number; rollover: number; copy?: CalculatorCopy }
  | { t: "barChart"; title: string; items: { label: string; value: number }[] }
  /** Where the page's FAQ (from its frontmatter) goes. */
  | { t: "faq"; title?: string }
  /** `::operador{id="…"}`: an operator's call to action, with what it shows of the operator. */
  | { t: "operator"; op: CardOperator };

/** Plain text of inline nodes (for labels, word counts and tests). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => (typeof n === "string" ? n : n.t === "br" ? " " : n.t === "code" ? n.v : inlineText(n.c)))
    .join("");
}
