import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator, type MigrationResultSet } from "kysely/migration";
import pg from "pg";
import { migrations } from "./migrations/index.server.ts";
import { servePglite } from "./pglite-socket.server.ts";
import type { Database } from "./schema.server.ts";

/** Subdirectory of DATA_DIR holding the PostgreSQL files; the lock and socket sit beside it. */
export const PGLITE_SUBDIR = "pglite";

/**
 * The two PostgreSQL engines we support behind one typed query builder (Kysely) and one client
 * (`pg`): embedded PGlite (real Postgres compiled to WASM, data in a directory, served on a
 * private socket by ./db/pglite-socket.server.ts) and any PostgreSQL server. Both speak the same SQL and raise the same SQLSTATE codes (23505 on a duplicate), so
 * everything above this file is engine-agnostic. "The database cannot be reached" surfaces as a
 * dozen different driver errors; `isConnectionError` recognises them all.
 */

export type Db = Kysely<Database>;
export type Engine = "pglite" | "postgres";

const engines = new WeakMap<Db, Engine>();
/** Which engine a handle talks to (PGlite is one connection; a pool can take a few writes at once). */
export const engineOf = (db: Db): Engine => engines.get(db) ?? "postgres";

/** The database cannot be reached right now; callers answer 503 and try again later. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOENT", // a Unix-socket DATABASE_URL whose server is gone
]);
// SQLSTATE classes meaning "not now" rather than "your statement is wrong": connection
// exceptions (08), admin/crash shutdown and start-up in progress (57P01–57P03), too many
// connections (53300).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|timeout expired|Query read timeout|Client has encountered a connection error|Connection is closed|PGlite is closed|not connected|driver has already been destroyed/i;

/** Walks an error and its `cause` chain (drivers and Kysely wrap the original error). */
function* causes(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

export function isConnectionError(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (!(e instanceof Error)) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** SQLSTATE of a database error, on the error itself or on its `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** For logs: name, SQLSTATE and message, never the driver's `detail` (it can hold the email). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = sqlState(error);
  return `${error.name}${code ? ` ${code}` : ""}: ${error.message}`;
}

// ---------------------------------------------------------------- PGlite

/**
 * Opens PGlite in `dataDir/pglite` and serves it on `dataDir`'s private socket; the handle is the
 * same `pg` pool as for any PostgreSQL. Callers hold the data-directory owner lock.
 */
export async function openPglite(
  dataDir: string,
  options: Pick<PostgresOptions, "connectionTimeoutMillis" | "queryTimeoutMillis"> = {},
): Promise<Db> {
  const served = await servePglite(path.join(dataDir, PGLITE_SUBDIR), dataDir);
  // The socket is in this process: a connection that waits is waiting for PGlite's one session
  // (another client's transaction, a busy or slow machine), not for a server that is down. Give it
  // as long as a query may queue; past that, a request answers 503 ("timeout expired").
  const db = openPostgres(served.url, { onClose: served.close, connectionTimeoutMillis: 10_000, ...options });
  engines.set(db, "pglite");
  return db;
}

/**
 * The query timeout of a PGlite a process opened for itself (an operator command with no server
 * running, a restore, a test's own database): it has no other client, so a statement that takes
 * long is a slow or busy machine (a restore or a count on a small server), never a hung server to
 * give up on. The server keeps the 10 s bound (a request answers 503 instead of hanging).
 */
export const OWN_PGLITE_QUERY_TIMEOUT_MS = 600_000;

// ---------------------------------------------------------------- PostgreSQL

export interface PostgresOptions {
  /** Pool size; the default fits a small server next to a default PostgreSQL (100 connections). */
  max?: number;
  /** How long opening a connection may take before we call the database unreachable. */
  connectionTimeoutMillis?: number;
  /** How long a query may wait for a free pooled connection during a burst. */
  queueTimeoutMillis?: number;
  /** Upper bound for one statement, so a hung server turns into a 503 instead of a hung request. */
  queryTimeoutMillis?: number;
  onError?: (error: Error) => void;
  /** Runs after the pool has closed (`db.destroy()`). */
  onClose?: () => Promise<void>;
}

/** A pool on any PostgreSQL URL: a server, or a PGlite through its private socket. */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const connectTimeout = options.connectionTimeoutMillis ?? 3000;
  // pg-pool uses one timeout both for opening a connection and for waiting for a free one.
  // Those differ: a server that does not answer within 3 s is down (→ 503 quickly), but under
  // a burst a request may queue longer for one of the pool's connections and still succeed.
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
      // A server that goes away between two queries of a checked-out client makes it emit
      // 'error' with nobody listening (the pool only listens to idle ones), which would crash
      // the process. The next query on it fails anyway, and the pool then discards it.
      this.on("error", () => {});
    }
  }
  class Pool extends pg.Pool {
    override async end() {
      await super.end();
      await options.onClose?.();
    }
  }
  const pool = new Pool({
    Client,
    connectionString: url,
    max: options.max ?? 20,
    connectionTimeoutMillis: Math.max(connectTimeout, options.queueTimeoutMillis ?? 10_000),
    query_timeout: options.queryTimeoutMillis ?? 10_000,
    idleTimeoutMillis: 30_000,
    application_name: "casinos-espana",
  });
  // An idle client whose server went away emits 'error' on the pool; without a listener that
  // would crash the whole process. The pool drops the client and makes a new one next time.
  pool.on("error", (error) => options.onError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  engines.set(db, "postgres");
  return db;
}

// ---------------------------------------------------------------- Migrations

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies the missing migrations (./db/migrations) with Kysely's Migrator: at every start-up and
 * by `npm run db:migrate`. Safe when several instances start at once: the Migrator holds an
 * advisory lock.
 */
export async function migrate(db: Db): Promise<MigrateResult> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results = [] }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    throw error instanceof Error
      ? error
      : new Error(`migration ${failed?.migrationName ?? "?"} failed`, { cause: error });
  }
  const applied = results.map((r) => r.migrationName);
  return { applied, alreadyApplied: Object.keys(migrations).length - applied.length };
}
