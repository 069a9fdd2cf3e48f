// Runs test layers one after another (or two side by side), never stopping at a failure, and
// prints a summary with each layer's time. Used by scripts/test-all.mjs (`npm test`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CPU_OF = path.join(path.dirname(fileURLToPath(import.meta.url)), "cpu-of.mjs");

/**
 * @typedef {{ name: string, cmd: string, args: string[], needsBuild?: boolean, parallelWith?: string }} Layer
 * @typedef {{ name: string, ok: boolean, code: number | null, signal: string | null, seconds: number, cpu?: number | null, note?: string }} LayerResult
 */

/**
 * Runs one layer; with `buffer`, its output is held and printed in one piece when it ends.
 * The command runs under cpu-of.mjs, which reports the CPU seconds (user + sys) of its process tree.
 */
function run(layer, buffer = false) {
  const started = Date.now();
  const cpuFile = path.join(os.tmpdir(), `layer-cpu-${process.pid}-${layer.name}-${started}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CPU_OF, layer.cmd, ...layer.args], {
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, CPU_OF_OUT: cpuFile },
    });
    let out = "";
    if (buffer) {
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
    }
    child.on("error", (error) => (out += `\n${error.message}\n`));
    child.on("close", (code, signal) => {
      if (buffer) process.stdout.write(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====\n${out}`);
      let cpu = null;
      try {
        cpu = Number(fs.readFileSync(cpuFile, "utf8"));
        fs.rmSync(cpuFile, { force: true });
      } catch {
        /* not on Linux, or the wrapper itself was killed */
      }
      resolve({ name: layer.name, ok: code === 0, code, signal, seconds: (Date.now() - started) / 1000, cpu });
    });
  });
}

/**
 * @param {Layer[]} layers
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ results: LayerResult[], ok: boolean, summary: string }>}
 */
const cpuText = (r) => (typeof r.cpu === "number" ? `, ${r.cpu.toFixed(0)} s CPU` : "");

export async function runLayers(layers, { log = (line) => console.log(line) } = {}) {
  const results = [];
  const runStarted = Date.now();
  let buildOk = true;
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i];
    const partner = layers[i + 1]?.parallelWith === layer.name ? layers[i + 1] : null;
    if (layer.needsBuild && !buildOk) {
      log(`\n==== ${layer.name}: not run — the build failed ====`);
      results.push({ name: layer.name, ok: false, code: null, signal: null, seconds: 0, note: "not run: no build" });
      continue;
    }
    if (partner) {
      // Two single-threaded checks on two cores: side by side, outputs printed one after the other.
      const pair = await Promise.all([run(layer, true), run(partner, true)]);
      results.push(...pair);
      i++;
    } else {
      log(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====`);
      const r = await run(layer);
      results.push(r);
      if (layer.name === "build") buildOk = r.ok;
    }
    const last = results.at(-1);
    log(`==== ${last.name}: ${last.ok ? "ok" : "FAILED"} in ${last.seconds.toFixed(0)} s${cpuText(last)} ====`);
  }

  const total = (Date.now() - runStarted) / 1000;
  // Wall time per layer (side-by-side layers overlap), and the CPU seconds (user + sys) of the
  // layer's process tree: on a shared machine the CPU figure moves much less than the wall time.
  const lines = ["", "==== Summary ====", `${"layer".padEnd(18)} ${"result".padEnd(24)} ${"wall".padStart(7)} ${"CPU".padStart(7)}`];
  for (const r of results) {
    const status = r.ok ? "ok" : r.note ?? `FAILED (${r.signal ? `signal ${r.signal}` : `exit ${r.code}`})`;
    const cpu = typeof r.cpu === "number" ? `${r.cpu.toFixed(0)} s` : "–";
    lines.push(`${r.name.padEnd(18)} ${status.padEnd(24)} ${`${r.seconds.toFixed(0)} s`.padStart(7)} ${cpu.padStart(7)}`);
  }
  const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  lines.push(`${"total".padEnd(18)} ${"".padEnd(24)} ${`${total.toFixed(0)} s`.padStart(7)} ${`${cpuTotal.toFixed(0)} s`.padStart(7)}`);
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  lines.push(failed.length ? `\nFAILED: ${failed.join(", ")}` : "\nAll test suites passed.");
  const summary = lines.join("\n");
  log(summary);
  return { results, ok: failed.length === 0, summary };
}
