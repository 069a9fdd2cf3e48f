/**
 * Public module of the bonus-calculator feature for server and build code: its texts' file and readers (lint:
 * eslint.config.js, layering). Relative imports only.
 */
export * from "./calculator-copy.server.ts";
