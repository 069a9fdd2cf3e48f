/**
 * Public module of the operators feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 */
export * from "./operator-utils";
export * from "./offer";
export * from "./score-math";
export * from "./fixed-claims";
export * from "./facts";
export * from "./ranking-claims";
