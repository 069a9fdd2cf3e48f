// The production HTTP application: static files, prerendered pages, React Router for the rest.
import http from "node:http";
import { URLSearchParams } from "node:url";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type * as Entry from "../app/entry.server";
import { log } from "../app/platform/log.server.ts";
import { configValue, parseWholeNumberSetting } from "../app/platform/env.server.ts";
import { NOT_FOUND_HEADING } from "../app/features/layout/shell-copy.ts";
import { escapeMarkup } from "../app/platform/text.ts";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "../app/features/newsletter/newsletter-links.ts";
import { OPINION_CONFIRM_PATH, OPINION_DELETE_PATH } from "../app/features/opinions/opinions-links.ts";
import type { ShortNotFoundCopy } from "../app/composition/not-found-before-render.server.ts";
import { canonicalPath, encodePath, indexRenderedPaths, indexSiteFiles, parsePageCacheMb, type DiskFile, type MemoryFile, type RenderedPage } from "./site-files.ts";
import { parseTrustProxy } from "./trust-proxy.ts";
import { routePrefilter, type RoutePrefilter } from "./route-prefilter.ts";

/** A React Router build of this app: its entry.server exports what the server uses. */
export type AppBuild = ServerBuild & { entry: { module: typeof Entry } };
export type Services = Entry.Services;

/** Longest request path kept in a log line: enough to recognise it, never 64 KB per line. */
export const LOG_PATH_MAX = 200;
export const bounded = (value: string, max = LOG_PATH_MAX) =>
  value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;

/** Default of NOT_FOUND_RENDERS_PER_SECOND: rendered 404 pages per second per process, all clients together. */
export const NOT_FOUND_RENDERS_DEFAULT = 5;

/** NOT_FOUND_RENDERS_PER_SECOND: a whole number ≥ 0 (0: no ceiling); unset or empty: the default. */
export function parseNotFoundRenders(value: string | number | undefined): number {
  return parseWholeNumberSetting("NOT_FOUND_RENDERS_PER_SECOND", value, {
    fallback: NOT_FOUND_RENDERS_DEFAULT,
    maxDigits: 7,
    unit: "de páginas 404 generadas por segundo",
    zero: "no poner límite",
  });
}

/** Header timeout and whole-request timeout: a client dribbling bytes cannot hold a socket for minutes. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

const NON_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The server's own short 404 page: for spellings of a path that decode to nothing on the site
 * (`/x/..%2fy`, `/a%5c..`), and for unknown paths past the ceiling on rendered 404 pages. No render,
 * no copy kept; the Spanish heading and a link home, as on the rendered page.
 */
const NOT_FOUND_HTML = Buffer.from(
  '<!DOCTYPE html><html lang="es-ES"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${NOT_FOUND_HEADING}</title></head><body><h1>${NOT_FOUND_HEADING}</h1>` +
    '<p><a href="/">Volver al inicio</a></p></body></html>',
);

/** The pages that links in emails open: the only ones whose POST is asked before the render. */
const LINK_PAGES = new Set([CONFIRM_PATH, UNSUBSCRIBE_PATH, OPINION_CONFIRM_PATH, OPINION_DELETE_PATH]);

/** The short not-found page with a link page's own text: heading, explanation, a mailbox if any, the link home. */
function shortNotFoundPage({ heading, text, contact }: ShortNotFoundCopy): Buffer {
  const h = escapeMarkup(heading);
  const mailbox = contact ? `<p>${escapeMarkup(contact.label)} <a href="mailto:${escapeMarkup(contact.address)}">${escapeMarkup(contact.address)}</a></p>` : "";
  return Buffer.from(
    '<!DOCTYPE html><html lang="es-ES"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${h}</title></head><body><h1>${h}</h1><p>${escapeMarkup(text)}</p>${mailbox}` +
      '<p><a href="/">Volver al inicio</a></p></body></html>',
  );
}

