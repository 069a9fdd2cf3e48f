// The one-server recipe of docs/deployment.md, part 1, run from the shipped files themselves:
// the server is started with exactly the command line of deploy/casinos.service (its ExecStart=
// in its WorkingDirectory=, with its Environment= lines and a test file in place of its
// EnvironmentFile=: PGlite in a temp DATA_DIR, a free port), and nginx with
// deploy/nginx-single.conf, in which only what a test machine cannot have is replaced (ports,
// certificate → a self-signed one made here with openssl, roots, the upstream's port). Checks the
// HTTP → HTTPS redirect (not for certbot's webroot), pages with Node's security headers over TLS
// and HTTP/2, assets from nginx with its gzip files, the /panel and signup rate limits, that a
// client's X-Forwarded-For cannot choose its address, `systemd-analyze verify` on the units, and
// that SIGTERM stops the server within the unit's TimeoutStopSec=.
// Needs a build (`npm run build`; or releases/current from `npm run publish`). Without nginx (and
// no root to install it) or without openssl, the nginx part says why it skipped.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/app-server.mjs";
import { CONSENT_VERSION } from "../../scripts/lib/consent-version.mjs";
import { ensureNginx, fillSingleSiteConfig, mainConfig, selfSignedCertificate, startNginx } from "../../scripts/lib/nginx-harness.mjs";

const HOST = "www.rankingcasinos.es";
const APEX = "rankingcasinos.es";
const DEPLOY = path.join(ROOT, "deploy");
const UNIT_FILES = ["casinos.service", "casinos-publish.service", "casinos-publish.timer", "casinos-backup.service", "casinos-backup.timer", "casinos-sources.service", "casinos-sources.timer", "casinos-alertas.service", "casinos-alertas.timer", "casinos-alerta@.service", "casinos-restore-test.service", "casinos-restore-test.timer"];

// What the server serves when BUILD_DIR is unset: releases/current when it exists, else build/.
const buildDir = fs.existsSync(path.join(ROOT, "releases/current/server/index.js")) ? path.join(ROOT, "releases/current") : path.join(ROOT, "build");
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) throw new Error("No build found: run `npm run build` first.");

function skipped(what, reason) {
  console.warn(`\n${"=".repeat(78)}\nSKIPPED: ${what} — ${reason}\n${"=".repeat(78)}\n`);
}

/** Splits a systemd value into words: whitespace-separated, "double" or 'single' quotes kept together. */
function words(value) {
  const out = [];
  for (const m of value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** The [Service] section of a unit file: { key: [values …] } (repeated keys keep every value). */
function serviceSection(text) {
  const section = {};
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = header[1];
      continue;
    }
    if (current !== "Service") continue;
    const eq = line.indexOf("=");
    const key = line.slice(0, eq).trim();
    (section[key] ??= []).push(line.slice(eq + 1).trim());
  }
  return section;
}

/** KEY=value lines of an environment file (systemd's EnvironmentFile= format, without continuations). */
function parseEnvironmentFile(text) {
  const env = {};
  for (const line of text.split("\n")) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim().replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
  }
  return env;
}

const unit = serviceSection(fs.readFileSync(path.join(DEPLOY, "casinos.service"), "utf8"));
const unitEnv = Object.fromEntries((unit.Environment ?? []).flatMap(words).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]));

// The dashboard's credentials, hashed as `npm run panel:hash` does (at a low cost for the test).
const ADMIN = { user: "operadora", password: `clave-${randomBytes(6).toString("hex")}` };
const adminSalt = randomBytes(16);
const adminHash = `scrypt:10:8:1:${adminSalt.toString("base64")}:${scryptSync(ADMIN.password, adminSalt, 32, { N: 1024, r: 8, p: 1 }).toString("base64")}`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "single-server-"));
let server; // { proc, port, output(), exited }
let proxy;
let ports;
let certificate;
// certbot's webroot stand-in: readable by nginx's workers (nobody when the test runs as root).
const acmeRoot = fs.mkdtempSync(path.join(os.tmpdir(), "single-server-acme-"));
fs.chmodSync(acmeRoot, 0o755);

