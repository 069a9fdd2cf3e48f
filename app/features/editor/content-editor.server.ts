/**
 * The browser content editor (Keystatic, /keystatic and /api/keystatic/*): when it is on and who
 * may use it. Both editor routes call `editorGate` first, in the development server and in
 * production alike, so this file is the one place that decides (docs/decisions/0080-keystatic-editor.md).
 *
 * - On in development (`npm run dev`), off in a production build unless CONTENT_EDITOR=1;
 *   CONTENT_EDITOR=0 turns it off in development too. Off, both routes answer a plain 404.
 * - Only from this machine: the socket's address must be loopback; a request that came through a
 *   proxy (Forwarded / X-Forwarded-For / X-Real-IP) is refused, since a proxy on this machine
 *   makes every visitor look local.
 * - DNS rebinding: the Host header must name this machine (localhost, 127.x, [::1]); a rebound
 *   name (evil.example resolving to 127.0.0.1) carries its own name and is refused.
 * - Cross-site requests: an Origin or a Sec-Fetch-Site other than this same origin is refused, and
 *   every write (POST) must carry a same-origin Origin. A page on another site can neither post to
 *   the API nor read from it, even while the editor runs.
 */
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import keystaticConfig from "./config.ts";
import { workingContentRoot } from "../../platform/content/collection.ts";
import { type EditorUpdate, problemsAddedBy, refusedSave, withRankSwap } from "./save-check.server.ts";
import { configSource } from "../../platform/env.server.ts";

export interface EditorRequestInfo {
  /** The TCP peer's address; null when the server cannot tell (the bare Vite dev server). */
  socketAddress: string | null;
}

export type GateResult = { ok: true } | { ok: false; status: 403 | 404; reason: string };

/** True under Vite's development server (`npm run dev`), false in the production build. */
const isDev = (): boolean => import.meta.env?.DEV ?? false;

