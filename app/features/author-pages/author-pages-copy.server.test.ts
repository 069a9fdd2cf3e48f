/**
 * The authors' pages' copy file (authors.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { shellCopy } from "../layout/shell-copy.server.ts";
import { authorPageCopy, authorsCopy } from "./author-pages-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("an author page's title without {{autor}} is reported on its line", () => {
    copies.withEdit("authors.yaml", (t) => t.replace(/^( {2}title: ["']?)\{\{autor\}\}, /m, "$1Autor, "));
    const { problems } = loadCollection(authorsCopy, copies.root());
    expect(problems.map((p) => [p.field, p.line])).toEqual([["meta › title", copies.lineOf("authors.yaml", "Autor, ")]]);
    expect(problems[0]!.message).toContain("{{autor}}");
  });
});

describe("handed to the pages", () => {
  it("an author page's copy names its author, with nothing left unresolved; the cookie notice's too", () => {
    const c = authorPageCopy({ name: "Ana Pérez", role: "Redactora Jefa" });
    expect(c.meta.title).toContain("Ana Pérez");
    expect(stringsOf(c).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(authorPageCopy({ name: "Otro", role: "Redactora Jefa" }).meta.description).not.toBe(c.meta.description);
    const cookies = shellCopy().compliance.cookies;
    expect(cookies.accepted).not.toBe(cookies.rejected);
    expect(cookies.text).toMatch(/\]\(\/politica-privacidad\)/);
  });
});
