import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * One owner per PGlite data directory.
 *
 * PGlite has no lock between processes: two processes opening one directory corrupt it. So
 * whoever opens it (the running server, or an operator command when no server runs) first
 * creates `DATA_DIR/owner.lock` with O_EXCL and writes its pid and role into it. Everyone else
 * reads that file and either connects to the owner's PostgreSQL socket (db/pglite-socket.server.ts),
 * waits, or refuses with a clear message. A lock whose pid is dead
 * (crash, SIGKILL, power cut) is stale and is taken over; taking over is itself serialised by a
 * second O_EXCL file so two newcomers cannot both break the same stale lock.
 *
 * On Linux the file is only the owner's business card: the lock itself is held by the kernel. The
 * owner listens on an abstract Unix socket named after the directory's device and inode; the
 * kernel lets one process bind a name, frees it when that process dies (however it dies), and an
 * abstract name has no file that anyone could delete. A newcomer that cannot bind asks the holder
 * who it is (it answers with its OwnerInfo), whatever became of the file. Elsewhere (macOS) the
 * file is the lock, as described above.
 * See docs/decisions/0015-one-way-to-the-database.md.
 */

export type OwnerRole = "server" | "cli";

export interface OwnerInfo {
  pid: number;
  role: OwnerRole;
  hostname: string;
  startedAt: string;
  /** Linux process start time (clock ticks since boot), to tell a reused pid from the owner. */
  startTicks?: number;
  /** A server's HTTP port: where `npm run publish` asks /healthz (issue 43: it asked 3000 of a server on 3101). */
  port?: number;
}

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerInfo,
  ) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso ` +
        `(${owner.role === "server" ? "un servidor en marcha" : "un comando del operador"}` +
        `${owner.pid ? `, pid ${owner.pid}` : ""}${owner.startedAt !== "unknown" ? `, desde ${owner.startedAt}` : ""}). ` +
        `PGlite solo admite un proceso por carpeta: detén ese proceso o usa otra carpeta en DATA_DIR. ` +
        `Con el servidor en marcha, los comandos de \`npm run newsletter\` trabajan a través de él.`,
    );
  }
}

export const LOCK_FILE = "owner.lock";
const BREAK_FILE = "owner.lock.break";

export function lockPath(dataDir: string) {
  return path.join(dataDir, LOCK_FILE);
}

function processStartTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name in field 2 may contain spaces, so count from ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/** The kernel-held lock (Linux abstract sockets); elsewhere the lock file alone. */
const OS_LOCK = process.platform === "linux";

/** The abstract socket name of a directory: by device and inode, so every path to it agrees. */
function osLockName(dataDir: string): string {
  const st = fs.statSync(dataDir);
  return `\0casinos-espana-datos-${createHash("sha256").update(`${st.dev}:${st.ino}`).digest("hex").slice(0, 40)}`;
}

/** Binds the directory's name, or returns null when a live process holds it. */
function holdOsLock(dataDir: string, info: OwnerInfo): Promise<net.Server | null> {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end(JSON.stringify(info));
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(null);
      else reject(error);
    });
    server.listen(osLockName(dataDir), () => {
      server.unref(); // the lock never keeps the process alive on its own
      resolve(server);
    });
  });
}

/**
 * Who holds the directory's kernel lock: its OwnerInfo, `null` when nobody does (on Linux, proof
 * that no live process owns the directory, whatever the lock file says), or `undefined` where
 * there is no kernel lock (not Linux) and the file must be trusted.
 */
export async function lockHolder(dataDir: string): Promise<OwnerInfo | null | undefined> {
  if (!OS_LOCK) return undefined;
  let name: string;
  try {
    name = osLockName(dataDir);
  } catch {
    return null; // no directory: nobody holds it
  }
  return new Promise((resolve) => {
    const socket = net.connect(name);
    let text = "";
    const timer = setTimeout(() => socket.destroy(new Error("timeout")), 5000);
    socket.setEncoding("utf8");
    socket.on("data", (d) => (text += d));
    socket.on("end", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(text) as OwnerInfo);
      } catch {
        resolve(unknownOwner());
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Nobody listening: free. Anything else (a holder too busy to answer in 5 s): held.
      resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? null : unknownOwner());
    });
  });
}

const unknownOwner = (): OwnerInfo => ({ pid: 0, role: "server", hostname: os.hostname(), startedAt: "unknown" });

/**
 * The live owner of a directory, or null: the kernel lock's holder on Linux, else the lock file
 * when its process is alive.
 */
