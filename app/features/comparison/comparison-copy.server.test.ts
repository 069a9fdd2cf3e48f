/**
 * The comparison's copy files (comparison.yaml, head-to-head.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { getOperators } from "../operators/operators.ts";
import { HEAD_TO_HEAD_ROWS, allPairs, headToHeadRows, tally } from "./head-to-head.ts";
import { headToHeadCopy, headToHeadPageCopy, headToHeadRowLabels, pickerCopy, pickerPageCopy } from "./comparison-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("a pair's title without {{b}} is reported on its line: every pair must get its own", () => {
    copies.withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}title: ["']?.*)\{\{b\}\}/m, "$1el otro"));
    const { problems } = loadCollection(headToHeadCopy, copies.root());
    expect(problems.map((p) => [p.field, p.line])).toEqual([["meta › title", copies.lineOf("head-to-head.yaml", "el otro")]]);
    expect(problems[0]!.message).toContain("{{a}} y {{b}}");
  });

  it("the pair's variables are accepted only in the texts written for one pair", () => {
    copies.withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}notScored: )(.*)$/m, "$1$2 por {{a}}"));
    const { problems } = loadCollection(headToHeadCopy, copies.root());
    expect(problems.map((p) => [p.field, p.line])).toEqual([["table › notScored", copies.lineOf("head-to-head.yaml", "notScored:")]]);
    expect(problems[0]!.message).toMatch(/\{\{a\}\} no existe/);
  });

  it("a scored row of the head-to-head table without its rule is reported on the row's line", () => {
    copies.withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}minDeposit:\n {4}label: .*)\n {4}rule: .*$/m, "$1"));
    const { problems } = loadCollection(headToHeadCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "rows › minDeposit › rule", line: copies.lineOf("head-to-head.yaml", "  minDeposit:") });
  });
});

describe("handed to the pages", () => {
  it("every pair page gets its own title and description, with nothing left unresolved", () => {
    const ops = getOperators();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const pairs = allPairs(ops);
    for (const [a, b] of pairs) {
      const c = headToHeadPageCopy(a, b, tally(headToHeadRows(a, b, headToHeadRowLabels())));
      expect(stringsOf(c).filter((s) => /\{\{|\}\}/.test(s)), `${a.id}-vs-${b.id}`).toEqual([]);
      for (const name of [a.name, b.name]) expect(c.meta.title + c.meta.description).toContain(name);
      titles.add(c.meta.title);
      descriptions.add(c.meta.description);
    }
    expect(titles.size).toBe(pairs.length);
    expect(descriptions.size).toBe(pairs.length);
    const labels = headToHeadRowLabels();
    expect(Object.keys(labels)).toEqual(Object.keys(HEAD_TO_HEAD_ROWS));
    expect(stringsOf([labels, pickerCopy("comparison"), pickerCopy("pair"), pickerCopy("picker"), pickerPageCopy()]).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
  });

  it("the verdict names the pair's tally: who wins more fields comes first", () => {
    const [a, b] = getOperators();
    const c = (t: { a: number; b: number; ties: number }) => headToHeadPageCopy(a!, b!, t).verdict;
    expect(c({ a: 5, b: 2, ties: 1 }).indexOf(a!.name)).toBeLessThan(c({ a: 5, b: 2, ties: 1 }).indexOf(b!.name));
    expect(c({ a: 2, b: 5, ties: 0 }).indexOf(b!.name)).toBeLessThan(c({ a: 2, b: 5, ties: 0 }).indexOf(a!.name));
    expect(c({ a: 2, b: 5, ties: 0 })).not.toBe(c({ a: 2, b: 5, ties: 3 }));
  });
});
