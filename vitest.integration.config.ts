import { defineConfig } from "vitest/config";

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
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
