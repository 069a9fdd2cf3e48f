/**
 * Public module of the operators feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 */
export * from "./operator-utils.ts";
export * from "./offer.ts";
export * from "./score-math.ts";
export * from "./fixed-claims.ts";
export * from "./facts.ts";
export * from "./check-state.ts";
export * from "./ranking-claims.ts";
export * from "./outbound-link.ts";
export * from "./affiliate-url.ts";
export * from "./score-formulas.ts";
