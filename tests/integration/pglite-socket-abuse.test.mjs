// The site's PGlite socket, reached with psql as an operator would (host=DATA_DIR), cannot stall or
// break the built server (issue 42 item 3, issue 43 item 4): each COPY … FROM STDIN form ends that
// psql session with the Spanish refusal and /healthz keeps answering; `select pg_sleep(20)` leaves
// /healthz under 1 s; SIGTERM during it exits within the shutdown deadline. Needs `npm run build`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, startAppServer } from "../../scripts/lib/app-server.mjs";

requireBuild();
const PSQL = "/usr/bin/psql";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-socket-abuse-"));
const dataDir = path.join(tmp, "data");
const conninfo = `host=${dataDir} dbname=postgres user=postgres`;
let server;

beforeAll(async () => {
  if (!fs.existsSync(PSQL)) throw new Error(`${PSQL} is missing: install postgresql-client`);
  server = await startAppServer({ port: await freePort(), env: { DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: "", RELEASES_DIR: path.join(tmp, "no-releases") } });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const healthz = async () => {
  const started = performance.now();
  const res = await request(server.url, { path: "/healthz" });
  return { status: res.status, ms: performance.now() - started };
};

describe("psql against the running server's socket", { timeout: 600_000 }, () => {
  it.each([
    ["plain", "COPY newsletter_subscriptions FROM STDIN"],
    ["block comment", "COPY newsletter_subscriptions FROM/**/STDIN"],
    ["line comment", "COPY newsletter_subscriptions FROM -- x\nSTDIN"],
  ])("COPY … FROM STDIN (%s) ends that session with the refusal; /healthz answers", (_name, sql) => {
    const psql = spawnSync(PSQL, [conninfo, "-c", sql], { input: "", encoding: "utf8", timeout: 30_000 });
    expect(psql.status).not.toBe(0);
    expect(psql.stderr).toMatch(/COPY … FROM STDIN no está disponible/);
    return healthz().then((h) => {
      expect(h.status).toBe(200);
      expect(h.ms).toBeLessThan(1_000);
      const after = spawnSync(PSQL, [conninfo, "-Atc", "SELECT count(*) FROM newsletter_subscriptions"], { encoding: "utf8", timeout: 30_000 });
      expect(after.status, after.stderr).toBe(0);
    });
  });

  it("select pg_sleep(20) leaves /healthz under 1 s, and SIGTERM during it exits within the deadline", async () => {
    const sleeper = spawn(PSQL, [conninfo, "-c", "SELECT pg_sleep(20)"], { stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      for (let i = 0; i < 5; i++) {
        const h = await healthz();
        expect(h.status).toBe(200);
        expect(h.ms).toBeLessThan(1_000);
        await new Promise((r) => setTimeout(r, 200));
      }
      const started = performance.now();
      await server.stop();
      // server/index.ts forces an exit after 10 s; PGlite's worker is ended after 3 s.
      expect(performance.now() - started).toBeLessThan(11_000);
    } finally {
      sleeper.kill("SIGKILL");
    }
  });
});
