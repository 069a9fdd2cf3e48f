import { log, recordLog } from "../../platform/log.server";
import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { SITE_URL } from "../../platform/site";
import { addressKey, ensureLimiterTable, openLimiterPool, sharedCounter, type Counter } from "../../platform/rate-limit.server";
import { configSource } from "../../platform/env.server";

/**
 * Authentication of the private dashboard (/panel): HTTP Basic against `ADMIN_USER` and
 * `ADMIN_PASSWORD_HASH`, an scrypt hash (node:crypto) made by `npm run panel:hash`. Without both
 * variables the dashboard does not exist (404). Failed attempts are rate-limited per client
 * address and overall, so guessing is slow even from many addresses; with DATABASE_URL the counts
 * are shared by every server instance through PostgreSQL, so N instances still allow the limit once.
 *
 * The overall limit cannot lock the owner out: a successful login leaves a signed device cookie,
 * and a browser that carries one is held only to its own address's limit. Password checks run one
 * at a time with a short queue (scrypt at N=2^17 takes a libuv thread for a few hundred ms; those
 * threads also read files and compress): guesses wait in line or are turned away before hashing,
 * while pages keep being served.
 */

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** OWASP's recommended scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB, a few hundred ms). */
export const DEFAULT_LOG_N = 17;
const KEY_LENGTH = 32;
// Hashes are self-describing: scrypt:<log2 N>:<r>:<p>:<salt base64>:<key base64>. Colons, not
// the usual dollar signs, so the value can be pasted into a shell or an .env file unquoted.
const HASH_FORMAT = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([A-Za-z0-9+/]+={0,2}):([A-Za-z0-9+/]+={0,2})$/;

const memoryFor = (logN: number, r: number, p: number) => 128 * 2 ** logN * r * p + 16 * 1024 * 1024;

export async function hashPassword(password: string, logN: number = DEFAULT_LOG_N): Promise<string> {
  if (password.length === 0) throw new Error("empty password");
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: memoryFor(logN, r, p) });
  return `scrypt:${logN}:${r}:${p}:${salt.toString("base64")}:${key.toString("base64")}`;
}

