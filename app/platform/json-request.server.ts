/**
 * What the site's JSON write endpoints (POST /api/newsletter, POST /api/opiniones) share: the JSON
 * answer, the same-origin rule, the media type, and a body read that stops at a byte limit (also
 * used by the /panel/opiniones form).
 */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      // X-Content-Type-Options comes from the server's helmet on every answer: set here too it went out twice.
      ...headers,
    },
  });
}

/**
 * Browsers send `Origin` (and `Sec-Fetch-Site`) on every cross-site POST, so those two headers
 * are enough to refuse cross-site posts. Clients that send neither (curl, server-side scripts)
 * are not browsers acting for a visitor, so there is no one to protect: they pass.
 */
export function sameOrigin(request: Request, allowed: string[]): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the literal "null" of sandboxed and file:// documents
  }
  const host = request.headers.get("host") ?? new URL(request.url).host;
  // Compare hosts, not schemes: behind a TLS-terminating proxy the request URL says http.
  return parsed.host === host || allowed.includes(parsed.origin);
}

export function mediaTypeOk(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type = "", ...params] = contentType.split(";").map((s) => s.trim().toLowerCase());
  if (type !== "application/json") return false;
  for (const p of params) {
    const [k, v = ""] = p.split("=").map((s) => s.trim());
    if (k === "charset" && v.replace(/"/g, "") !== "utf-8") return false;
  }
  return true;
}

export class TooLarge extends Error {}

export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, but do not cancel: cancelling destroys the socket before the 413 can be
      // sent. The answer carries `Connection: close`, so Node closes the connection after it.
      reader.releaseLock();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** The Spanish answers of readJsonPost's refusals: each endpoint words them for its own form. */
export interface JsonPostMessages {
  method: string;
  crossOrigin: string;
  rateLimited: string;
  mediaType: string;
  tooLarge: string;
  badJson: string;
  notObject: string;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The steps every JSON write endpoint (POST /api/newsletter, POST /api/opiniones) takes before its own
 * validation, in this order (docs/decisions/0010): method, origin, rate per client address, media type,
 * declared size, the body read up to `maxBytes`, JSON, an object. Either the payload, or the refusal
 * to send (a JSON answer with its Spanish message).
 */
export async function readJsonPost(
  request: Request,
  o: { allowedOrigins?: string[]; rateLimiter: { check(key: string | undefined): Promise<{ ok: true } | { ok: false; retryAfter: number }> }; clientAddress?: string; maxBytes: number; messages: JsonPostMessages },
): Promise<{ payload: Record<string, unknown> } | { refusal: Response }> {
  const m = o.messages;
  const refuse = (status: number, error: string, headers?: Record<string, string>) => ({ refusal: json(status, { error }, headers) });
  if (request.method !== "POST") return refuse(405, m.method, { Allow: "POST" });
  if (!sameOrigin(request, o.allowedOrigins ?? [])) return refuse(403, m.crossOrigin);
  const rate = await o.rateLimiter.check(o.clientAddress);
  if (!rate.ok) return refuse(429, m.rateLimited, { "Retry-After": String(rate.retryAfter) });
  if (!mediaTypeOk(request.headers.get("content-type"))) return refuse(415, m.mediaType);
  if (Number(request.headers.get("content-length") ?? "0") > o.maxBytes) return refuse(413, m.tooLarge, { Connection: "close" });
  let payload: unknown;
  try {
    payload = JSON.parse(utf8.decode(await readBody(request, o.maxBytes)));
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, m.tooLarge, { Connection: "close" });
    return refuse(400, m.badJson);
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return refuse(400, m.notObject);
  return { payload: payload as Record<string, unknown> };
}
