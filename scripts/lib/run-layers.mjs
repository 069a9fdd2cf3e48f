// Runs test layers as a small dependency graph on a fixed number of slots (one slot ≈ one busy
// core), never stopping at a failure, and prints a summary with each layer's wall and CPU time.
// Used by scripts/test-all.mjs (`npm test`).
//
// A layer starts as soon as every layer named in its `after` (or `waitFor`) has finished and a slot is free;
// among the layers that could start, the first in the list goes first (so list the long ones
// that gate the end of the run early). A layer whose `after` layer FAILED is not run and is
// reported as such (the e2e layer without a build would only report the missing build 391 times);
// every other layer still runs, and the run fails at the end if any layer failed or was not run.
// With one slot the layers run one after the other, in list order. Output: with one slot a layer
// prints as it runs; with more, each layer's output is held and printed in one piece when it ends
// (so two layers' lines never interleave), with a start line as it begins.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CPU_OF = path.join(path.dirname(fileURLToPath(import.meta.url)), "cpu-of.mjs");

/**
 * @typedef {{ name: string, cmd: string, args: string[], after?: string[], waitFor?: string[],
 *   startsWhen?: () => boolean, needsBuild?: boolean, slots?: number, env?: Record<string, string | undefined> }} Layer
 *   `after`: layers that must have succeeded; `waitFor`: layers that must have ended, whatever
 *   their result; `startsWhen`: checked every second while the layer waits only on its `waitFor`
 *   layers — once it holds, the layer starts without waiting for them to end (e.g. a file another
 *   layer writes half-way); `needsBuild` is `after: ["build"]`; `slots` how many of the run's slots it takes (default 1;
 *   0 for a layer that mostly waits on timers and servers: with more than one slot it starts as
 *   soon as its prerequisites have ended, beside whatever runs);
 *   `env` is added to (or, with `undefined`, removed from) the layer's environment.
 * @typedef {{ name: string, ok: boolean, code: number | null, signal: string | null, seconds: number,
 *   cpu?: number | null, note?: string, startedAt?: number, failures?: string[] }} LayerResult
 */

/**
 * Runs one layer; with `buffer`, its output is held and printed in one piece when it ends.
 * The command runs under cpu-of.mjs, which reports the CPU seconds (user + sys) of its process tree.
 */
