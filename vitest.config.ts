import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,mjs}", "tests/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
  },
});
