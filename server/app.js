// The production HTTP application: static files, prerendered pages, React Router for the rest.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import { cspForHtml } from "./csp.js";
import { log } from "./log.js";

const ONE_YEAR = 31536000;

/**
 * @param {{ build: import("react-router").ServerBuild, clientDir: string, trustProxy?: string | undefined }} opts
 */
export function createApp({ build, clientDir, trustProxy }) {
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy) app.set("trust proxy", trustProxy === "true" ? true : trustProxy);

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log("info", "request", {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
    next();
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
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  // One canonical form per URL: "/comparacion/" → 301 "/comparacion" (query kept).
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
      const q = req.originalUrl.indexOf("?");
      const query = q >= 0 ? req.originalUrl.slice(q) : "";
      res.redirect(301, (req.path.replace(/\/+$/, "") || "/") + query);
      return;
    }
    next();
  });

  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: ONE_YEAR * 1000,
      index: false,
      redirect: false,
      fallthrough: true,
    }),
  );

  // Prerendered documents: revalidated on every visit (ETag), served with their own CSP.
  const pageCache = new Map();
  function prerendered(urlPath) {
    if (pageCache.has(urlPath)) return pageCache.get(urlPath);
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.join(clientDir, decoded, "index.html");
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      pageCache.set(urlPath, null);
      return null;
    }
    const html = readFileSync(file, "utf8");
    const entry = { html, csp: cspForHtml(html) };
    pageCache.set(urlPath, entry);
    return entry;
  }

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html").send(page.html);
  });

  // Other public files (images, sitemap, robots, .data for client navigation).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, filePath) {
        if (filePath.endsWith(".data") || filePath.endsWith(".xml") || filePath.endsWith(".txt")) {
          res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        } else if (/\.(svg|png|jpe?g|webp|avif|ico|woff2)$/.test(filePath)) {
          res.setHeader("Cache-Control", "public, max-age=604800, stale-while-revalidate=86400");
        }
        if (filePath.endsWith(".xml")) res.setHeader("Content-Type", "application/xml; charset=utf-8");
        res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      },
    }),
  );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV ?? "production",
      // Route actions get the client address (req.ip: the socket's, or the proxy-reported one
      // when TRUST_PROXY is set) for the newsletter rate limit.
      getLoadContext: build.entry.module.getLoadContext,
    }),
  );

  // Last resort: never a stack trace, never an HTML error page for an API.
  app.use((err, req, res, _next) => {
    log("error", "unhandled", { path: req.path, message: err instanceof Error ? err.message : String(err) });
    if (res.headersSent) return;
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 600 ? err.status : 500;
    res.status(status).json({ error: "Error interno del servidor" });
  });

  return app;
}
