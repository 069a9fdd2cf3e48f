import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { criterionScores, ratingOf } from "../operators/score-formulas";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../../platform/content/collection.ts";
import { getCriteria, methodologyCollection } from "./methodology.ts";
import { getOperators, operatorsCollection } from "../operators/operators.ts";
import { roundScore, shownRating, weightedScore } from "../operators/score-math.ts";

const criteria = getCriteria();
const ops = getOperators();

describe("ranking methodology (issue #13, «Why believe us»)", () => {
  it("defines criteria whose weights add up to 100 %", () => {
    expect(criteria.length).toBeGreaterThan(1);
    expect(criteria.reduce((s, c) => s + c.weight, 0)).toBe(100);
  });

  it("gives every operator a sub-score for every criterion, and nothing else", () => {
    for (const o of ops) expect(Object.keys(o.scores).sort(), o.id).toEqual(criteria.map((c) => c.id).sort());
  });

  it("makes each operator's weighted total of every sub-score, rounded, equal to its file's rating", () => {
    for (const o of ops) {
      // Independent of score-math: plain floating point, then one decimal.
      const exact = criteria.reduce((s, c) => s + o.scores[c.id]! * c.weight, 0) / 100;
      expect(Math.round(exact * 10) / 10, `${o.id}: ${exact}`).toBe(o.fileRating);
      expect(roundScore(weightedScore(o.scores, criteria)!), o.id).toBe(o.fileRating);
    }
  });

  it("shows a rating without the licence criterion while the licence is unchecked (decisions 0236, 0375)", () => {
    for (const o of ops) {
      // The licence never counts unchecked; the rating is the mean of the criteria that do (score-formulas.test.ts recomputes them).
      const list = criterionScores(o, criteria);
      expect(list.find((c) => c.id === "licencia")!.basis, o.id).toBe(o.licenseCheck ? "editorial" : "sin-puntuar");
      expect(ratingOf(list, criteria), o.id).toBe(o.rating);
    }
    expect(shownRating({ licencia: 0, a: 8 }, [{ id: "licencia", weight: 50 }, { id: "a", weight: 50 }], false)).toBe(8);
    expect(shownRating({ licencia: 0, a: 8 }, [{ id: "licencia", weight: 50 }, { id: "a", weight: 50 }], true)).toBe(4);
  });

  it("computes a weighted mean on tenths without float drift", () => {
    expect(weightedScore({ a: 8.7, b: 9.3 }, [{ id: "a", weight: 15 }, { id: "b", weight: 85 }])).toBeCloseTo(9.21, 10);
    expect(roundScore(8.45)).toBe(8.5);
    expect(weightedScore({ a: 1 }, [{ id: "a", weight: 50 }, { id: "b", weight: 50 }])).toBeUndefined();
  });

  it("has general and singular licences on every operator, and a holder wherever a check date is claimed", () => {
    for (const o of ops) {
      expect(o.generalLicenses.length, o.id).toBeGreaterThan(0);
      expect(o.singularLicenses.length, o.id).toBeGreaterThan(0);
      if (o.licenseCheck) {
        expect(o.licenseHolder?.length ?? 0, o.id).toBeGreaterThan(2);
        expect(o.licenseCheck.checked <= new Date().toISOString().slice(0, 10), o.id).toBe(true);
      }
    }
  });
});

describe("content check of the scores", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "metodologia-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const real = path.join(process.cwd(), "content");

  function copyTree(edit: (rel: string, text: string) => string) {
    fs.rmSync(tmp, { recursive: true, force: true });
    for (const dir of ["operators", "methodology"]) {
      fs.mkdirSync(path.join(tmp, dir), { recursive: true });
      for (const f of fs.readdirSync(path.join(real, dir))) {
        const text = fs.readFileSync(path.join(real, dir, f), "utf8");
        fs.writeFileSync(path.join(tmp, dir, f), edit(`${dir}/${f}`, text));
      }
    }
  }

  it("accepts the real files", () => {
    copyTree((_, t) => t);
    expect(loadCollection(operatorsCollection, tmp).problems.map(formatProblem)).toEqual([]);
    expect(loadCollection(methodologyCollection, tmp).problems.map(formatProblem)).toEqual([]);
  });

  it("reports a rating that is not the weighted total as file:line: rating — …", () => {
    const victim = ops[0]!;
    const wrong = victim.rating >= 1 ? victim.rating - 1 : victim.rating + 1;
    copyTree((rel, t) => (rel === `operators/${victim.id}.yaml` ? t.replace(/^rating: .*$/m, `rating: ${wrong}`) : t));
    const problems = loadCollection(operatorsCollection, tmp).problems;
    const lines = fs.readFileSync(path.join(tmp, "operators", `${victim.id}.yaml`), "utf8").split("\n");
    const ratingLine = lines.findIndex((l) => l.startsWith("rating:")) + 1;
    const hit = problems.find((p) => p.field === "rating" && p.file.endsWith(`operators/${victim.id}.yaml`));
    expect(hit, problems.map(formatProblem).join("\n")).toBeDefined();
    expect(hit!.line).toBe(ratingLine);
    expect(formatProblem(hit!)).toMatch(/: rating — la media ponderada de las subnotas/);
  });

  it("reports a missing sub-score and an unknown criterion", () => {
    const victim = ops[0]!;
    const first = criteria[0]!.id;
    copyTree((rel, t) =>
      rel === `operators/${victim.id}.yaml` ? t.replace(new RegExp(`^  ${first}: .*$`, "m"), "  inventado: 5") : t,
    );
    const messages = loadCollection(operatorsCollection, tmp).problems.map(formatProblem).join("\n");
    expect(messages).toContain(`falta la subnota de «${first}»`);
    expect(messages).toContain("no hay ningún criterio «inventado»");
  });

  it("refuses a licence check date without a holder, or in the future", () => {
    const victim = ops[0]!;
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    copyTree((rel, t) =>
      rel === `operators/${victim.id}.yaml`
        ? t
            .replace(/^licenseHolder: .*\n/m, "")
            .replace(/^licenseCheck:.*\n/m, "")
            .concat(`licenseCheck:\n  checked: ${future}\n  checkedBy: ana-real\n  source: https://www.ordenacionjuego.es/es/operadores/buscar\n`)
        : t,
    );
    const messages = loadCollection(operatorsCollection, tmp).problems.map(formatProblem).join("\n");
    expect(messages).toMatch(new RegExp(`${victim.id}\\.yaml:\\d+: licenseHolder — si la licencia está comprobada, escribe el titular`));
    expect(messages).toMatch(/licenseCheck › checked — la fecha de comprobación no puede estar en el futuro/);
  });

  it("reports weights that do not add up to 100", () => {
    const c = criteria[0]!;
    copyTree((rel, t) => (rel === `methodology/${c.id}.yaml` ? t.replace(/^weight: .*$/m, `weight: ${c.weight + 1}`) : t));
    const messages = loadCollection(methodologyCollection, tmp).problems.map(formatProblem).join("\n");
    expect(messages).toMatch(/weight — los pesos de todos los criterios suman 101/);
  });
});
