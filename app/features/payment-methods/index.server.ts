/**
 * Public module of the payment-methods feature for server and build code: what the site's wiring plugs in —
 * paths, sitemap entries, links, collections — and the loaders' data (lint: eslint.config.js, layering).
 */
export * from "./payment-methods.server.ts";
