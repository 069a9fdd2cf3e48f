/**
 * content/copy/calculator.yaml as the calculator reads it (calculator-copy.server.ts), derived from its
 * definition. The figures are `{{variables}}` the calculator fills as the visitor types (fillTemplate of
 * app/platform/text.ts); `operatorIntro` also takes `{{operador}}`. Types only: client components import it.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import type { calculatorCopyDefinition } from "./definition.ts";

export type CalculatorCopy = Resolved<typeof calculatorCopyDefinition>;