function run(layer, buffer, runStarted, write) {
  const started = Date.now();
  const cpuFile = path.join(os.tmpdir(), `layer-cpu-${process.pid}-${layer.name}-${started}`);
  const env = { ...process.env, CPU_OF_OUT: cpuFile };
  for (const [key, value] of Object.entries(layer.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CPU_OF, layer.cmd, ...layer.args], {
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    });
    let out = "";
    if (buffer) {
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
    }
    child.on("error", (error) => (out += `\n${error.message}\n`));
    child.on("close", (code, signal) => {
      if (buffer) write(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====\n${out}`);
      let cpu = null;
      try {
        cpu = Number(fs.readFileSync(cpuFile, "utf8"));
        fs.rmSync(cpuFile, { force: true });
      } catch {
        /* not on Linux, or the wrapper itself was killed */
      }
      resolve({
        name: layer.name,
        ok: code === 0,
        code,
        signal,
        seconds: (Date.now() - started) / 1000,
        cpu,
        startedAt: (started - runStarted) / 1000,
        failures: code === 0 ? [] : failureLines(out),
      });
    });
  });
}

// CI keeps only the end of a run's output: the summary repeats, per failed layer, the lines that name
// what failed (Playwright's "1) [chromium] › file › test", Vitest's "FAIL"/"×", the first error lines),
// so a failure can be read without the whole log.
const FAILURE_LINE = /(^\s*\d+\) \[|✘|×|\bFAIL\b|^\s*(Error|AssertionError|TimeoutError)\b|Error: )/;
export function failureLines(out, max = 12) {
  const lines = out
    // Colour codes (ESC [ … m) of the tools' output: the escape character is the point of the pattern.
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => FAILURE_LINE.test(line))
    .map((line) => line.trim().slice(0, 200));
  return [...new Set(lines)].slice(0, max);
}

const cpuText = (r) => (typeof r.cpu === "number" ? `, ${r.cpu.toFixed(0)} s CPU` : "");
const depsOf = (layer) => [...(layer.after ?? []), ...(layer.needsBuild ? ["build"] : [])];
const waitsOf = (layer) => [...depsOf(layer), ...(layer.waitFor ?? [])];

/**
 * @param {Layer[]} layers
 * @param {{ log?: (line: string) => void, write?: (text: string) => void, slots?: number }} [options]
 *   `write` receives the held output of a layer (more than one slot) when it ends
 * @returns {Promise<{ results: LayerResult[], ok: boolean, summary: string }>}
 */
export async function runLayers(
  layers,
  { log = (line) => console.log(line), write = (text) => process.stdout.write(text), slots = 1 } = {},
) {
  const names = new Set(layers.map((l) => l.name));
  for (const layer of layers) {
    for (const dep of waitsOf(layer)) {
      if (!names.has(dep)) throw new Error(`layer ${layer.name}: unknown layer "${dep}" in after/waitFor`);
    }
  }
  const runStarted = Date.now();
  /** @type {Map<string, LayerResult>} */
  const done = new Map();
  const pending = [...layers];
  const running = new Map(); // name → slots taken
  const buffer = slots > 1;

  /** Ready to start: every prerequisite has ended, or its `after` layers have and `startsWhen` holds. */
  const canStart = (layer) =>
    waitsOf(layer).every((d) => done.has(d)) || (layer.startsWhen !== undefined && depsOf(layer).every((d) => done.has(d)) && layer.startsWhen());
  let poll = null;

  await new Promise((resolveAll) => {
    const schedule = () => {
      // Layers whose prerequisite failed (or was not run) are settled as "not run" at once.
      let changed = true;
      while (changed) {
        changed = false;
        for (const layer of [...pending]) {
          const failedDep = depsOf(layer).find((d) => done.has(d) && !done.get(d).ok);
          if (!failedDep) continue;
          pending.splice(pending.indexOf(layer), 1);
          const note = failedDep === "build" ? "not run: no build" : `not run: ${failedDep} failed`;
          log(`\n==== ${layer.name}: ${note} ====`);
          done.set(layer.name, { name: layer.name, ok: false, code: null, signal: null, seconds: 0, note });
          changed = true;
        }
      }
      const busy = () => [...running.values()].reduce((a, b) => a + b, 0);
      for (const layer of [...pending]) {
        if (!canStart(layer)) continue;
        // A layer wider than the run takes it all; with one slot, every layer takes it (one at a time).
        const need = slots === 1 ? 1 : Math.min(layer.slots ?? 1, slots);
        if (busy() + need > slots) continue;
        pending.splice(pending.indexOf(layer), 1);
        running.set(layer.name, need);
        if (buffer) log(`==== ${layer.name}: started at ${((Date.now() - runStarted) / 1000).toFixed(0)} s ====`);
        else log(`\n==== ${layer.name}: ${layer.cmd} ${layer.args.join(" ")} ====`);
        run(layer, buffer, runStarted, write).then((r) => {
          running.delete(layer.name);
          done.set(layer.name, r);
          log(`==== ${r.name}: ${r.ok ? "ok" : "FAILED"} in ${r.seconds.toFixed(0)} s${cpuText(r)} ====`);
          schedule();
        });
      }
      if (running.size === 0 && pending.length > 0) {
        // Nothing runs and nothing can start: the rest wait on each other (a cycle in `after`).
        for (const layer of pending.splice(0)) {
          log(`\n==== ${layer.name}: not run — its after layers wait on each other ====`);
          done.set(layer.name, { name: layer.name, ok: false, code: null, signal: null, seconds: 0, note: "not run: cycle" });
        }
      }
      // A layer that may start on its own condition is looked at again every second.
      clearTimeout(poll);
      if (pending.some((l) => l.startsWhen)) poll = setTimeout(schedule, 1000);
      if (pending.length === 0 && running.size === 0) resolveAll(undefined);
    };
    schedule();
  });

  const results = layers.map((l) => /** @type {LayerResult} */ (done.get(l.name)));
  const total = (Date.now() - runStarted) / 1000;
  // Wall time per layer (layers side by side overlap: "from" is when each started), and the CPU
  // seconds (user + sys) of the layer's process tree: on a shared machine the CPU figure moves
  // much less than the wall time.
  const lines = [
    "",
    "==== Summary ====",
    `${"layer".padEnd(18)} ${"result".padEnd(24)} ${"from".padStart(7)} ${"wall".padStart(7)} ${"CPU".padStart(7)}`,
  ];
  for (const r of results) {
    const status = r.ok ? "ok" : r.note ?? `FAILED (${r.signal ? `signal ${r.signal}` : `exit ${r.code}`})`;
    const cpu = typeof r.cpu === "number" ? `${r.cpu.toFixed(0)} s` : "–";
    const from = typeof r.startedAt === "number" ? `${r.startedAt.toFixed(0)} s` : "–";
    lines.push(
      `${r.name.padEnd(18)} ${status.padEnd(24)} ${from.padStart(7)} ${`${r.seconds.toFixed(0)} s`.padStart(7)} ${cpu.padStart(7)}`,
    );
  }
  const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  lines.push(
    `${"total".padEnd(18)} ${`${slots} slot${slots === 1 ? "" : "s"}`.padEnd(24)} ${"".padStart(7)} ${`${total.toFixed(0)} s`.padStart(7)} ${`${cpuTotal.toFixed(0)} s`.padStart(7)}`,
  );
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  for (const r of results) {
    if (r.failures?.length) lines.push(`\n${r.name} — what failed:`, ...r.failures.map((line) => `  ${line}`));
  }
  lines.push(failed.length ? `\nFAILED: ${failed.join(", ")}` : "\nAll test suites passed.");
  const summary = lines.join("\n");
  log(summary);
  return { results, ok: failed.length === 0, summary };
}
