// `npm test`: every test the project has, as a small dependency graph on two slots (two cores):
// a layer starts when the layers it needs have finished and a slot is free, the first listed
// first. A failed layer does not stop the run: every layer that does not depend on it still runs
// and reports (a broken lint rule should not hide a broken page), and the run fails at the end if
// any layer failed. Each layer's start, wall time and CPU seconds are printed in a summary; the
// output of layers that ran side by side is printed layer by layer as each ends.
//   build ─┬─ e2e (Playwright against the built server) ── integration-edited (serves the e2e editor test's build
//          │                       once it is ready, mid-e2e; then issue 23's owner walk on the build)
//          ├─ integration (Vitest, tests/integration: hostile traffic, several instances on PostgreSQL and nginx;
//          │               waits more than half of its run, so it takes no slot)
//          ├─ integration-ops (clicks and /panel, the one-server recipe, backup, publish, dev server; no slot)
//          ├─ integration-mail (the newsletter and its mail: mostly waiting, so it takes no slot)
//          └─ html, js-budget
//   typecheck, lint: need no build, fill the slots around the others; unit waits for the build, then
//   runs beside everything (no slot), as do the integration layers, html, js-budget and integration-edited.
// One Node line: every layer runs on the Node that runs this script, Node 24 LTS where the machine's
// Node is older than package.json's `engines` (`npm test` starts it through scripts/on-node24.mjs,
// which puts Node 24 first on PATH, so every `node`, `npm` and `npx` a layer starts is Node 24 too).
// TEST_SLOTS changes the number of slots (1: one layer after the other, output as it runs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureTestChromiumAsync } from "./chromium.mjs";
import { runningNodeIsSupported, SUPPORTED_NODE } from "./lib/node24.mjs";
import { usePgliteForTests } from "./lib/pglite-template.mjs";
import { runLayers } from "./lib/run-layers.mjs";
import { useMemoryTmpdir } from "./lib/test-tmpdir.mjs";
import { readySharedSite } from "../tests/support/edited-site.mjs";

// The browser editor test (e2e layer) builds an edited copy of the content here and the
// eleventh-operator integration test serves that build: one second build per run instead of two
// (tests/support/edited-site.mjs). Inside the project: the build's server finds node_modules.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const editedSite = path.join(root, ".tmp", `edited-site-${process.pid}`);
process.env.EDITED_SITE_DIR = editedSite;
const EDITED_TEST = "tests/integration/content-edit.test.mjs";
// Issue 23's "Done when" in a browser: it serves the project's build (the tracking link is read from
// the content at run time) and only waits on the browser and the server, so it runs in the
// integration-edited layer, after e2e, instead of lengthening the integration layer.
const EARNINGS_TEST = "tests/integration/affiliate-earnings.test.ts";
// The integration suites in two layers side by side (each one file at a time): one layer ran them all
// in ~630 s of wall time for ~280 CPU s (server start-ups, PostgreSQL, nginx, polling), the longest
// path of the whole run. These six go in the second layer (the first publish's runs one more build).
const SERVER_OPS_TESTS = [
  "tests/integration/clicks.test.ts",
  "tests/integration/single-server.test.mjs",
  "tests/integration/backup.test.mjs",
  "tests/integration/publish.test.mjs",
  "tests/integration/first-publish.test.mjs",
  "tests/integration/dev-server.test.mjs",
];
const MAIL_TESTS = ["tests/integration/newsletter-mail.test.ts", "tests/integration/newsletter-server.test.mjs"];

if (!runningNodeIsSupported()) {
  console.error(`Node ${process.version} es anterior al que pide el proyecto (${SUPPORTED_NODE}): ejecute \`npm test\`, que usa Node 24.`);
  process.exit(1);
}

// Before any layer starts, side by side (on a fresh machine the first is a download): the tests'
// browser, found or installed with apt-get once (several layers launch it, and parallel apt-get runs
// would wait on each other's lock; Debian's headless shell when it can be had: scripts/chromium.mjs,
// decision 0220); and one initialised PGlite cluster for every layer: each new data folder of the
// run is a copy of it instead of a fresh initdb (several CPU seconds each, dozens of folders per run).
const [browser] = await Promise.all([ensureTestChromiumAsync(), usePgliteForTests()]);
process.env.CHROME_PATH = browser;
console.log(`Browser tests in ${browser}.`);
// Node keeps the code it compiled for each module on disk and reuses it: every server, Vitest worker
// and command the run starts loads the same modules (~0.5 CPU s each at a server's start). On the
// disk's temporary folder, like the PGlite template: both outlive the run.
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "casinos-espana-node-compile-cache");
// Every other scratch folder of the run in memory when the machine allows (scripts/lib/test-tmpdir.mjs).
const scratch = useMemoryTmpdir();
console.log(scratch ? `Scratch folders in ${scratch.dir} (tmpfs); TMPDIR=/tmp npm test keeps them on disk.` : `Scratch folders in ${os.tmpdir()}.`);
console.log(`Every layer on Node ${process.version} (${process.execPath}).`);
const VITEST = "node_modules/vitest/vitest.mjs";
/** A Vitest layer on this Node (no npx process in between). */
const vitest = (args, env = {}) => ({ cmd: process.execPath, args: [VITEST, "run", ...args], env });

