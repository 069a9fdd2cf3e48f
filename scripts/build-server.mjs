// Last step of `npm run build`: compiles the TypeScript server (server/index.ts and what it imports
// from server/ and app/platform) into dist/server.js and the chunks it imports on demand, which plain
// `node` runs (`npm start`, the systemd unit, the tests' servers; Node ≥ 22.22, the `engines` floor).
// Packages stay imports of node_modules; the React Router build is still loaded at run time from
// build/ or releases/current. dist/ sits one level below the project, as server/ does, so the server
// finds the project root the same way. `npm run dev` runs server/index.ts through tsx instead
// (decision 0205).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
const result = await build({
  entryPoints: [path.join(root, "server/index.ts")],
  outdir: path.join(root, "dist"),
  entryNames: "server",
  // server/index.ts sets NODE_ENV before it imports the rest (React picks its build when first
  // loaded): split chunks keep those dynamic imports dynamic, so no package loads before it.
  splitting: true,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node22.22",
  sourcemap: "linked",
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
  banner: { js: "// Compiled from server/*.ts by scripts/build-server.mjs (npm run build). Do not edit." },
  metafile: true,
});
// Chunks of earlier builds go once the new ones are written (a running server imported its own at
// start-up, before it listened).
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(root, f)));
for (const name of fs.readdirSync(path.join(root, "dist"))) {
  const file = path.join(root, "dist", name);
  if (!written.has(file)) fs.rmSync(file, { force: true });
}
console.log(`server: dist/server.js (${((performance.now() - started) / 1000).toFixed(1)} s)`);
