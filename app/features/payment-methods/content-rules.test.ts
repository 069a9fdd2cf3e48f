/**
 * The content check's rules for payment methods (issue 38), in Spanish for the owner: an operator lists a
 * method once and never as good for nothing; every method some operator takes has a guide; a method is in one
 * guide only. Run on a copy of the content folder, so the owner's files are never touched.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { loadCollection } from "~/platform/content/collection";
import { getOperators, operatorsCollection } from "~/features/operators/index.server";
import { getGuides, guidesCollection } from "./payment-methods.server";

const tmp = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), "metodos-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of content/ with `edit` applied; returns its root. */
function contentCopy(name: string, edit: (root: string) => void): string {
  const root = path.join(tmp, name);
  fs.cpSync(path.resolve("content"), root, { recursive: true });
  edit(root);
  return root;
}

/**
 * The edits below go through the files' data (front matter, YAML), never their exact text: the owner may
 * reword or reorder any file. Which method and guide to use is read from the content too.
 */
const guides = getGuides();
const guideFile = (root: string, slug: string) => path.join(root, "payment-methods/guides", `${slug}.md`);
/** A method some operator takes, its guide, and another guide. */
const taken = new Set(getOperators().flatMap((o) => o.paymentMethods.map((m) => m.method)));
const covered = guides.find((g) => g.methods.some((m) => taken.has(m)))!;
const method = covered.methods.find((m) => taken.has(m))!;
const other = guides.find((g) => g.slug !== covered.slug)!;

/** Edits a guide's front matter as data (the `yaml` package keeps dates as the strings they are). */
function editGuide(root: string, slug: string, edit: (data: Record<string, unknown>) => void) {
  const file = guideFile(root, slug);
  const [, front = "", body = ""] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(fs.readFileSync(file, "utf8")) ?? [];
  const data = parse(front) as Record<string, unknown>;
  edit(data);
  fs.writeFileSync(file, `---\n${stringify(data)}---\n${body}`);
}

const messages = (root: string, col: typeof guidesCollection | typeof operatorsCollection) => loadCollection(col as never, root).problems.map((p) => p.message);

describe("payment-method rules of the content check", () => {
  it("the content as it is passes", () => {
    expect(messages(path.resolve("content"), guidesCollection)).toEqual([]);
  });

  it("a method some operator takes with no guide is reported, naming the operators and the method", () => {
    // The guide keeps its other methods, so only `method` loses its guide.
    const root = contentCopy("sin-guia", (r) =>
      covered.methods.length > 1 ? editGuide(r, covered.slug, (d) => (d.methods = covered.methods.filter((m) => m !== method))) : fs.rmSync(guideFile(r, covered.slug)),
    );
    const found = messages(root, guidesCollection).filter((m) => m.includes(`${method}, pero`));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/ninguna guía lo cubre/);
    // It names the operators that take the method.
    for (const o of getOperators().filter((o) => o.paymentMethods.some((p) => p.method === method))) expect(found[0]).toContain(o.name);
  });

  it("a method in two guides is reported", () => {
    const root = contentCopy("dos-guias", (r) => editGuide(r, other.slug, (d) => (d.methods = [...other.methods, method])));
    expect(messages(root, guidesCollection).some((m) => m.includes(`«${method}» ya lo explica`))).toBe(true);
  });

  it("an operator listing a method twice, or a method good for neither deposit nor withdrawal, is reported", () => {
    const op = getOperators().find((o) => o.paymentMethods.length > 0)!;
    const listed = op.paymentMethods[0]!.method;
    const unlisted = guides.flatMap((g) => g.methods).find((m) => !op.paymentMethods.some((p) => p.method === m))!;
    const root = contentCopy("operador", (r) => {
      const file = path.join(r, "operators", `${op.id}.yaml`);
      const data = parse(fs.readFileSync(file, "utf8")) as { paymentMethods: unknown[] };
      data.paymentMethods.push({ method: listed, deposit: "si", withdrawal: "si" }, { method: unlisted, deposit: "no", withdrawal: "no" });
      fs.writeFileSync(file, stringify(data));
    });
    const found = messages(root, operatorsCollection);
    expect(found.some((m) => m.includes(`«${listed}» ya está en la lista`))).toBe(true);
    expect(found.some((m) => /ni para depositar ni para retirar/.test(m))).toBe(true);
  });
});
