import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
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
// exceptions (08), insufficient resources (53: disk full 53100, out of memory 53200, too many
// connections 53300, configuration limit 53400), admin/crash shutdown and start-up in progress
// (57P01–57P03), and the statement ended by the server's own bounds (a lock not granted within
// `lock_timeout`, 55P03; `statement_timeout`, 57014): each rolls back what it was doing, so the
// caller can say "nothing was saved, try again later".
const UNAVAILABLE_SQLSTATES = /^(08...|53...|57P0[123]|55P03|57014)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|timeout expired|Query read timeout|Client has encountered a connection error|Connection is closed|PGlite is closed|not connected|driver has already been destroyed|not queryable|deadline of the transaction/i;

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
  if ((options.queryTimeoutMillis ?? 0) >= OWN_PGLITE_QUERY_TIMEOUT_MS) ownDatabases.add(db);
  return db;
}

/** PGlites a process opened for itself (OWN_PGLITE_QUERY_TIMEOUT_MS): no visitor waits on them. */
const ownDatabases = new WeakSet<Db>();

/**
 * Whether `db` is a PGlite this process opened for itself (an owner command, a restore, a test's own
 * database): the deadlines that keep a visitor's request under 5 s (withDeadline) do not apply to it,
 * as its query timeout does not — a slow statement there is a slow machine, not a visitor left waiting.
 */
export const isOwnDatabase = (db: Db) => ownDatabases.has(db);

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
      abandonOnTimeout(this);
    }
  }
  class Pool extends pg.Pool {
    override async end() {
      await super.end();
      await options.onClose?.();
    }
  }
  // pg-pool hands a released client to the next request unless told it is broken. A client still
  // inside a transaction (its statement timed out here while the server still runs it, or a
  // ROLLBACK that never got through), or one abandoned after a timeout, is destroyed instead: the
  // next request's COMMIT would otherwise commit the half-done work of a request answered 503
  // (issue 42). Hooked on pg-pool's release (3.x: `_release(client, idleListener, err)`); the
  // unit test of db.server proves the hook still bites.
  const poolRelease = (pg.Pool.prototype as unknown as PoolInternals)._release;
  if (typeof poolRelease !== "function") throw new Error("pg-pool has no _release: the transaction guard of db.server.ts needs updating");
  (Pool.prototype as unknown as PoolInternals)._release = function (this: pg.Pool, client, idleListener, err) {
    return poolRelease.call(this, client, idleListener, err ?? unsafeToReuse(client));
  };
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
  pools.set(db, pool);
  return db;
}

interface PoolInternals {
  _release(client: pg.PoolClient, idleListener: unknown, err?: Error): void;
}

const abandoned = new WeakSet<pg.Client>();

/**
 * A statement that timed out in the client (`query_timeout`) may still be running on the server,
 * and pg would read its late answer as the answer to the next query: the connection is closed at
 * once. The server then ends that session, rolling back whatever it had not committed.
 */
function abandonOnTimeout(client: pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && /Query read timeout/.test(error.message)) abandon(client);
      });
    }
    return result;
  };
}

function abandon(client: pg.Client) {
  if (abandoned.has(client)) return;
  abandoned.add(client);
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** Why a released client must not be reused, or undefined when it may. */
function unsafeToReuse(client: pg.PoolClient): Error | undefined {
  if (abandoned.has(client)) return new Error("connection abandoned after a statement timed out");
  const status = (client as unknown as { getTransactionStatus?: () => string | null }).getTransactionStatus?.();
  if (status === "T" || status === "E") return new Error("connection released inside a transaction");
  return undefined;
}

const pools = new WeakMap<Db, pg.Pool>();

export class TransactionDeadlineError extends Error {
  override name = "TransactionDeadlineError";
}

const deadlineHandles = new WeakMap<Db, Map<number, Db>>();

/**
 * The same database, with a deadline on each connection it hands out (so on each transaction):
 * waiting for a free connection and every statement together get `ms`; past it the statement is
 * abandoned (its connection closed, so the server rolls its transaction back) and the caller gets
 * an error `isConnectionError` recognises (→ 503). COMMIT is the exception: once sent, its answer
 * is waited for with the pool's full query timeout, because only that answer says whether the
 * work was saved (a COMMIT runs in milliseconds; the waits are before it). Used by the signup,
 * which must answer 201 or 503 before a browser gives up (issue 43).
 */
export function withDeadline(db: Db, ms: number): Db {
  const pool = pools.get(db);
  if (!pool) return db;
  let byMs = deadlineHandles.get(db);
  if (!byMs) deadlineHandles.set(db, (byMs = new Map()));
  const cached = byMs.get(ms);
  if (cached) return cached;
  const timed = {
    connect: () =>
      new Promise<pg.PoolClient>((resolve, reject) => {
        const deadline = Date.now() + ms;
        let late = false;
        const timer = setTimeout(() => {
          late = true;
          reject(new TransactionDeadlineError(`timeout expired: no connection within the deadline of the transaction (${ms} ms)`));
        }, ms);
        pool.connect().then(
          (client) => {
            clearTimeout(timer);
            if (late) return client.release();
            resolve(boundClient(client, deadline));
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
    end: async () => {},
  };
  const handle = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timed as unknown as pg.Pool }) });
  engines.set(handle, engineOf(db));
  byMs.set(ms, handle);
  return handle;
}

/** A checked-out client whose queries share one deadline (COMMIT excepted, see withDeadline). */
function boundClient(client: pg.PoolClient, deadline: number): pg.PoolClient {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop !== "query") {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (text: unknown, values?: unknown[]) => {
        if (typeof text !== "string") return (target.query as (...a: unknown[]) => unknown)(text, values);
        if (/^\s*commit\b/i.test(text)) return target.query(text, values);
        const left = deadline - Date.now();
        if (left <= 0) {
          abandon(target);
          return Promise.reject(new TransactionDeadlineError(`timeout expired: the deadline of the transaction passed`));
        }
        return target.query({ text, values, query_timeout: left } as pg.QueryConfig & { query_timeout: number });
      };
    },
  });
}

/**
 * First statement of a transaction that must not wait long on the server: the server itself ends
 * a lock wait after `lockMs` (55P03) and any statement after `statementMs` (57014), rolling the
 * transaction back, before the client's deadline would have to abandon the connection. SET LOCAL:
 * only for this transaction, so a pooled connection keeps the server's defaults afterwards.
 * (PGlite runs one statement at a time in this process and has no lock waits of its own; the
 * client deadline of `withDeadline` bounds the wait for its one session.)
 */
export async function limitTransaction(trx: Db, { lockMs, statementMs }: { lockMs: number; statementMs: number }): Promise<void> {
  await sql`select set_config('lock_timeout', ${`${Math.round(lockMs)}ms`}, true), set_config('statement_timeout', ${`${Math.round(statementMs)}ms`}, true)`.execute(trx);
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