const nginxFound = ensureNginx();
if (!nginxFound.bin) skipped("nginx in front of the one server (deploy/nginx-single.conf)", nginxFound.reason);
const cert = nginxFound.bin ? selfSignedCertificate(work, [HOST, APEX]) : null;
if (cert?.reason) skipped("nginx in front of the one server (deploy/nginx-single.conf)", cert.reason);
const nginxReady = Boolean(nginxFound.bin && cert && !cert.reason);

/** Starts the unit's ExecStart= as systemd would: in WorkingDirectory=, with only the unit's environment. */
async function startFromUnit(envFile) {
  expect(unit.ExecStart, "casinos.service has one ExecStart=").toHaveLength(1);
  expect(unit.WorkingDirectory).toEqual(["/srv/casinos"]);
  expect(unit.EnvironmentFile).toEqual(["/etc/casinos/env"]);
  const [command, ...args] = words(unit.ExecStart[0]);
  expect(command, "ExecStart= names an absolute program without systemd prefixes").toMatch(/^\//);
  let program = command;
  if (!fs.existsSync(command)) {
    console.warn(`${command} (the unit's ExecStart=) does not exist on this machine: running ${process.execPath} with the unit's arguments instead`);
    program = process.execPath;
  }
  const env = {
    PATH: process.env.PATH,
    HOME: work,
    ...unitEnv,
    ...parseEnvironmentFile(fs.readFileSync(envFile, "utf8")), // EnvironmentFile= wins over Environment=, as in systemd
  };
  const proc = spawn(program, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => proc.once("exit", (code, signal) => resolve({ code, signal })));
  const port = Number(env.PORT);
  // Readiness, not a fixed deadline: on a slow or busy machine the first start (PGlite's files,
  // migrations, the page cache) takes several times longer. The safety net only stops a hang.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the unit's command exited with ${proc.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { proc, port, exited, output: () => output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`the unit's command did not answer /healthz on ${port} within 600 s:\n${output}`);
}

/**
 * One request through nginx: `tls` for HTTPS (SNI and certificate checked against the test's own
 * certificate). Resolves { status, headers, body (Buffer) }.
 */
function request({ port, tls = false, host = HOST, method = "GET", path: p = "/", headers = {}, body }) {
  const mod = tls ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: p,
        agent: false,
        servername: tls ? host : undefined,
        ca: tls ? cert.pem : undefined,
        headers: { host, ...(body ? { "content-length": Buffer.byteLength(body) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (d) => chunks.push(d));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const signup = (email, headers = {}) =>
  request({
    port: ports.https,
    tls: true,
    method: "POST",
    path: "/api/newsletter",
    headers: { "content-type": "application/json", origin: `https://${HOST}`, ...headers },
    body: JSON.stringify({ email, browser_name: "Other", source_page: "/", consent_version: CONSENT_VERSION }),
  });

beforeAll(async () => {
  const port = await freePort();
  const envFile = path.join(work, "env");
  fs.writeFileSync(
    envFile,
    [
      "# test stand-in for /etc/casinos/env",
      `DATA_DIR=${path.join(work, "data")}`,
      `PORT=${port}`,
      "NEWSLETTER_RATE_LIMIT=3",
      `ADMIN_USER=${ADMIN.user}`,
      `ADMIN_PASSWORD_HASH=${adminHash}`,
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  server = await startFromUnit(envFile);
  if (!nginxReady) return;

  ports = { http: await freePort(), https: await freePort() };
  certificate = cert;
  fs.mkdirSync(path.join(acmeRoot, ".well-known/acme-challenge"), { recursive: true });
  const site = fillSingleSiteConfig(fs.readFileSync(path.join(DEPLOY, "nginx-single.conf"), "utf8"), {
    httpPort: ports.http,
    httpsPort: ports.https,
    certificate: certificate.certificate,
    key: certificate.key,
    root: path.join(buildDir, "client"),
    acmeRoot,
    upstreamPort: server.port,
  });
  proxy = await startNginx({
    bin: nginxFound.bin,
    config: (prefix) => mainConfig({ prefix, http: site }),
    probe: () => request({ port: ports.https, tls: true, path: "/healthz" }),
  });
}, 900_000);

afterAll(async () => {
  await proxy?.stop();
  if (server && server.proc.exitCode === null && server.proc.signalCode === null) {
    server.proc.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(acmeRoot, { recursive: true, force: true });
});

describe("deploy/casinos.service", () => {
  it("its ExecStart= in its WorkingDirectory= starts the server on PGlite, logging JSON lines", async () => {
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(health.status).toBe(200);
    expect(fs.existsSync(path.join(work, "data"))).toBe(true);
    const listening = server.output().split("\n").find((l) => l.includes('"listening"'));
    expect(listening, server.output()).toBeTruthy();
    expect(JSON.parse(listening)).toMatchObject({ level: "info", event: "listening" });
    // The unit's fixed settings reached the server: loopback only, one trusted proxy.
    expect(unitEnv).toMatchObject({ HOST: "127.0.0.1", PORT: "3000", TRUST_PROXY: "1", NODE_ENV: "production" });
  });

  it("systemd-analyze verify accepts every unit file without warnings", (ctx) => {
    const probe = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
    if (probe.error) {
      skipped("systemd-analyze verify", `systemd-analyze is not available (${probe.error.message})`);
      ctx.skip();
    }
    const r = spawnSync("systemd-analyze", ["verify", ...UNIT_FILES.map((f) => path.join(DEPLOY, f))], { encoding: "utf8", timeout: 60_000 });
    // Messages about this machine, not about the files: the program the units run is missing.
    const missing = ["/usr/bin/node", "/usr/bin/npm"].filter((p) => !fs.existsSync(p));
    const lines = `${r.stdout}\n${r.stderr}`
      .split("\n")
      .filter((l) => l.trim() !== "")
      .filter((l) => !missing.some((p) => l.includes(`Command ${p} is not executable`)));
    if (missing.length) console.warn(`systemd-analyze: ignoring that ${missing.join(", ")} do not exist on this machine`);
    expect(lines, lines.join("\n")).toEqual([]);
    if (!missing.length) expect(r.status).toBe(0);
  });
});

describe.skipIf(!nginxReady)("deploy/nginx-single.conf in front of it", () => {
  it("HTTP answers 301 to the canonical HTTPS URL, except certbot's webroot", async () => {
    for (const host of [HOST, APEX]) {
      const res = await request({ port: ports.http, host, path: "/ayuda?x=1" });
      expect(res.status, host).toBe(301);
      expect(res.headers.location).toBe(`https://${HOST}/ayuda?x=1`);
    }
    const token = randomBytes(12).toString("hex");
    fs.writeFileSync(path.join(acmeRoot, ".well-known/acme-challenge", token), `${token}.key-authorization`);
    const acme = await request({ port: ports.http, path: `/.well-known/acme-challenge/${token}` });
    expect(acme.status).toBe(200);
    expect(acme.body.toString()).toBe(`${token}.key-authorization`);
    expect((await request({ port: ports.http, path: "/.well-known/acme-challenge/no-such-token" })).status).toBe(404);
    // Another host name (a scanner on the bare address) gets no answer at all.
    await expect(request({ port: ports.http, host: "127.0.0.1" })).rejects.toThrow();
  });

  it("HTTPS pages come from Node with its security headers; the bare domain redirects to www", async () => {
    const home = await request({ port: ports.https, tls: true, path: "/", headers: { "accept-encoding": "br" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["content-security-policy"]).toContain("script-src");
    expect(home.headers["strict-transport-security"]).toContain("max-age=");
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(zlib.brotliDecompressSync(home.body).toString()).toContain('<html lang="es-ES"');
    expect(home.headers.server).toBe("nginx"); // server_tokens off: no version
    const apex = await request({ port: ports.https, tls: true, host: APEX, path: "/blog" });
    expect(apex.status).toBe(301);
    expect(apex.headers.location).toBe(`https://${HOST}/blog`);
  });

  it("speaks HTTP/2 over TLS", async () => {
    const session = http2.connect(`https://${HOST}:${ports.https}`, {
      ca: certificate.pem,
      servername: HOST,
      lookup: (_h, _o, cb) => cb(null, [{ address: "127.0.0.1", family: 4 }]),
    });
    try {
      const status = await new Promise((resolve, reject) => {
        session.on("error", reject);
        const stream = session.request({ ":path": "/healthz" });
        stream.on("response", (h) => resolve(h[":status"]));
        stream.on("error", reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe("h2");
    } finally {
      session.close();
    }
  });

  it("assets are sent by nginx itself, from the build's .gz files, never reaching Node", async () => {
    const dir = path.join(buildDir, "client/assets");
    const asset = fs.readdirSync(dir).find((f) => f.endsWith(".js") && fs.existsSync(path.join(dir, `${f}.gz`)));
    expect(asset, "a .js asset with its .gz beside it").toBeTruthy();
    const res = await request({ port: ports.https, tls: true, path: `/assets/${asset}`, headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(zlib.gunzipSync(res.body).equals(fs.readFileSync(path.join(dir, asset)))).toBe(true);
    await new Promise((r) => setTimeout(r, 200)); // the server's request log is written after each answer
    expect(server.output()).toContain('"path":"/"'); // Node logs the requests it gets …
    expect(server.output()).not.toContain(`/assets/${asset}`); // … and never got this one
  });

  it("a burst of /panel requests from one address is cut short by nginx (429) before the server", async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => request({ port: ports.https, tls: true, path: "/panel" })));
    const statuses = answers.map((r) => r.status);
    const fromServer = statuses.filter((s) => s === 401).length;
    expect(fromServer, statuses.join(",")).toBeGreaterThanOrEqual(1);
    expect(fromServer, statuses.join(",")).toBeLessThanOrEqual(6); // one, plus a burst of 5
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length, statuses.join(",")).toBe(16 - fromServer);
    for (const r of limited) expect(r.body.toString()).toContain("<center>nginx</center>");
    // The right password is let through once the address has waited (10 a minute: one each 6 s)
    // — not waited for here; another location is not affected meanwhile.
    expect((await request({ port: ports.https, tls: true, path: "/healthz" })).status).toBe(200);
  });

  it("a client's own X-Forwarded-For cannot choose its address: the server's signup limit still counts it", async () => {
    // NEWSLETTER_RATE_LIMIT=3 in the test's env file. Each attempt claims another address; the
    // server must still see one client (nginx's $remote_addr) and refuse the fourth itself.
    const tag = `${process.pid}-${Date.now()}`;
    const firstAttempt = Date.now();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await signup(`xff-${tag}-${i}@ejemplo.es`, { "x-forwarded-for": `203.0.113.${i + 1}` }));
    expect(answers.map((r) => r.status), answers.map((r) => r.body.toString()).join("\n")).toEqual([201, 201, 201, 429]);
    expect(answers[3].headers["content-type"]).toContain("application/json"); // the server's answer, not nginx's
    expect(Number(answers[3].headers["retry-after"])).toBeGreaterThan(0);
    // nginx's own ceiling on the endpoint (10 a minute, a burst of 5 past the first): attempts in a
    // row stop reaching the server. At once, the seventh is nginx's; each 6 s the attempts took lets
    // one more through, so the bound is counted from the time this machine actually took (CI saw a
    // loaded machine take 10 s for the first four).
    const more = [];
    for (let i = 4; i < 40; i++) {
      const r = await signup(`xff-${tag}-${i}@ejemplo.es`);
      more.push(r);
      if (String(r.headers["content-type"]).includes("text/html")) break;
    }
    const refusedByNginx = more.at(-1);
    expect(refusedByNginx.status).toBe(429);
    expect(refusedByNginx.headers["content-type"]).toContain("text/html");
    expect(refusedByNginx.body.toString()).toContain("<center>nginx</center>");
    const passedNginx = answers.length + more.length - 1;
    expect(passedNginx).toBeGreaterThanOrEqual(6);
    expect(passedNginx).toBeLessThanOrEqual(6 + Math.floor((Date.now() - firstAttempt) / 6000));
    // Those that got through were refused by the server's own limit.
    for (const r of more.slice(0, -1)) {
      expect(r.status).toBe(429);
      expect(r.headers["content-type"]).toContain("application/json");
    }
  });
});

describe("stopping", () => {
  it("SIGTERM (the unit's KillSignal=) stops the server cleanly within its TimeoutStopSec=", async () => {
    expect(unit.KillSignal).toEqual(["SIGTERM"]);
    const timeout = Number(/^(\d+)s?$/.exec(unit.TimeoutStopSec?.[0] ?? "")?.[1]);
    expect(timeout, "TimeoutStopSec= above the server's own 10 s shutdown").toBeGreaterThan(10);
    const started = Date.now();
    server.proc.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code, server.output().slice(-2000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(timeout * 1000);
    expect(server.output()).toContain('"shutdown"');
  });
});
