/**
 * The newsletter's copy file (newsletter.yaml; emails.yaml: emails-copy.test.ts): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { editableCopyFolder } from "../../../tests/support/copy-folder.ts";
import { newsletterCopy, newsletterLinkView } from "./newsletter-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("a deleted copy file is reported, not silently skipped", () => {
    fs.rmSync(path.join(copies.root(), "copy", "newsletter.yaml"));
    const { problems } = loadCollection(newsletterCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/falta este archivo/);
  });
});

describe("handed to the pages", () => {
  it("a newsletter link page gets the text of one outcome only", () => {
    const view = newsletterLinkView("confirm", "valid");
    expect(Object.keys(view).sort()).toEqual(["button", "heading", "note", "text"]);
    expect(Object.keys(newsletterLinkView("unsubscribe", "unavailable")).sort()).toEqual(["heading", "text"]);
  });
});
