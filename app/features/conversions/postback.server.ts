/**
 * GET or POST /postback/<operator-id>: a platform tells the site, server to server, that a click
 * it was sent became a registration, a first deposit (FTD) or commission.
 *
 *   /postback/bet365?clickid=<click ID>&event=ftd&amount=100.00[&date=2026-03-31]&sig=<hex>
 *   /postback/bet365?clickid=<click ID>&event=registration&token=<secret>
 *
 * - Off (404) unless POSTBACK_SECRET_<OPERATOR> is set (bet365 → POSTBACK_SECRET_BET365; any
 *   character other than a letter or digit becomes "_"), at least 16 characters long.
 * - Authenticated either by `sig`, the hex HMAC-SHA256 with that secret of the canonical query
 *   (every other parameter, sorted by name then value, form-encoded), or by `token`, the secret
 *   itself; both compared in constant time.
 * - Idempotent (issue 41): keyed by the platform's transaction ID (`txid`) when it sends one,
 *   else by click and event (registration, ftd) or click, event and day (commission, which
 *   recurs): the same key counts once, whatever arrives after (postbackKey()).
 * - The click ID is taken out of `clickid` by the operator's platform's `clickId` rule, as in
 *   its reports (./click-id.ts).
 * - Rate-limited per client address (every call), and failed signatures per (address, operator): a
 *   platform posts for many operators from one address, so wrong secrets for one operator block that
 *   operator's postbacks from that address only (issue 43).
 * - Bad input is a 4xx with a Spanish message, never a 5xx; the database down is a 503.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "../../platform/db/db.server.ts";
import type { ConversionEvent } from "../../platform/db/schema.server.ts";
import { extractClickId, type ClickIdRule } from "./click-id.server.ts";
import { recordPostback } from "./conversions.server.ts";
import { parseDay } from "./report-csv.server.ts";
import { MAX_COMMISSION_EUROS_TEXT, readAmount } from "./amounts.server.ts";
import { configSource } from "../../platform/env.server.ts";
import { addDays } from "../../platform/format.ts";

export const POSTBACK_EVENTS: readonly ConversionEvent[] = ["registration", "ftd", "commission"];

/** Shortest secret accepted: a shorter one leaves the endpoint off (and says so in the log). */
export const MIN_SECRET_LENGTH = 16;

/**
 * Bounds of what a postback may report (issue 42): no commission of one conversion reaches a
 * million euros either way (MAX_COMMISSION_CENTS, the same for an imported report's rows), none
 * carries a fraction of a cent, and a conversion happens after 2000 and no later than tomorrow (a
 * platform in another time zone may already be a day ahead). Outside them the platform gets a 400
 * naming the field, never a 5xx that would have it retry forever.
 */
export const EARLIEST_POSTBACK_DAY = "2000-01-01";

/** Longest form body read from a POST. */
export const MAX_POSTBACK_BODY = 4096;

export const POSTBACK_MESSAGES = {
  off: "No hay postbacks configurados para este operador.",
  method: "Método no permitido: usa GET o POST.",
  mediaType: "El cuerpo debe ir como application/x-www-form-urlencoded (o los parámetros en la URL).",
  tooLarge: "La solicitud es demasiado grande.",
  auth: "Firma o token no válidos.",
  authMissing: "Falta la firma (sig) o el token.",
  clickId: "Falta clickid, o no es válido (1 a 200 caracteres: letras, números, «.», «_», «~» o «-»).",
  event: `El parámetro event debe ser uno de: ${["registration", "ftd", "commission"].join(", ")}.`,
  amount: "El importe (amount) no es válido: usa euros con punto decimal, por ejemplo 100.00.",
  registrationAmount: "Un registro (event=registration) no lleva importe: quita amount, o envía la comisión aparte con event=commission.",
  transactionId: "El identificador de transacción (txid) no es válido: de 1 a 200 caracteres (letras, números, «.», «_», «~» o «-»).",
  amountRange: `El importe (amount) está fuera de lo admitido: como mucho ${MAX_COMMISSION_EUROS_TEXT} euros, en positivo o en negativo.`,
  amountSubCent: "El importe (amount) tiene fracciones de céntimo: envíalo en euros con dos decimales como mucho, por ejemplo 100.00 o 0.01.",
  commissionAmount: "Una comisión (event=commission) lleva su importe en amount, distinto de cero: una comisión de 0 euros no se cuenta.",
  date: "La fecha (date) debe tener el formato AAAA-MM-DD.",
  dateRange: "La fecha (date) está fuera de lo admitido: desde 2000-01-01 hasta mañana.",
  duplicated: "Parámetro repetido.",
  rateLimited: "Demasiadas solicitudes. Espera un minuto.",
  unavailable: "La base de datos no está disponible. Vuelve a enviar el postback más tarde.",
  counted: "Conversión registrada.",
  already: "Esta conversión ya estaba registrada; no se cuenta dos veces.",
} as const;

