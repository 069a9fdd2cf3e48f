import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_BASE_FLAGS, findTestChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
// scripts/run-e2e.mjs resolves (or installs) the browser and passes it as CHROME_PATH.
const chrome = findTestChromium() ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Nets against a hang, not speed assertions: on a slow or busy machine (CI measured e2e at 1.6× the
  // quiet wall time) the longest test (30 s quiet) and a 5 s expect default fail on load alone. An
  // auto-retrying assertion still passes as soon as it holds; only a real failure waits the full net.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    launchOptions: {
      executablePath: chrome,
      args: [
        ...CHROMIUM_BASE_FLAGS,
        // No optimizing JavaScript compilers (TurboFan, Maglev) in the pages under test: their scripts
        // run for well under a second each, so optimizing them was CPU spent for nothing. Measured on
        // routes, methodology, first-screen and operators (266 tests): renderer CPU −16 to −23 %, the
        // same results. Only here: Lighthouse and the JS budget keep Chromium's defaults.
        "--js-flags=--no-opt,--no-maglev",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
