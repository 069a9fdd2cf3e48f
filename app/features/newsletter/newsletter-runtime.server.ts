import { eventLog, log } from "../../platform/log.server";
import path from "node:path";
import { acquireDataDirLock, type DataDirLock } from "../../platform/db/data-dir-lock.server";
import {
  DatabaseUnavailableError,
  describeError,
  engineOf,
  isConnectionError,
  migrate,
  openPglite,
  openPostgres,
  PGLITE_SUBDIR,
  type Db,
} from "../../platform/db/db.server";
import { configValue, describeDatabaseUrl, parseEnv, type ServerEnv } from "../../platform/env.server";
import { RateLimiter } from "../../platform/rate-limit.server";
import { cleanup } from "./newsletter-lifecycle.server";
import { warmSignupPath } from "./newsletter.server";
import { OutboxWorker } from "./mail/outbox.server";
import { createMailer, type Mailer } from "./mail/transport.server";

/**
 * The newsletter's state in the server: one database handle for the life of the server.
 * PGlite is opened once at start-up (its first open takes seconds, and only one process may
 * hold the directory); PostgreSQL gets a pool. If PostgreSQL is down at start-up the server
 * still starts and serves pages; signups answer 503 until the database is back, with no restart.
 */

type Log = Pick<Console, "info" | "warn" | "error">;

interface Runtime {
  env: ServerEnv;
  db: Db;
  lock?: DataDirLock;
  migrated: boolean;
  migrating?: Promise<void>;
  lastFailure: number;
  retryTimer?: NodeJS.Timeout;
  mail?: { mailer: Mailer; worker: OutboxWorker; cleanupTimer: NodeJS.Timeout };
}

/** Seconds between attempts to reach a PostgreSQL that was down, and the fail-fast window. */
const RETRY_MS = 5000;
const FAIL_FAST_MS = 1000;
/** How long a start-up waits for its own PGlite to answer before it gives up. */
const PGLITE_START_MS = 120_000;
/** Housekeeping (unconfirmed after 30 days, old tokens and outbox rows) runs at start-up and then hourly. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

async function start(env: ServerEnv, log: Log): Promise<Runtime> {
  if (env.databaseUrl) {
    const db = openPostgres(env.databaseUrl, {
      onError: (error) => log.warn(`[newsletter] idle PostgreSQL connection lost: ${describeError(error)}`),
    });
    const rt: Runtime = { env, db, migrated: false, lastFailure: 0 };
    try {
      await runMigrations(rt, log);
    } catch (error) {
      if (!isConnectionError(error)) {
        await db.destroy().catch(() => {});
        throw error;
      }
      log.warn(
        `[newsletter] PostgreSQL at ${describeDatabaseUrl(env.databaseUrl)} is unreachable (${describeError(error)}). ` +
          `Pages are served; signups answer 503 until it is back.`,
      );
      scheduleRetry(rt, log);
    }
    return rt;
  }

  // PGlite: take the data directory before touching it. A server waits a little for an
  // operator command that holds it (an export), but refuses at once if another server does.
  // Its HTTP port goes into the lock (PORT, default 3000, as server/index.ts listens): `npm run publish` reads it there.
  const lock = await acquireDataDirLock(env.dataDir, "server", { waitMs: 30_000, waitFor: ["cli"], port: Number(configValue("PORT") ?? 3000) || undefined });
  try {
    // Also serves it on DATA_DIR's private socket, where `npm run newsletter` finds it.
    const rt: Runtime = { env, db: await openPglite(env.dataDir), lock, migrated: false, lastFailure: 0 };
    // PGlite is in this process, so "unavailable" at start-up only means slow (a loaded machine):
    // wait for it to be ready, up to PGLITE_START_MS, instead of failing on the first timeout.
    const deadline = Date.now() + PGLITE_START_MS;
    for (;;) {
      try {
        await runMigrations(rt, log);
        break;
      } catch (error) {
        if (isConnectionError(error) && Date.now() < deadline) {
          log.warn(`[newsletter] PGlite not ready yet (${describeError(error)}); trying again`);
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        await rt.db.destroy().catch(() => {});
        throw error;
      }
    }
    return rt;
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function runMigrations(rt: Runtime, log: Log): Promise<void> {
  if (rt.migrated) return;
  rt.migrating ??= (async () => {
    try {
      const result = await migrate(rt.db);
      // The first signup's cost, paid here rather than by the first visitor (nothing is stored).
      await warmSignupPath(rt.db).catch((error: unknown) => log.warn(`[newsletter] warm-up of the signup path failed: ${describeError(error)}`));
      rt.migrated = true;
      startMail(rt, log);
      const where = engineOf(rt.db) === "pglite" ? path.join(rt.env.dataDir, PGLITE_SUBDIR) : describeDatabaseUrl(rt.env.databaseUrl!);
      log.info(
        `[newsletter] ${engineOf(rt.db) === "pglite" ? "PGlite" : "PostgreSQL"} ready (${where}); ` +
          `migrations applied now: ${result.applied.length ? result.applied.join(", ") : "none"}`,
      );
    } catch (error) {
      rt.lastFailure = Date.now();
      throw error;
    } finally {
      rt.migrating = undefined;
    }
  })();
  return rt.migrating;
}

/**
 * The outbox worker and the hourly housekeeping, once the schema is there. Mail and cleanup
 * failures are logged and retried; they never stop the site (docs/decisions/0050).
 */