export async function currentOwner(dataDir: string): Promise<OwnerInfo | null> {
  const holder = await lockHolder(dataDir);
  if (holder !== undefined) return holder;
  const owner = readOwner(dataDir);
  return owner && owner.pid !== 0 && ownerAlive(owner) ? owner : null;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Is the process recorded in the lock file still the one that wrote it? */
export function ownerAlive(owner: OwnerInfo): boolean {
  if (owner.hostname !== os.hostname()) return true; // a shared disk: we cannot tell, so assume yes
  // Our own pid but not held by us: a previous life (a container restarts its server as pid 1).
  if (owner.pid === process.pid) return false;
  if (!pidAlive(owner.pid)) return false;
  if (owner.startTicks !== undefined) {
    const now = processStartTicks(owner.pid);
    if (now !== undefined && now !== owner.startTicks) return false; // pid reused by another process
  }
  return true;
}

export function readOwner(dataDir: string): OwnerInfo | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const info = JSON.parse(text) as OwnerInfo;
    if (typeof info.pid === "number") return info;
  } catch {
    // Half-written (we are between open and write) or garbage: reported as pid 0 below.
  }
  return { pid: 0, role: "cli", hostname: os.hostname(), startedAt: "unknown" };
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly info: OwnerInfo;
  release(): void;
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** Removes a stale lock, unless someone else already replaced it with a live one. */
function breakStaleLock(dataDir: string, stale: OwnerInfo): void {
  const breakFile = path.join(dataDir, BREAK_FILE);
  if (!tryCreate(breakFile, String(process.pid))) {
    // Another newcomer is breaking it right now. A break file left by a crash mid-break is
    // itself stale after a few seconds.
    try {
      const age = Date.now() - fs.statSync(breakFile).mtimeMs;
      if (age > 5000) fs.rmSync(breakFile, { force: true });
    } catch {
      /* gone already */
    }
    return;
  }
  try {
    const current = readOwner(dataDir);
    if (current && current.pid === stale.pid && current.startedAt === stale.startedAt) {
      fs.rmSync(lockPath(dataDir), { force: true });
    }
  } finally {
    fs.rmSync(breakFile, { force: true });
  }
}

export interface AcquireOptions {
  /** How long to wait for a current owner to go away (e.g. a server waiting for a short export). */
  waitMs?: number;
  /** Only wait for owners of these roles; others are refused at once. */
  waitFor?: OwnerRole[];
  /** The HTTP port of a server taking the folder, written into its OwnerInfo. */
  port?: number;
}

/**
 * Directories this process owns: a second acquire from the same process is refused too.
 * Process-wide state by nature, so a module variable. The server opens the directory once, through the services
 * it makes at start-up (app/composition/services.server.ts), never from a module the development
 * server re-evaluates.
 */
const heldHere = new Set<string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Takes ownership of `dataDir` or throws DataDirBusyError naming the live owner. A half-written
 * lock (pid 0) is given a moment to finish before it is treated as stale.
 */
export async function acquireDataDirLock(
  dataDir: string,
  role: OwnerRole,
  options: AcquireOptions = {},
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const info: OwnerInfo = {
    pid: process.pid,
    role,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(process.pid),
    ...(options.port ? { port: options.port } : {}),
  };
  const deadline = Date.now() + (options.waitMs ?? 0);
  let unreadableSince = 0;
  let osLock: net.Server | null = null;
  for (;;) {
    if (heldHere.has(path.resolve(dataDir))) {
      throw new DataDirBusyError(dataDir, readOwner(dataDir) ?? info);
    }
    if (OS_LOCK) {
      osLock = await holdOsLock(dataDir, info);
      if (osLock) {
        // Ours: any lock file here was left by an owner that is gone. Write our own.
        fs.rmSync(lockPath(dataDir), { force: true });
        if (!tryCreate(lockPath(dataDir), JSON.stringify(info))) fs.writeFileSync(lockPath(dataDir), JSON.stringify(info), { mode: 0o600 });
        break;
      }
      const owner = (await lockHolder(dataDir)) ?? null;
      if (!owner) continue; // released between our two calls
      // No owner record: the holder was too busy to answer (a loaded machine, a long synchronous
      // PGlite call), or died while answering (a killed command resets the connection). Ask again
      // for a while before calling the folder busy.
      if (owner.startedAt === "unknown") {
        unreadableSince ||= Date.now();
        if (Date.now() - unreadableSince < 10_000) {
          await sleep(100);
          continue;
        }
      } else unreadableSince = 0;
      const mayWait = (options.waitFor ?? ["cli"]).includes(owner.role);
      if (!mayWait || Date.now() >= deadline) throw new DataDirBusyError(dataDir, owner);
      await sleep(200);
      continue;
    }
    if (tryCreate(lockPath(dataDir), JSON.stringify(info))) break;
    const owner = readOwner(dataDir);
    if (!owner) continue; // released between our two calls
    if (owner.pid === 0) {
      unreadableSince ||= Date.now();
      if (Date.now() - unreadableSince > 2000) breakStaleLock(dataDir, owner);
      else await sleep(50);
      continue;
    }
    unreadableSince = 0;
    if (!ownerAlive(owner)) {
      breakStaleLock(dataDir, owner);
      continue;
    }
    const mayWait = (options.waitFor ?? ["cli"]).includes(owner.role);
    if (!mayWait || Date.now() >= deadline) throw new DataDirBusyError(dataDir, owner);
    await sleep(200);
  }

  heldHere.add(path.resolve(dataDir));
  let released = false;
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    dataDir,
    info,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path.resolve(dataDir));
      process.off("exit", onExit);
      // Only remove the file if it is still ours; then let the kernel lock go.
      const current = readOwner(dataDir);
      if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
        fs.rmSync(lockPath(dataDir), { force: true });
      }
      osLock?.close();
    },
  };
  process.on("exit", onExit);
  return lock;
}
