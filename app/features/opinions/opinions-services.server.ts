import { RateLimiter } from "../../platform/rate-limit.server.ts";
import type { ServerEnv } from "../../platform/env.server.ts";

/** Opinions one email address may post per minute (the database adds OPINIONS_PER_EMAIL_PER_DAY). */
export const OPINIONS_PER_EMAIL_PER_MINUTE = 2;

/**
 * The opinions' limiters for one server process: per client address the signup's limit (same
 * variables, same exemptions), and per email address; shared through PostgreSQL with DATABASE_URL,
 * in memory with PGlite; bounded like the signup's (a ceiling on new keys per minute).
 */
export function createOpinionServices(env: ServerEnv) {
  const rateLimiter = new RateLimiter(env.rateLimitPerMinute, env.rateLimitExempt, {
    databaseUrl: env.databaseUrl,
    newClientsPerMinute: env.newClientsPerMinute,
    keyPrefix: "opinion",
  });
  const emailRateLimiter = new RateLimiter(env.rateLimitPerMinute > 0 ? OPINIONS_PER_EMAIL_PER_MINUTE : 0, [], {
    databaseUrl: env.databaseUrl,
    newClientsPerMinute: env.newClientsPerMinute,
    keyPrefix: "opinion-email",
  });
  return {
    rateLimiter,
    emailRateLimiter,
    async close() {
      await rateLimiter.close();
      await emailRateLimiter.close();
    },
  };
}

export type OpinionServices = ReturnType<typeof createOpinionServices>;
