/** Public module of the source watch for server and build code (lint: eslint.config.js, layering). */
export * from "./cited-urls.ts";
export * from "./flags.ts";
export * from "./watch.server.ts";
export * from "./content.server.ts";
export { addressProblem } from "./address-guard.server.ts";
