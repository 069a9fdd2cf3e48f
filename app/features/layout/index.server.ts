/**
 * Public module of the layout feature for server and build code: the shell texts' files and reader (lint:
 * eslint.config.js, layering). Relative imports only.
 */
export * from "./shell-copy.server.ts";
