// `npm test`: every test the project has, layer by layer. A failed layer does not stop the run:
// the layers after it still run and report (a broken lint rule should not hide a broken page),
// and the run fails at the end if any layer failed. Each layer's time is printed in a summary.
//   typecheck + lint (side by side) → unit (Vitest) → build → browser tests (Playwright against
//   the built server) → JavaScript budget → integration suites (Vitest, tests/integration: built
//   server, development server, PostgreSQL, nginx, newsletter reliability)
import { runLayers } from "./lib/run-layers.mjs";

/** @type {{ name: string, cmd: string, args: string[], needsBuild?: boolean, parallelWith?: string }[]} */
const layers = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "lint"], parallelWith: "typecheck" },
  { name: "unit", cmd: "npx", args: ["vitest", "run"] },
  { name: "build", cmd: "npm", args: ["run", "build"] },
  // W3C Nu HTML checker (vnu-jar on the system Java) over every prerendered page: zero errors.
  { name: "html", cmd: "node", args: ["scripts/check-html.mjs"], needsBuild: true },
  { name: "e2e", cmd: "node", args: ["scripts/run-e2e.mjs"], needsBuild: true },
  // JavaScript a phone downloads per page template (real Chromium); fails over the budget.
  { name: "js-budget", cmd: "node", args: ["scripts/js-budget.mjs"], needsBuild: true },
  // One Vitest run, one report: the built server under hostile traffic (bounded memory, no open
  // redirect, methods, timeouts); `npm run dev` answering as production does; two instances behind
  // nginx on one PostgreSQL; the newsletter against the production server with PGlite and a
  // PostgreSQL it starts itself (500 concurrent signups, duplicates, malformed requests, outages,
  // SIGKILL, operator commands while the server runs); mail; the tracked redirect with its click
  // records, stats and dashboard (clicks.test.ts); the browser-test runner.
  { name: "integration", cmd: "npx", args: ["vitest", "run", "--config", "vitest.integration.config.ts"], needsBuild: true },
];

const { ok } = await runLayers(layers);
process.exit(ok ? 0 : 1);
