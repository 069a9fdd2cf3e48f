/**
 * The shell's copy files (compliance.yaml, navigation.yaml, errors.yaml): a mistake in the file is reported as `file:line: field — what is wrong`, like in every other
 * collection, and what the readers hand to pages has its variables resolved. Asserts on structure and on the
 * reports, never on the wording the owner may edit.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../../platform/content/collection.ts";
import { MIN_AGE } from "../../platform/site.ts";
import { SPEC_ERRORS } from "../../../tests/spec-facts.ts";
import { editableCopyFolder, stringsOf } from "../../../tests/support/copy-folder.ts";
import { complianceCopy, errorsCopy, navigationCopy, notFoundCopy, shellCopy } from "./shell-copy.server.ts";

const copies = editableCopyFolder();

describe("in the content check", () => {
  it("a misspelt field is reported with its file, line and the field it probably meant", () => {
    copies.withEdit("compliance.yaml", (t) => t.replace(/^termsLink:/m, "termLink:"));
    const { problems } = loadCollection(complianceCopy, copies.root());
    const line = copies.lineOf("compliance.yaml", "termLink:");
    expect(problems.map(formatProblem)).toContain(`${path.join(copies.root(), "copy", "compliance.yaml")}:${line}: termLink — campo desconocido; ¿querías escribir «termsLink»?`);
    // …and the field it replaced is now missing.
    expect(problems.some((p) => p.field === "termsLink" && /falta este campo/.test(p.message))).toBe(true);
  });

  it("an unknown {{variable}} is reported on the line of its field", () => {
    copies.withEdit("navigation.yaml", (t) => t.replace(/^(\s+about: >-\n\s+)/m, "$1{{regulador.nombre}} "));
    const { problems } = loadCollection(navigationCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: copies.lineOf("navigation.yaml", "about:"), field: "footer › about" });
    expect(problems[0]!.message).toMatch(/\{\{regulador\.nombre\}\} no existe/);
  });

  it("refuses an empty list of risk messages: one is shown beside each promotional block", () => {
    copies.withEdit("compliance.yaml", (t) => t.replace(/^riskMessages:\n(?:\s+- .*\n)+/m, "riskMessages: []\n"));
    const { problems } = loadCollection(complianceCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: copies.lineOf("compliance.yaml", "riskMessages:"), field: "riskMessages" });
    expect(problems[0]!.message).toMatch(/al menos un mensaje de riesgo/);
  });

  it("a local variable is accepted only in the field that knows it", () => {
    copies.withEdit("compliance.yaml", (t) => t.replace(/^ageText: .*$/m, "ageText: Prohibido a menores en {{operador}}"));
    const { problems } = loadCollection(complianceCopy, copies.root());
    expect(problems.map((p) => p.field)).toEqual(["ageText"]);
  });

  it("a wrong value in a list of links points at the list item", () => {
    copies.withEdit("navigation.yaml", (t) => t.replace("href: /comparacion", "href: comparacion"));
    const { problems } = loadCollection(navigationCopy, copies.root());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: copies.lineOf("navigation.yaml", "href: comparacion"), field: "mainLinks (elemento 2) › href" });
  });

  it("a not-found text without {{ruta}} is reported on its line; the error headings are the owner's to word (decision 0241)", () => {
    copies.withEdit("errors.yaml", (t) => t.replace(/^( {2}text: ["']?Lo sentimos: la página ){{ruta}}/m, "$1solicitada").replace(/^( {2}h1: ).*$/gm, "$1Vaya, esto no está"));
    const { problems } = loadCollection(errorsCopy, copies.root());
    expect(problems.map((p) => [p.field, p.line])).toEqual([["notFound › text", copies.lineOf("errors.yaml", "la página solicitada")]]);
    expect(problems[0]!.message).toContain("{{ruta}}");
  });

  it("{{ruta}} is accepted only in the not-found texts", () => {
    copies.withEdit("errors.yaml", (t) => t.replace(/^ {2}unknown: .*$/m, "  unknown: Error en {{ruta}}"));
    const { problems } = loadCollection(errorsCopy, copies.root());
    expect(problems.map((p) => p.field)).toEqual(["error › unknown"]);
  });
});

describe("handed to the pages", () => {
  it("has the site's variables resolved; only the play button keeps its local {{operador}}", () => {
    const copy = shellCopy();
    const left = stringsOf(copy).filter((s) => s.includes("{{"));
    expect(left).toEqual([copy.compliance.playButton]);
    expect(copy.compliance.playButton).toContain("{{operador}}");
    expect(copy.compliance.ageLabel).toBe(`+${MIN_AGE}`);
  });

  it("the error pages' headings are Spanish, not the spec's English ones (decision 0241); the not-found texts keep {{ruta}} for the page", () => {
    expect(shellCopy().error.h1).not.toBe(SPEC_ERRORS.error);
    expect(shellCopy().error.h1.length).toBeGreaterThan(2);
    for (const kind of ["page", "pair"] as const) {
      const c = notFoundCopy(kind);
      expect(c.h1).not.toBe(SPEC_ERRORS.notFound);
      expect(c.h1).not.toMatch(/\b(?:page|not found|oops)\b/i);
      expect(c.text).toContain("{{ruta}}");
      expect(stringsOf(c).join(" ").replace("{{ruta}}", "")).not.toMatch(/\{\{|\}\}/);
    }
    expect(notFoundCopy("pair").description).not.toBe(notFoundCopy("page").description);
  });
});
