/** Public module of the methodology feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./methodology-link";
export { LICENCE_CRITERION_ID } from "./licence-criterion";
