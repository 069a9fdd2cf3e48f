/** Public module of the source watch for server and build code (lint: eslint.config.js, layering). */
export * from "./cited-urls";
export * from "./flags";
export * from "./watch.server";
export * from "./content.server";
export { addressProblem } from "./address-guard.server";
