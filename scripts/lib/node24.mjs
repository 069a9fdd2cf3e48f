// The Node 24 LTS binary that `npm test` runs the server-side suites under. The machine's own Node
// when it is 24 or newer; otherwise the registry's `node@24` package, fetched once by npx into its
// cache (a machine without Node 24 needs only the npm registry). Resolved once per run, before any
// layer starts: several layers calling `npx -y node@24` at the same moment on a fresh machine would
// each download it into the same cache folder.
import { spawn } from "node:child_process";
import path from "node:path";

const MAJOR = 24;

const NPX_ARGS = ["-y", `node@${MAJOR}`, "-p", "process.execPath + ' ' + process.version"];

/** The binary and version npx printed, or an error that says why there is none. */
function parseNode24({ status, stdout, stderr }) {
  const [bin, version] = (stdout ?? "").trim().split(/\s+/).slice(-2);
  if (status !== 0 || !bin || !path.isAbsolute(bin) || !version?.startsWith(`v${MAJOR}.`)) {
    throw new Error(
      `Node ${MAJOR} could not be fetched with \`npx -y node@${MAJOR}\` (exit ${status}): the server-side suites run on it.\n${stderr ?? ""}`,
    );
  }
  return { bin, version };
}

/**
 * Without blocking: `npm test` fetches Node 24 (a download on a fresh machine) while it makes the
 * PGlite template and finds the tests' browser.
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

/** Environment for a layer whose every `node` (npx, npm scripts, tsx, spawned servers) is Node 24. */
export function node24Env(bin) {
  return { PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ""}` };
}
