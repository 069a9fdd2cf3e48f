import { openLimiterPool, RateLimiter } from "../../platform/rate-limit.server.ts";
import type { ServerEnv } from "../../platform/env.server.ts";
import { describeError, type Db } from "../../platform/db/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { cleanupOpinions } from "./opinions.server.ts";

/** How often unconfirmed opinions past their days are deleted (as the newsletter's hourly housekeeping). */
export const OPINION_CLEANUP_EVERY_MS = 3600_000;

/** Opinions one email address may post per minute (the database adds OPINIONS_PER_EMAIL_PER_DAY). */
export const OPINIONS_PER_EMAIL_PER_MINUTE = 2;

/**
 * The opinions' limiters for one server process: per client address the signup's limit (same
 * variables, same exemptions), and per email address; shared through PostgreSQL with DATABASE_URL,
 * in memory with PGlite; bounded like the signup's (a ceiling on new keys per minute).
 */
export function createOpinionServices(env: ServerEnv) {
  // One small pool for both counters (PostgreSQL only): not two more per server instance.
  const pool = env.databaseUrl ? openLimiterPool(env.databaseUrl) : undefined;
  const rateLimiter = new RateLimiter(env.rateLimitPerMinute, env.rateLimitExempt, {
    pool,
    newClientsPerMinute: env.newClientsPerMinute,
    keyPrefix: "opinion",
  });
  const emailRateLimiter = new RateLimiter(env.rateLimitPerMinute > 0 ? OPINIONS_PER_EMAIL_PER_MINUTE : 0, [], {
    pool,
    newClientsPerMinute: env.newClientsPerMinute,
    keyPrefix: "opinion-email",
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    rateLimiter,
    emailRateLimiter,
    /** Deletes opinions never confirmed within OPINION_UNCONFIRMED_DAYS now and every hour (a database outage waits for the next run). */
    startHousekeeping(getDatabase: () => Promise<Db>) {
      if (timer) return;
      const run = () =>
        void getDatabase()
          .then((db) => cleanupOpinions(db))
          .then((n) => n > 0 && log("info", "opinions_cleanup", { message: `${n} unconfirmed opinion(s) deleted` }))
          .catch((error: unknown) => log("warn", "opinions_cleanup_failed", { message: describeError(error) }));
      run();
      timer = setInterval(run, OPINION_CLEANUP_EVERY_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await rateLimiter.close();
      await emailRateLimiter.close();
      await pool?.end().catch(() => {});
    },
  };
}

export type OpinionServices = ReturnType<typeof createOpinionServices>;
