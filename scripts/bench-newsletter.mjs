// `npm run bench:newsletter` — signups per second and latency percentiles of POST /api/newsletter
// against the BUILT production server (`npm run build` first), at a few concurrency levels, with
// PGlite and (when a PostgreSQL server can be started here) PostgreSQL.
//
// Each level is a closed loop: C clients, each sending its next signup (a new address) as soon as
// the previous one is answered, for --seconds seconds after a short warm-up. Every answer must be
// 201; anything else is counted and reported as an error.
//
// On a shared machine other processes steal CPU in bursts, so each level runs --repeat times and
// the best run is kept (the least disturbed one); the server's own CPU time per signup, read from
// /proc, is printed too because it depends much less on the neighbours than wall-clock figures.
//
// `--kinds` picks what is measured (default: signup):
//   signup  POST /api/newsletter, each with a new address; must answer 201
//   click   GET /visitar/<operator>?p=comparison-card&s=/comparacion with a browser User-Agent, every
//           operator in turn (the tracked redirect, which also queues a click row); must answer 302
//   static  GET /comparacion, a prerendered page (the yardstick for the redirect); must answer 200
//
//   npm run bench:newsletter -- [--kinds signup,click,static] [--seconds 3] [--repeat 3] [--levels 1,10,50,100] [--engines pglite,postgres]
//   npm run bench:clicks     (= --kinds click,static)
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { freePort, requireBuild, startAppServer } from "./lib/app-server.mjs";
import { startPostgresOrExplain } from "./lib/postgres-harness.mjs";
import { CONSENT_VERSION } from "./lib/consent-version.mjs";

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const SECONDS = Number(arg("seconds", "3"));
const REPEAT = Number(arg("repeat", "3"));
const LEVELS = arg("levels", "1,10,50,100").split(",").map(Number);
const ENGINES = arg("engines", "pglite,postgres").split(",");
const KINDS = arg("kinds", "signup").split(",");
// Every operator of the content data (one YAML file per operator, named by its id).
const OPERATOR_IDS = fs
  .readdirSync(new URL("../content/operators/", import.meta.url))
  .filter((f) => f.endsWith(".yaml"))
  .map((f) => f.slice(0, -".yaml".length));
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const UNIT = { signup: "signups", click: "clicks", static: "pages" };

requireBuild();
const port = await freePort(process.env.E2E_PORT ?? process.env.PORT);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-bench-"));
let counter = 0;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU time (ms) a process has used so far, or NaN where /proc is not available. */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

/** One GET that must answer `expected`; the body is read and thrown away. */
function get(agent, url, headers, expected) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(url, { method: "GET", agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ok: res.statusCode === expected, ms: performance.now() - started }));
    });
    req.on("error", () => resolve({ status: 0, ok: false, ms: performance.now() - started }));
    req.end();
  });
}

async function level(url, concurrency, seconds, pid, kind = "signup") {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL("/api/newsletter", url);
  const latencies = [];
  let errors = 0;
  const statuses = {};
  let n = 0;
  const click = async () => {
    const id = OPERATOR_IDS[n++ % OPERATOR_IDS.length];
    const r = await get(agent, new URL(`/visitar/${id}?p=comparison-card&s=%2Fcomparacion`, url), { "User-Agent": BROWSER_UA }, 302);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    return r;
  };
  const page = async () => {
    const r = await get(agent, new URL("/comparacion", url), { "User-Agent": BROWSER_UA, "Accept-Encoding": "gzip" }, 200);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    return r;
  };
  const signup = () =>
    new Promise((resolve) => {
      const body = JSON.stringify({
        email: `bench-${process.pid}-${++counter}@ejemplo.es`,
        language: "es-ES",
        timezone: "Europe/Madrid",
        browser_name: "Chrome",
        source_page: "/",
        utm_source: "bench",
        consent_version: CONSENT_VERSION,
      });
      const started = performance.now();
      const req = http.request(
        target,
        { method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on("end", () => {
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve({ ok: res.statusCode === 201, ms: performance.now() - started });
          });
        },
      );
      req.on("error", () => resolve({ ok: false, ms: performance.now() - started }));
      req.end(body);
    });

  const post = kind === "click" ? click : kind === "static" ? page : signup;
  // Warm-up: open the connections and let the JIT settle; not measured.
  const warmUntil = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmUntil) await post();
    }),
  );
  for (const k of Object.keys(statuses)) delete statuses[k];

  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await post();
        if (r.ok) latencies.push(r.ms);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const serverCpu = (cpuMs(pid) - cpuBefore) / Math.max(1, latencies.length + errors);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length + errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    serverCpu,
    errors,
    statuses,
  };
}

async function benchEngine(name, env, kind) {
  const server = await startAppServer({
    port,
    env: { ...env, NEWSLETTER_RATE_LIMIT: "0", LOG_REQUESTS: "0" },
  });
  const rows = [];
  try {
    for (const c of LEVELS) {
      let r;
      for (let i = 0; i < REPEAT; i++) {
        const run = await level(server.url, c, SECONDS, server.proc.pid, kind);
        // Keep the fastest run, but never hide a run that had errors.
        if (!r || (r.errors === 0 && (run.errors > 0 || run.perSecond > r.perSecond))) r = run;
      }
      rows.push({ ...r, kind });
      console.log(
        `${name.padEnd(10)} ${kind.padEnd(6)} c=${String(c).padStart(3)}  ${r.perSecond.toFixed(0).padStart(6)} ${UNIT[kind]}/s  ` +
          `p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
          `max ${r.max.toFixed(1).padStart(6)} ms  server CPU ${r.serverCpu.toFixed(2)} ms/request  errors ${r.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const results = {};
const LOAD_BEFORE = os.loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(
  `${KINDS.join(", ")} on the production server, ${SECONDS} s per level, ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}\n`,
);
try {
  if (ENGINES.includes("pglite")) {
    results.PGlite = [];
    for (const kind of KINDS) results.PGlite.push(...(await benchEngine("PGlite", { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: "" }, kind)));
  }
  if (ENGINES.includes("postgres")) {
    const pgServer = await startPostgresOrExplain("bench:newsletter");
    if (pgServer) {
      try {
        results.PostgreSQL = [];
        for (const kind of KINDS) results.PostgreSQL.push(...(await benchEngine("PostgreSQL", { DATABASE_URL: pgServer.url }, kind)));
      } finally {
        pgServer.destroy();
      }
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`\nBest of ${REPEAT} runs of ${SECONDS} s per level; load average before: ${LOAD_BEFORE}, after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log("\n| Engine | Request | Concurrency | Requests/s | p50 (ms) | p99 (ms) | Server CPU (ms/request) | Errors |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const [engine, rows] of Object.entries(results)) {
  for (const r of rows) {
    console.log(
      `| ${engine} | ${r.kind} | ${r.concurrency} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.serverCpu.toFixed(2)} | ${r.errors} |`,
    );
  }
}
const failed = Object.values(results).flat().some((r) => r.errors > 0);
if (failed) {
  console.error("\nSome requests got an unexpected answer (signup ≠ 201, click ≠ 302, page ≠ 200): see the Errors column.");
  process.exitCode = 1;
}
