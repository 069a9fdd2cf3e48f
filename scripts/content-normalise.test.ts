/**
 * `npm run content:normalise` as the owner runs it, on a copy of the content (CONTENT_DIR): a file
 * edited by hand (a comment, keys out of order) is named by `--check` (exit 1, nothing written) and
 * rewritten as the editor saves it without the run; a file the editor cannot open is named and left
 * alone (exit 1); the rest is not touched. Output in Spanish.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
let dir: string;
let edited: string;
let broken: string;

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-normalise.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
  });
  return { status: r.status, out: r.stdout + r.stderr };
}
const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "normalise-cli-"));
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const authors = fs.readdirSync(path.join(dir, "authors")).filter((f) => f.endsWith(".yaml"));
  const operators = fs.readdirSync(path.join(dir, "operators")).filter((f) => f.endsWith(".yaml"));
  edited = `authors/${authors[0]}`;
  broken = `operators/${operators[0]}`;
  // By hand: a comment on top and the last key moved first.
  const lines = read(edited).trimEnd().split("\n");
  const lastKey = lines.findLastIndex((l) => /^\w/.test(l));
  fs.writeFileSync(path.join(dir, edited), ["# escrito a mano", ...lines.slice(lastKey), ...lines.slice(0, lastKey)].join("\n") + "\n");
  fs.writeFileSync(path.join(dir, broken), read(broken).replace(/^minDeposit: .*$/m, "minDeposit: diez euros"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run content:normalise", () => {
  it("--check names the file edited by hand and the one the editor cannot open, writes nothing, exits 1", () => {
    const before = read(edited);
    const { status, out } = run("--check");
    expect(status).toBe(1);
    expect(out).toContain(`${edited}: no está como lo guarda el editor`);
    expect(out).toContain(`${broken}: el editor no puede abrirlo`);
    expect(out).toMatch(/^1 de \d+ archivos difieren; npm run content:normalise los reescribe\.$/m);
    expect(read(edited)).toBe(before);
  });

  it("refuses an unknown option (a typo of --check) with exit 2, before touching any file", () => {
    const before = read(edited);
    const r = run("--chek");
    expect(r.status).toBe(2);
    expect(r.out).toContain("Opción desconocida: --chek");
    expect(read(edited)).toBe(before);
  });

  it("rewrites the file edited by hand as the editor saves it and leaves the others alone", () => {
    const brokenBefore = read(broken);
    const { status, out } = run();
    expect(status).toBe(1);
    expect(out).toContain(`${edited}: reescrito como lo guarda el editor`);
    expect(out.match(/reescrito como lo guarda el editor/g)).toHaveLength(1);
    expect(read(edited)).toBe(fs.readFileSync(path.join(ROOT, "content", edited), "utf8"));
    expect(read(broken)).toBe(brokenBefore);
  });
});
