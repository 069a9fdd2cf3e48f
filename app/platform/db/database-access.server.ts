/**
 * How the owner's commands (npm run newsletter / stats / backup / restore) reach the site's
 * database: DATABASE_URL's PostgreSQL through a pool, or PGlite (DATA_DIR), which only one process
 * may open — through the running site's private socket, or, when no site runs, opened by the
 * command itself under the directory's lock (docs/decisions/0015-one-way-to-the-database.md).
 */
import fs from "node:fs";
import path from "node:path";
import { acquireDataDirLock, currentOwner, DataDirBusyError } from "./data-dir-lock.server.ts";
import { socketDir, socketUrl } from "./pglite-socket.server.ts";
import { openPglite, openPostgres, OWN_PGLITE_QUERY_TIMEOUT_MS, PGLITE_SUBDIR, type Db, type PostgresOptions } from "./db.server.ts";
import { describeDatabaseUrl, type ServerEnv } from "../env.server.ts";

/** DATA_DIR has no database and the command was not asked to create one. */
export class NoDataError extends Error {
  constructor(dataDir: string) {
    super(
      `No hay datos en ${dataDir} (falta la carpeta ${PGLITE_SUBDIR}/). Si el sitio guarda sus datos en otra carpeta, ` +
        `indícala con DATA_DIR=/ruta/a/los/datos. Para crear aquí una base de datos nueva, repite el comando con --init.`,
    );
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How long a server may go without its socket file and still be taken for one that is starting
 * (PGlite's first start runs initdb before the socket exists). Past that, a missing socket file
 * means it was deleted: the command says so at once instead of waiting in silence (issue 42).
 */
export const SOCKET_START_GRACE_MS = 60_000;

/** The server holds DATA_DIR but its socket file is gone: the command cannot reach the database. */
export class SocketMissingError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `El servidor (pid ${pid}) tiene la carpeta de datos ${dataDir}, pero el archivo de su socket ` +
        `(${path.join(socketDir(dataDir), ".s.PGSQL.5432")}) no existe: se ha borrado. Reinicia el servidor ` +
        `(systemctl restart casinos, o Ctrl+C y npm start) para que lo cree de nuevo, y repite el comando.`,
    );
    this.name = "SocketMissingError";
  }
}

/** Runs `fn` on `db` and closes it afterwards, whatever happens. */
async function runOn<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/**
 * PGlite: a running server serves DATA_DIR on its private socket, and the command connects to it
 * like to any PostgreSQL. Without one, the command takes the directory's lock and opens it itself.
 * `fn` may run more than once only if it never reached the database (a server still starting).
 */
export async function runAgainstPglite<T>(
  dataDir: string,
  fn: (db: Db) => Promise<T>,
  init: boolean,
  pool: Pick<PostgresOptions, "queryTimeoutMillis"> = {},
  { now = Date.now, say = (line: string): void => void process.stderr.write(`${line}\n`) }: { now?: () => number; say?: (line: string) => void } = {},
): Promise<T> {
  const deadline = now() + 60_000;
  let announced = false;
  for (;;) {
    // The kernel lock's holder (Linux), whatever became of the lock file.
    const owner = await currentOwner(dataDir);
    if (owner && owner.role === "server") {
      try {
        return await runOn(openPostgres(socketUrl(dataDir), { ...pool, max: 1 }), fn);
      } catch (error) {
        // Not listening yet (still starting): wait for it. A failure mid-command is reported, and
        // so is the command's own file error (ENOENT from open(), not from connect()).
        const { code, syscall } = error as NodeJS.ErrnoException;
        const notListening = syscall === "connect" && (code === "ENOENT" || code === "ECONNREFUSED");
        if (!notListening) throw error;
        const since = Date.parse(owner.startedAt);
        const starting = Number.isFinite(since) && now() - since < SOCKET_START_GRACE_MS;
        if (code === "ENOENT" && !starting) throw new SocketMissingError(dataDir, owner.pid);
        if (now() > deadline) throw code === "ENOENT" ? new SocketMissingError(dataDir, owner.pid) : error;
        if (!announced) {
          announced = true;
          say(`El servidor (pid ${owner.pid}) está arrancando y aún no acepta conexiones a la base de datos; espero hasta un minuto…`);
        }
      }
      await sleep(250);
      continue;
    }
    // No server: open the directory ourselves — only one that exists, unless asked to create it
    // (a mistyped DATA_DIR must not answer "0 subscribers" from a new, empty database).
    if (!init && !fs.existsSync(path.join(dataDir, PGLITE_SUBDIR))) throw new NoDataError(dataDir);
    try {
      // No server: open the directory ourselves. Wait for another operator command, but not forever.
      const lock = await acquireDataDirLock(dataDir, "cli", { waitMs: 30_000, waitFor: ["cli"] });
      try {
        return await runOn(await openPglite(dataDir, { queryTimeoutMillis: pool.queryTimeoutMillis ?? OWN_PGLITE_QUERY_TIMEOUT_MS }), fn);
      } finally {
        lock.release();
      }
    } catch (error) {
      // A server started between our look and our lock: go round and talk to it instead.
      if (error instanceof DataDirBusyError && error.owner.role === "server") continue;
      throw error;
    }
  }
}

/**
 * Runs `fn` against the site's database, however it is reached (see the file's comment). `init`:
 * create PGlite's folder if missing; `queryTimeoutMillis`: longer than the default 10 s for a
 * command whose single statements may take long (a backup's count of a big PostgreSQL table). A
 * PGlite the command opens itself has no other client: OWN_PGLITE_QUERY_TIMEOUT_MS unless given.
 */
export function withDatabase<T>(
  env: ServerEnv,
  fn: (db: Db) => Promise<T>,
  options: { init?: boolean } & Pick<PostgresOptions, "queryTimeoutMillis"> = {},
): Promise<T> {
  const { init = false, ...pool } = options;
  if (env.databaseUrl) return runOn(openPostgres(env.databaseUrl, { ...pool, max: 1 }), fn);
  return runAgainstPglite(env.dataDir, fn, init, pool);
}

/** The database in the owner's words: a PostgreSQL URL without its password, or PGlite's folder. */
export const describeDatabase = (env: ServerEnv) =>
  env.databaseUrl ? describeDatabaseUrl(env.databaseUrl) : path.join(env.dataDir, PGLITE_SUBDIR);
