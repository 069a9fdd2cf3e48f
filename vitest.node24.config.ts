import { defineConfig } from "vitest/config";

/**
 * The server side on Node 24 LTS (`npm test`'s node24 layer runs Vitest itself under the
 * registry's `node@24`, so every worker and every server the tests start is Node 24): the serving
 * layer, the database, newsletter, mail, clicks and panel code, the owner's commands, and the
 * built server end to end (hostile traffic, publish under load). The rest of the suite runs on
 * the machine's Node (20), which the README's commands keep supporting.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "server/**/*.test.js",
      "app/platform/**/*.server.test.{ts,tsx}",
      "app/features/{newsletter,outbound,panel,editor}/**/*.server.test.{ts,tsx}",
      "scripts/lib/{backup,newsletter-cli}.test.ts",
      "tests/integration/serving.test.mjs",
      "tests/integration/publish.test.mjs",
    ],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/pglite-template-setup.mjs"],
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
