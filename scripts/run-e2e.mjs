// Runs the Playwright specs against the BUILT production server (npm run build first).
// Starts the production server (`npm start`) on E2E_PORT with a throw-away DATA_DIR, waits for it, runs the
// specs (extra arguments are passed to Playwright), and stops the server.
import { spawn } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureTestChromium } from "./chromium.mjs";
import { requireBuild, startAppServer } from "./lib/app-server.mjs";
import { usePgliteForTests } from "./lib/pglite-template.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
try {
  requireBuild();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const chrome = ensureTestChromium();
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

/** The server under test (scripts/lib/app-server.mjs); HOST as the caller set it (unset: the server's default). */
let app;
let server;

/** The last `n` lines of the server's output. */
const tail = (n = 40) => (app?.log() ?? "").trimEnd().split("\n").slice(-n).join("\n");

let code = 1;
let serverDied = null;
try {
  app = await startAppServer({
    port,
    waitMs: 180_000, // PGlite's first open takes long on a busy machine
    env: {
      HOST: process.env.HOST,
      DATA_DIR: dataDir,
      LOG_REQUESTS: process.env.LOG_REQUESTS ?? "0",
      NEWSLETTER_RATE_LIMIT: process.env.NEWSLETTER_RATE_LIMIT ?? "0",
      // Two workers open several unknown URLs in the same second and check the rendered 404 page; the
      // ceiling (5 a second by default) has its own integration test (tests/integration/not-found-ceiling.test.mjs).
      NOT_FOUND_RENDERS_PER_SECOND: process.env.NOT_FOUND_RENDERS_PER_SECOND ?? "0",
      ADMIN_USER: admin.user,
      ADMIN_PASSWORD_HASH: adminHash,
    },
  });
  server = app.proc;
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
  if (server && server.exitCode === null && server.signalCode === null) {
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
