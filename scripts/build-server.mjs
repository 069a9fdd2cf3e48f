// Last step of `npm run build`: compiles the TypeScript server (server/index.ts and what it imports
// from server/ and app/platform) into one ES module, dist/server.js, that plain `node` runs on every
// Node line (`npm start`, the systemd unit, the tests' servers). Packages stay imports of
// node_modules; the React Router build is still loaded at run time from build/ or releases/current.
// dist/ sits one level below the project, as server/ does, so the server finds the project root the
// same way. `npm run dev` runs server/index.ts through tsx instead (decision 0205).
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
await build({
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(root, "dist/server.js"),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
  banner: { js: "// Compiled from server/*.ts by scripts/build-server.mjs (npm run build). Do not edit." },
});
console.log(`server: dist/server.js (${((performance.now() - started) / 1000).toFixed(1)} s)`);
