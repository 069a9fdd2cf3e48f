/**
 * Public module of the outbound feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs anywhere (browser, server, plain Node): relative imports only, no components, no loaders.
 */
export * from "./outbound.ts";
export * from "./affiliate-url.ts";
