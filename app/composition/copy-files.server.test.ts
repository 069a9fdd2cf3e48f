/**
 * Every feature's copy files (content/copy/*.yaml), read together as the content check reads them: a mistake in one is reported as `file:line: field — what
 * is wrong`, like in every other collection, and what the loaders hand to pages has its variables
 * resolved. Asserts on structure and on the reports, never on the wording the operator may edit.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../platform/content/collection.ts";
import { CALCULATOR_VARIABLES, bonusCalculatorCopy, calculatorCopy, withCalculatorCopy } from "../features/bonus-calculator/calculator-copy.server.ts";
import { authorPageCopy, authorsCopy } from "../features/author-pages/author-pages-copy.server.ts";
import { blogCopy, blogMeta, blogPageCopy } from "../features/blog/blog-copy.server.ts";
import { newsletterCopy, newsletterLinkView } from "../features/newsletter/newsletter-copy.server.ts";
import { homeCopy, homePageCopy } from "../features/home/home-copy.server.ts";
import { complianceCopy, errorsCopy, navigationCopy, notFoundCopy, shellCopy } from "../features/layout/shell-copy.server.ts";
import { reviewPageCopy } from "../features/reviews/review-copy.server.ts";
import { comparisonPageCopy, headToHeadCopy, headToHeadPageCopy, headToHeadRowLabels, pickerCopy, pickerPageCopy } from "../features/comparison/comparison-copy.server.ts";
import { ALL_COPY_COLLECTIONS as COPY_COLLECTIONS } from "./copy-files.server.ts";
import { getOperators } from "../features/operators/operators.ts";
import { offerCalculatorTerms } from "../features/bonus-calculator/bonus-math.ts";
import { HEAD_TO_HEAD_ROWS, allPairs, headToHeadRows, tally } from "../features/comparison/head-to-head.ts";
import { SPEC_BLOG, SPEC_ERRORS, SPEC_IMAGE_GRID_TITLE } from "../../tests/spec-facts.ts";
import { MIN_AGE } from "../platform/site.ts";
import { COLLECTIONS } from "./content-check.ts";

const source = path.join(process.cwd(), "content", "copy");
let root: string;

/** A copy of the copy folder in which one file's text is changed. */
function withEdit(file: string, edit: (text: string) => string) {
  const target = path.join(root, "copy", file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return target;
}

/** 1-based line of the first line of `file` (in the copy) that contains `needle`. */
function lineOf(file: string, needle: string): number {
  return fs.readFileSync(path.join(root, "copy", file), "utf8").split("\n").findIndex((l) => l.includes(needle)) + 1;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "copy-check-"));
  fs.cpSync(source, path.join(root, "copy"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("copy files in the content check", () => {
  it("every copy file of the repository is valid", () => {
    for (const col of COPY_COLLECTIONS) {
      const r = loadCollection(col);
      expect(r.problems.map(formatProblem), col.file).toEqual([]);
      expect(r.entries, col.file).toHaveLength(1);
    }
  });

  it("a misspelt field is reported with its file, line and the field it probably meant", () => {
    withEdit("compliance.yaml", (t) => t.replace(/^termsLink:/m, "termLink:"));
    const { problems } = loadCollection(complianceCopy, root);
    const line = lineOf("compliance.yaml", "termLink:");
    expect(problems.map(formatProblem)).toContain(`${path.join(root, "copy", "compliance.yaml")}:${line}: termLink — campo desconocido; ¿querías escribir «termsLink»?`);
    // …and the field it replaced is now missing.
    expect(problems.some((p) => p.field === "termsLink" && /falta este campo/.test(p.message))).toBe(true);
  });

  it("an unknown {{variable}} is reported on the line of its field", () => {
    withEdit("navigation.yaml", (t) => t.replace(/^(\s+about: >-\n\s+)/m, "$1{{regulador.nombre}} "));
    const { problems } = loadCollection(navigationCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf("navigation.yaml", "about:"), field: "footer › about" });
    expect(problems[0]!.message).toMatch(/\{\{regulador\.nombre\}\} no existe/);
  });

  it("refuses an empty list of risk messages: one is shown beside each promotional block", () => {
    withEdit("compliance.yaml", (t) => t.replace(/^riskMessages:\n(?:\s+- .*\n)+/m, "riskMessages: []\n"));
    const { problems } = loadCollection(complianceCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf("compliance.yaml", "riskMessages:"), field: "riskMessages" });
    expect(problems[0]!.message).toMatch(/al menos un mensaje de riesgo/);
  });

  it("a local variable is accepted only in the field that knows it", () => {
    withEdit("compliance.yaml", (t) => t.replace(/^ageText: .*$/m, "ageText: Prohibido a menores en {{operador}}"));
    const { problems } = loadCollection(complianceCopy, root);
    expect(problems.map((p) => p.field)).toEqual(["ageText"]);
  });

  it("a wrong value in a list of links points at the list item", () => {
    withEdit("navigation.yaml", (t) => t.replace("href: /comparacion", "href: comparacion"));
    const { problems } = loadCollection(navigationCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf("navigation.yaml", "href: comparacion"), field: "mainLinks (elemento 2) › href" });
  });

  it("the content check (and so the build) reads every copy file", () => {
    for (const col of COPY_COLLECTIONS) expect(COLLECTIONS, col.file).toContain(col);
  });

  it("a spec-quoted heading cannot be reworded: the check names the words the spec fixes", () => {
    withEdit("home.yaml", (t) => t.replace(`title: ${SPEC_IMAGE_GRID_TITLE}`, "title: Experiencia de casino"));
    const { problems } = loadCollection(homeCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf("home.yaml", "title: Experiencia de casino"), field: "gameLinks › title" });
    expect(problems[0]!.message).toContain(`«${SPEC_IMAGE_GRID_TITLE}»`);
  });

  it("declares its images and page links, which the content check then verifies exist", () => {
    // References are checked by checkContent() across collections; here, the declared ones.
    const refs = homeCopy.references!(loadCollection(homeCopy).entries[0]!);
    expect(refs.filter((r) => r.kind === "image").length).toBeGreaterThan(0);
    expect(refs.filter((r) => r.kind === "page").every((r) => r.value.startsWith("/"))).toBe(true);
  });

  it("a misspelt field in the blog's copy is reported with its file and line", () => {
    withEdit("blog.yaml", (t) => t.replace(/^intro:/m, "entradilla:"));
    const { problems } = loadCollection(blogCopy, root);
    const line = lineOf("blog.yaml", "entradilla:");
    const report = `${path.join(root, "copy", "blog.yaml")}:${line}: entradilla — campo desconocido`;
    expect(problems.map(formatProblem).filter((p) => p.startsWith(report)), problems.map(formatProblem).join("\n")).toHaveLength(1);
    expect(problems.some((p) => p.field === "intro" && /falta este campo/.test(p.message))).toBe(true);
  });

  it("a not-found text without {{ruta}} is reported on its line; the error headings are the owner's to word (decision 0241)", () => {
    withEdit("errors.yaml", (t) => t.replace(/^( {2}text: ["']?Lo sentimos: la página ){{ruta}}/m, "$1solicitada").replace(/^( {2}h1: ).*$/gm, "$1Vaya, esto no está"));
    const { problems } = loadCollection(errorsCopy, root);
    expect(problems.map((p) => [p.field, p.line])).toEqual([["notFound › text", lineOf("errors.yaml", "la página solicitada")]]);
    expect(problems[0]!.message).toContain("{{ruta}}");
  });

  it("{{ruta}} is accepted only in the not-found texts", () => {
    withEdit("errors.yaml", (t) => t.replace(/^ {2}unknown: .*$/m, "  unknown: Error en {{ruta}}"));
    const { problems } = loadCollection(errorsCopy, root);
    expect(problems.map((p) => p.field)).toEqual(["error › unknown"]);
  });

  it("a pair's title without {{b}} is reported on its line: every pair must get its own", () => {
    withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}title: ["']?.*)\{\{b\}\}/m, "$1el otro"));
    const { problems } = loadCollection(headToHeadCopy, root);
    expect(problems.map((p) => [p.field, p.line])).toEqual([["meta › title", lineOf("head-to-head.yaml", "el otro")]]);
    expect(problems[0]!.message).toContain("{{a}} y {{b}}");
  });

  it("the pair's variables are accepted only in the texts written for one pair", () => {
    withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}notScored: )(.*)$/m, "$1$2 por {{a}}"));
    const { problems } = loadCollection(headToHeadCopy, root);
    expect(problems.map((p) => [p.field, p.line])).toEqual([["table › notScored", lineOf("head-to-head.yaml", "notScored:")]]);
    expect(problems[0]!.message).toMatch(/\{\{a\}\} no existe/);
  });

  it("a scored row of the head-to-head table without its rule is reported on the row's line", () => {
    withEdit("head-to-head.yaml", (t) => t.replace(/^( {2}minDeposit:\n {4}label: .*)\n {4}rule: .*$/m, "$1"));
    const { problems } = loadCollection(headToHeadCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: "rows › minDeposit › rule", line: lineOf("head-to-head.yaml", "  minDeposit:") });
  });

  it("the calculator's texts accept its figures, {{operador}} only in the review's sentence", () => {
    withEdit("calculator.yaml", (t) => t.replace("por el camino.", "por el camino en {{operador}}.").replace(/^( {2}wagering: [^]*?)\{\{requisito\}\}/m, "$1{{requisitos}}"));
    const { problems } = loadCollection(calculatorCopy, root);
    expect(problems.map((p) => [p.field, p.line])).toEqual([
      ["summary", lineOf("calculator.yaml", "summary:")],
      ["steps › wagering", lineOf("calculator.yaml", "  wagering:")],
    ]);
    expect(problems[1]!.message).toMatch(/\{\{requisitos\}\} no existe.*\{\{requisito\}\}/);
  });

  it("an author page's title without {{autor}} is reported on its line", () => {
    withEdit("authors.yaml", (t) => t.replace(/^( {2}title: ["']?)\{\{autor\}\}, /m, "$1Autor, "));
    const { problems } = loadCollection(authorsCopy, root);
    expect(problems.map((p) => [p.field, p.line])).toEqual([["meta › title", lineOf("authors.yaml", "Autor, ")]]);
    expect(problems[0]!.message).toContain("{{autor}}");
  });

  it("a deleted copy file is reported, not silently skipped", () => {
    fs.rmSync(path.join(root, "copy", "newsletter.yaml"));
    const { problems } = loadCollection(newsletterCopy, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/falta este archivo/);
  });
});

describe("copy handed to the pages", () => {
  /** Every string of a value. */
  const strings = (v: unknown): string[] =>
    typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.values(v).flatMap(strings) : [];

  it("has the site's variables resolved; only the play button keeps its local {{operador}}", () => {
    const copy = shellCopy();
    const left = strings(copy).filter((s) => s.includes("{{"));
    expect(left).toEqual([copy.compliance.playButton]);
    expect(copy.compliance.playButton).toContain("{{operador}}");
    expect(copy.compliance.ageLabel).toBe(`+${MIN_AGE}`);
  });

  it("the home and comparison copy has no unresolved variable and the home heading follows the ranking", () => {
    const home = homePageCopy();
    const comparison = comparisonPageCopy();
    expect(strings(home).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(strings(comparison).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
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

  it("the blog list gets its empty-state sentence (the spec's) only when there is no post; the feed reads the same title", () => {
    expect(blogPageCopy(0).empty).toBe(SPEC_BLOG.empty);
    expect(blogPageCopy(3)).not.toHaveProperty("empty");
    expect(strings(blogPageCopy(0)).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(blogMeta()).toEqual({ title: blogPageCopy(1).meta.title, description: blogPageCopy(1).meta.description });
  });

  it("the error pages' headings are Spanish, not the spec's English ones (decision 0241); the not-found texts keep {{ruta}} for the page", () => {
    expect(shellCopy().error.h1).not.toBe(SPEC_ERRORS.error);
    expect(shellCopy().error.h1.length).toBeGreaterThan(2);
    for (const kind of ["page", "pair"] as const) {
      const c = notFoundCopy(kind);
      expect(c.h1).not.toBe(SPEC_ERRORS.notFound);
      expect(c.h1).not.toMatch(/\b(?:page|not found|oops)\b/i);
      expect(c.text).toContain("{{ruta}}");
      expect(strings(c).join(" ").replace("{{ruta}}", "")).not.toMatch(/\{\{|\}\}/);
    }
    expect(notFoundCopy("pair").description).not.toBe(notFoundCopy("page").description);
  });

  it("every pair page gets its own title and description, with nothing left unresolved", () => {
    const ops = getOperators();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const pairs = allPairs(ops);
    for (const [a, b] of pairs) {
      const c = headToHeadPageCopy(a, b, tally(headToHeadRows(a, b, headToHeadRowLabels())));
      expect(strings(c).filter((s) => /\{\{|\}\}/.test(s)), `${a.id}-vs-${b.id}`).toEqual([]);
      for (const name of [a.name, b.name]) expect(c.meta.title + c.meta.description).toContain(name);
      titles.add(c.meta.title);
      descriptions.add(c.meta.description);
    }
    expect(titles.size).toBe(pairs.length);
    expect(descriptions.size).toBe(pairs.length);
    const labels = headToHeadRowLabels();
    expect(Object.keys(labels)).toEqual(Object.keys(HEAD_TO_HEAD_ROWS));
    expect(strings([labels, pickerCopy("comparison"), pickerCopy("pair"), pickerCopy("picker"), pickerPageCopy()]).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
  });

  it("the verdict names the pair's tally: who wins more fields comes first", () => {
    const [a, b] = getOperators();
    const c = (t: { a: number; b: number; ties: number }) => headToHeadPageCopy(a!, b!, t).verdict;
    expect(c({ a: 5, b: 2, ties: 1 }).indexOf(a!.name)).toBeLessThan(c({ a: 5, b: 2, ties: 1 }).indexOf(b!.name));
    expect(c({ a: 2, b: 5, ties: 0 }).indexOf(b!.name)).toBeLessThan(c({ a: 2, b: 5, ties: 0 }).indexOf(a!.name));
    expect(c({ a: 2, b: 5, ties: 0 })).not.toBe(c({ a: 2, b: 5, ties: 3 }));
  });

  it("the calculator's texts go only with a calculator: on its Markdown block, and on a review that has one", () => {
    const nodes = [{ t: "p", c: ["x"] }, { t: "cards", items: [{ c: [{ t: "bonusCalculator", deposit: 1, bonusPercent: 1, rollover: 1 }] }] }];
    const out = withCalculatorCopy(nodes);
    expect(out[0]).toEqual(nodes[0]);
    expect((out[1] as { items: { c: { copy?: unknown }[] }[] }).items[0]!.c[0]!.copy).toEqual(bonusCalculatorCopy());
    for (const op of getOperators()) {
      const review = reviewPageCopy(op);
      expect(Boolean(review.calculator), op.id).toBe("terms" in offerCalculatorTerms(op.offer));
      if (review.calculator) expect(review.calculator.operatorIntro).not.toContain("{{operador}}");
    }
    // Only the calculator's own figures are left for it to fill.
    const left = strings(bonusCalculatorCopy()).flatMap((s) => [...s.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]));
    expect(left.every((name) => ["operador", ...CALCULATOR_VARIABLES].includes(name as never))).toBe(true);
  });

  it("an author page's copy names its author, with nothing left unresolved; the cookie notice's too", () => {
    const c = authorPageCopy({ name: "Ana Pérez", role: "Redactora Jefa" });
    expect(c.meta.title).toContain("Ana Pérez");
    expect(strings(c).filter((s) => /\{\{|\}\}/.test(s))).toEqual([]);
    expect(authorPageCopy({ name: "Otro", role: "Redactora Jefa" }).meta.description).not.toBe(c.meta.description);
    const cookies = shellCopy().compliance.cookies;
    expect(cookies.accepted).not.toBe(cookies.rejected);
    expect(cookies.text).toMatch(/\]\(\/politica-privacidad\)/);
  });

  it("a newsletter link page gets the text of one outcome only", () => {
    const view = newsletterLinkView("confirm", "valid");
    expect(Object.keys(view).sort()).toEqual(["button", "heading", "note", "text"]);
    expect(Object.keys(newsletterLinkView("unsubscribe", "unavailable")).sort()).toEqual(["heading", "text"]);
  });
});
