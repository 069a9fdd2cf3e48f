/**
 * Issue 42 against the BUILT production server (`npm run build` first), on PGlite and on a
 * PostgreSQL 15 this file starts itself (or says loudly why that half skipped):
 *
 *  - a click ID that reached a client is in the database: SIGKILL the server in the middle of a
 *    burst of clicks, restart it, and every click ID any client received in a Location header is
 *    a row of `outbound_clicks`
 *  - 503 means nothing was saved: while another session holds `LOCK TABLE newsletter_subscriptions
 *    IN ACCESS EXCLUSIVE MODE` longer than the request's deadline, signups arrive; each answers 201
 *    or 503 within 5 s, and afterwards every 201 has its row and its confirmation mail, and no 503
 *    has a row
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { parseDocument } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { socketDir } from "../../app/platform/db/pglite-socket.server.ts";
import { freePort, postSignup, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { startPostgresOrExplain } from "../../scripts/lib/postgres-harness.mjs";
import { copyContent } from "../support/edited-site.mjs";

requireBuild();

type AppServer = Awaited<ReturnType<typeof startAppServer>>;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nothing-lost-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Starting servers (PGlite's first open, migrations) is slow on a loaded machine. */
const START_MS = 300_000;

// A content copy whose first operator has a tracking link carrying the click ID, as an owner sets it
// up (docs/ganancias.md). The server reads content from the build it serves (<build>/content,
// decision 0256), so a copy of the project's build is served with that folder replaced: no second build.
const contentDir = path.join(tmp, "content");
copyContent(contentDir);
const operatorFile = fs
  .readdirSync(path.join(contentDir, "operators"))
  .filter((f) => f.endsWith(".yaml"))
  .sort()[0]!;
const OPERATOR = operatorFile.slice(0, -".yaml".length);
const doc = parseDocument(fs.readFileSync(path.join(contentDir, "operators", operatorFile), "utf8"));
doc.set("affiliateUrl", "https://partners.example.com/track?btag=abc&subid={clickId}&p={placement}");
fs.writeFileSync(path.join(contentDir, "operators", operatorFile), doc.toString());

// Inside the project, as releases/ is: a build finds its packages in the project's node_modules.
const buildDir = path.join(ROOT, ".tmp", `nothing-lost-build-${process.pid}`);
fs.rmSync(buildDir, { recursive: true, force: true });
fs.cpSync(path.join(ROOT, "build"), buildDir, { recursive: true });
fs.rmSync(path.join(buildDir, "content"), { recursive: true, force: true });
fs.cpSync(contentDir, path.join(buildDir, "content"), { recursive: true });
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

const PORT = await freePort(process.env.TEST_PORT);

/**
 * A closed loop of `clients` connections sending clicks until the server dies: SIGKILL once
 * `killAfter` click IDs have come back. Returns every click ID a client received.
 */
async function clicksUntilKilled(server: AppServer, clients: number, killAfter: number): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const received: string[] = [];
  let dead = false;
  // Click IDs that never come back (no tracking link in the served content) end the burst: the test
  // then fails on the count instead of sending clicks until its own timeout.
  const giveUp = setTimeout(() => {
    if (dead) return;
    dead = true;
    void server.kill();
  }, 120_000);
  const once = () =>
    new Promise<void>((resolve) => {
      const req = http.get(
        `${server.url}/visitar/${OPERATOR}?p=comparison-card&s=/comparacion`,
        { agent, headers: { "User-Agent": CHROME } },
        (res) => {
          res.resume();
          const location = res.headers.location;
          if (res.statusCode === 302 && location) {
            const id = new URL(location).searchParams.get("subid");
            if (id) received.push(id);
          }
          if (received.length >= killAfter && !dead) {
            dead = true;
            void server.kill();
          }
          res.on("end", resolve);
          res.on("error", () => resolve());
        },
      );
      req.on("error", () => {
        dead = true; // the server is gone: this client stops
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!dead) await once();
    }),
  );
  clearTimeout(giveUp);
  agent.destroy();
  await server.exited;
  return received;
}

async function clickIdsStored(client: pg.Client, ids: string[]): Promise<Set<string>> {
  const { rows } = await client.query<{ click_id: string }>("SELECT click_id FROM outbound_clicks WHERE click_id = ANY($1)", [ids]);
  return new Set(rows.map((r) => r.click_id));
}

