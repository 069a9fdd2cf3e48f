/**
 * The blog list's copy file (blog.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../../platform/content/collection.ts";
import { SPEC_BLOG } from "../../../tests/spec-facts.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { blogCopy, blogMeta, blogPageCopy } from "./blog-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("a misspelt field in the blog's copy is reported with its file and line", () => {
    copies.withEdit("blog.yaml", (t) => t.replace(/^intro:/m, "entradilla:"));
    const { problems } = loadCollection(blogCopy, copies.root());
    const line = copies.lineOf("blog.yaml", "entradilla:");
    const report = `${path.join(copies.root(), "copy", "blog.yaml")}:${line}: entradilla — campo desconocido`;
    expect(problems.map(formatProblem).filter((p) => p.startsWith(report)), problems.map(formatProblem).join("\n")).toHaveLength(1);
    expect(problems.some((p) => p.field === "intro" && /falta este campo/.test(p.message))).toBe(true);
  });
});

describe("handed to the pages", () => {
  it("the blog list gets its empty-state sentence (the spec's) only when there is no post; the feed reads the same title", () => {
    expect(blogPageCopy(0).empty).toBe(SPEC_BLOG.empty);
    expect(blogPageCopy(3)).not.toHaveProperty("empty");
    expect(stringsOf(blogPageCopy(0)).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(blogMeta()).toEqual({ title: blogPageCopy(1).meta.title, description: blogPageCopy(1).meta.description });
  });
});
