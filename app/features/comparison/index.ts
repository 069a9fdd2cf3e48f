/**
 * Public module of the comparison feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 */
export * from "./head-to-head";
export type * from "./comparison-copy";
