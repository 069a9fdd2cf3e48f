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

  it("runs layers side by side on two slots, each after the layers it names, and never more at once", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-layers-"));
    // Each layer records when it ran.
    const timed = (name, ms = 1000) =>
      node(`const t = Date.now(); setTimeout(() => require("fs").writeFileSync(${JSON.stringify(path.join(dir, name))}, JSON.stringify([t, Date.now()])), ${ms})`);
    const lines = [];
    const { ok, summary } = await runLayers(
      [
        // The build lasts long enough that lint (1 s) ends and unit starts well before it, however
        // slowly the machine starts each process.
        { name: "build", ...timed("build", 4000) },
        { name: "lint", ...timed("lint") },
        { name: "e2e", needsBuild: true, ...timed("e2e") },
        { name: "unit", ...timed("unit") },
        { name: "late", after: ["e2e", "unit"], ...timed("late", 200) },
      ],
      { log: (l) => lines.push(l), write: (t) => lines.push(t), slots: 2 },
    );
    expect(ok, summary).toBe(true);
    const at = Object.fromEntries(["build", "lint", "e2e", "unit", "late"].map((n) => [n, JSON.parse(fs.readFileSync(path.join(dir, n), "utf8"))]));
    fs.rmSync(dir, { recursive: true, force: true });
    const overlap = (a, b) => a[0] < b[1] && b[0] < a[1];
    // build and lint start together; unit takes lint's slot (e2e still waits for the build).
    expect(overlap(at.build, at.lint)).toBe(true);
    expect(at.e2e[0]).toBeGreaterThanOrEqual(at.build[1]);
    expect(at.unit[0]).toBeGreaterThanOrEqual(at.lint[1]);
    expect(overlap(at.build, at.unit)).toBe(true);
    expect(at.late[0]).toBeGreaterThanOrEqual(Math.max(at.e2e[1], at.unit[1]));
    // Never three at once.
    const all = Object.values(at);
    for (const t of all.flat()) expect(all.filter(([s, e]) => s <= t && t < e).length).toBeLessThanOrEqual(2);
    expect(lines.some((l) => /e2e: started at \d+ s/.test(l))).toBe(true);
    expect(summary).toMatch(/total\s+2 slots/);
  });

  it("does not run a layer whose prerequisite failed, runs the others, and fails overall", async () => {
    const { results, ok, summary } = await runLayers(
      [
        { name: "e2e", ...node("process.exit(2)") },
        { name: "after-e2e", after: ["e2e"], ...node("") },
        { name: "unit", ...node("") },
        { name: "waits-for-e2e", waitFor: ["e2e"], ...node("") },
      ],
      { log: () => {}, write: () => {}, slots: 2 },
    );
    expect(ok).toBe(false);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["e2e", false],
      ["after-e2e", false],
      ["unit", true],
      ["waits-for-e2e", true],
    ]);
    expect(summary).toMatch(/after-e2e\s+not run: e2e failed/);
  });

  it("passes a layer's own environment, and removes the variables it sets to undefined", async () => {
    process.env.RUN_LAYERS_DROPPED = "x";
    const { ok } = await runLayers(
      [
        {
          name: "env",
          env: { RUN_LAYERS_ADDED: "yes", RUN_LAYERS_DROPPED: undefined },
          ...node(`process.exit(process.env.RUN_LAYERS_ADDED === "yes" && !("RUN_LAYERS_DROPPED" in process.env) ? 0 : 1)`),
        },
      ],
      { log: () => {} },
    );
    delete process.env.RUN_LAYERS_DROPPED;
    expect(ok).toBe(true);
  });

  it("starts a layer that takes no slot beside two that fill both", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-layers-"));
    const timed = (name) =>
      node(`const t = Date.now(); setTimeout(() => require("fs").writeFileSync(${JSON.stringify(path.join(dir, name))}, JSON.stringify([t, Date.now()])), 2000)`);
    const { ok } = await runLayers(
      [
        { name: "a", ...timed("a") },
        { name: "b", ...timed("b") },
        { name: "waits", slots: 0, ...timed("waits") },
      ],
      { log: () => {}, write: () => {}, slots: 2 },
    );
    const at = Object.fromEntries(["a", "b", "waits"].map((n) => [n, JSON.parse(fs.readFileSync(path.join(dir, n), "utf8"))]));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(ok).toBe(true);
    expect(at.waits[0]).toBeLessThan(Math.min(at.a[1], at.b[1]));
  });
});