/** Whether the editor is switched on for this process. */
export function editorEnabled(env: Record<string, string | undefined> = configSource(), dev: boolean = isDev()): boolean {
  const flag = env.CONTENT_EDITOR;
  if (flag === "1") return true;
  if (flag === "0") return false;
  return dev;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.trim().toLowerCase();
  if (a === "::1" || a === "0:0:0:0:0:0:0:1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A Host header value (host[:port]) that names this machine. */
export function isLoopbackHost(host: string): boolean {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) {
    const end = name.indexOf("]");
    if (end < 0) return false;
    const rest = name.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return false;
    name = name.slice(1, end);
    return isLoopbackAddress(name);
  }
  const m = /^([^:]+)(?::(\d{1,5}))?$/.exec(name);
  if (!m) return false;
  name = m[1]!;
  return name === "localhost" || name.endsWith(".localhost") || isLoopbackAddress(name);
}

const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

/** Decides whether this request may reach the editor. Never throws. */
export function editorGate(request: Request, info: EditorRequestInfo, opts: { enabled?: boolean; dev?: boolean } = {}): GateResult {
  const dev = opts.dev ?? isDev();
  const h = request.headers;
  const hidden = notFoundReason((name) => h.has(name), info, opts.enabled ?? editorEnabled(configSource(), dev), dev);
  if (hidden) return { ok: false, status: 404, reason: hidden };
  const host = h.get("host");
  if (!host || !isLoopbackHost(host)) return { ok: false, status: 403, reason: "host is not this machine" };
  const sameOrigin = new URL(request.url).protocol + "//" + host.toLowerCase();
  const origin = h.get("origin");
  if (origin !== null && origin.toLowerCase() !== sameOrigin) return { ok: false, status: 403, reason: "cross-origin request" };
  const site = h.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return { ok: false, status: 403, reason: "cross-site request" };
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD" && origin === null) return { ok: false, status: 403, reason: "write without Origin" };
  return { ok: true };
}

/** Why the editor does not exist for this request (its 404s), or null: the gate's first three checks. */
function notFoundReason(hasHeader: (name: string) => boolean, info: EditorRequestInfo, enabled: boolean, dev: boolean): string | null {
  if (!enabled) return "disabled";
  // The production server always knows the peer; only Vite's own dev server (bound to localhost) does not.
  if (info.socketAddress === null ? !dev : !isLoopbackAddress(info.socketAddress)) return "remote client";
  if (PROXY_HEADERS.some(hasHeader)) return "proxied request";
  return null;
}

/**
 * Whether /keystatic/* answers 404 for a request with these headers from this peer: what editorGate
 * decides first, asked by the server before React Router renders anything (server/app.ts), so that
 * a production server with the editor off answers the short not-found page instead of rendering
 * one (issue 42: 178 renders a second).
 */
export function editorAnswersNotFound(hasHeader: (name: string) => boolean, info: EditorRequestInfo): boolean {
  const dev = isDev();
  return notFoundReason(hasHeader, info, editorEnabled(configSource(), dev), dev) !== null;
}

const REFUSED: Record<403 | 404, string> = {
  403: "El editor de contenido solo acepta peticiones de esta misma máquina.",
  404: "No encontrado.",
};

/** Plain-text answer for a refused request; never says more than it must. */
export function refusal(status: 403 | 404): Response {
  return new Response(`${REFUSED[status]}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

let handler: ReturnType<typeof makeGenericAPIRouteHandler> | undefined;
let handlerRoot: string | undefined;

/** /api/keystatic/*: gate, then Keystatic's framework-agnostic handler on the content folder. */
export async function handleEditorApi(request: Request, info: EditorRequestInfo): Promise<Response> {
  const gate = editorGate(request, info);
  if (!gate.ok) return refusal(gate.status);
  // The working folder, never the served release's copy: an edit is published by `npm run publish`.
  const root = workingContentRoot();
  if (!handler || handlerRoot !== root) {
    handler = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: root });
    handlerRoot = root;
  }
  const checked = await checkedSave(request, root);
  const { body, ...init } = checked instanceof Response ? { body: checked.body, status: checked.status, headers: checked.headers } : await handler(checked);
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  return new Response(body as BodyInit | null, { ...init, headers });
}

/**
 * A save (POST …/update) with the rank swap added and checked with the content checker's rules
 * (save-check.server.ts): the request Keystatic should write, or the refusal the form shows. Any
 * other request, or a body Keystatic will refuse itself, passes unchanged.
 */
async function checkedSave(request: Request, root: string): Promise<Request | Response> {
  if (request.method !== "POST" || !new URL(request.url).pathname.endsWith("/update")) return request;
  const text = await request.text();
  const passOn = (body: string) => new Request(request.url, { method: "POST", headers: request.headers, body });
  let update: EditorUpdate;
  try {
    update = JSON.parse(text) as EditorUpdate;
    if (!Array.isArray(update.additions) || !Array.isArray(update.deletions)) return passOn(text);
    if (!update.additions.every((a) => typeof a?.path === "string" && typeof a.contents === "string" && !a.path.split("/").includes(".."))) return passOn(text);
    if (!update.deletions.every((d) => typeof d?.path === "string" && !d.path.split("/").includes(".."))) return passOn(text);
  } catch {
    return passOn(text);
  }
  const swapped = withRankSwap(update, root).update;
  let problems;
  try {
    problems = await problemsAddedBy(swapped, root);
  } catch (error) {
    // The checker itself could not run (a timeout on a very busy machine): nothing is written, and the form says so.
    const why = error instanceof Error ? error.message : String(error);
    return new Response(`No se ha guardado: no se ha podido comprobar el contenido (${why}). Vuelve a guardar en un momento; si se repite, ejecuta npm run content:check.\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" },
    });
  }
  if (problems.length) return refusedSave(problems);
  return passOn(JSON.stringify(swapped));
}
