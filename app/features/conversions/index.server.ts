/**
 * Public module of the conversions feature for server and build code (lint: eslint.config.js,
 * layering): affiliate platforms' report formats, the CSV import, the postback endpoint.
 * Relative imports only: the content check loads it in plain Node.
 */
export * from "./platforms.server";
export * from "./click-id.server";
export * from "./report-csv.server";
export * from "./conversions.server";
export * from "./postback.server";
export * from "./import-guard.server";
