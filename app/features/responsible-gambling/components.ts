/** Public module of the responsible-gambling feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./responsible-gambling-box";
export * from "./self-exclusion-line";
