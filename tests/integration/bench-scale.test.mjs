// `npm run bench:scale` at tiny sizes (11 operators, 2,000 clicks): the one JSON line has the keys
// issue 39 names, its figures are measurements (positive, the larger catalogue has more pages), and
// nothing is written into content/ nor left in .tmp/. Two builds: slow (minutes), like the
// content-edit test.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, ROOT } from "../../scripts/lib/app-server.mjs";

function treeHash(dir) {
  const h = createHash("sha256");
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else h.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return h.digest("hex");
}

const run = (args, env) =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "bench:scale", "--", ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.once("exit", (code) => resolve({ code, out, err }));
  });

describe("npm run bench:scale", () => {
  it("prints one JSON line with baseline, scaled and data figures, and leaves content/ as it was", async () => {
    const before = treeHash(path.join(ROOT, "content"));
    const leftovers = () => (fs.existsSync(path.join(ROOT, ".tmp")) ? fs.readdirSync(path.join(ROOT, ".tmp")).filter((f) => f.startsWith("bench-scale-")) : []);
    const earlier = leftovers();
    const { code, out, err } = await run(["--operators", "11", "--clicks", "2000", "--json"], { BENCH_PORT: String(await freePort(process.env.TEST_PORT)) });
    expect(code, err).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0]);
    expect(Object.keys(result)).toEqual(["baseline", "scaled", "data"]);
    const catalogueKeys = ["operators", "pages", "buildSeconds", "buildPeakRssMb", "publishSeconds", "serverRssMb"];
    for (const c of [result.baseline, result.scaled]) {
      expect(Object.keys(c)).toEqual(catalogueKeys);
      for (const k of catalogueKeys) expect(c[k], k).toBeGreaterThan(0);
    }
    const shipped = fs.readdirSync(path.join(ROOT, "content/operators")).filter((f) => f.endsWith(".yaml")).length;
    expect(result.baseline.operators).toBe(shipped);
    expect(result.scaled.operators).toBe(11);
    // One more operator: its review and its pairs.
    expect(result.scaled.pages).toBeGreaterThan(result.baseline.pages);
    expect(Object.keys(result.data)).toEqual(["small", "large"]);
    expect(result.data.small.clicks).toBe(10_000);
    expect(result.data.large.clicks).toBe(2_000);
    for (const d of [result.data.small, result.data.large]) {
      expect(Object.keys(d)).toEqual(["clicks", "statsSeconds", "panelSeconds"]);
      expect(d.statsSeconds).toBeGreaterThan(0);
      expect(d.panelSeconds).toBeGreaterThan(0);
    }
    expect(treeHash(path.join(ROOT, "content"))).toBe(before);
    expect(leftovers()).toEqual(earlier);
  });

  it("refuses an unknown option in Spanish, before building anything", async () => {
    const { code, err } = await run(["--operadores", "3"], {});
    expect(code).not.toBe(0);
    expect(err).toMatch(/Opción desconocida: --operadores/);
  });
});