function startMail(rt: Runtime, log: Log) {
  if (rt.mail) return;
  const mailer = createMailer({ smtpUrl: rt.env.mail.smtpUrl, from: rt.env.mail.from, dataDir: rt.env.dataDir, log });
  const worker = new OutboxWorker(rt.db, mailer, {
    ratePerMinute: rt.env.mail.ratePerMinute,
    retryBaseMs: rt.env.mail.retryBaseMs,
    retryMaxMs: rt.env.mail.retryMaxMs,
    // PGlite: this process owns the directory, and operator commands never send mail, so nobody
    // else can be sending.
    soleSender: engineOf(rt.db) === "pglite",
    log,
  });
  const housekeeping = () =>
    cleanup(rt.db)
      .then((r) => {
        const total = r.pendingDeleted + r.unsubscribedDeleted + r.tokensDeleted + r.outboxDeleted;
        if (total > 0) log.info(`[newsletter] housekeeping: ${JSON.stringify(r)}`);
      })
      .catch((error: unknown) => log.warn(`[newsletter] housekeeping failed: ${describeError(error)}`));
  const cleanupTimer = setInterval(() => void housekeeping(), CLEANUP_EVERY_MS);
  cleanupTimer.unref();
  rt.mail = { mailer, worker, cleanupTimer };
  // Before the worker starts, so it never sends to an address that is about to be deleted.
  void housekeeping().finally(() => {
    if (rt.mail?.worker === worker) worker.start();
  });
  log.info(`[mail] outbox worker: ${mailer.description}, ${rt.env.mail.ratePerMinute} a minute`);
}

async function stopMail(rt: Runtime) {
  if (!rt.mail) return;
  const { mailer, worker, cleanupTimer } = rt.mail;
  rt.mail = undefined;
  clearInterval(cleanupTimer);
  await worker.stop().catch(() => {});
  mailer.close();
}

function scheduleRetry(rt: Runtime, log: Log) {
  if (rt.retryTimer) return;
  rt.retryTimer = setInterval(() => {
    if (rt.migrated) {
      clearInterval(rt.retryTimer);
      rt.retryTimer = undefined;
      return;
    }
    runMigrations(rt, log).catch(() => {});
  }, RETRY_MS);
  rt.retryTimer.unref();
}

export interface StartOptions {
  env?: ServerEnv;
  log?: Log;
}

/** The newsletter's services for one server process (made by app/composition/services.server.ts). */
export interface NewsletterRuntime {
  readonly env: ServerEnv;
  /** Opens the database and applies the migrations; then the outbox worker and housekeeping run. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * The database, ready for a signup, or DatabaseUnavailableError. Starts the services on first
   * use if start() was not called.
   */
  getDatabase(): Promise<Db>;
  /**
   * The signup rate limiter, configured from the environment: shared through PostgreSQL with
   * DATABASE_URL (several instances, one limit), in memory with PGlite.
   */
  getRateLimiter(): RateLimiter;
  /** Mail was just queued: the outbox worker looks now rather than at its next poll. */
  mailQueued(): void;
}

export function createNewsletterRuntime(options: StartOptions = {}): NewsletterRuntime {
  const env = options.env ?? parseEnv();
  let runtime: Runtime | null = null;
  let starting: Promise<Runtime> | null = null;
  let limiter: RateLimiter | null = null;

  const getRateLimiter = (): RateLimiter =>
    (limiter ??= new RateLimiter(env.rateLimitPerMinute, env.rateLimitExempt, {
      databaseUrl: env.databaseUrl,
      newClientsPerMinute: env.newClientsPerMinute,
      onCeiling: () =>
        log("warn", "newsletter_new_clients_ceiling", {
          message: `More than ${env.newClientsPerMinute} new addresses tried to sign up this minute: new ones get 429 until the minute ends`,
        }),
    }));

  async function startServices(): Promise<void> {
    if (runtime) return;
    starting ??= start(env, options.log ?? eventLog("newsletter"))
      .then((rt) => (runtime = rt))
      .finally(() => {
        starting = null;
      });
    await starting;
    // Create the shared counter table now rather than on the first signup (bounded wait: a
    // PostgreSQL that is down does not hold up the start; the limiter retries on its own).
    // The timer is not unref'd: while PostgreSQL is down it is the only thing that keeps the start-up
    // alive (an unref'd one let the event loop empty and Node exit with 13, "unsettled top-level await").
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([getRateLimiter().ready, new Promise((r) => (timer = setTimeout(r, 3000)))]);
    clearTimeout(timer);
  }

  return {
    env,
    start: startServices,
    getRateLimiter,
    async stop() {
      if (starting) await starting.catch(() => {});
      const closing = limiter;
      limiter = null;
      await closing?.close();
      const rt = runtime;
      runtime = null;
      if (!rt) return;
      if (rt.retryTimer) clearInterval(rt.retryTimer);
      await stopMail(rt);
      await rt.db.destroy().catch(() => {});
      rt.lock?.release();
    },
    async getDatabase() {
      if (!runtime) await startServices();
      const rt = runtime!;
      if (!rt.migrated) {
        // Fail fast while the database is known to be down; one real attempt per second at most.
        if (rt.migrating === undefined && Date.now() - rt.lastFailure < FAIL_FAST_MS) {
          throw new DatabaseUnavailableError(new Error("database still unreachable"));
        }
        try {
          await runMigrations(rt, console);
        } catch (error) {
          if (isConnectionError(error)) throw new DatabaseUnavailableError(error);
          throw error;
        }
      }
      return rt.db;
    },
    mailQueued() {
      runtime?.mail?.worker.poke();
    },
  };
}
