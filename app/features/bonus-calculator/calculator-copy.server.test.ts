/**
 * The bonus calculator's copy file (calculator.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { getOperators } from "../operators/operators.ts";
import { reviewPageCopy } from "../reviews/review-copy.server.ts";
import { offerCalculatorTerms } from "./bonus-math.ts";
import { CALCULATOR_VARIABLES, bonusCalculatorCopy, calculatorCopy, withCalculatorCopy } from "./calculator-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("the calculator's texts accept its figures, {{operador}} only in the review's sentence", () => {
    copies.withEdit("calculator.yaml", (t) => t.replace("por el camino.", "por el camino en {{operador}}.").replace(/^( {2}wagering: [^]*?)\{\{requisito\}\}/m, "$1{{requisitos}}"));
    const { problems } = loadCollection(calculatorCopy, copies.root());
    expect(problems.map((p) => [p.field, p.line])).toEqual([
      ["summary", copies.lineOf("calculator.yaml", "summary:")],
      ["steps › wagering", copies.lineOf("calculator.yaml", "  wagering:")],
    ]);
    expect(problems[1]!.message).toMatch(/\{\{requisitos\}\} no existe.*\{\{requisito\}\}/);
  });
});

describe("handed to the pages", () => {
  it("the calculator's texts go only with a calculator: on its Markdown block, and on a review that has one", () => {
    const nodes = [{ t: "p", c: ["x"] }, { t: "cards", items: [{ c: [{ t: "bonusCalculator", deposit: 1, bonusPercent: 1, rollover: 1 }] }] }];
    const out = withCalculatorCopy(nodes);
    expect(out[0]).toEqual(nodes[0]);
    expect((out[1] as { items: { c: { copy?: unknown }[] }[] }).items[0]!.c[0]!.copy).toEqual(bonusCalculatorCopy());
    for (const op of getOperators()) {
      const review = reviewPageCopy(op);
      expect(Boolean(review.calculator), op.id).toBe("terms" in offerCalculatorTerms(op.offer));
      if (review.calculator) expect(review.calculator.operatorIntro).not.toContain("{{operador}}");
    }
    // Only the calculator's own figures are left for it to fill.
    const left = stringsOf(bonusCalculatorCopy()).flatMap((s) => [...s.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]));
    expect(left.every((name) => ["operador", ...CALCULATOR_VARIABLES].includes(name as never))).toBe(true);
  });
});
