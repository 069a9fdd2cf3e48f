import { createHash } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { configValue } from "./env.server.ts";

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

/**
 * Longest a counter's query may take: a PostgreSQL that accepts connections but hangs must not hang
 * the request. RATE_LIMIT_QUERY_TIMEOUT_MS changes it (a test of the shared counts on a loaded
 * machine, where a 2 s query is not an outage).
 */
export const LIMITER_QUERY_TIMEOUT_MS = Number(configValue("RATE_LIMIT_QUERY_TIMEOUT_MS")) > 0 ? Number(configValue("RATE_LIMIT_QUERY_TIMEOUT_MS")) : 2000;

/** Longest a burst's counter query may wait for one of the limiter pool's connections. */
export const LIMITER_QUEUE_TIMEOUT_MS = 10_000;

/**
 * A small pool of its own for a limiter's counters: they never wait behind the site's queries. A
 * connection that takes longer than 2 s to open, or a query longer than 2 s, fails, and the limiter
 * counts in memory. Waiting for a free connection of the pool is another matter: pg-pool uses one
 * timeout for both, and with 2 s a burst of 50 signups on 4 connections of a loaded machine failed
 * its last queries, which moved every counter into memory for STORE_RETRY_MS (the instances then
 * counted apart: CI's multi-instance test saw a fourth attempt pass). So opening keeps 2 s and the
 * queue gets LIMITER_QUEUE_TIMEOUT_MS.
 */
export function openLimiterPool(databaseUrl: string, max = 4): pg.Pool {
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: 2000 });
      // A server that goes away between two queries of a checked-out client: the next query fails.
      this.on("error", () => {});
    }
  }
  const pool = new pg.Pool({
    Client,
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: LIMITER_QUEUE_TIMEOUT_MS,
    query_timeout: LIMITER_QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", () => {});
  return pool;
}

/** How long a counter stays in memory after PostgreSQL failed to answer, before it tries again. */
export const STORE_RETRY_MS = 10_000;

/** What the site's limiters use of rate-limiter-flexible's interface. */
export type Counter = Pick<RateLimiterAbstract, "get" | "consume" | "reward">;

/** Memory counter that reports each time rate-limiter-flexible falls back to it. */
class ReportingMemory extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly report: () => void,
  ) {
    super(options);
  }
  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.report();
    return super.get(...args);
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.report();
    return super.consume(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory["reward"]>) {
    this.report();
    return super.reward(...args);
  }
}

/**
 * A counter shared through PostgreSQL (rate-limiter-flexible's store) that counts in this
 * process's memory whenever PostgreSQL does not answer — and then stays in memory for
 * STORE_RETRY_MS before asking PostgreSQL again, so an outage or a hung server costs one
 * timed-out query every few seconds, not one (LIMITER_QUERY_TIMEOUT_MS long) per request.
 * `onFallback` is called each time it switches to memory. Counters on one pool share a `breaker`,
 * so one failed query moves all of them to memory at once.
 */
export function sharedCounter(
  options: { pool: pg.Pool; tableName: string; keyPrefix: string; points: number; duration: number },
  onFallback: () => void = () => {},
  breaker: { memoryUntil: number } = { memoryUntil: 0 },
): Counter {
  const { pool, ...limits } = options;
  const memory = new ReportingMemory(limits, () => {
    if (Date.now() < breaker.memoryUntil) return; // already in memory: a direct call, not a fallback
    breaker.memoryUntil = Date.now() + STORE_RETRY_MS;
    onFallback();
  });
  const shared = new RateLimiterPostgres({
    ...limits,
    storeClient: pool,
    storeType: "pool",
    // Created by ensureLimiterTable (again after an outage at start-up); until it exists the
    // insurance counts.
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: memory,
  });
  const pick = (): Counter => (Date.now() < breaker.memoryUntil ? memory : shared);
  return {
    get: (...args) => pick().get(...args),
    consume: (...args) => pick().consume(...args),
    reward: (...args) => pick().reward(...args),
  };
}

