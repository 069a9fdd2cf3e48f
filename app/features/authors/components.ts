/** Public module of the authors feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./byline";
