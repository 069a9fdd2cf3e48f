// scripts/run-e2e.mjs when the server under test dies mid-run: the run stops at once and prints
// the server's exit code or signal and the last lines of its log, instead of a flood of
// ECONNREFUSED failures with no cause. Needs `npm run build`.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort, requireBuild, ROOT } from "../../scripts/lib/app-server.mjs";

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
  }, 240_000);
});
