// `npm test`: every test the project has, in order, stopping at the first failure.
//   1. typecheck and lint   2. unit and component tests (Vitest)   3. production build
//   4. browser tests against the built server (Playwright + system Chromium)
//   5. extra suites registered below (database integration, reliability …)
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  ["e2e", "node", ["scripts/run-e2e.mjs"]],
  // Newsletter against the production server with PGlite and a PostgreSQL it starts itself:
  // 500 concurrent signups, 50 concurrent duplicates, 40+ malformed requests, outages, SIGKILL.
  ["newsletter-server", "node", ["--test", "--test-reporter=spec", "scripts/test-newsletter-server.mjs"]],
  // Tracked redirect, click records, stats command and dashboard against the production server:
  // every operator × placement, hostile inputs, bots, 500 concurrent clicks, database down, axe.
  ["clicks-server", "node", ["--import", "tsx", "--test", "--test-reporter=spec", "scripts/test-clicks-server.mjs"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n==== ${name}: ${cmd} ${args.join(" ")} ====`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  console.log(`==== ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s ====`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log("\nAll test suites passed.");
