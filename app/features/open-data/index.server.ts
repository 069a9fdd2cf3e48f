/** Public module of the open data for server and build code (lint: eslint.config.js, layering). */
export * from "./open-data.ts";
export * from "./open-data.server.ts";
