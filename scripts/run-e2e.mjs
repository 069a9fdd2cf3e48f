// Runs the Playwright specs against the BUILT production server (npm run build first).
// Starts the production server (`npm start`) on E2E_PORT with a throw-away DATA_DIR, waits for it, runs the
// specs (extra arguments are passed to Playwright), and stops the server.
import { spawn } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { SERVER_ARGS } from "./lib/app-server.mjs";
import { pgliteTestFlags, usePgliteForTests } from "./lib/pglite-template.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
if (!existsSync("build/server/index.js") || !existsSync(SERVER_ARGS[0])) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const chrome = ensureChromium();
// The server's new data folder is a copy of an initialised cluster, not a fresh initdb.
await usePgliteForTests();
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));

// The private dashboard /panel is on for the browser tests with throw-away credentials made for
// this run (the hash in the format of `npm run panel:hash`, cheap: N = 2^10). The specs read them
// from E2E_ADMIN_USER / E2E_ADMIN_PASSWORD.
const admin = { user: "e2e-gestora", password: randomBytes(18).toString("base64url") };
const adminSalt = randomBytes(16);
const adminKey = scryptSync(admin.password.normalize("NFC"), adminSalt, 32, { N: 1024, r: 8, p: 1 });
const adminHash = `scrypt:10:8:1:${adminSalt.toString("base64")}:${adminKey.toString("base64")}`;

const server = spawn(process.execPath, [...pgliteTestFlags(), ...SERVER_ARGS], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? "0",
    NEWSLETTER_RATE_LIMIT: process.env.NEWSLETTER_RATE_LIMIT ?? "0",
    ADMIN_USER: admin.user,
    ADMIN_PASSWORD_HASH: adminHash,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let serverLog = "";
server.stdout.on("data", (d) => (serverLog += d));
server.stderr.on("data", (d) => (serverLog += d));

async function waitForServer() {
  const deadline = Date.now() + 180_000; // PGlite's first open takes long on a busy machine
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${serverLog}`);
    try {
      const r = await fetch(`http://localhost:${port}/healthz`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start on port ${port}:\n${serverLog}`);
}

/** The last `n` lines of the server's output. */
const tail = (n = 40) => serverLog.trimEnd().split("\n").slice(-n).join("\n");

let code = 1;
let serverDied = null;
try {
  await waitForServer();
  code = await new Promise((resolve) => {
    const pw = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, E2E_PORT: String(port), CHROME_PATH: chrome, E2E_DATA_DIR: dataDir, E2E_SERVER_PID: String(server.pid), E2E_ADMIN_USER: admin.user, E2E_ADMIN_PASSWORD: admin.password },
      detached: true, // its own process group: stopping it stops its browsers and workers too
    });
    // The server under test died mid-run: every later test would fail with ECONNREFUSED and no
    // cause. Stop the run now and say why.
    const onServerExit = (exitCode, signal) => {
      serverDied = { exitCode, signal };
      try {
        process.kill(-pw.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
      resolve(1);
    };
    server.once("exit", onServerExit);
    pw.on("exit", (c) => {
      server.off("exit", onServerExit);
      resolve(c ?? 1);
    });
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => {
      server.once("exit", r);
      setTimeout(r, 5000).unref();
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (serverDied) {
  const how = serverDied.signal ? `killed by signal ${serverDied.signal}` : `exit code ${serverDied.exitCode}`;
  console.error(`\n==== The server under test stopped during the run (${how}); the run was stopped. Last lines of its log: ====`);
  console.error(tail());
} else if (code !== 0 && process.env.E2E_SHOW_SERVER_LOG !== "0") {
  console.error("---- server log (last 40 lines) ----\n" + tail());
}
process.exit(code);
