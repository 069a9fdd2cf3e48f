/**
 * The content check's rules for payment methods (issue 38), in Spanish for the owner: an operator lists a
 * method once and never as good for nothing; every method some operator takes has a guide; a method is in one
 * guide only. Run on a copy of the content folder, so the owner's files are never touched.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadCollection } from "~/platform/content/collection";
import { operatorsCollection } from "~/features/operators/index.server";
import { guidesCollection } from "./payment-methods.server";

const tmp = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), "metodos-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of content/ with `edit` applied; returns its root. */
function contentCopy(name: string, edit: (root: string) => void): string {
  const root = path.join(tmp, name);
  fs.cpSync(path.resolve("content"), root, { recursive: true });
  edit(root);
  return root;
}

const messages = (root: string, col: typeof guidesCollection | typeof operatorsCollection) => loadCollection(col as never, root).problems.map((p) => p.message);

describe("payment-method rules of the content check", () => {
  it("the content as it is passes", () => {
    expect(messages(path.resolve("content"), guidesCollection)).toEqual([]);
  });

  it("a method some operator takes with no guide is reported, naming the operators and the method", () => {
    const root = contentCopy("sin-guia", (r) => fs.rmSync(path.join(r, "payment-methods/guides/bizum.md")));
    const found = messages(root, guidesCollection).filter((m) => m.includes("Bizum"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/ninguna guía lo cubre/);
  });

  it("a method in two guides is reported", () => {
    const root = contentCopy("dos-guias", (r) => {
      const file = path.join(r, "payment-methods/guides/paypal.md");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("methods:\n  - PayPal\n", "methods:\n  - PayPal\n  - Bizum\n"));
    });
    expect(messages(root, guidesCollection).some((m) => /«Bizum» ya lo explica/.test(m))).toBe(true);
  });

  it("an operator listing a method twice, or a method good for neither deposit nor withdrawal, is reported", () => {
    const root = contentCopy("operador", (r) => {
      const file = path.join(r, "operators/bet365.yaml");
      const yaml = fs.readFileSync(file, "utf8");
      fs.writeFileSync(
        file,
        yaml.replace("paymentMethods:\n", "paymentMethods:\n  - method: Bizum\n    deposit: si\n    withdrawal: si\n  - method: Google Pay\n    deposit: 'no'\n    withdrawal: 'no'\n"),
      );
    });
    const found = messages(root, operatorsCollection);
    expect(found.some((m) => /«Bizum» ya está en la lista/.test(m))).toBe(true);
    expect(found.some((m) => /ni para depositar ni para retirar/.test(m))).toBe(true);
  });
});
