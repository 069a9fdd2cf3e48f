// The test run's scratch folder in memory. Every test data folder (PGlite clusters copied from the
// template, PostgreSQL clusters, nginx prefixes, Chromium profiles, releases, backups) lives in
// the system's temporary folder, and on an ext4 disk each of them costs the kernel journalling and
// block allocation: copying the 39 MB PGlite template took 0.5–0.8 CPU s there against ~0.1 s on
// tmpfs, and the run copies it dozens of times (docs/benchmarks.md, "Session 11"). `npm test` so
// points TMPDIR at a private folder on /dev/shm when that is a tmpfs with room to spare, and
// removes the folder at the end (RAM-backed: leftovers would hold memory until the next boot).
// An explicit TMPDIR wins (`TMPDIR=/tmp npm test` keeps everything on disk).
import fs from "node:fs";
import path from "node:path";

const TMPFS_MAGIC = 0x01021994;
/** Room the run needs at its peak is well under 1 GiB; ask for 4 to leave the machine its memory. */
export const MIN_FREE_BYTES = 4 * 1024 ** 3;

/**
 * Where `npm test`'s scratch folder should go, or null to leave TMPDIR alone.
 * @param {{ env?: NodeJS.ProcessEnv, platform?: string, shm?: string, statfs?: (p: string) => { type: number, bavail: number, bsize: number } }} [options]
 * @returns {string | null}
 */
export function memoryTmpdirBase({ env = process.env, platform = process.platform, shm = "/dev/shm", statfs = fs.statfsSync } = {}) {
  if (env.TMPDIR) return null;
  if (platform !== "linux") return null;
  try {
    const stats = statfs(shm);
    if (stats.type !== TMPFS_MAGIC) return null;
    if (stats.bavail * stats.bsize < MIN_FREE_BYTES) return null;
    fs.accessSync(shm, fs.constants.W_OK);
  } catch {
    return null;
  }
  return shm;
}

/**
 * Points TMPDIR (this process and every process it starts) at a new private folder on /dev/shm when
 * memoryTmpdirBase allows it. Returns the folder and its removal, or null.
 * @returns {{ dir: string, remove: () => void } | null}
 */
export function useMemoryTmpdir() {
  const base = memoryTmpdirBase();
  if (base === null) return null;
  const dir = fs.mkdtempSync(path.join(base, "casinos-espana-test-"));
  // As /tmp is: processes of other users that the tests start (nginx's workers run as nobody,
  // PostgreSQL as its own user) reach their own folders inside it.
  fs.chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  // Removed however the run ends: normally, on an error, or on Ctrl-C / a CI's SIGTERM.
  process.once("exit", remove);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      remove();
      process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
    });
  }
  return { dir, remove };
}
