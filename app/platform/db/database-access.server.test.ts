/**
 * The owner's commands with a server that holds DATA_DIR but whose socket file was deleted: the
 * probe's `npm run newsletter -- count` waited 60 s in silence. Now it says so in Spanish at once
 * (a server started long ago), or says it waits for a server still starting, then gives up in Spanish.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { PGLITE_SUBDIR, type Db } from "./db.server.ts";
import { runAgainstPglite, SOCKET_START_GRACE_MS, SocketMissingError } from "./database-access.server.ts";

const made: Array<() => void> = [];
afterEach(() => {
  for (const undo of made.splice(0)) undo();
});

/** What a command does first: a query (the pool connects only then). */
const reach = async (db: Db) => (await sql`SELECT 1`.execute(db), "reached");

const LOCK_MODULE = JSON.stringify(path.resolve("app/platform/db/data-dir-lock.server.ts"));

/** A data folder held by a "server" (another process holding its lock) that has no socket file. */
async function heldWithoutSocket() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "socket-missing-"));
  fs.mkdirSync(path.join(dataDir, PGLITE_SUBDIR));
  const script = `
    import { acquireDataDirLock } from ${LOCK_MODULE};
    await acquireDataDirLock(process.argv[1], "server");
    console.log("held");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dataDir], { stdio: ["ignore", "pipe", "inherit"] });
  made.push(() => {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d) => String(d).includes("held") && resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return dataDir;
}

/** The promise's outcome, or "still waiting" after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), new Promise((r) => setTimeout(() => r("still waiting"), ms))]);

describe("runAgainstPglite with the server's socket file deleted", () => {
  it("a server running for a while: a Spanish error naming the socket, within seconds", async () => {
    const dataDir = await heldWithoutSocket();
    const later = () => Date.now() + 10 * 60_000; // the server started 10 minutes "ago"
    const outcome = await within(runAgainstPglite(dataDir, reach, false, {}, { now: later, say: () => {} }), 5_000);
    expect(outcome).toHaveProperty("error");
    const { error } = outcome as { error: Error };
    expect(error).toBeInstanceOf(SocketMissingError);
    expect(error.message).toMatch(/socket .* no existe: se ha borrado\. Reinicia el servidor/);
  });

  it("a server still starting: says it waits, then gives up in Spanish when its start grace is over", async () => {
    const dataDir = await heldWithoutSocket();
    const lines: string[] = [];
    const start = Date.now();
    // Its start is 0.5 s short of the grace: the command waits, says so, and gives up just after.
    const shifted = () => Date.now() + SOCKET_START_GRACE_MS - 500;
    const outcome = await within(runAgainstPglite(dataDir, reach, false, {}, { now: shifted, say: (l) => void lines.push(l) }), 5_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/está arrancando .* espero/);
    expect((outcome as { error: Error }).error).toBeInstanceOf(SocketMissingError);
    expect(Date.now() - start).toBeLessThan(5_000);
  });
});
