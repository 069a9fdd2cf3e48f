/**
 * Public module of the editorial checklist for server and build code (lint: eslint.config.js, layering).
 * Relative imports only: scripts/content-check.ts loads it in plain Node.
 */
export * from "./due-checks";
export * from "./checklist-source.server";
