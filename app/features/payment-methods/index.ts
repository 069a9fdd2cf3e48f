/**
 * Public module of the payment-methods feature: its plain functions and types (lint: eslint.config.js, layering).
 * Runs anywhere: relative imports only.
 */
export * from "./payment-methods.ts";
