/**
 * New PGlite folders seeded from an initialised cluster (PGLITE_TEMPLATE_DIR) instead of initdb:
 * the copy is a working database, and a folder that already holds a cluster is never overwritten.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { ensurePgliteTemplate } from "../../../scripts/lib/pglite-template.mjs";
import { servePglite } from "./pglite-socket.server";

const MARKER = "seeded-from-this-template";
let scratch: string;
let template: string;
const saved = process.env.PGLITE_TEMPLATE_DIR;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-test-"));
  // A private copy of the run's template with a marker file, so the test can tell a copy from initdb.
  template = path.join(scratch, "template");
  fs.cpSync(await ensurePgliteTemplate(), template, { recursive: true });
  fs.writeFileSync(path.join(template, MARKER), "");
  process.env.PGLITE_TEMPLATE_DIR = template;
});
afterEach(() => {
  process.env.PGLITE_TEMPLATE_DIR = template;
});
afterAll(() => {
  if (saved === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
  else process.env.PGLITE_TEMPLATE_DIR = saved;
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function roundTrip(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("CREATE TABLE IF NOT EXISTS t (n int)");
    await client.query("INSERT INTO t VALUES (1)");
    const { rows } = await client.query<{ c: string }>("SELECT count(*) AS c FROM t");
    return Number(rows[0]?.c);
  } finally {
    await client.end();
  }
}

describe("PGLITE_TEMPLATE_DIR", () => {
  it("seeds an empty folder with a copy that works as a database, and leaves an existing cluster alone", async () => {
    const dataDir = path.join(scratch, "data");
    const pgliteDir = path.join(dataDir, "pglite");
    const first = await servePglite(pgliteDir, dataDir);
    try {
      expect(fs.existsSync(path.join(pgliteDir, MARKER))).toBe(true);
      expect(await roundTrip(first.url)).toBe(1);
    } finally {
      await first.close();
    }
    // Reopened with a template that would differ: the folder's own data stays.
    fs.rmSync(path.join(pgliteDir, MARKER));
    const second = await servePglite(pgliteDir, dataDir);
    try {
      expect(fs.existsSync(path.join(pgliteDir, MARKER))).toBe(false);
      expect(await roundTrip(second.url)).toBe(2);
    } finally {
      await second.close();
    }
  });

  it("with the variable empty, runs initdb as in production (no copy)", async () => {
    process.env.PGLITE_TEMPLATE_DIR = "";
    const dataDir = path.join(scratch, "plain");
    const pgliteDir = path.join(dataDir, "pglite");
    const served = await servePglite(pgliteDir, dataDir);
    try {
      expect(fs.existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);
      expect(fs.existsSync(path.join(pgliteDir, MARKER))).toBe(false);
    } finally {
      await served.close();
    }
  });
});
