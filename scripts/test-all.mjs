// `npm test`: every test the project has, layer by layer. A failed layer does not stop the run:
// the layers after it still run and report (a broken lint rule should not hide a broken page),
// and the run fails at the end if any layer failed. Each layer's time is printed in a summary.
//   typecheck + lint (side by side) → unit (Vitest) → build → browser tests (Playwright against
//   the built server) → JavaScript budget → integration suites (built server, PostgreSQL, nginx)
//   → newsletter reliability suite
import { spawn } from "node:child_process";

/** @type {{ name: string, cmd: string, args: string[], needsBuild?: boolean, parallelWith?: string }[]} */
const layers = [
  { name: "typecheck", cmd: "npm", args: ["run", "typecheck"] },
  { name: "lint", cmd: "npm", args: ["run", "lint"], parallelWith: "typecheck" },
  { name: "unit", cmd: "npx", args: ["vitest", "run"] },
  { name: "build", cmd: "npm", args: ["run", "build"] },
  { name: "e2e", cmd: "node", args: ["scripts/run-e2e.mjs"], needsBuild: true },
  // The built server under hostile traffic (bounded memory, no open redirect, methods, timeouts),
  // and two instances behind nginx on one PostgreSQL.
  { name: "integration", cmd: "npx", args: ["vitest", "run", "--config", "vitest.integration.config.ts"], needsBuild: true },
  // Newsletter against the production server with PGlite and a PostgreSQL it starts itself:
  // 500 concurrent signups, 50 concurrent duplicates, 40+ malformed requests, outages, SIGKILL.
  {
    name: "newsletter-server",
    cmd: "node",
    args: ["--test", "--test-reporter=spec", "scripts/test-newsletter-server.mjs"],
    needsBuild: true,
  },
];

/** Runs one layer; with `buffer`, its output is held and printed in one piece when it ends. */
function run(layer, buffer = false) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(layer.cmd, layer.args, { stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    let out = "";
    if (buffer) {
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
    }
    child.on("error", (error) => (out += `\n${error.message}\n`));
    child.on("close", (code, signal) => {
      if (buffer) process.stdout.write(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====\n${out}`);
      resolve({ name: layer.name, ok: code === 0, code, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
const runStarted = Date.now();
let buildOk = true;
for (let i = 0; i < layers.length; i++) {
  const layer = layers[i];
  const partner = layers[i + 1]?.parallelWith === layer.name ? layers[i + 1] : null;
  if (layer.needsBuild && !buildOk) {
    console.log(`\n==== ${layer.name}: not run — the build failed ====`);
    results.push({ name: layer.name, ok: false, code: null, signal: null, seconds: 0, note: "not run: no build" });
    continue;
  }
  if (partner) {
    // Two single-threaded checks on two cores: side by side, outputs printed one after the other.
    const pair = await Promise.all([run(layer, true), run(partner, true)]);
    results.push(...pair);
    i++;
  } else {
    console.log(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====`);
    const r = await run(layer);
    results.push(r);
    if (layer.name === "build") buildOk = r.ok;
  }
  const last = results.at(-1);
  console.log(`==== ${last.name}: ${last.ok ? "ok" : "FAILED"} in ${last.seconds.toFixed(0)} s ====`);
}

const total = (Date.now() - runStarted) / 1000;
console.log("\n==== Summary ====");
for (const r of results) {
  const status = r.ok ? "ok" : r.note ?? `FAILED (${r.signal ? `signal ${r.signal}` : `exit ${r.code}`})`;
  console.log(`${r.name.padEnd(18)} ${status.padEnd(24)} ${r.seconds.toFixed(0).padStart(5)} s`);
}
console.log(`${"total".padEnd(18)} ${"".padEnd(24)} ${total.toFixed(0).padStart(5)} s`);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length) {
  console.log(`\nFAILED: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nAll test suites passed.");
