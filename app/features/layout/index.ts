/**
 * Public module of the layout feature: its types and plain functions, for other features (lint: eslint.config.js,
 * layering). Runs in the browser and on the server (not loaded by plain Node): no components, no loaders.
 */
export * from "./use-site-nav";
export * from "./shell-copy";
