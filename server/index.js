// The server entry, for production and development alike:
//   `npm start` (after `npm run build`): the built site from build/ (or BUILD_DIR).
//   `npm run dev` (`--dev`): the same app with Vite's middleware; React Router's server build is
//   loaded through Vite's SSR module loader, so edits apply without a restart (HMR in the page).
// Both listen on PORT (default 3000) with the same headers, redirects, method checks and 404s.
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
// React picks its build (development/production) when first loaded: decide before importing it.
process.env.NODE_ENV ??= dev ? "development" : "production";
const { createApp, createHttpServer } = await import("./app.js");
const { log } = await import("./log.js");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

/** @param {unknown} err */
function fail(err) {
  log("error", "startup_failed", { message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

// Configuration mistakes stop the server before it opens the database.
try {
  const { parseTrustProxy } = await import("./trust-proxy.js");
  parseTrustProxy(process.env.TRUST_PROXY);
  (await import("./app.js")).parseNotFoundRenders(process.env.NOT_FOUND_RENDERS_PER_SECOND);
} catch (err) {
  fail(err);
}

/** @type {import("express").Express | undefined} */
let app;
const server = createHttpServer((req, res) => app?.(req, res));

/** @type {import("vite").ViteDevServer | undefined} */
let vite;
/** @type {Parameters<typeof createApp>[0]} */
let options;
if (dev) {
  const { createServer } = await import("vite");
  // Vite's HMR WebSocket shares this HTTP server, and so PORT.
  // No CORS headers (production sends none).
  vite = await createServer({ root, appType: "custom", server: { middlewareMode: true, hmr: { server }, cors: false } });
  const runner = /** @type {import("vite").RunnableDevEnvironment} */ (vite.environments.ssr).runner;
  const loadBuild = () => runner.import("virtual:react-router/server-build");
  const { prerenderPaths } = await runner.import("/app/lib/site-pages.server.ts");
  options = { build: loadBuild, renderedPaths: prerenderPaths(), devMiddleware: vite.middlewares };
} else {
  // BUILD_DIR: the folder `npm run build` wrote with the same variable (default build/).
  const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
  options = { build: await import(path.join(buildDir, "server/index.js")), clientDir: path.join(buildDir, "client") };
}
const entry = (typeof options.build === "function" ? await options.build() : options.build).entry.module;

try {
  await entry.onServerStart?.();
} catch (err) {
  await vite?.close();
  fail(err);
}

try {
  app = createApp({ ...options, trustProxy: process.env.TRUST_PROXY, notFoundRendersPerSecond: process.env.NOT_FOUND_RENDERS_PER_SECOND });
} catch (err) {
  await Promise.resolve(entry.onServerStop?.()).catch(() => {});
  await vite?.close();
  fail(err);
}
server.listen(port, host, () => {
  log("info", "listening", { url: `http://localhost:${port}`, pid: process.pid, mode: dev ? "development" : "production" });
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutdown", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await vite?.close(); // its HMR WebSockets would otherwise hold the server open
  server.close(async () => {
    try {
      await entry.onServerStop?.();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
