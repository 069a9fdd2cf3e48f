/**
 * The home page's copy file (home.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { SPEC_IMAGE_GRID_TITLE } from "../../../tests/spec-facts.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { comparisonPageCopy } from "../comparison/comparison-copy.server.ts";
import { getOperators } from "../operators/operators.ts";
import { homeCopy, homePageCopy } from "./home-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("a spec-quoted heading cannot be reworded: the check names the words the spec fixes", () => {
    copies.withEdit("home.yaml", (t) => t.replace(`title: ${SPEC_IMAGE_GRID_TITLE}`, "title: Experiencia de casino"));
    const { problems } = loadCollection(homeCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: copies.lineOf("home.yaml", "title: Experiencia de casino"), field: "gameLinks › title" });
    expect(problems[0]!.message).toContain(`«${SPEC_IMAGE_GRID_TITLE}»`);
  });

  it("declares its images and page links, which the content check then verifies exist", () => {
    // References are checked by checkContent() across collections; here, the declared ones.
    const refs = homeCopy.references!(loadCollection(homeCopy).entries[0]!);
    expect(refs.filter((r) => r.kind === "image").length).toBeGreaterThan(0);
    expect(refs.filter((r) => r.kind === "page").every((r) => r.value.startsWith("/"))).toBe(true);
  });
});

describe("handed to the pages", () => {
  it("the home and comparison copy has no unresolved variable and the home heading follows the ranking", () => {
    const home = homePageCopy();
    const comparison = comparisonPageCopy();
    expect(stringsOf(home).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(stringsOf(comparison).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    const ops = getOperators();
    const year = String(ops.reduce((y, o) => Math.max(y, Number(o.updated.slice(0, 4))), 0));
    // The heading's wording is editable; its figures are the ranking's.
    expect(home.hero.h1).toContain(String(ops.length));
    expect(home.hero.h1).toContain(year);
    expect(home.gameLinks.title).toBe(SPEC_IMAGE_GRID_TITLE);
  });

  it("never frames a bonus as free in the home or comparison copy", () => {
    expect(JSON.stringify([homePageCopy(), comparisonPageCopy()])).not.toMatch(/gratis|free spins/i);
  });
});
