import { defineConfig } from "@playwright/test";

/** Self-test of scripts/run-e2e.mjs (tests/integration/runner.test.mjs): the server dies mid-run. */
export default defineConfig({
  testDir: ".",
  testMatch: "server-dies.spec.ts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` },
});
