import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runningNodeIsSupported, SUPPORTED_NODE } from "./node24.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));

describe("the Node the project runs on", () => {
  it("reads package.json's engines floor and compares versions field by field", () => {
    expect(SUPPORTED_NODE).toBe(pkg.engines.node);
    const [major, minor] = SUPPORTED_NODE.replace(/^>=\s*/, "").split(".").map(Number);
    expect(runningNodeIsSupported(`${major}.${minor}.0`)).toBe(true);
    expect(runningNodeIsSupported(`v${major}.${minor + 1}.0`)).toBe(true);
    expect(runningNodeIsSupported(`${major + 2}.0.0`)).toBe(true);
    expect(runningNodeIsSupported(`${major}.${minor - 1}.99`)).toBe(false);
    expect(runningNodeIsSupported("20.20.2")).toBe(false);
  });

  it("runs the tests themselves on a supported Node (npm test starts them through the launcher)", () => {
    expect(runningNodeIsSupported(), process.version).toBe(true);
  });

  it("puts the commands that need React Router 8's Node behind the launcher", () => {
    for (const name of ["build", "start", "test", "dev", "typecheck", "lint", "test:unit", "test:e2e"]) {
      expect(pkg.scripts[name], name).toMatch(/^node scripts\/on-node24\.mjs /);
    }
  });

  it("launcher: on a supported Node it runs the command as it is and passes its exit code on", () => {
    const ok = spawnSync(process.execPath, ["scripts/on-node24.mjs", "node", "-p", "process.version"], { cwd: ROOT, encoding: "utf8" });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout.trim()).toBe(process.version);
    expect(ok.stderr).toBe("");
    const failed = spawnSync(process.execPath, ["scripts/on-node24.mjs", "node", "-e", "process.exit(3)"], { cwd: ROOT, encoding: "utf8" });
    expect(failed.status).toBe(3);
    const missing = spawnSync(process.execPath, ["scripts/on-node24.mjs", "no-such-command-here"], { cwd: ROOT, encoding: "utf8" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/No se pudo ejecutar no-such-command-here/);
  });
});
