import { defineConfig } from "vitest/config";
import { pgliteTestFlags } from "./scripts/lib/pglite-template.mjs";

// Files that replace modules (vi.mock) keep Vitest's per-file isolation; every other unit file
// shares its worker's module cache with the files run before it in that worker (`isolate: false`):
// the same modules (React, the content, zod…) are imported once per worker instead of once per
// file, about a third of the unit layer's CPU (docs/benchmarks.md, "Test suite"). Each test still
// gets fresh spies and console checks (tests/vitest-setup.ts restores every mock after each test).
const ISOLATED = ["app/features/blog/blog-components.test.tsx", "app/features/outbound/outbound-redirect.server.test.ts"];
const ALL = ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.{ts,mjs}", "tests/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    // Safety nets against a hang, not speed assertions: a test that opens PGlite or runs ESLint
    // takes several times longer on a slow or busy machine, and must only get slower, not fail.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    setupFiles: ["./tests/vitest-setup.ts"],
    globalSetup: ["./tests/pglite-template-setup.mjs"],
    // Workers open PGlite in-process: on V8's baseline WebAssembly compiler (scripts/lib/pglite-template.mjs).
    execArgv: pgliteTestFlags(),
    projects: [
      { extends: true, test: { name: "unit", include: ALL, exclude: ["**/node_modules/**", ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: ISOLATED } },
    ],
  },
});
