// A throw-away PostgreSQL server for tests and benchmarks: initdb into a temp directory, start it
// on a free loopback port in 3650–3699, stop it and delete everything afterwards. Uses the system
// binaries (PATH, then /usr/lib/postgresql/*/bin). As root it runs them as the `postgres` (or
// `nobody`) user, because PostgreSQL refuses to run as root.
import { spawnSync, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const PG_PORT_RANGE = [
  Number(process.env.PG_PORT_MIN ?? 3650),
  Number(process.env.PG_PORT_MAX ?? 3699),
];

function which(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* keep looking */
    }
  }
  return null;
}

/** { binDir } when initdb, pg_ctl and postgres are found, else { reason }. */
export function findPostgres() {
  if (process.env.PG_BIN_DIR) {
    const dir = process.env.PG_BIN_DIR;
    if (fs.existsSync(path.join(dir, "pg_ctl"))) return { binDir: dir };
    return { reason: `PG_BIN_DIR=${dir} has no pg_ctl` };
  }
  const candidates = [];
  const onPath = which("pg_ctl");
  if (onPath) candidates.push(path.dirname(fs.realpathSync(onPath)));
  try {
    const versions = fs
      .readdirSync("/usr/lib/postgresql")
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    /* no Debian layout */
  }
  for (const dir of candidates) {
    if (["initdb", "pg_ctl", "postgres"].every((b) => fs.existsSync(path.join(dir, b)))) return { binDir: dir };
  }
  return {
    reason:
      "no PostgreSQL server binaries (initdb, pg_ctl, postgres) on PATH or in /usr/lib/postgresql/*/bin; " +
      "install them with `apt-get install postgresql` (Debian) or set PG_BIN_DIR",
  };
}

/**
 * findPostgres(), and when nothing is found and we are root on Debian (a fresh CI machine),
 * installs Debian's `postgresql` package with apt-get first, as scripts/chromium.mjs does for
 * the browser. `PG_AUTO_INSTALL=0` turns that off.
 */
export function ensurePostgres() {
  const found = findPostgres();
  if (found.binDir || process.env.PG_AUTO_INSTALL === "0") return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !which("apt-get")) return found;
  console.warn("PostgreSQL server binaries not found: installing Debian's postgresql package with apt-get …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env, timeout: 300_000 });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], {
      stdio: "inherit",
      env,
      timeout: 600_000,
    });
  const again = findPostgres();
  if (!again.binDir) {
    return { reason: `${again.reason} (apt-get install postgresql ${install && install.status === 0 ? "did not provide them" : "failed"})` };
  }
  return again;
}

function runAsUser() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
      return { uid, gid, name };
    } catch {
      /* try the next one */
    }
  }
  return null;
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

export async function findFreePort([min, max] = PG_PORT_RANGE, skip = new Set()) {
  // Start at a random offset so parallel test files rarely race for the same port.
  const span = max - min + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = min + ((offset + i) % span);
    if (!skip.has(port) && (await portFree(port))) return port;
  }
  throw new Error(`no free port in ${min}-${max}`);
}

const live = new Set();
process.on("exit", () => {
  for (const pg of live) pg.stopSync();
});

/**
 * Starts a fresh server. Returns { url, port, stop(), start(), kill(), dataDir } or throws with a
 * reason. `stop()` keeps the data (for restart tests); `destroy()` stops and deletes it.
 */
export async function startPostgres({ log = () => {} } = {}) {
  const found = ensurePostgres();
  if (!found.binDir) throw new Error(found.reason);
  const bin = (name) => path.join(found.binDir, name);
  const user = runAsUser();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "casinos-pg-"));
  const dataDir = path.join(base, "data");
  const logFile = path.join(base, "server.log");
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (user) {
    fs.chownSync(base, user.uid, user.gid);
    fs.chownSync(dataDir, user.uid, user.gid);
  }
  const spawnOpts = {
    encoding: "utf8",
    cwd: base,
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: "C", LANG: "C" },
  };
  const run = (file, args, allowFail = false) => {
    // Safety nets against a hang (here and pg_ctl -t below), not speed assertions: a busy machine is slow.
    const res = spawnSync(file, args, { ...spawnOpts, timeout: 600_000 });
    if (res.status !== 0 && !allowFail) {
      throw new Error(`${path.basename(file)} failed (${res.status ?? res.error?.message}): ${res.stderr || res.stdout}`);
    }
    return res;
  };

  run(bin("initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const port = await findFreePort();
  fs.appendFileSync(
    path.join(dataDir, "postgresql.conf"),
    [
      "",
      "# test server: loopback TCP only, no Unix socket to collide with anything",
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      "max_connections = 200",
      "",
    ].join("\n"),
  );

  const pg = {
    port,
    dataDir,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    running: false,
    start() {
      run(bin("pg_ctl"), ["start", "-w", "-t", "540", "-D", dataDir, "-l", logFile]);
      pg.running = true;
      live.add(pg);
      log(`PostgreSQL started on 127.0.0.1:${port}`);
    },
    stop(mode = "fast") {
      if (!pg.running) return;
      run(bin("pg_ctl"), ["stop", "-w", "-t", "540", "-m", mode, "-D", dataDir], true);
      pg.running = false;
    },
    stopSync() {
      pg.stop("immediate");
      fs.rmSync(base, { recursive: true, force: true });
    },
    destroy() {
      pg.stop("fast");
      live.delete(pg);
      fs.rmSync(base, { recursive: true, force: true });
    },
    logTail() {
      try {
        return fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
      } catch {
        return "";
      }
    },
  };
  pg.start();
  return pg;
}

/** startPostgres(), or null after printing a loud reason (callers then skip PostgreSQL cases). */
export async function startPostgresOrExplain(what) {
  try {
    return await startPostgres();
  } catch (error) {
    const line = "=".repeat(78);
    console.warn(
      `\n${line}\nSKIPPED: ${what} against PostgreSQL — no PostgreSQL server available because ` +
        `${error instanceof Error ? error.message : error}\n${line}\n`,
    );
    return null;
  }
}
