// Starts the BUILT production server (`npm start`: `node dist/server.js`) for tests and benchmarks, waits
// until /healthz answers, and stops or kills it. Also a small HTTP client that, unlike fetch,
// still returns the answer when the server replies before it has read the whole body (413).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CONSENT_VERSION } from "./consent-version.mjs";
import { pgliteTestFlags } from "./pglite-template.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The production server's node arguments, as `npm start` spells them: the server compiled by `npm run build` (decision 0205). */
export const SERVER_ARGS = ["dist/server.js"];

export function requireBuild() {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js")) || !fs.existsSync(path.join(ROOT, SERVER_ARGS[0]))) {
    throw new Error("No build found: run `npm run build` first.");
  }
}

// Ports handed to another process are chosen below the kernel's ephemeral range: a port from
// `listen(0)` comes from that range, and between our check and the child's bind any outgoing
// connection on the machine (a parallel test layer's fetch, Chromium) may take it as its local
// port — CI saw `EADDRINUSE` exactly so. Ports that other tools use by default are skipped.
const RESERVED = new Set([3000, 3999, 4173, 4174, 4175, 4176, 4177, 4178, 4179, 4180, 5432, 8080]);
/**
 * Ports that `fetch` (Node's undici and every browser, by the WHATWG Fetch standard's "bad port"
 * list) refuses to connect to, from 10000 up: only 10080. A server started there listens, but every
 * readiness check fails with "bad port" until the wait ends — CI lost a run exactly so.
 */
export const FETCH_BAD_PORTS = new Set([10080]);

function ephemeralStart() {
  try {
    const [low] = fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > 12_000) return low;
  } catch {
    // not Linux: fall back to the IANA range's start
  }
  return 32_768;
}

function tryPort(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(null));
    srv.listen(port, "127.0.0.1", () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
}

/**
 * A free loopback port for another process to bind: the preferred one (`E2E_PORT`, `TEST_PORT`)
 * when free, else a random free port between 10000 and the start of the ephemeral range.
 * @param {string | number | undefined} [preferred]
 */
export async function freePort(preferred) {
  if (preferred && !FETCH_BAD_PORTS.has(Number(preferred))) {
    const p = await tryPort(Number(preferred));
    if (p) return p;
  }
  const low = 10_000;
  const high = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = low + Math.floor(Math.random() * (high - low));
    if (RESERVED.has(candidate) || FETCH_BAD_PORTS.has(candidate)) continue;
    const p = await tryPort(candidate);
    if (p) return p;
  }
  return tryPort(0);
}

/**
 * Waits for readiness (/healthz answers) as long as the process lives: on a slow or busy machine
 * PGlite's first open alone can take a minute. `waitMs` is only the net against a hung start.
 * @param {{ port: number, env?: Record<string, string | undefined>, waitMs?: number, args?: string[] }} options
 *   `args`: the node command line (default the production server; `npm run dev`'s for development)
 */
export async function startAppServer({ port, env = {}, waitMs = 600_000, args = SERVER_ARGS }) {
  const proc = spawn(process.execPath, [...pgliteTestFlags(), ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_REQUESTS: "0", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => proc.once("exit", (code, signal) => resolve({ code, signal })));
  const server = {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    log: () => output,
    /** SIGTERM and wait: the server closes the database cleanly. */
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return exited;
      proc.kill("SIGTERM");
      return exited;
    },
    /** SIGKILL: no clean-up at all, as in a crash or an OOM kill. */
    async kill() {
      if (proc.exitCode !== null || proc.signalCode !== null) return exited;
      proc.kill("SIGKILL");
      return exited;
    },
  };
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) {
      const error = new Error(`server exited with code ${proc.exitCode}:\n${output}`);
      error.output = output;
      error.exitCode = proc.exitCode;
      throw error;
    }
    try {
      const res = await fetch(`${server.url}/healthz`);
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not answer on ${server.url} within ${waitMs} ms:\n${output}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One HTTP request. Resolves { status, headers, body, ms } even when the server answers early
 * and closes while the body is still being sent.
 */
export function request(baseUrl, { method = "GET", path: urlPath = "/", headers = {}, body } = {}) {
  const url = new URL(urlPath, baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...(payload ? { "Content-Length": String(payload.length) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    // An early answer may reset the connection while we are still writing: ignore write
    // errors once a response has arrived; the 'response' handler settles the promise.
    req.on("error", (error) => {
      setTimeout(() => reject(error), 50);
    });
    if (payload) req.end(payload);
    else req.end();
  });
}

/** A signup as the form posts it: an object body gets the consent version unless it sets its own. */
export const postSignup = (baseUrl, body, headers = {}) =>
  request(baseUrl, {
    method: "POST",
    path: "/api/newsletter",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify({ consent_version: CONSENT_VERSION, ...body }),
  });
