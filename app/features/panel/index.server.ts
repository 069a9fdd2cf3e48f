/**
 * Public module of the panel feature for server and build code: its loaders and schemas (lint: eslint.config.js,
 * layering). Relative imports only: the content loaders reach it in plain Node (react-router.config.ts, vite.config.ts).
 */
export * from "./stats.server";
export * from "./earnings.server";
export * from "./alerts.server";
export * from "./alerts-content.server";
export { PANEL_LIMIT_TABLE } from "./admin-auth.server";
export { handlePanelOpinions } from "./panel.server";