async function expectNoClickLost(start: () => Promise<AppServer>, connect: () => Promise<pg.Client>) {
  let server = await start();
  try {
    const received = await clicksUntilKilled(server, 64, 300);
    expect(received.length).toBeGreaterThanOrEqual(300);
    for (const id of received) expect(id).toMatch(UUID);
    server = await start(); // after the SIGKILL: stale lock taken over, the database recovered
    const client = await connect();
    try {
      const stored = await clickIdsStored(client, received);
      const missing = received.filter((id) => !stored.has(id));
      expect(missing, `${missing.length} of ${received.length} click IDs handed out were not stored`).toEqual([]);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

// ------------------------------------------------------------------ signups against a held lock

const SIGNUP_DEADLINE_MS = 5_000;
let seq = 0;
const email = (tag: string) => `${tag}-${process.pid}-${++seq}@ejemplo.es`;

interface Outcome {
  email: string;
  status: number;
  ms: number;
}

/**
 * `holder` takes the ACCESS EXCLUSIVE lock in a transaction and keeps it `holdMs`; signups are
 * sent meanwhile (a wave at once, then one every 200 ms), each timed.
 */
async function signupsAgainstLock(url: string, holder: pg.Client, holdMs: number, tag: string): Promise<Outcome[]> {
  await holder.query("BEGIN");
  await holder.query("LOCK TABLE newsletter_subscriptions IN ACCESS EXCLUSIVE MODE");
  const sent: Array<Promise<Outcome>> = [];
  const send = () => {
    const address = email(tag);
    const started = performance.now();
    sent.push(postSignup(url, { email: address, browser_name: "Other", source_page: "/" }).then((r: { status: number }) => ({ email: address, status: r.status, ms: performance.now() - started })));
  };
  const until = Date.now() + holdMs - 1_000;
  for (let i = 0; i < 8; i++) send();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    send();
  }
  await new Promise((r) => setTimeout(r, Math.max(0, until + 1_000 - Date.now())));
  await holder.query("COMMIT");
  await Promise.all(sent);
  // And a few after the lock is gone: the pool must not hold a half-done transaction.
  for (let i = 0; i < 4; i++) send();
  return Promise.all(sent);
}

async function expectNothingHalfSaved(outcomes: Outcome[], reader: pg.Client) {
  const emails = outcomes.map((o) => o.email);
  const { rows } = await reader.query<{ email: string; mails: number }>(
    `SELECT s.email, (SELECT count(*)::int FROM mail_outbox m WHERE m.subscriber_id = s.id AND m.kind = 'confirmation') AS mails
       FROM newsletter_subscriptions s WHERE s.email = ANY($1)`,
    [emails],
  );
  const stored = new Map(rows.map((r) => [r.email, r.mails]));
  const wrong: string[] = [];
  for (const o of outcomes) {
    if (o.status !== 201 && o.status !== 503) wrong.push(`${o.email}: answered ${o.status}`);
    if (o.ms >= SIGNUP_DEADLINE_MS) wrong.push(`${o.email}: answered ${o.status} after ${o.ms.toFixed(0)} ms`);
    if (o.status === 201 && stored.get(o.email) !== 1) wrong.push(`${o.email}: 201 but ${stored.has(o.email) ? `${stored.get(o.email)} confirmation mails` : "no row"}`);
    if (o.status === 503 && stored.has(o.email)) wrong.push(`${o.email}: 503 but stored`);
  }
  expect(wrong).toEqual([]);
  // The lock really held the signups up (some 503), and the site took signups again after it.
  expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
  expect(outcomes.slice(-4).map((o) => o.status)).toEqual([201, 201, 201, 201]);
}

// ---------------------------------------------------------------------------------- PGlite

describe("PGlite (DATA_DIR)", () => {
  const dataDir = path.join(tmp, "pglite");
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", CONTENT_DIR: contentDir, BUILD_DIR: buildDir };
  const connect = async () => {
    const client = new pg.Client({ host: socketDir(dataDir), database: "postgres", user: "postgres" });
    await client.connect();
    return client;
  };

  it("SIGKILL during a burst of clicks: every click ID a client received is stored", async () => {
    await expectNoClickLost(() => startAppServer({ port: PORT, env, waitMs: START_MS }), connect);
  });

  it("a session holding ACCESS EXCLUSIVE on the signups: every 201 has its row and mail, no 503 has a row, each within 5 s", async () => {
    const server = await startAppServer({ port: PORT, env, waitMs: START_MS });
    const holder = await connect();
    try {
      const outcomes = await signupsAgainstLock(server.url, holder, 12_000, "pglite-lock");
      await expectNothingHalfSaved(outcomes, holder);
    } finally {
      await holder.end().catch(() => {});
      await server.stop();
    }
  });
});

// ------------------------------------------------------------------------------ PostgreSQL

const pgServer = await startPostgresOrExplain("issue 42: nothing acknowledged is lost");
afterAll(() => pgServer?.destroy());

describe.skipIf(!pgServer)("PostgreSQL (DATABASE_URL)", () => {
  const env = () => ({ DATABASE_URL: pgServer!.url, DATA_DIR: path.join(tmp, "unused"), CONTENT_DIR: contentDir, BUILD_DIR: buildDir });
  const connect = async () => {
    const client = new pg.Client(pgServer!.url);
    await client.connect();
    return client;
  };

  it("SIGKILL during a burst of clicks: every click ID a client received is stored", async () => {
    await expectNoClickLost(() => startAppServer({ port: PORT, env: env(), waitMs: START_MS }), connect);
  });

  it("a session holding ACCESS EXCLUSIVE on the signups: every 201 has its row and mail, no 503 has a row, each within 5 s", async () => {
    const server = await startAppServer({ port: PORT, env: env(), waitMs: START_MS });
    const holder = await connect();
    try {
      const outcomes = await signupsAgainstLock(server.url, holder, 15_000, "pg-lock");
      await expectNothingHalfSaved(outcomes, holder);
    } finally {
      await holder.end().catch(() => {});
      await server.stop();
    }
  });
});
