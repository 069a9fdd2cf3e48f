import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * One thin adapter over the two PostgreSQL engines we support: embedded PGlite (real Postgres
 * compiled to WASM, data in a directory) and any PostgreSQL server through `pg`. Both speak the
 * same SQL and raise the same SQLSTATE codes (23505 on a duplicate), so everything above this
 * file is engine-agnostic. The only thing we normalise is "the database cannot be reached",
 * which surfaces as a dozen different driver errors and becomes one `DatabaseUnavailableError`.
 */

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements (simple-query protocol), e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

export interface Connection extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` on one dedicated connection (session-level advisory locks need that). */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|Query read timeout|Client has encountered a connection error|Connection is closed|PGlite is closed|not connected/i;

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** SQLSTATE of a database error, looking through wrappers that keep the driver error as `cause`. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** For logs: name, SQLSTATE and message, never the driver's `detail` (it can hold the email). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";

function normalise(error: unknown): never {
  if (isConnectionError(error) && !(error instanceof DatabaseUnavailableError)) {
    throw new DatabaseUnavailableError(error);
  }
  throw error;
}

// ---------------------------------------------------------------- PGlite

/**
 * Opens PGlite on `dir` (created if missing). Only ONE process may ever have a given directory
 * open: PGlite has no lock between processes. Callers hold the data-directory owner lock
 * (data-dir-lock.server.ts) before calling this.
 */
export async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new PGlite(dir);
  await db.waitReady;

  const query = async <R>(text: string, params?: unknown[]): Promise<QueryResult<R>> => {
    try {
      const res = await db.query<R>(text, params as unknown[] | undefined);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    } catch (error) {
      return normalise(error);
    }
  };
  const exec = async (sql: string) => {
    try {
      await db.exec(sql);
    } catch (error) {
      normalise(error);
    }
  };
  const conn: Connection = {
    query,
    exec,
    // PGlite's own transaction() takes its mutex, so no other query interleaves with it.
    transaction: (fn) =>
      db
        .transaction((tx) =>
          fn({
            query: async <R>(text: string, params?: unknown[]) => {
              const res = await tx.query<R>(text, params as unknown[] | undefined);
              return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
            },
            exec: async (sql: string) => {
              await tx.exec(sql);
            },
          }),
        )
        .catch(normalise),
  };
  return {
    kind: "pglite",
    query,
    exec,
    withConnection: (fn) => fn(conn),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

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
}

function pgConnection(client: pg.PoolClient): Connection {
  const query = async <R>(text: string, params?: unknown[]): Promise<QueryResult<R>> => {
    try {
      const res = await client.query(text, params);
      return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
    } catch (error) {
      return normalise(error);
    }
  };
  const exec = async (sql: string) => {
    try {
      await client.query(sql);
    } catch (error) {
      normalise(error);
    }
  };
  return {
    query,
    exec,
    transaction: async (fn) => {
      await exec("BEGIN");
      try {
        const result = await fn({ query, exec });
        await exec("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const connectTimeout = options.connectionTimeoutMillis ?? 3000;
  // pg-pool uses one timeout both for opening a connection and for waiting for a free one.
  // Those differ: a server that does not answer within 3 s is down (→ 503 quickly), but under
  // a burst a request may queue longer for one of the pool's connections and still succeed.
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
    }
  }
  const pool = new pg.Pool({
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

  const query = async <R>(text: string, params?: unknown[]): Promise<QueryResult<R>> => {
    try {
      const res = await pool.query(text, params);
      return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
    } catch (error) {
      return normalise(error);
    }
  };
  return {
    kind: "postgres",
    query,
    exec: async (sql) => {
      try {
        await pool.query(sql);
      } catch (error) {
        normalise(error);
      }
    },
    withConnection: async (fn) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        return normalise(error);
      }
      let broken = false;
      try {
        return await fn(pgConnection(client));
      } catch (error) {
        broken = isConnectionError(error);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