/** The environment variable of an operator's secret. */
export function secretVariable(operatorId: string): string {
  return `POSTBACK_SECRET_${operatorId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

/** The canonical form of the parameters that `sig` signs: all but `sig`, sorted, form-encoded. */
export function canonicalQuery(params: URLSearchParams): string {
  const pairs = [...params].filter(([k]) => k !== "sig");
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

export function signPostback(params: URLSearchParams, secret: string): string {
  return createHmac("sha256", secret).update(canonicalQuery(params)).digest("hex");
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameSecret(a: string, b: string): boolean {
  const h = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(h(a), h(b));
}

export interface PostbackContext {
  operatorExists: (id: string) => boolean;
  getDatabase: () => Promise<Db>;
  limiter: PostbackLimiter;
  clientAddress?: string | null;
  env?: NodeJS.ProcessEnv;
  /** Today in the reports' time zone (a postback without a date counts today). */
  today: () => string;
  log?: Pick<Console, "warn">;
  /** The operator's platform's rule to find the click ID inside `clickid`, if it has one. */
  clickIdRule?: (operatorId: string) => ClickIdRule | undefined;
}

/** Calls per minute per client address. */
export const POSTBACKS_PER_MINUTE = 600;
/** Failed signatures per minute per (client address, operator) before that pair waits out the minute. */
export const FAILED_POSTBACKS_PER_MINUTE = 10;

const waitOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class PostbackLimiter {
  private readonly counter: RateLimiterMemory;
  private readonly failures: RateLimiterMemory;
  constructor(perMinute = POSTBACKS_PER_MINUTE, failedPerMinute = FAILED_POSTBACKS_PER_MINUTE) {
    this.counter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: "postback" });
    this.failures = new RateLimiterMemory({ points: failedPerMinute, duration: 60, keyPrefix: "postback-failed" });
  }
  /** Seconds to wait, or 0 when the call may go on. */
  async take(address: string, cost = 1): Promise<number> {
    try {
      await this.counter.consume(address, cost);
      return 0;
    } catch (result) {
      if (result instanceof RateLimiterRes) return waitOf(result.msBeforeNext);
      return 0;
    }
  }
  /** Seconds this address must wait before posting for this operator again (too many failed signatures), or 0. */
  async failedWait(address: string, operatorId: string): Promise<number> {
    const res = await this.failures.get(failureKey(address, operatorId));
    return res && res.consumedPoints >= this.failures.points ? waitOf(res.msBeforeNext) : 0;
  }
  /** Counts one failed signature of this address for this operator. */
  async failed(address: string, operatorId: string): Promise<void> {
    await this.failures.consume(failureKey(address, operatorId)).catch(() => {});
  }
}

const failureKey = (address: string, operatorId: string) => `${address}\u0000${operatorId}`;

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", ...headers },
  });
}
const fail = (status: number, error: string, headers?: Record<string, string>) => answer(status, { ok: false, error }, headers);

const CLICK_ID = /^[A-Za-z0-9._~-]{1,200}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function readParams(request: Request): Promise<URLSearchParams | Response> {
  const params = new URLSearchParams(new URL(request.url).search);
  if (request.method !== "POST") return params;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_POSTBACK_BODY) return fail(413, POSTBACK_MESSAGES.tooLarge);
  if (type === "" && length === 0) return params;
  if (type !== "application/x-www-form-urlencoded") return fail(415, POSTBACK_MESSAGES.mediaType);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_POSTBACK_BODY) {
      await reader.cancel().catch(() => {});
      return fail(413, POSTBACK_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  for (const [k, v] of body) params.append(k, v);
  return params;
}

export async function handlePostback(request: Request, operatorId: string | undefined, ctx: PostbackContext): Promise<Response> {
  const env = ctx.env ?? configSource();
  if (request.method !== "GET" && request.method !== "POST" && request.method !== "HEAD") {
    return fail(405, POSTBACK_MESSAGES.method, { Allow: "GET, POST" });
  }
  // Unknown operator and no secret look the same from outside: the endpoint is simply not there.
  if (!operatorId || operatorId.length > 64 || !ctx.operatorExists(operatorId)) return fail(404, POSTBACK_MESSAGES.off);
  const secret = env[secretVariable(operatorId)]?.trim() ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    if (secret) ctx.log?.warn(`[postback] ${secretVariable(operatorId)} has fewer than ${MIN_SECRET_LENGTH} characters: postbacks for ${operatorId} stay off`);
    return fail(404, POSTBACK_MESSAGES.off);
  }
  const address = ctx.clientAddress ?? "unknown";
  const wait = (await ctx.limiter.take(address)) || (await ctx.limiter.failedWait(address, operatorId));
  if (wait) return fail(429, POSTBACK_MESSAGES.rateLimited, { "Retry-After": String(wait) });

  const params = await readParams(request);
  if (params instanceof Response) return params;
  for (const key of ["sig", "token", "clickid", "event", "amount", "date", "txid"]) {
    if (params.getAll(key).length > 1) return fail(400, `${POSTBACK_MESSAGES.duplicated} (${key})`);
  }

  const sig = params.get("sig");
  const token = params.get("token");
  if (!sig && !token) return fail(401, POSTBACK_MESSAGES.authMissing);
  const good = sig ? sameSecret(sig.toLowerCase(), signPostback(params, secret)) : sameSecret(token!, secret);
  if (!good) {
    await ctx.limiter.failed(address, operatorId);
    return fail(403, POSTBACK_MESSAGES.auth);
  }

  const sentClickId = params.get("clickid") ?? "";
  if (!CLICK_ID.test(sentClickId)) return fail(400, POSTBACK_MESSAGES.clickId);
  const clickId = extractClickId(sentClickId, ctx.clickIdRule?.(operatorId));
  const transactionId = params.get("txid");
  if (transactionId !== null && !CLICK_ID.test(transactionId)) return fail(400, POSTBACK_MESSAGES.transactionId);
  const event = params.get("event") as ConversionEvent | null;
  if (!event || !POSTBACK_EVENTS.includes(event)) return fail(400, POSTBACK_MESSAGES.event);
  const amountText = params.get("amount") ?? "";
  // Plain digits with a decimal point here (no grouping, no currency): then the same reading, bounds
  // and precision as an imported report's commission (./amounts.server.ts).
  const amount = amountText === "" ? { cents: 0 } : amountText.length <= 20 && /^-?\d+(\.\d{1,4})?$/.test(amountText.trim()) ? readAmount(amountText, ".") : { problem: "format" as const };
  if ("problem" in amount) {
    if (amount.problem === "range") return fail(400, POSTBACK_MESSAGES.amountRange);
    if (amount.problem === "subCent") return fail(400, POSTBACK_MESSAGES.amountSubCent);
    return fail(400, event === "registration" ? POSTBACK_MESSAGES.registrationAmount : POSTBACK_MESSAGES.amount);
  }
  const cents = amount.cents;
  // A platform macro may send amount=0.00 with a registration: accepted, it adds nothing.
  if (event === "registration" && cents !== 0) return fail(400, POSTBACK_MESSAGES.registrationAmount);
  // A commission of 0 € adds nothing, and stored it would take the click's one commission of that
  // day (without txid): the real one sent later would be answered «ya estaba registrada».
  if (event === "commission" && cents === 0) return fail(400, POSTBACK_MESSAGES.commissionAmount);
  const dateText = params.get("date");
  const today = ctx.today();
  const day = dateText ? (DAY.test(dateText) ? parseDay(dateText, "aaaa-mm-dd") : null) : today;
  if (!day) return fail(400, POSTBACK_MESSAGES.date);
  // ISO days compare as text.
  if (day < EARLIEST_POSTBACK_DAY || day > addDays(today, 1)) return fail(400, POSTBACK_MESSAGES.dateRange);

  if (request.method === "HEAD") return answer(200, { ok: true });
  try {
    const db = await ctx.getDatabase();
    const counted = await recordPostback(db, { operatorId, clickId, event, day, commissionCents: cents, transactionId });
    return answer(200, { ok: true, counted, message: counted ? POSTBACK_MESSAGES.counted : POSTBACK_MESSAGES.already });
  } catch (error) {
    // The platform retries a postback that was not acknowledged: a 503 asks it to.
    // Input was checked above, so a failure here is the database's, never the caller's.
    const down = error instanceof DatabaseUnavailableError || isConnectionError(error);
    ctx.log?.warn(`[postback] ${operatorId}: not stored (${down ? "database unavailable: " : ""}${describeError(error)})`);
    return fail(503, POSTBACK_MESSAGES.unavailable, { "Retry-After": "60" });
  }
}
