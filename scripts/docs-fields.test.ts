/**
 * `npm run docs:fields` reads the content types from the page registry in plain Node (the editor's own list is an
 * import.meta.glob): it must start outside the build and find every docs file. `--check` writes nothing.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

it("docs:fields --check loads every content type in plain Node and finds the owner's docs current", () => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/docs-fields.ts", "--check"], { cwd: root, encoding: "utf8", timeout: 60_000 });
  expect(r.stderr).toBe("");
  expect(r.stdout).toContain("docs/editing-content.md: sin cambios");
  expect(r.stdout).toContain("docs/textos-fijos.md: sin cambios");
  expect(r.stdout).toContain("docs/editing-pages.md: sin cambios");
  expect(r.status).toBe(0);
}, 90_000);