/** @type {import("./lib/run-layers.mjs").Layer[]} */
const layers = [
  // First the build: the long layers wait for it. typecheck takes the other slot meanwhile.
  { name: "build", cmd: "npm", args: ["run", "build"] },
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  // The two long layers as soon as the build is there, side by side: the browser tests and the
  // integration suites mostly wait on servers, browsers and timers. The integration suites pick
  // free ports (never E2E_PORT, which the browser tests' server holds).
  { name: "e2e", cmd: "node", args: ["scripts/run-e2e.mjs"], needsBuild: true },
  // The built server under hostile traffic (bounded memory, no open redirect, methods, timeouts);
  // two instances behind nginx on one PostgreSQL; the runner.
  // No slot of its own either: measured at 283 CPU s over 631 s of wall time, it waits on server
  // start-ups, PostgreSQL and nginx more than half of its run, and holding a slot meanwhile left a
  // core idle (the run's wall time was ~1.5× its CPU time over two cores).
  {
    name: "integration",
    ...vitest(
      ["--config", "vitest.integration.config.ts", ...[...MAIL_TESTS, EDITED_TEST, EARNINGS_TEST, ...SERVER_OPS_TESTS].flatMap((f) => ["--exclude", f])],
      { E2E_PORT: undefined },
    ),
    needsBuild: true,
    slots: 0,
  },
  // The tracked redirect with its clicks, stats and dashboard; the one-server recipe (systemd unit,
  // nginx); backup and restore under load; publish without downtime; `npm run dev`. Free ports only.
  {
    name: "integration-ops",
    ...vitest(["--config", "vitest.integration.config.ts", ...SERVER_OPS_TESTS], { E2E_PORT: undefined, TEST_PORT: undefined }),
    needsBuild: true,
    slots: 0,
  },
  // The newsletter against the production server with PGlite and a PostgreSQL it starts itself
  // (500 concurrent signups, duplicates, malformed requests, outages, SIGKILL, operator commands
  // while the server runs) and its mail (opt-in, outbox, pacing, 1,000 subscribers). No slot of
  // its own: it mostly waits (server restarts, mail pacing and retries, timers), about half a core
  // over its run, so it runs beside the two long layers instead of after them. Free ports only.
  {
    name: "integration-mail",
    ...vitest(["--config", "vitest.integration.config.ts", ...MAIL_TESTS], { E2E_PORT: undefined, TEST_PORT: undefined }),
    needsBuild: true,
    slots: 0,
  },
  { name: "lint", cmd: "npm", args: ["run", "lint"] },
  // Vitest, no slot of its own: it needs no build but starts once the build is done (the build gates
  // the browser tests, so it runs alone with typecheck), then runs beside the long layers. Holding a
  // slot, it waited for e2e to end and was the run's last layer (measured: from 523 s to 850 s of 872).
  { name: "unit", ...vitest([]), waitFor: ["build"], slots: 0 },
  // W3C Nu HTML checker (vnu-jar on the system Java) over every prerendered page: zero errors.
  // Short, so beside the others as soon as the build is there instead of queueing for a slot.
  { name: "html", cmd: "node", args: ["scripts/check-html.mjs"], needsBuild: true, slots: 0 },
  // JavaScript a phone downloads per page template (real Chromium); fails over the budget. Bytes, not
  // time: unaffected by the layers beside it.
  { name: "js-budget", cmd: "node", args: ["scripts/js-budget.mjs"], needsBuild: true, slots: 0 },
  // The eleventh operator and the new post in the edited build that the browser editor test made.
  // As soon as that test has marked the build ready (early in e2e, whose other tests go on beside
  // it), else after e2e (not after its success: if the editor test failed, this test builds its own
  // copy). Then the owner's walk from a tracking link to a button's earnings on /panel (EARNINGS_TEST).
  // Waiting for the whole of e2e made this layer the run's last two minutes.
  {
    name: "integration-edited",
    cmd: "npx",
    args: ["vitest", "run", "--config", "vitest.integration.config.ts", EDITED_TEST, EARNINGS_TEST],
    waitFor: ["e2e"],
    startsWhen: () => readySharedSite() !== null,
    needsBuild: true,
    slots: 0,
    env: { E2E_PORT: undefined, TEST_PORT: undefined },
  },
];

// Layers run side by side: a port given to one layer must not be another's. TEST_PORT belongs to
// the integration layer only (the other integration layers take free ports), E2E_PORT to e2e, JS_BUDGET_PORT to js-budget.
const ports = [
  ["E2E_PORT", process.env.E2E_PORT],
  ["TEST_PORT", process.env.TEST_PORT],
  ["TEST_PORT + 1", process.env.TEST_PORT && String(Number(process.env.TEST_PORT) + 1)],
  ["JS_BUDGET_PORT", process.env.JS_BUDGET_PORT],
].filter(([, port]) => port);
for (const [i, [name, port]] of ports.entries()) {
  const clash = ports.slice(i + 1).find(([, other]) => other === port);
  if (clash) {
    console.error(`${name} and ${clash[0]} are both ${port}: layers that run side by side would share that port. Give each its own.`);
    process.exit(2);
  }
}

const slots = Number(process.env.TEST_SLOTS ?? 2);
if (!Number.isInteger(slots) || slots < 1) {
  console.error(`TEST_SLOTS must be a whole number ≥ 1 (got "${process.env.TEST_SLOTS}").`);
  process.exit(2);
}
const { ok } = await runLayers(layers, { slots });
fs.rmSync(editedSite, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
