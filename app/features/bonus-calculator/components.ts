/** Public module of the bonus-calculator feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./bar-chart";
export * from "./bonus-calculator-block";
