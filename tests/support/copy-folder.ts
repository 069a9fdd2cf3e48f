/**
 * For the copy files' tests (content/copy/*.yaml, each beside the feature that declares it): a fresh copy of the
 * copy folder for every test, where a test edits one file and loads it with `loadCollection(collection, root)`.
 * The repository's content/ is never written.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

export function editableCopyFolder() {
  let root = "";
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "copy-check-"));
    fs.cpSync(path.join(process.cwd(), "content", "copy"), path.join(root, "copy"), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  return {
    /** The folder holding copy/ (the content root to load from). */
    root: () => root,
    /** Changes one file's text in the copy. */
    withEdit(file: string, edit: (text: string) => string) {
      const target = path.join(root, "copy", file);
      fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
      return target;
    },
    /** 1-based line of the first line of `file` (in the copy) that contains `needle`. */
    lineOf(file: string, needle: string): number {
      return fs.readFileSync(path.join(root, "copy", file), "utf8").split("\n").findIndex((l) => l.includes(needle)) + 1;
    },
  };
}

/** Every string of a value. */
export const stringsOf = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(stringsOf) : v && typeof v === "object" ? Object.values(v).flatMap(stringsOf) : [];
