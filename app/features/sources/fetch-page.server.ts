/**
 * One polite, guarded GET of a cited URL, following its redirects by hand: every hop is resolved
 * through the address guard (address-guard.server.ts) before a connection is opened, waits its
 * turn for its host (HostPacer), has a time limit, and its body is read up to a size cap.
 */
import http from "node:http";
import https from "node:https";
import net from "node:net";
import zlib from "node:zlib";
import { addressProblem, BlockedAddressError, guardedLookup } from "./address-guard.server.ts";

export interface FetchOptions {
  /**
   * Let loopback addresses through (SOURCES_ALLOW_LOOPBACK=1: the tests' fake site). A function
   * decides per hop from its `host:port` (a test allows one server and sees a redirect refused).
   */
  allowLoopback: boolean | ((hostPort: string) => boolean);
  userAgent: string;
  /** Per request (each hop), in milliseconds. */
  timeoutMs: number;
  /** Body bytes read at most; the rest is not downloaded. */
  maxBytes: number;
  maxRedirects: number;
  pacer: HostPacer;
}

export interface FetchResult {
  url: string;
  /** The last HTTP status, or null when no answer came (refused address, DNS, timeout…). */
  status: number | null;
  /** The URL of the last answer (after the redirects), or of the hop that failed. */
  finalUrl: string;
  /** Every URL visited, the first included. */
  hops: string[];
  contentType: string | null;
  body: Buffer | null;
  /** The body was longer than maxBytes and cut there. */
  truncated: boolean;
  /** Why there is no answer, in Spanish. */
  error: string | null;
  /** The guard refused an address (then `error` says which). */
  blocked: boolean;
}

/**
 * One request per host every `delayMs`: `wait(host)` resolves when that host may be asked again.
 * Different hosts do not wait for each other.
 */
export class HostPacer {
  private readonly next = new Map<string, number>();
  constructor(
    readonly delayMs: number,
    private readonly sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  ) {}

  async wait(host: string): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, at + this.delayMs);
    if (at > now) await this.sleep(at - now);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The hostname as net.isIP reads it ([::1] → ::1). */
const bareHost = (u: URL) => u.hostname.replace(/^\[|\]$/g, "");

/** GET `url`, following up to `maxRedirects` redirects; never throws. */
export async function fetchPage(url: string, o: FetchOptions): Promise<FetchResult> {
  const hops: string[] = [];
  let current = url;
  const fail = (error: string, blocked = false, status: number | null = null): FetchResult => ({
    url,
    status,
    finalUrl: current,
    hops,
    contentType: null,
    body: null,
    truncated: false,
    error,
    blocked,
  });
  for (let hop = 0; ; hop++) {
    hops.push(current);
    let target: URL;
    try {
      target = new URL(current);
    } catch {
      return fail(`«${current}» no es una dirección web válida`);
    }
    if (target.protocol !== "https:" && target.protocol !== "http:") return fail(`el esquema «${target.protocol}» no se consulta (solo http y https)`);
    if (target.username || target.password) return fail("la dirección lleva usuario o contraseña: no se consulta");
    const loopbackOk = typeof o.allowLoopback === "function" ? o.allowLoopback(target.host) : o.allowLoopback;
    const literal = bareHost(target);
    if (net.isIP(literal)) {
      const problem = addressProblem(literal, loopbackOk);
      if (problem) return fail(`dirección no permitida: ${problem}`, true);
    }
    await o.pacer.wait(target.host);
    let answer: Answer;
    try {
      answer = await get(target, o, loopbackOk);
    } catch (error) {
      if (error instanceof BlockedAddressError) return fail(`dirección no permitida: ${error.message}`, true);
      return fail(describeNetworkError(error));
    }
    const location = answer.headers.location;
    if (REDIRECTS.has(answer.status) && location) {
      if (hop >= o.maxRedirects) return fail(`más de ${o.maxRedirects} redirecciones`, false, answer.status);
      try {
        current = new URL(location, target).toString();
      } catch {
        return fail(`redirección a una dirección no válida («${location}»)`, false, answer.status);
      }
      continue;
    }
    return {
      url,
      status: answer.status,
      finalUrl: current,
      hops,
      contentType: answer.headers["content-type"] ?? null,
      body: answer.body,
      truncated: answer.truncated,
      error: null,
      blocked: false,
    };
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
}

/** One GET; a redirect's body is not read. Rejects on network errors, the guard's refusal and timeouts. */
function get(target: URL, o: FetchOptions, allowLoopback: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(
      target,
      {
        method: "GET",
        lookup: guardedLookup(allowLoopback) as unknown as net.LookupFunction,
        headers: { "User-Agent": o.userAgent, Accept: "text/html,application/xhtml+xml,*/*;q=0.8", "Accept-Encoding": "gzip, deflate, br", "Accept-Language": "es-ES,es;q=0.9" },
        timeout: o.timeoutMs,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          res.resume();
          resolve({ status, headers: res.headers, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase();
        const stream =
          encoding === "gzip" ? res.pipe(zlib.createGunzip()) : encoding === "deflate" ? res.pipe(zlib.createInflate()) : encoding === "br" ? res.pipe(zlib.createBrotliDecompress()) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks), truncated });
        stream.on("data", (chunk: Buffer) => {
          if (truncated) return;
          const room = o.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size = o.maxBytes;
            truncated = true;
            finish();
            req.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        stream.on("end", () => {
          if (!truncated) finish();
        });
        stream.on("error", (error) => {
          if (!truncated) reject(error);
        });
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    req.on("error", reject);
    req.end();
  });
}

function describeNetworkError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "el dominio no existe o no se pudo resolver (DNS)";
    case "ECONNREFUSED":
      return "conexión rechazada";
    case "ECONNRESET":
      return "la conexión se cortó";
    case "ETIMEDOUT":
      return "no respondió a tiempo";
    default:
      if (typeof code === "string" && /CERT|SSL|TLS/.test(code)) return `certificado o conexión segura no válidos (${code})`;
      return `error de red${code ? ` (${code})` : ""}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
