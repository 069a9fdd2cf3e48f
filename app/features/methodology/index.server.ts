/**
 * Public module of the methodology feature for server and build code: its loaders and schemas (lint: eslint.config.js,
 * layering). Relative imports only: the content loaders reach it in plain Node (react-router.config.ts, vite.config.ts).
 */
export * from "./methodology.ts";
export * from "./review-cadence.ts";
