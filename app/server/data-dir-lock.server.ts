import fs from "node:fs";
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
}

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerInfo,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another process ` +
        `(${owner.role === "server" ? "a running server" : "an operator command"}, pid ${owner.pid}, ` +
        `since ${owner.startedAt}). PGlite allows one process per directory: stop that process, or ` +
        `set DATA_DIR to another directory. If you are sure no such process runs, delete ` +
        `${path.join(dataDir, LOCK_FILE)}.`,
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
}

/**
 * Directories this process owns: a second acquire from the same process is refused too. On
 * globalThis so that a module re-evaluated by the Vite dev server still sees them.
 */
const heldHere: Set<string> = ((globalThis as { __casinosHeldDataDirs?: Set<string> }).__casinosHeldDataDirs ??=
  new Set<string>());

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
  };
  const deadline = Date.now() + (options.waitMs ?? 0);
  let unreadableSince = 0;
  for (;;) {
    if (heldHere.has(path.resolve(dataDir))) {
      throw new DataDirBusyError(dataDir, readOwner(dataDir) ?? info);
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
      // Only remove the file if it is still ours.
      const current = readOwner(dataDir);
      if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
        fs.rmSync(lockPath(dataDir), { force: true });
      }
    },
  };
  process.on("exit", onExit);
  return lock;
}
