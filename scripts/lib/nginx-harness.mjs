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

/** Starts nginx in the foreground; resolves { proc, prefix, stop(), log() } once it answers `probeUrl`. */
export async function startNginx({ bin, config, probeUrl }) {
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
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) {
      const text = log();
      await stop();
      throw new Error(`nginx exited (${proc.exitCode}): ${text}`);
    }
    try {
      await fetch(probeUrl);
      return { proc, prefix, stop, log };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const text = log();
  await stop();
  throw new Error(`nginx did not answer ${probeUrl}: ${text}`);
}
