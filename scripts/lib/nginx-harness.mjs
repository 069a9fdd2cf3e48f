// nginx for tests and benchmarks: finds Debian's nginx (installing `nginx-light` with apt-get
// when running as root on Debian, as postgres-harness.mjs does for PostgreSQL), and starts it in
// the foreground with a private prefix (pid, logs, temp files) under a temp directory.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BINARIES = ["/usr/sbin/nginx", "/usr/bin/nginx"];
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** { bin } or { reason }. */
export function ensureNginx() {
  const found = BINARIES.find((p) => fs.existsSync(p));
  if (found) return { bin: found };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (process.env.NGINX_AUTO_INSTALL === "0") return { reason: "nginx is not installed and NGINX_AUTO_INSTALL=0" };
  if (!isRoot) return { reason: "nginx is not installed, and installing Debian's nginx-light needs root" };
  if (!fs.existsSync("/usr/bin/apt-get")) return { reason: "nginx is not installed and there is no apt-get to install nginx-light" };
  console.warn("nginx not found: installing Debian's nginx-light with apt-get …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env, timeout: 300_000 });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
    stdio: "inherit",
    env,
    timeout: 600_000,
  });
  const again = BINARIES.find((p) => fs.existsSync(p));
  return again ? { bin: again } : { reason: `apt-get install nginx-light failed (exit ${r.status})` };
}

/**
 * Wraps server blocks in a minimal main configuration whose every writable path is in `prefix`
 * (so it runs as any user, beside any system nginx).
 */
export function mainConfig({ prefix, http, brotli = false, workers = "1" }) {
  return [
    brotli ? `load_module ${BROTLI_MODULE};` : "",
    `worker_processes ${workers};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    `  client_body_temp_path ${prefix}/body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    http,
    "}",
    "",
  ].join("\n");
}

/**
 * deploy/nginx-site.conf with the listen address, root and upstream servers of this run.
 * @param {string} site the file's text
 */
export function fillSiteConfig(site, { listen, root, upstreams }) {
  return site
    .replace(/^(\s*)listen 80;/m, `$1listen ${listen};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${root};`)
    .replace(/^(\s*)server 127\.0\.0\.1:3001 ([^;]*);\n\s*server 127\.0\.0\.1:3002 [^;]*;/m, (_m, indent, opts) =>
      upstreams.map((u) => `${indent}server ${u} ${opts};`).join("\n"),
    );
}

/**
 * `text` with every match of `pattern` (global) replaced; throws when nothing matches, so a shipped
 * file that drifts from what a test replaces fails loudly instead of running unreplaced.
 */
function replaceRequired(text, pattern, replacement, what) {
  if (!(text.match(pattern) ?? []).length) throw new Error(`deploy file changed: no ${what} (${pattern}) to replace`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx-single.conf with only what a test machine cannot have replaced: ports 80/443 →
 * loopback `httpPort`/`httpsPort` (the IPv6 listen lines dropped), the Let's Encrypt certificate
 * → `certificate`/`key`, the release root → `root`, certbot's webroot → `acmeRoot`, and the
 * upstream's port 3000 → `upstreamPort`.
 * @param {string} site the file's text
 */
export function fillSingleSiteConfig(site, { httpPort, httpsPort, certificate, key, root, acmeRoot, upstreamPort }) {
  let s = site;
  s = replaceRequired(s, /^\s*listen \[::\]:(80|443)\b[^;]*;\n/gm, "", "IPv6 listen line");
  s = replaceRequired(s, /^(\s*)listen 80\b/gm, `$1listen 127.0.0.1:${httpPort}`, "listen 80");
  s = replaceRequired(s, /^(\s*)listen 443\b/gm, `$1listen 127.0.0.1:${httpsPort}`, "listen 443");
  s = replaceRequired(s, /^(\s*)ssl_certificate \/etc\/letsencrypt\/[^;]+;/gm, `$1ssl_certificate ${certificate};`, "ssl_certificate");
  s = replaceRequired(s, /^(\s*)ssl_certificate_key \/etc\/letsencrypt\/[^;]+;/gm, `$1ssl_certificate_key ${key};`, "ssl_certificate_key");
  s = replaceRequired(s, /^(\s*)root \/srv\/casinos\/releases\/current\/client;/gm, `$1root ${root};`, "release root");
  s = replaceRequired(s, /^(\s*)root \/var\/www\/certbot;/gm, `$1root ${acmeRoot};`, "certbot webroot");
  s = replaceRequired(s, /^(\s*)server 127\.0\.0\.1:3000\b/gm, `$1server 127.0.0.1:${upstreamPort}`, "upstream server");
  return s;
}

/**
 * A self-signed certificate for `names` (the first is the subject) made with the system openssl,
 * valid for a day: { certificate, key, pem } or { reason }.
 */
export function selfSignedCertificate(dir, names) {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const r = spawnSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", `/CN=${names[0]}`, "-addext", `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
      "-keyout", key, "-out", certificate,
    ],
    { encoding: "utf8", timeout: 30_000 },
  );
  if (r.error) return { reason: `openssl is not available (${r.error.message}) to make a test certificate` };
  if (r.status !== 0) return { reason: `openssl req -x509 failed (exit ${r.status}): ${r.stderr.slice(0, 500)}` };
  return { certificate, key, pem: fs.readFileSync(certificate, "utf8") };
}

/**
 * Starts nginx in the foreground; resolves { proc, prefix, stop(), log() } once it answers:
 * `fetch(probeUrl)` settles, or `probe()` resolves (for a site that answers only some host names).
 */
export async function startNginx({ bin, config, probeUrl, probe = () => fetch(probeUrl) }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(conf, typeof config === "function" ? config(prefix) : config);
  const proc = spawn(bin, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const log = () => {
    try {
      return output + fs.readFileSync(path.join(prefix, "error.log"), "utf8").slice(-4000);
    } catch {
      return output;
    }
  };
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill("SIGTERM");
      await new Promise((r) => proc.once("exit", r));
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  // A safety net against a hang, not a speed assertion: on a busy machine nginx takes longer to answer.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) {
      const text = log();
      await stop();
      throw new Error(`nginx exited (${proc.exitCode}): ${text}`);
    }
    try {
      await probe();
      return { proc, prefix, stop, log };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const text = log();
  await stop();
  throw new Error(`nginx did not answer ${probeUrl ?? "its probe"}: ${text}`);
}
