/**
 * Public module of the comparison feature for server and build code: the lists of side-by-side pages
 * the reviews, the pairs and /comparacion show (lint: eslint.config.js, layering). Relative imports only.
 */
export * from "./pair-link-lists.server.ts";
export * from "./comparison-copy.server.ts";
