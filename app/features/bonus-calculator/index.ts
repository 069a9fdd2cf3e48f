/**
 * Public module of the bonus-calculator feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 */
export * from "./bonus-math.ts";
export type * from "./calculator-copy.ts";
