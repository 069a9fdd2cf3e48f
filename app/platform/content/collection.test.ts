import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection, formatProblem, isoDate, loadCollection } from "./collection";
import { operatorsCollection } from "../../features/operators/operators";

const dirs: string[] = [];
function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "coleccion-"));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const things = defineCollection({
  label: "cosas",
  dir: "cosas",
  format: "yaml",
  schema: z.object({ name: z.string().min(2), price: z.number(), tags: z.array(z.string().min(2)), day: isoDate }).strict(),
});
const notes = defineCollection({
  label: "notas",
  dir: "notas",
  format: "markdown",
  schema: z.object({ title: z.string(), draft: z.boolean() }).strict(),
});

/** Problems as the operator reads them, with the temp folder cut off. */
const report = (root: string, col: Parameters<typeof loadCollection>[0]) =>
  loadCollection(col, root).problems.map((p) => formatProblem(p).slice(formatProblem(p).indexOf(col.dir)));

describe("loadCollection", () => {
  it("reads valid YAML files, the file name being the id", () => {
    const root = folder({ "cosas/una-cosa.yaml": "name: Una\nprice: 3\ntags: [ab]\nday: 2026-01-02\n" });
    const { entries, problems } = loadCollection(things, root);
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.id, e.data])).toEqual([["una-cosa", { name: "Una", price: 3, tags: ["ab"], day: "2026-01-02" }]]);
  });

  it("reports every problem as file:line: field — message, in Spanish", () => {
    const root = folder({ "cosas/mala.yaml": "name: Una\nprice: caro\ntags:\n  - ab\n  - c\nday: 2026-02-30\nnmae: Otra\n" });
    expect(report(root, things)).toEqual([
      "cosas/mala.yaml:2: price — debe ser un número; ahora es el texto «caro»",
      "cosas/mala.yaml:5: tags (elemento 2) — es demasiado corto: escribe al menos 2 caracteres",
      "cosas/mala.yaml:6: day — esa fecha no existe en el calendario",
      "cosas/mala.yaml:7: nmae — campo desconocido; ¿querías escribir «name»?",
    ]);
  });

  it("reports a missing field, a repeated field and broken YAML", () => {
    const root = folder({
      "cosas/falta.yaml": "name: Una\ntags: [ab]\nday: 2026-01-02\n",
      "cosas/repetido.yaml": "name: Una\nprice: 1\nprice: 2\ntags: [ab]\nday: 2026-01-02\n",
      "cosas/rota.yaml": "name: Una\ntags: [ab\nprice: 1\n",
    });
    const r = report(root, things);
    expect(r).toContain("cosas/falta.yaml:1: price — falta este campo obligatorio");
    expect(r).toContain("cosas/repetido.yaml:3: (archivo) — este campo está escrito dos veces; deja solo uno");
    expect(r.some((l) => /^cosas\/rota\.yaml:\d+: \(archivo\) — el texto no es YAML válido/.test(l))).toBe(true);
  });

  it("rejects file names that are not lowercase-and-hyphen ids", () => {
    const root = folder({ "cosas/Mi Cosa.yaml": "name: Una\nprice: 1\ntags: [ab]\nday: 2026-01-02\n" });
    expect(report(root, things)[0]).toMatch(/^cosas\/Mi Cosa\.yaml:1: \(archivo\) — el nombre del archivo/);
  });

  it("gives Markdown frontmatter fields their line in the file, and the body its first line", () => {
    const root = folder({ "notas/una.md": "---\ntitle: Hola\ndraft: quizá\n---\n\nTexto\n", "notas/dos.md": "---\ntitle: Hola\ndraft: false\n---\nCuerpo\n" });
    expect(report(root, notes)).toEqual(["notas/una.md:3: draft — debe ser true o false (sí/no); ahora es el texto «quizá»"]);
    const [entry] = loadCollection(notes, root).entries;
    expect(entry!.body.trim()).toBe("Cuerpo");
    expect(entry!.bodyLine + entry!.body.split("\n").findIndex((l) => l === "Cuerpo")).toBe(5);
  });

  it("asks for frontmatter when a Markdown file has none", () => {
    const root = folder({ "notas/sin.md": "Solo texto\n" });
    expect(report(root, notes)[0]).toMatch(/^notas\/sin\.md:1: \(archivo\) — el archivo debe empezar por una línea «---»/);
  });
});

describe("operators collection", () => {
  const real = path.join(process.cwd(), "content");
  const copy = () => {
    const root = folder({});
    fs.cpSync(path.join(real, "operators"), path.join(root, "operators"), { recursive: true });
    return root;
  };

  it("reports a rank used twice on both files, and the gap it leaves", () => {
    const root = copy();
    const file = path.join(root, "operators", "codere.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^rank: \d+$/m, "rank: 1"));
    const r = report(root, operatorsCollection);
    expect(r.some((l) => /^operators\/codere\.yaml:\d+: rank — la posición 1 también la tiene bet365\.yaml/.test(l))).toBe(true);
    expect(r.some((l) => /^operators\/bet365\.yaml:\d+: rank — la posición 1 también la tiene codere\.yaml/.test(l))).toBe(true);
    expect(r.some((l) => /rank — ningún operador tiene la posición 2/.test(l))).toBe(true);
  });

  it("accepts a new operator file with the next rank, without code changes", () => {
    const root = copy();
    const n = fs.readdirSync(path.join(root, "operators")).length;
    const text = fs.readFileSync(path.join(root, "operators", "paston.yaml"), "utf8");
    fs.writeFileSync(
      path.join(root, "operators", "nuevo-casino.yaml"),
      text.replace(/^rank: \d+$/m, `rank: ${n + 1}`).replace(/^name: .*$/m, "name: Nuevo Casino").replace(/^detailUrl: .*$/m, "detailUrl: /nuevo-casino").replace(/^reviewSlug: .*$/m, "reviewSlug: nuevo-casino"),
    );
    const { entries, problems } = loadCollection(operatorsCollection, root);
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.id)).toContain("nuevo-casino");
  });
});
