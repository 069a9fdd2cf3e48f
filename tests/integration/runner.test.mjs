// scripts/run-e2e.mjs when the server under test dies mid-run: the run stops at once and prints
// the server's exit code or signal and the last lines of its log, instead of a flood of
// ECONNREFUSED failures with no cause. Needs `npm run build`.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort, requireBuild, ROOT } from "../../scripts/lib/app-server.mjs";
import { runLayers } from "../../scripts/lib/run-layers.mjs";

requireBuild();

describe("the browser-test runner", () => {
  it("stops at once when the server under test dies, with the signal and the log tail", async () => {
    const port = await freePort(process.env.TEST_PORT);
    const child = spawn(process.execPath, ["scripts/run-e2e.mjs", "--config", "tests/runner/playwright.server-dies.config.ts"], {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT: String(port), LOG_REQUESTS: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise((resolve) => child.on("close", (c) => resolve(c)));
    expect(code, output).not.toBe(0);
    expect(output).toContain("The server under test stopped during the run (killed by signal SIGKILL)");
    // The log tail names the server's own start-up line.
    expect(output).toMatch(/"event":"listening"/);
    // Stopped at once: the thirty later tests did not each report a refused connection.
    expect((output.match(/ECONNREFUSED/g) ?? []).length).toBeLessThan(5);
  }, 900_000);

  it("in npm test's layout (two slots, layers side by side): only the e2e layer stops; the others run, report, and the run fails", async () => {
    const port = await freePort(process.env.TEST_PORT);
    const output = [];
    const { results, ok, summary } = await runLayers(
      [
        {
          name: "e2e",
          cmd: process.execPath,
          args: ["scripts/run-e2e.mjs", "--config", "tests/runner/playwright.server-dies.config.ts"],
          env: { E2E_PORT: String(port), LOG_REQUESTS: "0" },
        },
        // Side by side with e2e, still running when the server dies.
        { name: "beside", cmd: process.execPath, args: ["-e", "setTimeout(() => console.log('beside done'), 3000)"] },
        // Waits for e2e to end, whatever its result (as integration-edited does).
        { name: "after-e2e", cmd: process.execPath, args: ["-e", "console.log('after e2e ran')"], waitFor: ["e2e"] },
      ],
      { slots: 2, log: (l) => output.push(l), write: (t) => output.push(t) },
    );
    const text = output.join("\n");
    expect(ok, text).toBe(false);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["e2e", false],
      ["beside", true],
      ["after-e2e", true],
    ]);
    // The e2e layer's held output names the cause, in one piece, the others' lines not inside it.
    const e2eBlock = text.slice(text.indexOf(`==== e2e: ${process.execPath}`), text.indexOf("==== e2e: FAILED"));
    expect(e2eBlock).toContain("The server under test stopped during the run (killed by signal SIGKILL)");
    expect(e2eBlock).toMatch(/"event":"listening"/);
    expect(e2eBlock).not.toContain("beside done");
    expect(text).toContain("after e2e ran");
    expect(summary).toMatch(/e2e\s+FAILED \(exit 1\)/);
    expect(summary).toContain("FAILED: e2e");
  }, 900_000);
});
