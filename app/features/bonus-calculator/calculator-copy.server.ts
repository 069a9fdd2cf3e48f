/**
 * The bonus calculator's fixed texts as data: content/copy/calculator.yaml, a copy file of the copy feature's
 * machinery (copyCollection: schema, links and {{variables}} checked by `npm run content:check`; readCopy: read
 * once, the site's variables resolved), and the readers of the pages that carry a calculator. Server and build
 * only; relative imports only.
 */
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy } from "../copy/index.server.ts";
import { calculatorCopyDefinition } from "./definition.ts";
import type { CalculatorCopy } from "./calculator-copy.ts";

/** The figures the calculator's texts quote (local variables of calculator.yaml, filled as the visitor types). */
export const CALCULATOR_VARIABLES = [
  "deposito",
  "porcentaje",
  "bonoMaximo",
  "bono",
  "saldo",
  "multiplicador",
  "base",
  "importeBase",
  "requisito",
  "aportacion",
  "aApostar",
  "rtp",
  "margen",
  "costeEsperado",
  "valorMedio",
  "tope",
  "conclusion",
] as const;

/** The calculator's texts: the fields of definition.ts. */
export const calculatorCopySchema = toZod(calculatorCopyDefinition);
export const calculatorCopy = copyCollection("textos de la calculadora de bonos", "calculator.yaml", calculatorCopySchema, {
  "*": CALCULATOR_VARIABLES,
  operatorIntro: [...CALCULATOR_VARIABLES, "operador"],
});

/** The bonus calculator's texts (its figures left as `{{variables}}` for the calculator to fill). */
export function bonusCalculatorCopy(): CalculatorCopy {
  return readCopy(calculatorCopy);
}

/**
 * A page's Markdown nodes with the calculator's texts on each ::bonus-calculator block: a page
 * without one carries none of them.
 */
export function withCalculatorCopy<T>(nodes: T): T {
  if (Array.isArray(nodes)) return nodes.map((n) => withCalculatorCopy(n)) as T;
  if (nodes && typeof nodes === "object") {
    const out = Object.fromEntries(Object.entries(nodes).map(([k, v]) => [k, withCalculatorCopy(v)])) as Record<string, unknown>;
    return (out.t === "bonusCalculator" ? { ...out, copy: bonusCalculatorCopy() } : out) as T;
  }
  return nodes;
}
