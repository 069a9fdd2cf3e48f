import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runLayers } from "./run-layers.mjs";

const node = (code) => ({ cmd: process.execPath, args: ["-e", code] });

// Each layer is a real child process: generous timeouts, the machine may be busy.
describe("runLayers (npm test's runner)", { timeout: 60_000 }, () => {
  it("runs the layers after a failed one, reports each with its time, and fails overall", async () => {
    const lines = [];
    const { results, ok, summary } = await runLayers(
      [
        { name: "first", ...node("process.exit(3)") },
        { name: "second", ...node("") },
        { name: "third", ...node("process.kill(process.pid, 'SIGKILL')") },
      ],
      { log: (l) => lines.push(l) },
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["first", false],
      ["second", true],
      ["third", false],
    ]);
    expect(ok).toBe(false);
    expect(summary).toMatch(/first\s+FAILED \(exit 3\)/);
    expect(summary).toMatch(/third\s+FAILED \(signal SIGKILL\)/);
    expect(summary).toMatch(/second\s+ok\s+\d+ s/);
    expect(summary).toContain("FAILED: first, third");
  });

  it("does not run the layers that need a build when the build failed, and says so", async () => {
    const { results } = await runLayers(
      [
        { name: "build", ...node("process.exit(1)") },
        { name: "e2e", needsBuild: true, ...node("") },
        { name: "lint", ...node("") },
      ],
      { log: () => {} },
    );
    expect(results.find((r) => r.name === "e2e")?.note).toBe("not run: no build");
    expect(results.find((r) => r.name === "lint")?.ok).toBe(true);
  });

  it("reports the CPU seconds of each layer's process tree, children included", async () => {
    // The layer itself idles; its child burns 0.7 s of its own CPU (however busy the machine).
    const burn = `while (process.cpuUsage().user < 700_000);`;
    const { results, summary } = await runLayers(
      [{ name: "busy-child", ...node(`require("child_process").spawnSync(process.execPath, ["-e", ${JSON.stringify(burn)}])`) }],
      { log: () => {} },
    );
    const cpu = results[0]?.cpu;
    if (process.platform !== "linux") return expect(cpu).toBeNull();
    expect(cpu).toBeGreaterThanOrEqual(0.5);
    expect(summary).toMatch(/busy-child\s+ok\s+\d+ s\s+\d+ s/);
  });

  it("runs a pair side by side", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-layers-"));
    // Each layer records when it ran; the two intervals must overlap.
    const timed = (file) =>
      node(`const t = Date.now(); setTimeout(() => require("fs").writeFileSync(${JSON.stringify(file)}, JSON.stringify([t, Date.now()])), 1000)`);
    const [fa, fb] = [path.join(dir, "a"), path.join(dir, "b")];
    const { ok } = await runLayers(
      [
        { name: "a", ...timed(fa) },
        { name: "b", parallelWith: "a", ...timed(fb) },
      ],
      { log: () => {} },
    );
    expect(ok).toBe(true);
    const [a, b] = [JSON.parse(fs.readFileSync(fa, "utf8")), JSON.parse(fs.readFileSync(fb, "utf8"))];
    fs.rmSync(dir, { recursive: true, force: true });
    expect(a[0] < b[1] && b[0] < a[1]).toBe(true);
  });
});
