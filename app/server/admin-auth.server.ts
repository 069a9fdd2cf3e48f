import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";
import { addressKey } from "./rate-limit.server";

/**
 * Authentication of the private dashboard (/panel): HTTP Basic against `ADMIN_USER` and
 * `ADMIN_PASSWORD_HASH`, an scrypt hash (node:crypto) made by `npm run panel:hash`. Without both
 * variables the dashboard does not exist (404). Failed attempts are rate-limited per client
 * address and overall, so guessing is slow even from many addresses.
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
export function adminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig | null {
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
  console.warn(JSON.stringify({ level: "warn", event: "admin_config", message, time: new Date().toISOString() }));
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

export type AuthResult =
  | { status: "ok" }
  | { status: "unauthorized" }
  | { status: "limited"; retryAfterSeconds: number };

export class AdminAuthenticator {
  private readonly perAddress = new RateLimiterMemory({ keyPrefix: "panel-addr", points: FAILURES_PER_ADDRESS, duration: WINDOW_SECONDS });
  private readonly overall = new RateLimiterMemory({ keyPrefix: "panel-all", points: FAILURES_OVERALL, duration: WINDOW_SECONDS });
  // Basic auth sends the password with every request: remember a few recent successes (by the
  // header's hash, never the password itself) so each page view does not cost a full scrypt.
  private readonly recent = new Map<string, number>();
  private static readonly RECENT_MAX = 16;
  private static readonly RECENT_MS = 10 * 60_000;

  constructor(private readonly config: AdminConfig) {}

  async check(authorization: string | null, clientAddress: string | null): Promise<AuthResult> {
    const key = addressKey(clientAddress ?? "unknown");
    const blocked = await this.blockedFor(key);
    if (blocked > 0) return { status: "limited", retryAfterSeconds: blocked };

    const credentials = parseBasicAuth(authorization);
    if (!credentials) return { status: "unauthorized" }; // no attempt yet: the browser asks

    const headerKey = sha256(authorization!).toString("base64");
    const seen = this.recent.get(headerKey);
    if (seen !== undefined && Date.now() - seen < AdminAuthenticator.RECENT_MS) return { status: "ok" };

    const userOk = timingSafeEqual(sha256(credentials.user), sha256(this.config.user));
    const passwordOk = await verifyPassword(credentials.password, this.config.passwordHash);
    if (userOk && passwordOk) {
      this.remember(headerKey);
      return { status: "ok" };
    }
    await Promise.all([this.perAddress.penalty(key, 1), this.overall.penalty("all", 1)]);
    return { status: "unauthorized" };
  }

  private async blockedFor(key: string): Promise<number> {
    const [mine, all] = await Promise.all([this.perAddress.get(key), this.overall.get("all")]);
    const wait = (res: RateLimiterRes | null, points: number) =>
      res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    return Math.max(wait(mine, FAILURES_PER_ADDRESS), wait(all, FAILURES_OVERALL));
  }

  private remember(headerKey: string) {
    this.recent.delete(headerKey);
    this.recent.set(headerKey, Date.now());
    while (this.recent.size > AdminAuthenticator.RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
  }
}

const g = globalThis as typeof globalThis & { __casinosAdmin?: { key: string; auth: AdminAuthenticator } };

/** The process's authenticator for the current configuration, or null when the dashboard is off. */
export function getAdminAuthenticator(env: NodeJS.ProcessEnv = process.env): AdminAuthenticator | null {
  const config = adminConfig(env);
  if (!config) return null;
  const key = `${config.user}\n${config.passwordHash}`;
  if (g.__casinosAdmin?.key !== key) g.__casinosAdmin = { key, auth: new AdminAuthenticator(config) };
  return g.__casinosAdmin.auth;
}