export interface RateLimiterOptions {
  /** Share the counts through this PostgreSQL (a small pool of its own is opened). */
  databaseUrl?: string;
  /** A pool to use instead of opening one (tests). */
  pool?: pg.Pool;
  /**
   * Most addresses not seen in the last minute that may start counting per minute (all instances
   * together with PostgreSQL). Bounds the counters kept (memory or table rows) whatever the number
   * of source addresses, and the confirmation mails a flood from many addresses could queue.
   */
  newClientsPerMinute?: number;
  /** Called (at most once a minute) while the ceiling on new addresses refuses signups. */
  onCeiling?: () => void;
  /** Names this limiter's counters apart from the others' in the shared table ("signup" by default). */
  keyPrefix?: string;
}

/** Default ceiling on new signup addresses per minute: ≈ 1 MB of counters in memory at most. */
export const NEW_CLIENTS_PER_MINUTE = 2000;

export class RateLimiter {
  private readonly exempt: Set<string>;
  private readonly exemptLoopback: boolean;
  private readonly limiter: Counter | null;
  /** One counter ("all") of addresses that started counting this minute. */
  private readonly newClients: Counter | null = null;
  private readonly onCeiling: () => void;
  private lastCeilingNote = 0;
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
    this.onCeiling = options.onCeiling ?? (() => {});
    if (limitPerMinute <= 0) {
      this.limiter = null;
      this.ready = Promise.resolve();
      return;
    }
    const ceiling = options.newClientsPerMinute ?? NEW_CLIENTS_PER_MINUTE;
    const prefix = options.keyPrefix ?? "signup";
    const memory = (keyPrefix = prefix, points = limitPerMinute) =>
      new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix });
    const pool = options.pool ?? (options.databaseUrl ? (this.ownPool = openLimiterPool(options.databaseUrl)) : null);
    if (!pool) {
      this.limiter = memory();
      if (ceiling > 0) this.newClients = memory(`${prefix}-new`, ceiling);
      this.ready = Promise.resolve();
      return;
    }
    pool.on("error", () => {}); // an idle connection dropped by the server must not crash the process
    const breaker = { memoryUntil: 0 };
    const shared = (keyPrefix: string, points: number) =>
      sharedCounter({ pool, tableName: RATE_LIMIT_TABLE, keyPrefix, points, duration: WINDOW_SECONDS }, undefined, breaker);
    this.limiter = shared(prefix, limitPerMinute);
    if (ceiling > 0) this.newClients = shared(`${prefix}-new`, ceiling);
    this.ready = ensureLimiterTable(pool, RATE_LIMIT_TABLE);
  }

  async check(address: string | undefined): Promise<RateLimitDecision> {
    if (!this.limiter) return { ok: true, retryAfter: 0 };
    // No address (a test harness or an odd adapter): one shared counter, never unlimited.
    const raw = address ?? "unknown";
    if (this.exemptLoopback && isLoopback(raw)) return { ok: true, retryAfter: 0 };
    const key = addressKey(raw);
    if (this.exempt.has(key)) return { ok: true, retryAfter: 0 };
    // The shared table holds a hash, not the address (kept until an hourly clean-up).
    const hashed = createHash("sha256").update(key).digest("base64url").slice(0, 32);
    try {
      if (this.newClients && (await this.limiter.get(hashed)) === null) {
        // An address with no counter this minute: it may start one only under the ceiling, so
        // the counters kept stay bounded however many addresses a flood comes from. Addresses
        // already counting are not affected, and one client cannot use the ceiling up alone
        // (it is new at most once a minute).
        await this.newClients.consume("all", 1).catch((result: unknown) => {
          if (result instanceof RateLimiterRes && Date.now() - this.lastCeilingNote >= 60_000) {
            this.lastCeilingNote = Date.now();
            this.onCeiling();
          }
          throw result;
        });
      }
      await this.limiter.consume(hashed, 1);
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
