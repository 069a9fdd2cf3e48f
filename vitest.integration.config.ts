import { defineConfig } from "vitest/config";
import { pgliteTestFlags } from "./scripts/lib/pglite-template.mjs";

/**
 * Integration suites: the BUILT server (`npm run build` first) in child processes, PostgreSQL,
 * nginx. Slow and port-hungry, so one file at a time, outside `npx vitest run`.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/integration/**/*.test.{ts,mjs,js}"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/pglite-template-setup.mjs"],
    // Workers open PGlite in-process: on V8's baseline WebAssembly compiler (scripts/lib/pglite-template.mjs).
    execArgv: pgliteTestFlags(),
    fileParallelism: false,
    // Safety nets against a hang, not assertions about speed: on a slow or busy machine a server
    // start or a 1,000-message issue takes several times longer, and the suite must only get slower.
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
