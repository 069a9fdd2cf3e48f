/**
 * Public module of the page-views feature for server code (lint: eslint.config.js, layering):
 * the server's count of people's views of the prerendered pages.
 */
export * from "./page-views-runtime.server";