export function isPasswordHash(value: string): boolean {
  const m = HASH_FORMAT.exec(value);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return logN >= 10 && logN <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const m = HASH_FORMAT.exec(hash);
  if (!m || !isPasswordHash(hash)) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const expected = Buffer.from(m[5]!, "base64");
  const key = await scrypt(password.normalize("NFC"), Buffer.from(m[4]!, "base64"), expected.length, {
    N: 2 ** logN,
    r,
    p,
    maxmem: memoryFor(logN, r, p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface AdminConfig {
  user: string;
  passwordHash: string;
}

/**
 * The dashboard's credentials, or null when it is off. A hash in the wrong format turns the
 * dashboard off too, with one warning in the log, rather than letting anyone in.
 */
export function adminConfig(env: NodeJS.ProcessEnv = configSource()): AdminConfig | null {
  const user = env.ADMIN_USER?.trim();
  const passwordHash = env.ADMIN_PASSWORD_HASH?.trim();
  if (!user || !passwordHash) return null;
  if (!isPasswordHash(passwordHash)) {
    warnOnce("ADMIN_PASSWORD_HASH is not a hash made by `npm run panel:hash`: the dashboard stays off.");
    return null;
  }
  return { user, passwordHash };
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  log("warn", "admin_config", { message });
}

/** user:password from an `Authorization: Basic …` header, or null. */
export function parseBasicAuth(header: string | null): { user: string; password: string } | null {
  if (!header || header.length > 1024) return null;
  const m = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest();

/** Failed logins: 10 per 15 minutes per address (IPv6: per /64), 100 per 15 minutes in all. */
export const FAILURES_PER_ADDRESS = 10;
export const FAILURES_OVERALL = 100;
const WINDOW_SECONDS = 15 * 60;
/** The table rate-limiter-flexible keeps the shared failed-login counts in (with DATABASE_URL). */
export const PANEL_LIMIT_TABLE = "panel_login_limit";

export type AuthResult =
  | { status: "ok"; setCookie?: string }
  | { status: "unauthorized" }
  | { status: "limited"; retryAfterSeconds: number };

/** scrypt runs at most this many at once per process, with at most PASSWORD_QUEUE_MAX waiting. */
export const PASSWORD_CHECKS_AT_ONCE = 1;
export const PASSWORD_QUEUE_MAX = 16;
/** The device cookie that exempts the owner's browser from the overall limit (not the address's). */
export const DEVICE_COOKIE = "panel_dispositivo";
const DEVICE_COOKIE_DAYS = 180;

type Log = (line: Record<string, unknown>) => void;
const defaultLog: Log = recordLog("warn");

export interface AdminAuthOptions {
  /** Share the failed-login counts through this PostgreSQL (a small pool of its own is opened). */
  databaseUrl?: string;
  /** A pool to use instead of opening one (tests). */
  pool?: pg.Pool;
  log?: Log;
  /** The password check (tests count how many run at once). */
  verify?: (password: string, hash: string) => Promise<boolean>;
  /** Whether the device cookie gets the Secure attribute (the site is served over HTTPS). */
  secureCookie?: boolean;
}

export class AdminAuthenticator {
  private readonly perAddress: Counter;
  private readonly overall: Counter;
  private readonly ownPool: pg.Pool | null = null;
  /** Resolves when the shared table exists (at once in memory); never rejects. */
  readonly ready: Promise<void>;
  private tableReady = false;
  private waitedForTable = false;
  // Basic auth sends the password with every request: remember a few recent successes (by the
  // header's hash, never the password itself) so each page view does not cost a full scrypt.
  private readonly recent = new Map<string, number>();
  private static readonly RECENT_MAX = 16;
  private static readonly RECENT_MS = 10 * 60_000;
  private readonly hashQueue = pLimit(PASSWORD_CHECKS_AT_ONCE);
  private readonly verify: (password: string, hash: string) => Promise<boolean>;
  /** Signs device cookies: derived from the password hash, so a new password voids them all. */
  private readonly deviceKey: Buffer;
  private readonly secureCookie: boolean;

  constructor(
    private readonly config: AdminConfig,
    options: AdminAuthOptions = {},
  ) {
    const log = options.log ?? defaultLog;
    this.verify = options.verify ?? verifyPassword;
    this.deviceKey = createHash("sha256").update(`panel-device\n${config.user}\n${config.passwordHash}`).digest();
    this.secureCookie = options.secureCookie ?? false;
    const limits = [
      { keyPrefix: "panel-addr", points: FAILURES_PER_ADDRESS },
      { keyPrefix: "panel-all", points: FAILURES_OVERALL },
    ] as const;
    const pool = options.pool ?? (options.databaseUrl ? (this.ownPool = openLimiterPool(options.databaseUrl, 2)) : null);
    if (pool) pool.on("error", () => {}); // an idle connection dropped by the server must not crash the process
    let lastLog = 0;
    const noteFallback = () => {
      if (Date.now() - lastLog < 60_000) return;
      lastLog = Date.now();
      log({
        event: "panel_limiter_fallback",
        message: "PostgreSQL does not answer: failed /panel logins are counted in this instance's memory until it does",
      });
    };
    // Counted in memory while PostgreSQL does not answer (logged): the dashboard keeps working
    // (the operator is never locked out because the counter store is down) and guessing stays
    // limited, per instance.
    const breaker = { memoryUntil: 0 };
    const limiter = (l: (typeof limits)[number]): Counter =>
      pool
        ? sharedCounter({ ...l, pool, tableName: PANEL_LIMIT_TABLE, duration: WINDOW_SECONDS }, noteFallback, breaker)
        : // PGlite: one instance by design, so its memory is the whole count.
          new RateLimiterMemory({ ...l, duration: WINDOW_SECONDS });
    this.perAddress = limiter(limits[0]);
    this.overall = limiter(limits[1]);
    if (!pool) {
      this.ready = Promise.resolve();
      this.tableReady = true;
      return;
    }
    this.ready = ensureLimiterTable(pool, PANEL_LIMIT_TABLE).then(() => {
      this.tableReady = true;
    });
  }

  async check(authorization: string | null, clientAddress: string | null, cookieHeader: string | null = null): Promise<AuthResult> {
    // The first request after start-up creates the shared table: it waits for it a little rather
    // than count its attempt in memory (a PostgreSQL that is down holds only that one request).
    if (!this.tableReady && !this.waitedForTable) {
      this.waitedForTable = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.ready, new Promise((r) => (timer = setTimeout(r, 2000)))]);
      clearTimeout(timer);
    }
    const key = addressKey(clientAddress ?? "unknown");
    const knownDevice = this.validDevice(cookieHeader);
    // Read first: a blocked address adds nothing to the overall count (one address cannot lock
    // everyone out), and no per-address counter is created once the overall limit is reached.
    const blocked = await this.blockedFor(key, knownDevice);
    if (blocked > 0) return { status: "limited", retryAfterSeconds: blocked };

    const credentials = parseBasicAuth(authorization);
    if (!credentials) return { status: "unauthorized" }; // no attempt yet: the browser asks

    const headerKey = sha256(authorization!).toString("base64");
    const seen = this.recent.get(headerKey);
    if (seen !== undefined && Date.now() - seen < AdminAuthenticator.RECENT_MS) return this.ok(knownDevice);

    // Count the attempt BEFORE the slow password check, atomically in the store, so that a
    // burst of concurrent guesses on several instances cannot all pass a check made beforehand.
    // A successful login gives its point back. The owner's known browser counts on its address
    // only: the overall count is the attackers'.
    const counters = knownDevice ? ([[this.perAddress, key]] as const) : ([[this.perAddress, key], [this.overall, "all"]] as const);
    for (const [limiter, k] of counters) {
      try {
        await limiter.consume(k, 1);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        return { status: "limited", retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      }
    }

    // One scrypt at a time; past a short queue, turned away before hashing (the attempt counted).
    if (this.hashQueue.pendingCount >= PASSWORD_QUEUE_MAX) return { status: "limited", retryAfterSeconds: 5 };
    const userOk = timingSafeEqual(sha256(credentials.user), sha256(this.config.user));
    const passwordOk = await this.hashQueue(() => this.verify(credentials.password, this.config.passwordHash));
    if (userOk && passwordOk) {
      this.remember(headerKey);
      await Promise.all([this.perAddress.reward(key, 1), knownDevice ? null : this.overall.reward("all", 1)]).catch(() => {});
      return this.ok(knownDevice);
    }
    return { status: "unauthorized" };
  }

  /** A successful check; a browser without a valid device cookie gets one. */
  private ok(knownDevice: boolean): AuthResult {
    if (knownDevice) return { status: "ok" };
    const issued = Math.floor(Date.now() / 1000).toString(36);
    const value = `${issued}.${this.sign(issued)}`;
    const attributes = [`Path=/panel`, `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`, "HttpOnly", "SameSite=Strict", ...(this.secureCookie ? ["Secure"] : [])];
    return { status: "ok", setCookie: `${DEVICE_COOKIE}=${value}; ${attributes.join("; ")}` };
  }

  private sign(issued: string) {
    return createHmac("sha256", this.deviceKey).update(issued).digest("base64url");
  }

  /** True for a device cookie this configuration signed within DEVICE_COOKIE_DAYS. */
  private validDevice(cookieHeader: string | null): boolean {
    if (!cookieHeader || cookieHeader.length > 4096) return false;
    const m = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([0-9a-z]{1,12})\\.([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookieHeader);
    if (!m) return false;
    const issuedMs = parseInt(m[1]!, 36) * 1000;
    if (!(issuedMs <= Date.now() && Date.now() - issuedMs < DEVICE_COOKIE_DAYS * 86_400_000)) return false;
    const expected = Buffer.from(this.sign(m[1]!));
    const given = Buffer.from(m[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async blockedFor(key: string, knownDevice: boolean): Promise<number> {
    const [mine, all] = await Promise.all([this.perAddress.get(key), knownDevice ? null : this.overall.get("all")]);
    const wait = (res: RateLimiterRes | null, points: number) =>
      res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    return Math.max(wait(mine, FAILURES_PER_ADDRESS), wait(all, FAILURES_OVERALL));
  }

  private remember(headerKey: string) {
    this.recent.delete(headerKey);
    this.recent.set(headerKey, Date.now());
    while (this.recent.size > AdminAuthenticator.RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
  }

  async close(): Promise<void> {
    await this.ownPool?.end().catch(() => {});
  }
}

/**
 * The server's authenticator for the current configuration (app/composition/services.server.ts):
 * `get()` is null while the dashboard is off, and makes a new authenticator when ADMIN_USER or
 * ADMIN_PASSWORD_HASH change; `close()` closes its PostgreSQL pool at shutdown.
 */
export function adminAuthenticators() {
  let current: { key: string; auth: AdminAuthenticator } | undefined;
  return {
    get(env: NodeJS.ProcessEnv = configSource()): AdminAuthenticator | null {
      const config = adminConfig(env);
      if (!config) return null;
      const key = `${config.user}\n${config.passwordHash}`;
      if (current?.key !== key) {
        void current?.auth.close();
        // DATABASE_URL as the rest of the server reads it (an empty value means PGlite).
        const databaseUrl = env.DATABASE_URL?.trim() || undefined;
        const secureCookie = (env.SITE_URL?.trim() || SITE_URL).startsWith("https://");
        current = { key, auth: new AdminAuthenticator(config, { databaseUrl, secureCookie }) };
      }
      return current.auth;
    },
    async close(): Promise<void> {
      const closing = current;
      current = undefined;
      await closing?.auth.close();
    },
  };
}
