/**
 * content/copy/calculator.yaml: the bonus calculator's texts. The figures are `{{variables}}`
 * the calculator fills as the visitor types (fillTemplate of app/platform/text.ts); `operatorIntro` also takes `{{operador}}`.
 */
export interface CalculatorCopy {
  title: string;
  operatorIntro: string;
  hints: { bonusPercent: string; bonusCap: string; multiple: string; contribution: string; rtp: string };
  resultsTitle: string;
  stepsTitle: string;
  summary: string;
  steps: { bonus: string; wagering: string; contribution: string; cost: string; value: string };
  capped: string;
  baseBonus: string;
  baseBoth: string;
  negative: string;
  positive: string;
  note: string;
}
