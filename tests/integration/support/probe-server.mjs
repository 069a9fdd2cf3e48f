// The production app (server/app.ts on the BUILT site), started as a child process that also
// answers memory questions over its IPC channel: { type: "memory" } → process.memoryUsage()
// after two full garbage collections. Run with --expose-gc and --import tsx. Used by serving.test.mjs to show that
// no request leaves anything behind.
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const { createApp, createHttpServer } = await import(path.join(root, "server/app.ts"));
const build = await import(path.join(root, "build/server/index.js"));
const services = build.entry.module.createServices();
await services.start();
const app = createApp({
  build,
  services,
  clientDir: path.join(root, "build/client"),
  trustProxy: undefined,
  notFoundRendersPerSecond: process.env.NOT_FOUND_RENDERS_PER_SECOND,
});
const server = createHttpServer(app);
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.({ type: "listening" }));

process.on("message", (message) => {
  if (message?.type !== "memory") return;
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ type: "memory", usage: process.memoryUsage() });
});
process.on("disconnect", () => process.exit(0));
