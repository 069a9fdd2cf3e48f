// A PGlite cluster initialised once and copied into every new test data folder
// (PGLITE_TEMPLATE_DIR, read by app/platform/db/pglite-socket.server.ts): initdb inside the WASM
// engine costs several seconds of CPU, and the suite starts dozens of servers and databases on
// fresh folders. The template lives in the system's temporary folder, one per PGlite version (the
// files are that version's initdb output), and is made atomically: built in a private folder,
// closed, then renamed into place, so a run never copies a half-made cluster.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);

function pgliteVersion() {
  // The package does not export its package.json: find it above its entry point.
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!fs.existsSync(path.join(dir, "package.json")) || JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).name !== "@electric-sql/pglite") {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("@electric-sql/pglite: package.json not found");
    dir = parent;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
}

export function pgliteTemplatePath() {
  const version = pgliteVersion();
  return path.join(os.tmpdir(), `casinos-espana-pglite-template-${version}`);
}

/** Makes the template when it is missing and returns its path. */
export async function ensurePgliteTemplate() {
  const target = pgliteTemplatePath();
  if (fs.existsSync(path.join(target, "PG_VERSION"))) return target;
  const { PGlite } = await import("@electric-sql/pglite");
  const work = fs.mkdtempSync(`${target}.tmp-`);
  const db = await PGlite.create(work);
  await db.query("SELECT 1");
  await db.close();
  try {
    fs.renameSync(work, target);
  } catch (error) {
    // Another run made it first (rename onto a non-empty folder fails): keep theirs.
    fs.rmSync(work, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, "PG_VERSION"))) throw error;
  }
  return target;
}

/**
 * Node's flags for a test process that opens PGlite: PostgreSQL's WebAssembly on V8's baseline
 * compiler only. By default V8 also recompiles the hot functions with its optimising compiler,
 * several CPU seconds at each open that a test database, living seconds, never earns back
 * (measured on Node 24: a server's start from ~9 to ~5.5 CPU s, ready in about half the time).
 * A long-running server keeps V8's default. PGLITE_LIFTOFF_ONLY=0 turns it off. A command-line
 * flag because Node 24 freezes V8's flags at start (NODE_OPTIONS does not accept it either).
 * @returns {string[]}
 */
export function pgliteTestFlags() {
  return process.env.PGLITE_LIFTOFF_ONLY === "0" ? [] : ["--liftoff-only"];
}

/** New test PGlite folders are copies of the template, for this process and its children (PGLITE_TEMPLATE_DIR). */
export async function usePgliteForTests() {
  if (process.env.PGLITE_TEMPLATE_DIR === undefined) process.env.PGLITE_TEMPLATE_DIR = await ensurePgliteTemplate();
  return process.env.PGLITE_TEMPLATE_DIR;
}
