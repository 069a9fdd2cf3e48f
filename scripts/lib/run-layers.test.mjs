import { describe, expect, it } from "vitest";
import { runLayers } from "./run-layers.mjs";

const node = (code) => ({ cmd: process.execPath, args: ["-e", code] });

describe("runLayers (npm test's runner)", () => {
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

  it("runs a pair side by side", async () => {
    const started = Date.now();
    const { ok } = await runLayers(
      [
        { name: "a", ...node("setTimeout(() => {}, 1500)") },
        { name: "b", parallelWith: "a", ...node("setTimeout(() => {}, 1500)") },
      ],
      { log: () => {} },
    );
    expect(ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(2900);
  });
});
