import { createHash } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Per-address limit on signup attempts: `limit` per minute (a fixed one-minute window that starts
 * at an address's first attempt), on rate-limiter-flexible. With DATABASE_URL the counts live in
 * one PostgreSQL table shared by every server instance, so N instances behind a load balancer
 * still allow `limit`, not N × `limit`; while that PostgreSQL does not answer, each instance falls
 * back to counting in its own memory (the library's insurance limiter) rather than refusing or
 * waving everyone through. With PGlite (one process by design) the counts are in memory.
 */

export interface RateLimitDecision {
  ok: boolean;
  /** Seconds until the next attempt would pass. */
  retryAfter: number;
}

/** The table rate-limiter-flexible keeps its counters in (it creates it, safely under concurrency). */
export const RATE_LIMIT_TABLE = "newsletter_rate_limit";
const WINDOW_SECONDS = 60;

/** Canonical key for an address: IPv4-mapped IPv6 unwrapped; IPv6 reduced to its /64. */
export function addressKey(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith("::ffff:") && net.isIPv4(a.slice(7))) a = a.slice(7);
  if (net.isIPv6(a)) {
    // One subscriber usually owns a whole /64; limiting single addresses would let them rotate.
    const [head = "", tail = ""] = a.split("::");
    const h = head ? head.split(":") : [];
    const t = tail ? tail.split(":") : [];
    const groups = a.includes("::") ? [...h, ...Array(8 - h.length - t.length).fill("0"), ...t] : h;
    return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":") + "::/64";
  }
  return a;
}

export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase();
  if (a === "::1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return net.isIPv4(v4) && v4.startsWith("127.");
}

/**
 * The library's own table definition, created before first use. Several instances starting at
 * once may race on CREATE TABLE IF NOT EXISTS (PostgreSQL then reports 23505 on its catalogue):
 * the table exists either way. Retried every few seconds while PostgreSQL is unreachable.
 */
export async function ensureLimiterTable(pool: pg.Pool, table: string): Promise<void> {
  for (;;) {
    try {
      await pool.query(
        `CREATE TABLE IF NOT EXISTS "${table}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code === "23505") return;
      if ((pool as { ending?: boolean }).ending) return;
      await new Promise((r) => setTimeout(r, 5000).unref());
    }
  }
}

/** Longest a counter's query may take: a PostgreSQL that accepts connections but hangs must not hang the request. */
export const LIMITER_QUERY_TIMEOUT_MS = 2000;

/**
 * A small pool of its own for a limiter's counters: they never wait behind the site's queries. A
 * connection or a query that takes longer than 2 s fails, and the limiter counts in memory.
 */
export function openLimiterPool(databaseUrl: string, max = 4): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 2000,
    query_timeout: LIMITER_QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", () => {});
  return pool;
}

export interface RateLimiterOptions {
  /** Share the counts through this PostgreSQL (a small pool of its own is opened). */
  databaseUrl?: string;
  /** A pool to use instead of opening one (tests). */
  pool?: pg.Pool;
}

export class RateLimiter {
  private readonly exempt: Set<string>;
  private readonly exemptLoopback: boolean;
  private readonly limiter: RateLimiterAbstract | null;
  private readonly ownPool: pg.Pool | null = null;
  /** Resolves when the shared table exists (at once in memory); rejects never. */
  readonly ready: Promise<void>;

  constructor(
    readonly limitPerMinute: number,
    exempt: string[] = [],
    options: RateLimiterOptions = {},
  ) {
    this.exemptLoopback = exempt.includes("loopback");
    this.exempt = new Set(exempt.filter((e) => e !== "loopback").map(addressKey));
    if (limitPerMinute <= 0) {
      this.limiter = null;
      this.ready = Promise.resolve();
      return;
    }
    const memory = () => new RateLimiterMemory({ points: limitPerMinute, duration: WINDOW_SECONDS, keyPrefix: "signup" });
    const pool = options.pool ?? (options.databaseUrl ? (this.ownPool = openLimiterPool(options.databaseUrl)) : null);
    if (!pool) {
      this.limiter = memory();
      this.ready = Promise.resolve();
      return;
    }
    pool.on("error", () => {}); // an idle connection dropped by the server must not crash the process
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      // Created below (and again after an outage at start-up): until it exists, and whenever
      // PostgreSQL does not answer, the insurance limiter counts in this process's memory.
      tableCreated: true,
      keyPrefix: "signup",
      points: limitPerMinute,
      duration: WINDOW_SECONDS,
      clearExpiredByTimeout: true,
      insuranceLimiter: memory(),
    });
    this.ready = ensureLimiterTable(pool, RATE_LIMIT_TABLE);
  }

  async check(address: string | undefined): Promise<RateLimitDecision> {
    if (!this.limiter) return { ok: true, retryAfter: 0 };
    // No address (a test harness or an odd adapter): one shared counter, never unlimited.
    const raw = address ?? "unknown";
    if (this.exemptLoopback && isLoopback(raw)) return { ok: true, retryAfter: 0 };
    const key = addressKey(raw);
    if (this.exempt.has(key)) return { ok: true, retryAfter: 0 };
    try {
      // The shared table holds a hash, not the address (kept until an hourly clean-up).
      await this.limiter.consume(createHash("sha256").update(key).digest("base64url").slice(0, 32), 1);
      return { ok: true, retryAfter: 0 };
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        return { ok: false, retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      }
      // Neither store answered (cannot happen with the memory insurance): let the signup through.
      return { ok: true, retryAfter: 0 };
    }
  }

  async close(): Promise<void> {
    await this.ownPool?.end().catch(() => {});
  }
}
