import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runLayers } from "./run-layers.mjs";

const node = (code) => ({ cmd: process.execPath, args: ["-e", code] });

// A layer's child for the tests that check order: it writes dir/<name>.start when it begins and
// dir/<name>.end when it ends, each holding the next number of a counter shared by all children
// (a mkdir lock keeps two from taking the same one): an order of events, whatever the machine's
// speed. With `waitFor`, it ends only once that layer has started (and gives up with exit 1
// after 300 s, which fails the run), so two layers overlap by construction, not by duration.
const eventChild = (dir, name, waitFor) => `
  const fs = require("fs"), path = require("path"), dir = ${JSON.stringify(dir)};
  const stamp = (file) => {
    const counter = path.join(dir, "counter");
    for (;;) { try { fs.mkdirSync(counter + ".lock"); break; } catch {} }
    const next = (fs.existsSync(counter) ? Number(fs.readFileSync(counter, "utf8")) : 0) + 1;
    fs.writeFileSync(counter, String(next));
    fs.rmdirSync(counter + ".lock");
    fs.writeFileSync(path.join(dir, file), String(next));
  };
  stamp(${JSON.stringify(name + ".start")});
  const waitFor = ${JSON.stringify(waitFor ?? null)}, since = Date.now();
  const tick = () => {
    if (!waitFor || fs.existsSync(path.join(dir, waitFor + ".start"))) return stamp(${JSON.stringify(name + ".end")});
    if (Date.now() - since > 300000) process.exit(1);
    setTimeout(tick, 20);
  };
  tick();`;
const eventsOf = (dir, names) =>
  Object.fromEntries(names.map((n) => [n, ["start", "end"].map((e) => Number(fs.readFileSync(path.join(dir, `${n}.${e}`), "utf8")))]));

// Each layer is a real child process: generous timeouts, the machine may be busy.
describe("runLayers (npm test's runner)", { timeout: 600_000 }, () => {
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
    // Ordered by events, not by durations (the machine may be slow or busy): each layer writes
    // "<name>.start" when it begins and "<name>.end" just before it exits, each with a sequence
    // read from a shared counter file. The build does not end until unit has started, so if the
    // runner ran them one after the other the build would wait for a marker that never comes
    // and give up (exit 1) after 300 s.
    const layer = (name, waitFor) => node(eventChild(dir, name, waitFor));
    const lines = [];
    const { ok, summary } = await runLayers(
      [
        { name: "build", ...layer("build", "unit") },
        { name: "lint", ...layer("lint", "build") }, // ends only once build has started: they overlap
        { name: "e2e", needsBuild: true, ...layer("e2e") },
        { name: "unit", ...layer("unit") },
        { name: "late", after: ["e2e", "unit"], ...layer("late") },
      ],
      { log: (l) => lines.push(l), write: (t) => lines.push(t), slots: 2 },
    );
    expect(ok, summary).toBe(true);
    const at = eventsOf(dir, ["build", "lint", "e2e", "unit", "late"]);
    fs.rmSync(dir, { recursive: true, force: true });
    const overlap = (a, b) => a[0] < b[1] && b[0] < a[1];
    // build and lint start together; unit takes lint's slot (e2e still waits for the build).
    expect(overlap(at.build, at.lint)).toBe(true);
    expect(at.e2e[0]).toBeGreaterThan(at.build[1]);
    expect(at.unit[0]).toBeGreaterThan(at.lint[1]);
    expect(overlap(at.build, at.unit)).toBe(true);
    expect(at.late[0]).toBeGreaterThan(Math.max(at.e2e[1], at.unit[1]));
    // Never three at once: at every event, at most two layers have started and not ended.
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
    // a and b hold both slots until "waits" has started: it can only start if it takes no slot.
    const { ok, summary } = await runLayers(
      [
        { name: "a", ...node(eventChild(dir, "a", "waits")) },
        { name: "b", ...node(eventChild(dir, "b", "waits")) },
        { name: "waits", slots: 0, ...node(eventChild(dir, "waits")) },
      ],
      { log: () => {}, write: () => {}, slots: 2 },
    );
    expect(ok, summary).toBe(true);
    const at = eventsOf(dir, ["a", "b", "waits"]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(at.waits[0]).toBeLessThan(Math.min(at.a[1], at.b[1]));
  });

  it("starts a layer on its own condition (startsWhen) before the layer it waits for has ended", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "run-layers-"));
    // "long" ends only once "early" has started; "early" waits for "long" unless a file "long"
    // writes at its start is there: without startsWhen the two would wait on each other until
    // "long" gives up (exit 1).
    const { ok, summary } = await runLayers(
      [
        { name: "long", ...node(eventChild(dir, "long", "early")) },
        { name: "early", waitFor: ["long"], slots: 0, startsWhen: () => fs.existsSync(path.join(dir, "long.start")), ...node(eventChild(dir, "early")) },
        { name: "later", waitFor: ["long"], slots: 0, ...node(eventChild(dir, "later")) },
      ],
      { log: () => {}, write: () => {}, slots: 2 },
    );
    expect(ok, summary).toBe(true);
    const at = eventsOf(dir, ["long", "early", "later"]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(at.early[0]).toBeLessThan(at.long[1]);
    // Without the condition, waitFor still means "after it ended".
    expect(at.later[0]).toBeGreaterThan(at.long[1]);
  });

  it("repeats, under the summary, the lines of a failed layer that name what failed", async () => {
    const playwrightTail = [
      "  1 passed",
      "  1) [chromium] › tests/e2e/home.spec.ts:12:3 › la portada muestra los casinos",
      "    Error: expect(locator).toBeVisible() failed",
      "  1 failed",
    ].join("\\n");
    const { ok, summary } = await runLayers(
      [
        { name: "browser", ...node(`console.log("\\x1b[31m${playwrightTail}\\x1b[39m"); process.exit(1)`) },
        { name: "fine", ...node(`console.log("Error: not a failure, the layer passed")`) },
      ],
      { log: () => {}, write: () => {}, slots: 2 },
    );
    expect(ok).toBe(false);
    const digest = summary.slice(summary.indexOf("browser — what failed:"));
    expect(digest).toContain("1) [chromium] › tests/e2e/home.spec.ts:12:3 › la portada muestra los casinos");
    expect(digest).toContain("Error: expect(locator).toBeVisible() failed");
    expect(digest).not.toContain("\x1b[");
    expect(summary).not.toContain("fine — what failed");
    expect(summary).not.toContain("not a failure");
  });
});
