/** Public module of the payment-methods feature: the components other features show (lint: eslint.config.js, layering). */
export * from "./method-links";
