// The Node the project runs on: package.json's `engines` (React Router 8 needs Node ≥ 22.22), Node 24
// LTS where the machine's Node is older (these machines and CI come with Node 20). Node 24 is then
// the registry's `node@24` package, fetched once by npx into its cache (a machine without Node 24
// needs only the npm registry). scripts/on-node24.mjs resolves it once per command, before the
// command starts anything: several processes calling `npx -y node@24` at the same moment on a fresh
// machine would each download it into the same cache folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const MAJOR = 24;

/** package.json's `engines.node`, a lower bound `>=X.Y[.Z]`. */
export const SUPPORTED_NODE = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")).engines.node;

/** Whether a version (default: this process's) satisfies `engines.node` (a `>=` bound). */
export function runningNodeIsSupported(version = process.versions.node) {
  const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(SUPPORTED_NODE);
  if (!floor) throw new Error(`package.json engines.node must be a ">=" bound, not ${SUPPORTED_NODE}`);
  const want = floor.slice(1).map((n) => Number(n ?? 0));
  const have = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) if ((have[i] ?? 0) !== want[i]) return (have[i] ?? 0) > want[i];
  return true;
}

const NPX_ARGS = ["-y", `node@${MAJOR}`, "-p", "process.execPath + ' ' + process.version"];

/** The binary and version npx printed, or an error that says why there is none. */
function parseNode24({ status, stdout, stderr }) {
  const [bin, version] = (stdout ?? "").trim().split(/\s+/).slice(-2);
  if (status !== 0 || !bin || !path.isAbsolute(bin) || !version?.startsWith(`v${MAJOR}.`)) {
    throw new Error(
      `No se pudo obtener Node ${MAJOR} con \`npx -y node@${MAJOR}\` (salida ${status}): el proyecto necesita Node ${SUPPORTED_NODE}.\n${stderr ?? ""}`,
    );
  }
  return { bin, version };
}

/**
 * The machine's Node when it is 24 or newer, else the registry's (a download on a fresh machine).
 * @returns {Promise<{ bin: string, version: string }>}
 */
export function resolveNode24() {
  if (Number(process.versions.node.split(".")[0]) >= MAJOR) return Promise.resolve({ bin: process.execPath, version: process.version });
  return new Promise((resolve, reject) => {
    const child = spawn("npx", NPX_ARGS, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (status) => {
      try {
        resolve(parseNode24({ status, stdout, stderr }));
      } catch (err) {
        reject(err);
      }
    });
  });
}

/** Environment for a command whose every `node` (npm, npx, npm scripts, tsx, spawned servers) is Node 24. */
export function node24Env(bin) {
  return { PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ""}` };
}
