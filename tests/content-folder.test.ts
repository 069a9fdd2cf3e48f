/**
 * content/ holds the site's data (YAML, Markdown, JSON) and no code: the code that reads it lives in
 * app/ (docs/architecture.md). A code file put there by mistake fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "content");
const CODE = /\.(?:[cm]?[jt]sx?|d\.ts)$/;

describe("content/", () => {
  it("holds data only: no code file", () => {
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((d) => path.relative(root, path.join(d.parentPath, d.name))).filter((f) => CODE.test(f))).toEqual([]);
  });
});
