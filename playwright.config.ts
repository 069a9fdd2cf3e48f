import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    launchOptions: {
      executablePath: chrome,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
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
