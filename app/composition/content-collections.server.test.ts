/**
 * The content the page registry declares (each feature's `collections()`) is the content there is: every
 * file under content/ is read by a declared collection (so the content check, and the build, read it),
 * every declared copy file is valid, and the browser editor edits exactly those files — its content
 * types are found apart (app/features/editor/content-types.ts, browser-safe), so this is where the two
 * are proven to agree. Each file's own checks and readers are tested beside the feature that declares it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot, formatProblem, loadCollection } from "../platform/content/collection.ts";
import type { AnyCollection } from "../platform/page-feature.ts";
import { CONTENT_TYPES } from "../features/editor/content-types.ts";
import { contentCollections, copyFileCollections } from "./content-collections.server.ts";
import { PAGE_FEATURES } from "./registry.server.ts";

/** Every content file, relative to the content folder ("copy/home.yaml"). */
function contentFiles(dir = contentRoot(), rel = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return contentFiles(path.join(dir, e.name), r);
    return /\.(ya?ml|md)$/.test(e.name) ? [r] : [];
  });
}

/** Whether a collection reads a content file. */
const reads = (c: AnyCollection, file: string) => path.posix.dirname(file) === c.dir && (c.file ? path.posix.basename(file) === c.file : true);

/** The files a collection stands for, as the editor names paths: "copy/home" or "operators/*". */
const editorPath = (c: AnyCollection) => (c.file ? `${c.dir}/${c.file.replace(/\.ya?ml$/, "")}` : `${c.dir}/*`);

describe("the content the page registry declares", () => {
  it("every file under content/ is read by a collection some feature declares", () => {
    const collections = contentCollections();
    const unread = contentFiles().filter((f) => !collections.some((c) => reads(c, f)));
    expect(unread, "declare its collection in its feature's collections() (app/platform/page-feature.ts)").toEqual([]);
  });

  it("no two declared collections read the same files", () => {
    const paths = contentCollections().map(editorPath);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("every copy file of the repository is valid", () => {
    const copies = copyFileCollections();
    expect(copies.length).toBeGreaterThan(0);
    for (const col of copies) {
      const r = loadCollection(col);
      expect(r.problems.map(formatProblem), col.file).toEqual([]);
      expect(r.entries, col.file).toHaveLength(1);
    }
  });

  // What the build reads but the owner does not edit in the browser: the affiliate platforms' report
  // formats, a technical file edited with the CSV in front (docs/ganancias.md).
  const notInEditor = new Set(["affiliate-platforms/*"]);

  it("each feature's editor entries (`content`) name exactly the files of its collections", () => {
    for (const f of PAGE_FEATURES) {
      const declared = (f.collections?.() ?? []).map(editorPath).filter((p) => !notInEditor.has(p)).sort();
      const edited = (f.content ?? []).map((t) => t.path).sort();
      expect(edited, `${f.name}: its content and its collections() must name the same files`).toEqual(declared);
    }
  });

  it("the browser editor (every definition.ts's contentTypes, found by import.meta.glob) edits exactly the registry's content", () => {
    const registry = PAGE_FEATURES.flatMap((f) => f.content ?? []);
    expect([...CONTENT_TYPES].sort((a, b) => a.key.localeCompare(b.key))).toEqual([...new Set(registry)].sort((a, b) => a.key.localeCompare(b.key)));
    const declared = contentCollections().map(editorPath).filter((p) => !notInEditor.has(p)).sort();
    expect(CONTENT_TYPES.map((t) => t.path).sort()).toEqual(declared);
  });
});
