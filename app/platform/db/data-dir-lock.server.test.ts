import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, currentOwner, DataDirBusyError, lockPath, readOwner } from "./data-dir-lock.server";

const dirs: string[] = [];
const children: ChildProcess[] = [];

/**
 * A new folder that nobody holds. The kernel lock is named after the folder's device and inode, and
 * a new folder may get the inode of one that another suite just removed while its server was still
 * dying (CI runs suites side by side): that server would "hold" it for a moment. Such a folder is
 * kept aside (so its inode is not handed out again) and another one is made.
 */
async function tempDir() {
  for (;;) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-lock-test-"));
    dirs.push(dir);
    if ((await currentOwner(dir)) === null) return dir;
  }
}

/** Another live process whose pid we can write into a lock file. */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((r) => child.once("spawn", r));
  return child;
}

const LOCK_MODULE = JSON.stringify(path.resolve("app/platform/db/data-dir-lock.server.ts"));

/** Another process that really holds the directory (as the server or a command would), until killed. */
async function holder(dir: string, role: "server" | "cli"): Promise<ChildProcess> {
  const script = `
    import { acquireDataDirLock } from ${LOCK_MODULE};
    await acquireDataDirLock(process.argv[1], ${JSON.stringify(role)});
    console.log("held");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("held") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

const linux = process.platform === "linux";

function startTicks(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
}

function writeLock(dir: string, owner: Record<string, unknown>) {
  fs.writeFileSync(
    lockPath(dir),
    JSON.stringify({ hostname: os.hostname(), startedAt: "2026-01-01T00:00:00.000Z", ...owner }),
  );
}

// Every child is gone before its folder is: the kernel lock is named after the folder's inode, and
// a new temporary folder may get the inode of one just removed — a holder from the previous test
// still dying on a loaded machine would then "hold" the next test's folder.
afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (c) => {
      if (c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGKILL");
      await exited;
    }),
  );
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("data directory owner lock", () => {
  it("is taken, recorded and released", async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir, "server");
    expect(readOwner(dir)).toMatchObject({ pid: process.pid, role: "server" });
    expect(fs.statSync(lockPath(dir)).mode & 0o777).toBe(0o600);
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it("refuses a second owner in the same process", async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir, "server");
    await expect(acquireDataDirLock(dir, "cli")).rejects.toBeInstanceOf(DataDirBusyError);
    lock.release();
  });

  it("refuses at once, with the owner's pid, when a live server owns the directory", async () => {
    const dir = await tempDir();
    const other = await holder(dir, "server");
    const error = await acquireDataDirLock(dir, "server", { waitMs: 5000, waitFor: ["cli"] }).catch((e) => e);
    expect(error).toBeInstanceOf(DataDirBusyError);
    expect(error.message).toContain(`pid ${other.pid}`);
    expect(error.message).toContain("ya está en uso");
    expect(error.message).not.toMatch(/borra|elimina|delete/i); // no advice to remove the lock
  }, 600_000);

  it.runIf(linux)("holds even when someone deletes the lock file: the kernel keeps the lock, the holder says who it is", async () => {
    const dir = await tempDir();
    const other = await holder(dir, "server");
    fs.rmSync(lockPath(dir));
    expect(await currentOwner(dir)).toMatchObject({ pid: other.pid, role: "server" });
    const error = await acquireDataDirLock(dir, "cli").catch((e) => e);
    expect(error).toBeInstanceOf(DataDirBusyError);
    expect(error.owner).toMatchObject({ pid: other.pid, role: "server" });
    // Through another path to the same directory too (the name is the directory's, not the path's).
    const link = `${dir}-enlace`;
    fs.symlinkSync(dir, link);
    dirs.push(link);
    await expect(acquireDataDirLock(link, "cli")).rejects.toBeInstanceOf(DataDirBusyError);
    // Once the holder dies, however it dies, the directory is free.
    other.kill("SIGKILL");
    await new Promise((r) => other.once("exit", r));
    expect(await currentOwner(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir, "cli");
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  }, 600_000);

  it("takes over a stale lock left by a killed process", async () => {
    const dir = await tempDir();
    const other = await liveProcess();
    const pid = other.pid!;
    writeLock(dir, { pid, role: "server" });
    other.kill("SIGKILL");
    await new Promise((r) => other.once("exit", r));
    const lock = await acquireDataDirLock(dir, "server");
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it("treats a lock whose pid now belongs to another process as stale", async () => {
    const dir = await tempDir();
    const other = await liveProcess();
    writeLock(dir, { pid: other.pid, role: "server", startTicks: startTicks(other.pid!) - 1 });
    const lock = await acquireDataDirLock(dir, "server");
    lock.release();
  });

  it("waits for an operator command to finish", async () => {
    const dir = await tempDir();
    const other = await holder(dir, "cli");
    let killed = false;
    setTimeout(() => {
      killed = true;
      other.kill("SIGKILL");
    }, 300);
    // A safety net, not a speed budget: on a busy machine the kill and its reaping take a while.
    const lock = await acquireDataDirLock(dir, "server", { waitMs: 300_000, waitFor: ["cli"] });
    // Taken only once the command was killed. (Not its "exit" event: the kernel frees the lock as the
    // process dies, and Node may report the exit a moment after a timer of the waiting loop has run.)
    expect(killed).toBe(true);
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  }, 600_000);

  it("a half-written lock file: stale at once where the kernel says nobody holds it, else after a moment", async () => {
    const dir = await tempDir();
    fs.writeFileSync(lockPath(dir), "");
    const started = Date.now();
    const lock = await acquireDataDirLock(dir, "cli");
    if (!linux) expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(readOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it("lets exactly one of many simultaneous newcomers win a stale lock", async () => {
    const dir = await tempDir();
    writeLock(dir, { pid: 2 ** 22 + 12345, role: "server" }); // a pid that cannot exist
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(path.resolve("app/platform/db/data-dir-lock.server.ts"))};
      try { await acquireDataDirLock(process.argv[1], "cli"); console.log("won"); setInterval(() => {}, 1000); }
      catch { console.log("lost"); }`;
    // The winner holds the lock until every newcomer has answered (then afterEach kills it): on a
    // busy machine one child can start seconds after another, and a winner that let go after a
    // fixed time would hand a late starter a free lock, a second "won" that says nothing of the race.
    const runs = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      return new Promise<string>((resolve) => {
        let out = "";
        child.stdout!.on("data", (d) => {
          out += d;
          if (out.includes("\n")) resolve(out.trim());
        });
        child.on("exit", () => resolve(out.trim()));
      });
    });
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "lost")).toHaveLength(3);
  }, 600_000);
});
