// @vitest-environment happy-dom
/**
 * The score table's labels are the owner's (review.yaml `score.table`, issue 40 item 3): a review shows what a
 * copy of the content says, whatever it says. The copy is edited here with markers, checked by the content
 * check's own collection, resolved as the server resolves it, and the review route renders it; nothing of the
 * shipped wording is pinned.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { loader } from "~/features/reviews/routes/review";
import { renderReview } from "../../../tests/support/render-review";
import { formatProblem, loadCollection } from "~/platform/content/collection";
import { resolve } from "~/features/copy/index.server";
import { pageVariables } from "~/features/pages/index.server";
import { getOperators } from "~/features/operators/operators";
import { reviewCopy } from "./review-copy.server";
import { LICENCE_CRITERION_ID } from "../methodology/components.ts";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "score-table-"));
  fs.cpSync(path.join(process.cwd(), "content", "copy"), path.join(root, "copy"), { recursive: true });
});
afterEach(() => {
  cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

/** review.yaml's score table with every label replaced by a marker (the variables each must keep, kept). */
const MARKERS = {
  caption: "Marca-leyenda de {{operador}}",
  criterion: "Marca-criterio",
  weight: "Marca-peso",
  score: "Marca-nota",
  points: "Marca-aporta",
  total: "Marca-total",
  exact: "Marca-exacta {{nota}}",
  unscored: "Marca-sin-puntuar",
  unscoredRow: "Marca-fila {{regulator.shortName}}",
  unscoredOther: "Marca-otro-sin-puntuar",
  formulaRow: "Marca-calculada",
  editorialRow: "Marca-redaccion",
  unscoredTotal: "Marca-pie: {{criterio}} de {{operador}} no puntúa todavía",
};

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();

describe("the score table's labels", () => {
  it("follow an edit of review.yaml: headers, caption, the unscored licence and the exact total", async () => {
    const file = path.join(root, "copy", "review.yaml");
    const doc = parse(fs.readFileSync(file, "utf8")) as { score: { table: Record<string, string> } };
    const shipped = { ...doc.score.table };
    doc.score.table = { ...MARKERS };
    fs.writeFileSync(file, stringify(doc));
    const { entries, problems } = loadCollection(reviewCopy, root);
    expect(problems.map(formatProblem)).toEqual([]);

    // An operator whose licence nobody has checked: the licence row and the total's note show.
    const op = getOperators().find((o) => !o.licenseCheck)!;
    expect(op, "the shipped content has an operator with an unchecked licence").toBeDefined();
    const data = loader({ url: new URL(`https://example.test${op.detailUrl}`) } as unknown as Parameters<typeof loader>[0]);
    const edited = resolve(entries[0]!.data.score.table, { ...pageVariables(), operador: op.name });
    const page = await renderReview({ ...data, copy: { ...data.copy, score: { ...data.copy.score, table: edited } } });

    const table = page.querySelector("#puntuacion table")!;
    expect(text(table.querySelector("caption"))).toBe(`Marca-leyenda de ${op.name}`);
    expect([...table.querySelectorAll("thead th")].map(text)).toEqual(["Marca-criterio", "Marca-peso", "Marca-nota", "Marca-aporta"]);
    const licence = data.criteria.find((c) => c.id === LICENCE_CRITERION_ID)!;
    expect(text(table.querySelector('[data-testid="licence-unscored"]'))).toBe("Marca-sin-puntuar");
    expect(text(table)).toContain(`Marca-fila ${pageVariables()["regulator.shortName"]}`);
    const foot = text(table.querySelector("tfoot th"));
    expect(foot).toMatch(/^Marca-total/);
    expect(foot).toMatch(/Marca-exacta \d+,\d{3}/);
    expect(foot).toContain(`Marca-pie: «${licence.name}»`);
    expect(foot).toContain(`de ${op.name} no puntúa todavía`);
    // A computed criterion says so; an editorial one without a check is unscored with the owner's label.
    expect(text(table)).toContain("Marca-calculada");
    expect(text(table.querySelector('[data-testid="criterion-unscored"]'))).toBe("Marca-otro-sin-puntuar");
    // None of the shipped labels is left in the table.
    for (const [key, value] of Object.entries(shipped)) expect(text(table), key).not.toContain(value.replace(/\{\{[^}]+\}\}/g, "").trim().slice(0, 12));
  });

  it("a label that drops the variable it must carry is refused by the content check", () => {
    const file = path.join(root, "copy", "review.yaml");
    const doc = parse(fs.readFileSync(file, "utf8")) as { score: { table: Record<string, string> } };
    doc.score.table = { ...MARKERS, exact: "Marca-exacta sin cifra", unscoredTotal: "Marca-pie sin el criterio que no puntúa" };
    fs.writeFileSync(file, stringify(doc));
    const fields = loadCollection(reviewCopy, root).problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(["score › table › exact", "score › table › unscoredTotal"]));
  });

  it("{{nota}} and {{criterio}} are accepted only where the table fills them", () => {
    const file = path.join(root, "copy", "review.yaml");
    const doc = parse(fs.readFileSync(file, "utf8")) as { score: { table: Record<string, string> } };
    doc.score.table = { ...MARKERS, total: "Marca-total {{nota}}" };
    fs.writeFileSync(file, stringify(doc));
    const problems = loadCollection(reviewCopy, root).problems;
    expect(problems.map((p) => p.field)).toEqual(["score › table › total"]);
    expect(problems[0]!.message).toMatch(/\{\{nota\}\} no existe/);
  });
});
