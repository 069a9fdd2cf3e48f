// Production entry: `npm start` (after `npm run build`). Listens on PORT (default 3000).
import path from "node:path";
import { fileURLToPath } from "node:url";

// React picks its build (development/production) when first loaded: decide before importing it.
process.env.NODE_ENV ??= "production";
const { createApp, createHttpServer } = await import("./app.js");
const { log } = await import("./log.js");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

// Configuration mistakes stop the server before it opens the database.
try {
  const { parseTrustProxy } = await import("./trust-proxy.js");
  parseTrustProxy(process.env.TRUST_PROXY);
} catch (err) {
  log("error", "startup_failed", { message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

const build = await import(path.join(root, "build/server/index.js"));
const entry = build.entry.module;

try {
  await entry.onServerStart?.();
} catch (err) {
  log("error", "startup_failed", { message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

let app;
try {
  app = createApp({ build, clientDir: path.join(root, "build/client"), trustProxy: process.env.TRUST_PROXY });
} catch (err) {
  log("error", "startup_failed", { message: err instanceof Error ? err.message : String(err) });
  await Promise.resolve(entry.onServerStop?.()).catch(() => {});
  process.exit(1);
}
const server = createHttpServer(app);
server.listen(port, host, () => {
  log("info", "listening", { url: `http://localhost:${port}`, pid: process.pid });
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutdown", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
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
