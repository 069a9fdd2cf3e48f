// The Node 24 LTS binary that `npm test` runs the server-side suites under. The machine's own Node
// when it is 24 or newer; otherwise the registry's `node@24` package, fetched once by npx into its
// cache (a machine without Node 24 needs only the npm registry). Resolved once per run, before any
// layer starts: several layers calling `npx -y node@24` at the same moment on a fresh machine would
// each download it into the same cache folder.
import { spawnSync } from "node:child_process";
import path from "node:path";

const MAJOR = 24;

/** @returns {{ bin: string, version: string }} */
export function resolveNode24() {
  if (Number(process.versions.node.split(".")[0]) >= MAJOR) return { bin: process.execPath, version: process.version };
  const r = spawnSync("npx", ["-y", `node@${MAJOR}`, "-p", "process.execPath + ' ' + process.version"], { encoding: "utf8" });
  const [bin, version] = (r.stdout ?? "").trim().split(/\s+/).slice(-2);
  if (r.status !== 0 || !bin || !path.isAbsolute(bin) || !version?.startsWith(`v${MAJOR}.`)) {
    throw new Error(
      `Node ${MAJOR} could not be fetched with \`npx -y node@${MAJOR}\` (exit ${r.status}): the server-side suites run on it.\n${r.stderr ?? ""}`,
    );
  }
  return { bin, version };
}

/** Environment for a layer whose every `node` (npx, npm scripts, tsx, spawned servers) is Node 24. */
export function node24Env(bin) {
  return { PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ""}` };
}
