/**
 * The synthetic catalogue of `npm run bench:scale` (scripts/bench-scale.ts): made in a copy, marked
 * as benchmark data, content/ untouched. The whole script at tiny sizes: tests/integration/bench-scale.test.mjs.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SYNTHETIC_MARK, syntheticContent } from "./bench-scale";

const ROOT = path.resolve(import.meta.dirname, "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-unit-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A hash of every file under a folder (names and bytes). */
function treeHash(dir: string): string {
  const h = createHash("sha256");
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else h.update(path.relative(dir, full)).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return h.digest("hex");
}

const yamls = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith(".yaml"));

describe("bench:scale's synthetic catalogue", () => {
  it("adds marked synthetic operators after the shipped ones in a copy, and writes nothing into content/", () => {
    const before = treeHash(path.join(ROOT, "content"));
    const shipped = yamls(path.join(ROOT, "content/operators"));
    const target = path.join(tmp, "content");
    const made = syntheticContent(target, shipped.length + 4);
    expect(treeHash(path.join(ROOT, "content"))).toBe(before);
    expect(yamls(path.join(ROOT, "content/operators")).some((f) => f.startsWith("sintetico-"))).toBe(false);

    const files = yamls(path.join(target, "operators"));
    expect(files).toHaveLength(shipped.length + 4);
    expect(made.synthetic).toHaveLength(4);
    const all = files.map((f) => parse(fs.readFileSync(path.join(target, "operators", f), "utf8")) as Record<string, unknown>);
    // Ranks stay one per operator, the synthetic ones after every shipped one.
    const ranks = all.map((o) => Number(o.rank));
    expect(new Set(ranks).size).toBe(ranks.length);
    const shippedMax = Math.max(...all.filter((o) => !String(o.name).startsWith("Operador sintético")).map((o) => Number(o.rank)));
    for (const id of made.synthetic) {
      const text = fs.readFileSync(path.join(target, "operators", `${id}.yaml`), "utf8");
      expect(text.startsWith(SYNTHETIC_MARK)).toBe(true);
      const op = parse(text) as Record<string, unknown>;
      expect(op.name).toMatch(/^Operador sintético \d+$/);
      expect(op.reviewSlug).toBe(id);
      expect(Number(op.rank)).toBeGreaterThan(shippedMax);
      // Its deposit never ties the shipped extremes a shipped text may call «el más bajo».
      const deposits = all.filter((o) => !String(o.name).startsWith("Operador sintético")).map((o) => Number(o.minDeposit));
      const [low, high] = [Math.min(...deposits), Math.max(...deposits)];
      if (high - low > 1) expect(Number(op.minDeposit) > low && Number(op.minDeposit) < high).toBe(true);
    }
  });

  it("keeps the best-ranked ones when asked for fewer than shipped", () => {
    const target = path.join(tmp, "fewer");
    syntheticContent(target, 3);
    const rankIn = (dir: string) =>
      yamls(dir).map((f) => Number((parse(fs.readFileSync(path.join(dir, f), "utf8")) as { rank: number }).rank)).sort((a, b) => a - b);
    // The three best ranks the shipped content holds, whatever the owner's ranking is today.
    const best = rankIn(path.join(ROOT, "content/operators")).slice(0, 3);
    expect(rankIn(path.join(target, "operators"))).toEqual(best);
  });
});
