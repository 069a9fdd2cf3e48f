import { defineConfig } from "vitest/config";

/**
 * Integration suites against the BUILT production server (`npm run build` first), run by
 * `npm test` after the browser tests: `npx vitest run --config vitest.integration.config.ts`.
 * One file at a time: each starts its own server and mail server.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
