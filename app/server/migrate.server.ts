import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./db.server";

/**
 * Numbered SQL migrations (`db/migrations/NNN_name.sql`), applied in order, each in its own
 * transaction, recorded in `schema_migrations` with a checksum. Applied at every start-up and
 * by `npm run db:migrate`. Two servers starting against one PostgreSQL at the same moment are
 * serialised by a session-level advisory lock, so neither sees a half-applied schema and
 * neither applies a file twice.
 */

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** Arbitrary, fixed key for pg_advisory_lock: "migrations of this project". */
export const MIGRATION_LOCK_KEY = 7_264_183_021;

/**
 * The migrations folder, found by walking up from this module: the same code runs from
 * `app/server/` (tests, tsx scripts) and bundled into `build/server/` (production server).
 * `MIGRATIONS_DIR` overrides it for unusual layouts.
 */
export function findMigrationsDir(from: string = fileURLToPath(import.meta.url)): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  let dir = path.dirname(from);
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, "db", "migrations");
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const cwdCandidate = path.resolve("db", "migrations");
  if (fs.existsSync(cwdCandidate)) return cwdCandidate;
  throw new Error("db/migrations not found (set MIGRATIONS_DIR)");
}

export function loadMigrations(dir: string = findMigrationsDir()): Migration[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".sql"));
  const migrations = files.map((file) => {
    const match = /^(\d+)_([a-z0-9_-]+)\.sql$/i.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const sql = fs.readFileSync(path.join(dir, file), "utf8");
    return {
      version: Number(match[1]),
      name: match[2]!,
      sql,
      checksum: createHash("sha256").update(sql).digest("hex"),
    };
  });
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share version ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

// Advisory locks are per session, and PGlite is one session: calls within one process are
// queued here first, so the lock below only has to arbitrate between processes.
const queues = new WeakMap<Database, Promise<unknown>>();

export function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<MigrateResult> {
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => migrateNow(db, migrations));
  queues.set(db, run);
  return run;
}

async function migrateNow(db: Database, migrations: Migration[]): Promise<MigrateResult> {
  return db.withConnection(async (conn) => {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await conn.query<{ version: number; name: string; checksum: string }>(
        "SELECT version, name, checksum FROM schema_migrations ORDER BY version",
      );
      const done = new Map(rows.map((r) => [Number(r.version), r]));
      const applied: string[] = [];
      for (const m of migrations) {
        const previous = done.get(m.version);
        if (previous) {
          // An edited migration would leave databases that ran the old text silently different.
          if (previous.checksum !== m.checksum) {
            throw new Error(
              `Migration ${m.version}_${m.name} was changed after it was applied; add a new migration instead`,
            );
          }
          continue;
        }
        await conn.transaction(async (tx) => {
          await tx.exec(m.sql);
          await tx.query("INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)", [
            m.version,
            m.name,
            m.checksum,
          ]);
        });
        applied.push(`${String(m.version).padStart(3, "0")}_${m.name}`);
      }
      return { applied, alreadyApplied: migrations.length - applied.length };
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  });
}
