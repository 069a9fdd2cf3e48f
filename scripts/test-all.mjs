// `npm test`: every test the project has, layer by layer. A failed layer does not stop the run:
// the layers after it still run and report (a broken lint rule should not hide a broken page),
// and the run fails at the end if any layer failed. Each layer's time is printed in a summary.
//   typecheck + lint (side by side) → unit (Vitest) → build → HTML checker + JavaScript budget
//   (side by side) → browser tests (Playwright against the built server) → integration suites (Vitest, tests/integration: built
//   server, development server, PostgreSQL, nginx, newsletter reliability)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runLayers } from "./lib/run-layers.mjs";

// The browser editor test (e2e layer) builds an edited copy of the content here and the
// eleventh-operator integration test serves that build: one second build per run instead of two
// (tests/support/edited-site.mjs). Inside the project: the build's server finds node_modules.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const editedSite = path.join(root, ".tmp", `edited-site-${process.pid}`);
process.env.EDITED_SITE_DIR = editedSite;

/** @type {{ name: string, cmd: string, args: string[], needsBuild?: boolean, parallelWith?: string }[]} */
const layers = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "lint"], parallelWith: "typecheck" },
  { name: "unit", cmd: "npx", args: ["vitest", "run"] },
  { name: "build", cmd: "npm", args: ["run", "build"] },
  // W3C Nu HTML checker (vnu-jar on the system Java) over every prerendered page: zero errors.
  { name: "html", cmd: "node", args: ["scripts/check-html.mjs"], needsBuild: true },
  // JavaScript a phone downloads per page template (real Chromium); fails over the budget. Beside
  // the HTML checker: each is mostly one thread, so the two share the two cores.
  { name: "js-budget", cmd: "node", args: ["scripts/js-budget.mjs"], needsBuild: true, parallelWith: "html" },
  { name: "e2e", cmd: "node", args: ["scripts/run-e2e.mjs"], needsBuild: true },
  // One Vitest run, one report: the built server under hostile traffic (bounded memory, no open
  // redirect, methods, timeouts); `npm run dev` answering as production does; two instances behind
  // nginx on one PostgreSQL; the newsletter against the production server with PGlite and a
  // PostgreSQL it starts itself (500 concurrent signups, duplicates, malformed requests, outages,
  // SIGKILL, operator commands while the server runs); mail; the tracked redirect with its click
  // records, stats and dashboard (clicks.test.ts); the browser-test runner.
  { name: "integration", cmd: "npx", args: ["vitest", "run", "--config", "vitest.integration.config.ts"], needsBuild: true },
];

const { ok } = await runLayers(layers);
fs.rmSync(editedSite, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
