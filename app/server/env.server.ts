import path from "node:path";
import { z } from "zod";

/**
 * Server configuration, validated once at start-up so a typo stops the server with a clear
 * message instead of surfacing as a failed signup hours later.
 */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const EnvSchema = z.object({
  /** Any PostgreSQL server. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  /** Where PGlite keeps its files, plus the owner lock and the operator socket. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  /** Signups per minute per client address; 0 turns the limit off. */
  NEWSLETTER_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(10),
  ),
  /**
   * Addresses the limit does not apply to, comma-separated; `loopback` means 127.0.0.0/8 and ::1;
   * `none` limits every address. Default: `loopback` while the limit itself is the built-in default
   * (behind a reverse proxy without TRUST_PROXY every visitor arrives from 127.0.0.1, and one shared
   * bucket would lock the whole world out after ten signups), `none` once NEWSLETTER_RATE_LIMIT is
   * set explicitly — whoever sets a limit means it for every client, local ones included.
   */
  NEWSLETTER_RATE_LIMIT_EXEMPT: z.preprocess(emptyToUndefined, z.string().optional()),
});

export interface ServerEnv {
  databaseUrl: string | undefined;
  dataDir: string;
  rateLimitPerMinute: number;
  rateLimitExempt: string[];
}

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    rateLimitPerMinute: env.NEWSLETTER_RATE_LIMIT,
    rateLimitExempt: (env.NEWSLETTER_RATE_LIMIT_EXEMPT ?? (source.NEWSLETTER_RATE_LIMIT?.trim() ? "none" : "loopback"))
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "" && s !== "none"),
  };
}

/** Never print credentials: keep host, port and database name only. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `postgresql://${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "postgresql://(unparseable URL)";
  }
}
