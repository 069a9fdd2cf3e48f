/**
 * Public module of the copy feature for server and build code: its loaders and schemas (lint: eslint.config.js,
 * layering). Relative imports only: the content loaders reach it in plain Node (react-router.config.ts, vite.config.ts).
 */
export * from "./copy.server.ts";