/**
 * Headers helmet sets on every answer. React Router's adapter *appends* the headers of a route's
 * Response, so a route setting one of them again would send it twice; for these, the route's
 * value replaces helmet's instead.
 */
const SINGLE_VALUED = new Set([
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "strict-transport-security",
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
  "cache-control",
  "content-type",
]);

/**
 * brotli, gzip or identity for an Accept-Encoding header. Brotli wins ties: browsers list
 * "gzip, deflate, br, zstd" with equal weights, and the brotli file is the smaller one.
 */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of header.slice(0, 256).split(",")) {
    const [name = "", ...params] = part.split(";");
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]) || 0;
    }
    const token = name.trim().toLowerCase();
    if (token === "br") br = q;
    else if (token === "gzip" || token === "x-gzip") gzip = q;
    else if (token === "*") star = q;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined = undefined): RouteObject[] {
  return Object.values(routes)
    .filter((r): r is NonNullable<typeof r> => r !== undefined && r.parentId === parentId)
    .map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: routeTree(routes, r.id),
    })) as RouteObject[];
}

export interface AppOptions {
  build: AppBuild | (() => Promise<AppBuild>);
  services: Services;
  clientDir?: string;
  renderedPaths?: string[];
  trustProxy?: string | undefined;
  render?: RequestHandler;
  devMiddleware?: RequestHandler;
  notFoundRendersPerSecond?: string | number;
  /** PAGE_CACHE_MB: megabytes of recently sent documents and text files kept in memory (site-files.ts). */
  pageCacheMb?: string;
  now?: () => number;
  release?: string;
  /** Where the served content comes from: the release's own copy, or (an old build) the working folder. */
  content?: string;
}

/**
 * Production: `build` is the built server and `clientDir` its files. Development (`--dev`): `build`
 * loads the current build through Vite, `renderedPaths` are the paths the build would prerender and
 * `devMiddleware` is Vite's. `services`: the process's, made by the build's `createServices`
 * (server/index.ts), handed to every request through React Router's context. `render` replaces
 * React Router's handler and `now` the clock of the 404 ceiling (tests).
 */
