// The server entry, for production and development alike:
//   `npm start` (after `npm run build`): the built site from build/ (or BUILD_DIR).
//   `npm run dev` (`--dev`): the same app with Vite's middleware; React Router's server build is
//   loaded through Vite's SSR module loader, so edits apply without a restart (HMR in the page).
// Both listen on PORT (default 3000) with the same headers, redirects, method checks and 404s.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Express } from "express";
import type { RunnableDevEnvironment, ViteDevServer } from "vite";
import type { AppBuild, AppOptions, Services } from "./app.ts";
// Reads no React: safe before NODE_ENV is decided below.
import { configValue, defaultConfigValue } from "../app/platform/env.server.ts";

const dev = process.argv.includes("--dev");
// React picks its build (development/production) when first loaded: decide before importing it.
defaultConfigValue("NODE_ENV", dev ? "development" : "production");
const { createApp, createHttpServer, parseNotFoundRenders } = await import("./app");
const { log } = await import("../app/platform/log.server");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(configValue("PORT") ?? 3000);
const host = configValue("HOST") ?? "0.0.0.0";

function fail(err: unknown): never {
  log("error", "startup_failed", { message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

// Configuration mistakes stop the server before it opens the database.
try {
  const { parseTrustProxy } = await import("./trust-proxy");
  parseTrustProxy(configValue("TRUST_PROXY"));
  parseNotFoundRenders(configValue("NOT_FOUND_RENDERS_PER_SECOND"));
} catch (err) {
  fail(err);
}

/**
 * The build to serve: BUILD_DIR (the folder `npm run build` wrote with the same variable), else
 * the current release of `npm run publish` (releases/current), else build/. Resolved to its real
 * folder, so that a new release is a new module (Node caches modules by path).
 */
function buildDirectory() {
  const buildDir = configValue("BUILD_DIR");
  if (buildDir) return path.resolve(root, buildDir);
  // RELEASES_DIR: where `npm run publish` keeps its releases (default releases/).
  const current = path.join(path.resolve(root, configValue("RELEASES_DIR") || "releases"), "current");
  return fs.existsSync(current) ? current : path.join(root, "build");
}

async function loadRelease() {
  const dir = fs.realpathSync(buildDirectory());
  const build: AppBuild = await import(pathToFileURL(path.join(dir, "server/index.js")).href);
  // The content the build was made from (and checked), copied into it by `npm run build`: what
  // this release serves, whatever happens to the working content/ folder since (issue 42). A build
  // made before builds carried their content falls back to the working folder, as before, and
  // /healthz says so.
  const carried = path.join(dir, "content");
  let content: "release" | "working-folder" = "release";
  if (fs.existsSync(carried) && build.entry.module.serveContentFrom) build.entry.module.serveContentFrom(carried);
  else {
    content = "working-folder";
    log("warn", "release_without_content", { release: path.basename(dir), message: "this build carries no content/: serving the working content folder" });
  }
  return { build, clientDir: path.join(dir, "client"), dir, release: path.basename(dir), content };
}

let app: Express | undefined;
const server = createHttpServer((req, res) => app?.(req, res));

let vite: ViteDevServer | undefined;
let options: Omit<AppOptions, "services"> & { dir?: string };
if (dev) {
  const { createServer } = await import("vite");
  // Vite's HMR WebSocket shares this HTTP server, and so PORT.
  // No CORS headers (production sends none).
  vite = await createServer({ root, appType: "custom", server: { middlewareMode: true, hmr: { server }, cors: false } });
  const runner = (vite.environments.ssr as RunnableDevEnvironment).runner;
  const loadBuild = () => runner.import<AppBuild>("virtual:react-router/server-build");
  const { prerenderPaths } = await runner.import<typeof import("../app/composition/site-pages.server")>("/app/composition/site-pages.server.ts");
  options = { build: loadBuild, renderedPaths: prerenderPaths(), devMiddleware: vite.middlewares };
} else {
  options = await loadRelease();
  // A production start for a public address never serves example people or an example publisher (decision 0237).
  const { EXAMPLE_DATA_REFUSED, isPublicSite } = await import("../app/platform/publisher.server");
  const siteUrl = configValue("SITE_URL");
  const files = (options.build as AppBuild).entry.module.EXAMPLE_DATA_FILES ?? [];
  if (siteUrl && isPublicSite(siteUrl) && files.length) {
    fail(new Error(EXAMPLE_DATA_REFUSED(siteUrl, files)));
  }
}
// The process's services (database, mail, counters, rate limiters), made once by the first build
// and handed to every request through React Router's context, in development too: an edit
// re-evaluates the app's modules, never the services.
let made: Services | undefined;
try {
  made = (typeof options.build === "function" ? await options.build() : options.build).entry.module.createServices();
  await made.start();
} catch (err) {
  await made?.stop().catch(() => {});
  await vite?.close();
  fail(err);
}
const services: Services = made;

try {
  app = createApp({ ...options, services, trustProxy: configValue("TRUST_PROXY"), notFoundRendersPerSecond: configValue("NOT_FOUND_RENDERS_PER_SECOND"), pageCacheMb: configValue("PAGE_CACHE_MB") });
} catch (err) {
  await services.stop().catch(() => {});
  await vite?.close();
  fail(err);
}
server.listen(port, host, () => {
  log("info", "listening", {
    url: `http://localhost:${port}`,
    pid: process.pid,
    mode: dev ? "development" : "production",
    ...(options.dir ? { release: path.basename(options.dir) } : {}),
  });
});

// `npm run publish` (or `systemctl reload`): SIGHUP switches to the current release in place.
// The new build is loaded and its app made before the switch; requests already inside the old
// app finish there, every request after the switch gets the new one, and the listening socket
// never closes. The services are the process's own and carry over (made by the release the
// process started with): a release with new migrations, changed services or server/ changes needs
// a restart instead.
let reloading = Promise.resolve();
function reload() {
  if (dev) return log("warn", "reload_ignored", { message: "npm run dev reloads by itself" });
  reloading = reloading.then(async () => {
    const from = options.dir;
    try {
      const next = await loadRelease();
      if (next.dir === from) return log("info", "release_unchanged", { release: path.basename(next.dir) });
      const nextApp = createApp({ ...next, services, trustProxy: configValue("TRUST_PROXY"), notFoundRendersPerSecond: configValue("NOT_FOUND_RENDERS_PER_SECOND"), pageCacheMb: configValue("PAGE_CACHE_MB") });
      [app, options] = [nextApp, next];
      log("info", "release_switched", { from: from && path.basename(from), to: path.basename(next.dir) });
    } catch (err) {
      log("error", "release_switch_failed", { release: from && path.basename(from), message: err instanceof Error ? err.message : String(err) });
    }
  });
  return reloading;
}
process.on("SIGHUP", () => void reload());

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log("info", "shutdown", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await vite?.close(); // its HMR WebSockets would otherwise hold the server open
  server.close(async () => {
    try {
      await services.stop();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
