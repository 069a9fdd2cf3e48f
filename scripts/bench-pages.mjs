// `npm run bench:pages` — requests per second and p99 latency of GET / on the BUILT production
// server (`npm run build` first) with brotli, gzip and no compression, and — in the same run, when
// nginx is installed (Debian's nginx-light; brotli needs libnginx-mod-http-brotli-static) — the
// same requests against nginx serving build/client with its precompressed files. Also the server's
// memory (RSS) before and after the load, which must stay flat.
//
//   npm run bench:pages -- [--seconds 8] [--connections 50] [--path /]
//
// `--flood` measures instead what a flood of unknown URLs does to real pages (issue 43), all in one run
// against one server: the page's p99 with a few connections on an idle server; the page and an
// unknown URL each alone with --connections (64 by default here) — past the ceiling on rendered 404
// pages (NOT_FOUND_RENDERS_PER_SECOND) an unknown URL gets the short page, which should cost no more
// than a prerendered one; then the page's p99 while --connections request distinct unknown URLs.
//
//   npm run bench:pages -- --flood [--seconds 8] [--connections 64] [--path /comparacion]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, requireBuild, ROOT, startAppServer } from "./lib/app-server.mjs";
import { BROTLI_MODULE, ensureNginx, mainConfig, startNginx } from "./lib/nginx-harness.mjs";

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const SECONDS = Number(arg("seconds", "8"));
const FLOOD = process.argv.includes("--flood");
const CONNECTIONS = Number(arg("connections", FLOOD ? "64" : "50"));
const PAGE = arg("path", "/");
const ENCODINGS = [
  ["br", "gzip, deflate, br, zstd"],
  ["gzip", "gzip"],
  ["identity", "identity"],
];

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));

const rssMb = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};

function run(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": acceptEncoding } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** nginx serving build/client itself, with the build's .br/.gz files; or the reason it cannot run. */
async function startStaticNginx(port) {
  const found = ensureNginx();
  if (!found.bin) return { skipped: found.reason };
  const brotli = fs.existsSync(BROTLI_MODULE);
  const server = `
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(ROOT, "build/client")};
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
    location / { try_files $uri $uri/index.html =404; }
  }`;
  try {
    const nginx = await startNginx({
      bin: found.bin,
      config: (prefix) => mainConfig({ prefix, http: server, brotli, workers: "auto" }),
      probeUrl: `http://127.0.0.1:${port}${PAGE}`,
    });
    return { ...nginx, brotli };
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  }
}

/** autocannon with its options as given; resolves with its result. */
function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result))));
}

/** Requests for distinct unknown paths, each a new one (nothing for a cache to hold). */
let unknownCount = 0;
const unknownUrls = (url) => ({
  url,
  requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/no-existe-${process.pid}-${unknownCount++}` }) }],
});

/** The flood measurement (--flood): see the header of this file. */
async function flood() {
  const port = await freePort(process.env.PORT);
  const server = await startAppServer({ port, env: { LOG_REQUESTS: "0", NEWSLETTER_RATE_LIMIT: "0", DATA_DIR: path.join(tmp, "data") } });
  const PROBE = 4;
  const ae = { "accept-encoding": "gzip, deflate, br, zstd" };
  try {
    const idle = await cannon({ url: `${server.url}${PAGE}`, connections: PROBE, headers: ae });
    const pageAlone = await cannon({ url: `${server.url}${PAGE}`, connections: CONNECTIONS, headers: ae });
    const notFoundAlone = await cannon({ ...unknownUrls(server.url), connections: CONNECTIONS, headers: ae });
    const [during, flooding] = await Promise.all([
      cannon({ url: `${server.url}${PAGE}`, connections: PROBE, headers: ae }),
      cannon({ ...unknownUrls(server.url), connections: CONNECTIONS, headers: ae }),
    ]);
    const load = os.loadavg()[0].toFixed(1);
    console.log(`\nGET ${PAGE} against a flood of unknown URLs: ${SECONDS} s per run, ${os.cpus().length} CPUs, load average ${load} after the run`);
    console.log("| Run | Connections | req/s | p50 (ms) | p99 (ms) | Answers |");
    console.log("|---|---:|---:|---:|---:|---|");
    const line = (name, c, r, what) =>
      console.log(`| ${name} | ${c} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${what(r)} |`);
    const statuses = (r) => `2xx ${r["2xx"]}, 4xx ${r["4xx"]}, 5xx ${r["5xx"]}, errors ${r.errors}`;
    line(`${PAGE}, idle server`, PROBE, idle, statuses);
    line(`${PAGE} alone`, CONNECTIONS, pageAlone, statuses);
    line("unknown URLs alone", CONNECTIONS, notFoundAlone, statuses);
    line(`${PAGE} during the flood`, PROBE, during, statuses);
    line("the flood (unknown URLs)", CONNECTIONS, flooding, statuses);
    console.log(
      `\nUnknown URL / prerendered page, requests a second alone: ${(notFoundAlone.requests.average / pageAlone.requests.average).toFixed(2)}. ` +
        `${PAGE} p99: ${idle.latency.p99} ms idle, ${during.latency.p99} ms during the flood.`,
    );
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
if (FLOOD) {
  await flood();
  process.exit(0);
}

const rows = [];
const appPort = await freePort(process.env.PORT);
const app = await startAppServer({
  port: appPort,
  env: { LOG_REQUESTS: "0", NEWSLETTER_RATE_LIMIT: "0", DATA_DIR: path.join(tmp, "data") },
});
const nginxPort = await freePort(appPort + 1);
const nginx = await startStaticNginx(nginxPort);
try {
  const rssBefore = rssMb(app.proc.pid);
  for (const [name, ae] of ENCODINGS) {
    const node = await run(`${app.url}${PAGE}`, ae);
    const row = { encoding: name, node, nginx: null };
    if (nginx.proc && (name !== "br" || nginx.brotli)) row.nginx = await run(`http://127.0.0.1:${nginxPort}${PAGE}`, ae);
    rows.push(row);
  }
  const rssAfter = rssMb(app.proc.pid);
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\nGET ${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} CPUs, load average ${load} after the run`,
  );
  console.log("| Accept-Encoding | Node req/s | Node p99 (ms) | nginx req/s | nginx p99 (ms) | Node / nginx | Errors (Node/nginx) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const n = r.node;
    const x = r.nginx;
    const ratio = x ? (n.requests.average / x.requests.average).toFixed(2) : "–";
    console.log(
      `| ${r.encoding} | ${Math.round(n.requests.average)} | ${n.latency.p99} | ${x ? Math.round(x.requests.average) : "–"} | ` +
        `${x ? x.latency.p99 : "–"} | ${ratio} | ${n.errors + n.non2xx}/${x ? x.errors + x.non2xx : "–"} |`,
    );
  }
  console.log(`\nNode server RSS: ${rssBefore} MB before the load, ${rssAfter} MB after.`);
  if (nginx.skipped) console.log(`nginx column empty: ${nginx.skipped}.`);
  else if (!nginx.brotli) console.log("nginx has no brotli_static module (libnginx-mod-http-brotli-static): no br row for it.");
} finally {
  await app.stop();
  await nginx.stop?.();
  fs.rmSync(tmp, { recursive: true, force: true });
}