export function createApp({ build, services, clientDir, renderedPaths, trustProxy, render, devMiddleware, notFoundRendersPerSecond, pageCacheMb, now = Date.now, release, content }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  const trust = parseTrustProxy(trustProxy); // throws with a clear message on `true` and typos
  if (trust !== undefined) app.set("trust proxy", trust);
  const notFoundRenderCeiling = parseNotFoundRenders(notFoundRendersPerSecond);

  // Read once: the same documents and files answer every request until the next start.
  const site = clientDir ? indexSiteFiles(clientDir, parsePageCacheMb(pageCacheMb) * 1024 * 1024) : indexRenderedPaths(renderedPaths ?? []);
  const loadBuild = typeof build === "function" ? build : async () => build;
  /** Route tree per build: one in production, one per edit in development (never keyed by a request). */
  const trees = new WeakMap<ServerBuild, RouteObject[]>();
  /** Per build: what no route but the catch-all can match, without matchRoutes (route-prefilter.ts). */
  const prefilters = new WeakMap<ServerBuild, RoutePrefilter>();
  /** Methods a path accepts: GET/HEAD everywhere, POST where the matched route has an action. */
  const allowedMethods = async (pathname: string) => {
    if (site.pages.has(pathname) || site.files.has(pathname)) return "GET, HEAD";
    // A hydrated <Form> posts to the route's single-fetch URL: "/path.data", "/_root.data" for "/".
    const routePath = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
    const { current, leaf } = await leafRoute(routePath);
    const mod = leaf?.id ? current.routes[leaf.id]?.module : undefined;
    return mod && typeof mod.action === "function" ? "GET, HEAD, POST" : "GET, HEAD";
  };
  /** The deepest route React Router would match for a path, in the current build. */
  const leafRoute = async (pathname: string) => {
    const current = await loadBuild();
    let tree = trees.get(current);
    if (!tree) trees.set(current, (tree = routeTree(current.routes)));
    let prefilter = prefilters.get(current);
    if (!prefilter) prefilters.set(current, (prefilter = routePrefilter(tree)));
    const catchAll = prefilter.catchAllFor(pathname);
    if (catchAll) return { current, leaf: catchAll };
    return { current, leaf: (matchRoutes(tree, pathname) ?? []).at(-1)?.route };
  };

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log("info", "request", {
        method: bounded(req.method, 16),
        path: bounded(req.path),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
    next();
  });

  // Hashed build assets (scripts, styles): only the headers a script or stylesheet response needs.
  // The document-level security headers (CSP, HSTS, frame and referrer policies …) mean nothing
  // on a script, and on a phone loading twenty of them they were ~12 KB of the page's JavaScript
  // bytes on the wire.
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url.startsWith("/assets/")) return next();
    const entry = site.files.get(req.url.split("?", 1)[0]!);
    if (!entry || entry.kind !== "memory") return next();
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    sendFromMemory(req, res, entry, false);
  });

  app.use(
    helmet({
      // The CSP depends on each document's inline scripts: set per HTML response below and by entry.server.
      contentSecurityPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: false },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  });

  // Methods: TRACE, PUT, DELETE … are refused here with a plain 405 and the Allow list, before any
  // route sees them (React Router would answer them with an internal message and log a stack trace).
  app.use(async (req, res, next) => {
    const method = req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allow = await allowedMethods(req.path);
    if (method === "POST" && allow.includes("POST")) return next();
    res.setHeader("Allow", allow);
    res.setHeader("Cache-Control", "no-store");
    if (method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    res.status(405).type("text/plain; charset=utf-8").send("Método no permitido.\n");
  });

  // `release`: the folder served (`npm run publish` waits for the new one to appear here).
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, ...(release ? { release } : {}), ...(content ? { content } : {}) });
  });

  // Development only: Vite's modules, client, HMR and public files, behind the same headers and
  // method check; everything else goes on to the same lookup and React Router as in production.
  if (devMiddleware) app.use(devMiddleware);

  function sendFromMemory(req: Request, res: Response, entry: MemoryFile, withCsp = true) {
    const encoding = entry.br || entry.gzip ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
    const chosen = (encoding === "br" && entry.br) || (encoding === "gzip" && entry.gzip) || entry.identity;
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    if (withCsp) res.setHeader("Content-Security-Policy", entry.csp ?? NON_HTML_CSP);
    if (entry.br || entry.gzip) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", chosen.etag);
    if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", chosen.size);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    let body: Buffer;
    try {
      body = chosen.body;
    } catch (error) {
      // The file went away under a running server (a release deleted by hand): a logged 503, no crash.
      log("error", "site_file_unreadable", { path: bounded(req.path), message: error instanceof Error ? error.message : String(error) });
      res.removeHeader("ETag");
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Length");
      res.status(503).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send("Servicio no disponible.\n");
      return;
    }
    res.end(body);
  }

  function send(req: Request, res: Response, entry: MemoryFile | DiskFile | RenderedPage, next: () => void) {
    if (entry.kind === "render") return next(); // development: React Router renders it
    if (entry.kind === "memory") return sendFromMemory(req, res, entry);
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.sendFile(entry.file, { cacheControl: false, dotfiles: "allow" }, (err) => {
      if (err && !res.headersSent) next();
    });
  }

  // People's views of the prerendered pages (issue 23), counted by the build's counter: per known
  // path and day, nothing about the person; it ignores HEAD, bots and prefetches. Production only
  // (in development React Router renders every page).
  const pageViews = typeof build === "function" ? undefined : services.pageViews;
  const countView = (req: Request, pagePath: string) => {
    if (!pageViews || req.method !== "GET") return;
    try {
      pageViews.record(pagePath, req.method, { get: (name) => req.get(name) ?? null });
    } catch {
      // Counting never stands between a visitor and the page.
    }
  };

  // Prerendered documents and build files, with one canonical spelling each. Everything the site
  // has is in `site` since start-up: a path is one lookup, nothing keyed by it is ever stored.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url;
    const q = url.indexOf("?");
    const raw = q >= 0 ? url.slice(0, q) : url;
    const page = site.pages.get(raw);
    if (page) countView(req, raw);
    const direct = page ?? site.files.get(raw);
    if (direct) return send(req, res, direct, next);

    const canonical = canonicalPath(raw);
    if (canonical === null) return notFound(res);
    const key = site.pages.has(canonical) || site.files.has(canonical) ? canonical : site.lowerCase.get(canonical.toLowerCase());
    const target = encodePath(key ?? canonical);
    if (key) {
      // A file name with characters that travel percent-encoded: this is its canonical spelling.
      if (target === raw) {
        if (site.pages.has(key)) countView(req, key);
        return send(req, res, (site.pages.get(key) ?? site.files.get(key))!, next);
      }
      return redirect(res, target, q >= 0 ? url.slice(q) : "");
    }
    if (target.toLowerCase() === raw.toLowerCase()) return next(); // an ordinary path: React Router decides
    // Not a file of the site. Only a trailing or doubled slash gets a 301 (React Router's routes
    // have one spelling too); encoded separators, dot segments and backslashes get a 404.
    if (!/[%\\]/.test(raw) && !/(^|\/)\.\.?(\/|$)/.test(raw)) return redirect(res, target, q >= 0 ? url.slice(q) : "");
    return notFound(res);
  });

  /** Every Location this server sends: a path on this site, never `//host` or `/\host`. */
  function redirect(res: Response, target: string, query: string) {
    const location = `/${target.replace(/^[/\\]+/, "")}${query.replace(/[^\x21-\x7e]/g, encodeURIComponent)}`;
    res.statusCode = 301;
    res.setHeader("Location", location);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.setHeader("Content-Length", "0");
    res.end();
  }

  /** `copy`: a link page's own «Enlace no válido» text instead of the generic heading (a few hundred bytes, escaped). */
  function notFound(res: Response, copy?: ShortNotFoundCopy | null) {
    res.status(404);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.end(copy ? shortNotFoundPage(copy) : NOT_FOUND_HTML);
  }

  // A path no route but the catch-all matches is React Router's 404 page: a whole render (~5 ms of
  // CPU, 50× a file). Past NOT_FOUND_RENDERS_PER_SECOND of them in a second — one counter for all
  // clients, nothing kept per client or path — the server's own short 404 answers instead, so a client
  // asking for random URLs cannot keep the process busy rendering while visitors wait. Same status,
  // same link home. Data requests (.data) of such paths and the routes whose 404 depends on the
  // request (token pages, the editor: see below) count alike.
  /** "/comparar/b-vs-a" where the build has "/comparar/a-vs-b": React Router redirects it. */
  const isReversedPair = (pathname: string) => {
    const m = /^\/comparar\/([a-z0-9-]+?)-vs-([a-z0-9-]+)\/?$/i.exec(pathname);
    return !!m && site.pages.has(`/comparar/${m[2]!.toLowerCase()}-vs-${m[1]!.toLowerCase()}`);
  };
  // A fixed one-second window on `now` (the test's clock in tests): one counter, no key. Not
  // rate-limiter-flexible, which reads Date.now and expires its window with a real timer: a test
  // could not hold the window still, and on a slow machine the requests spread over several.
  let windowStart = -Infinity;
  let rendersInWindow = 0;
  let throttledSince = -Infinity;
  let throttled = 0;
  /** True when one more rendered 404 fits this second; false (and one log line a second) past it. */
  const mayRenderNotFound = (req: Request) => {
    if (notFoundRenderCeiling === 0) return true;
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      rendersInWindow = 0;
    }
    if (rendersInWindow < notFoundRenderCeiling) {
      rendersInWindow++;
      return true;
    }
    throttled++;
    if (t - throttledSince >= 1000) {
      log("warn", "not_found_renders_ceiling", { perSecond: notFoundRenderCeiling, answeredShort: throttled, path: bounded(req.path) });
      throttledSince = t;
      throttled = 0;
    }
    return false;
  };
  app.use(async (req, res, next) => {
    // A POST is asked only about the link pages (notFoundBeforeRender): one with a token that is not
    // ours renders the whole page as its GET does (the probe of issue 48: 70 a second), so it counts alike.
    const post = req.method === "POST";
    if (req.method !== "GET" && req.method !== "HEAD" && !(post && LINK_PAGES.has(req.path.toLowerCase().replace(/(\.data|\/)$/, "")))) return next();
    try {
      // A client navigation's data request (/x.data, the home's /_root.data) runs the same routes as
      // the page /x: one for an unknown path renders the 404 route too, and counts (issue 42).
      const dataOf = req.path.endsWith(".data") ? req.path.slice(0, -".data".length) : null;
      const pagePath = dataOf === null ? req.path : dataOf === "/_root" ? "/" : dataOf;
      const { current, leaf } = await leafRoute(pagePath);
      // The catch-all always renders the 404 page. /comparar/:pair renders a page for the pairs the
      // build prerendered (answered above) and for the other pairs of two known operators (below),
      // and answers the reversed spelling of one with a 301: anything else is a rendered 404. (/blog/:slug answers unknown slugs
      // with a 301, no render; /visitar/:operatorId applies the ceiling itself.)
      // A pair of two known operators that the build did not prerender (past 15 operators, decision
      // 0295) is a page rendered on demand, as the build's own check says: not a 404, not counted.
      const mod = current.entry?.module;
      const pairOnDemand = (p: string) => typeof mod?.pairRendersOnDemand === "function" && mod.pairRendersOnDemand(p);
      // A parameter route whose every page is prerendered (a feature's `prerenderedOnly`, e.g.
      // /metodos-de-pago/:slug) renders only its 404 page for a path the build did not prerender.
      const prerenderedOnly = typeof mod?.prerenderedOnlyRoutes === "function" && !!leaf?.path && mod.prerenderedOnlyRoutes().has(leaf.path);
      const rendersNotFound =
        leaf?.path === "*" ||
        (prerenderedOnly && !site.pages.has(pagePath)) ||
        (leaf?.path === "comparar/:pair" && !isReversedPair(pagePath) && !site.pages.has(pagePath) && !pairOnDemand(pagePath));
      if (rendersNotFound && !post) return mayRenderNotFound(req) ? next() : notFound(res);
      // Routes whose 404 depends on the request, asked before the render (the build's own check,
      // app/composition/not-found-before-render.server.ts): the newsletter link pages with a token
      // that is not a live one of ours (the probe: 122 renders/s of ?t=x) count against the
      // ceiling; the editor where it is off or not for this client (178/s) is always the short page.
      if (!leaf?.path || typeof mod?.notFoundBeforeRender !== "function") return next();
      const q = req.url.indexOf("?");
      const answer = await mod.notFoundBeforeRender(
        leaf.path,
        {
          method: req.method,
          search: new URLSearchParams(q >= 0 ? req.url.slice(q + 1) : ""),
          hasHeader: (name) => req.headers[name] !== undefined,
          socketAddress: req.socket.remoteAddress ?? null,
        },
        services,
      );
      if (answer === "short") return notFound(res);
      if (answer === "counted" && !mayRenderNotFound(req)) return notFound(res, typeof mod.shortNotFoundCopy === "function" ? mod.shortNotFoundCopy(leaf.path, services) : null);
      return next();
    } catch (error) {
      return next(error);
    }
  });

  // The tracked redirect to an operator (issue 11): the same function as its React Router route
  // (app/features/outbound/outbound-redirect.server.ts), answered here because the router's per-request work
  // made it ~5× slower than a static page (docs/benchmarks.md). Unknown ids and `.data` requests
  // go on to React Router (404 page). Express routes GET and HEAD here.
  app.get("/visitar/:operatorId", async (req, res, next) => {
    try {
      const mod = (await loadBuild()).entry?.module;
      if (typeof mod?.outboundRedirect !== "function") return next();
      const q = req.url.indexOf("?");
      const search = new URLSearchParams(q >= 0 ? req.url.slice(q + 1) : "");
      const location = await mod.outboundRedirect(req.params.operatorId, search, req.method, { get: (name) => req.get(name) ?? null }, services.clicks);
      if (!location) return mayRenderNotFound(req) ? next() : notFound(res); // unknown operator: the 404 page
      res.status(302);
      res.set({ ...mod.OUTBOUND_HEADERS, Location: location, "Content-Length": "0" });
      res.end();
    } catch (error) {
      next(error);
    }
  });

  // Only what React Router renders at request time is compressed on the fly.
  app.use(compression());

  app.use((_req, res, next) => {
    const append = res.append;
    res.append = function appendOnce(this: Response, field: string, value?: string | string[]) {
      const name = field.toLowerCase();
      // A route's relative redirect is resolved by the browser: "//host" or "/\host" would leave the site.
      if (name === "location" && typeof value === "string" && /^[/\\][/\\]|[\t\r\n]/.test(value)) return this.set(field, "/");
      if (SINGLE_VALUED.has(name)) return this.set(field, value);
      return append.call(this, field, value);
    };
    next();
  });

  app.all(
    "/{*splat}",
    render ??
      createRequestHandler({
        build,
        mode: configValue("NODE_ENV") ?? "production",
        // Loaders and actions get the process's services and the client address (req.ip: the
        // socket's, or the proxy-reported one when TRUST_PROXY is set) for the rate limits.
        getLoadContext: async (req) => (await loadBuild()).entry.module.getLoadContext(req, services),
      }),
  );

  // Last resort: never a stack trace, never an HTML error page for an API.
  const lastResort: ErrorRequestHandler = (err, req, res, _next) => {
    log("error", "unhandled", { path: bounded(req.path), message: bounded(err instanceof Error ? err.message : String(err), 500) });
    if (res.headersSent) return;
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 600 ? err.status : 500;
    res.status(status).json({ error: status < 500 ? "Solicitud no válida" : "Error interno del servidor" });
  };
  app.use(lastResort);

  // The counter counts the documents of this release from now on (a publish's new app, once made,
  // hands the new release's).
  pageViews?.knowPaths((pagePath) => site.pages.has(pagePath));
  return app;
}

/**
 * The HTTP server around the app, with the timeouts that keep slow clients from holding sockets:
 * headers within 10 s, the whole request within 30 s (checked every second, not every 30 s).
 */
export function createHttpServer(app: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  server.keepAliveTimeout = 65_000;
  // Node's headersTimeout starts at a request's first byte: a connection that never sends one was
  // kept open for good (issue 42). It gets the same bound for its first byte.
  // (Cleared at the first request: the HTTP parser reads the socket natively, without 'data' events.)
  const silent = new WeakMap<object, NodeJS.Timeout>();
  server.on("connection", (socket: import("node:net").Socket) => {
    const timer = setTimeout(() => socket.destroy(), HEADERS_TIMEOUT_MS);
    timer.unref();
    silent.set(socket, timer);
    socket.once("close", () => clearTimeout(timer));
  });
  const heard = (req: http.IncomingMessage) => clearTimeout(silent.get(req.socket));
  server.on("request", heard);
  // An upgrade (the development server's HMR WebSocket) is a request too, but Node emits 'upgrade',
  // not 'request', for it: without this its socket was cut 10 s after it opened, and Vite's client
  // reloaded the page (CI's dev-server test, on a loaded machine).
  server.on("upgrade", heard);
  return server;
}
