/**
 * `npm run content:check -- --due` as the owner runs it, on a copy of the content (CONTENT_DIR): the
 * check's summary, then the editorial checklist in Spanish with file:line per item; exit 0 with things
 * due (work to do, not broken content), exit 1 and no list when the content has a problem.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { madridToday } from "../app/features/editorial-checklist/due-checks.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
let dir: string;
let checkedFile: string;
let checkedName: string;

function run(contentDir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-check.ts", ...args], {
    cwd: ROOT,
    // No database: the list comes from the content alone (and says so).
    env: { ...process.env, CONTENT_DIR: contentDir, DATA_DIR: path.join(contentDir, "sin-datos"), DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

const daysBefore = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "checklist-cli-"));
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  // This test's own cadence (the fixture), and one operator whose licence was read 40 days ago: 10 days late.
  fs.writeFileSync(path.join(dir, "site", "review-cadence.yaml"), "licenceDays: 30\nofferDays: 30\nfactsDays: 180\n");
  const opsDir = path.join(dir, "operators");
  const name = fs.readdirSync(opsDir).find((f) => /^licenseHolder:/m.test(fs.readFileSync(path.join(opsDir, f), "utf8")))!;
  checkedFile = path.join(opsDir, name);
  checkedName = name;
  // A real (non-example) author signs the check.
  fs.writeFileSync(
    path.join(dir, "authors", "ana-real.yaml"),
    "name: Ana Real\nrole: Editora\nbio: >-\n  Ana comprueba en la web de cada operador los datos de las reseñas y anota la página y el día en que los leyó.\nareas:\n  - Reseñas\n",
  );
  const text = fs.readFileSync(checkedFile, "utf8").replace(/^licenseCheck:.*\n/m, "");
  fs.writeFileSync(
    checkedFile,
    `${text.trimEnd()}\nlicenseCheck:\n  checked: ${daysBefore(madridToday(), 40)}\n  checkedBy: ana-real\n  source: https://www.ordenacionjuego.es/\n`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("content:check --due", () => {
  it("prints the check's summary and then what is due, grouped, with the file and line of each item; exits 0", () => {
    const { status, out, err } = run(dir, "--due");
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out).toMatch(/^Contenido correcto: /m);
    expect(out).toMatch(/^Pendiente de revisar a \d{1,2} de [a-z]+ de \d{4}: \d+ tareas?\.$/m);
    expect(out).toContain("licencias cada 30 días");
    expect(out).toMatch(/^Licencias por comprobar en el registro de la DGOJ \(\d+\):$/m);
    // Outside the project the checker names files by their absolute path.
    const fileLine = (f: string) => `${f}:`;
    const line = out.split("\n").find((l) => l.startsWith(fileLine(checkedFile)) && l.includes(": licenseCheck — "));
    expect(line, `licence line of ${checkedName}`).toBeDefined();
    expect(line).toContain("(hace 10 días)");
    // The line number is that of licenseCheck in the file.
    const lineNo = fs.readFileSync(checkedFile, "utf8").split("\n").findIndex((l) => l.startsWith("licenseCheck:")) + 1;
    expect(line!.startsWith(`${fileLine(checkedFile)}${lineNo}: `)).toBe(true);
    // Without --due nothing of the list is printed.
    expect(run(dir).out).not.toContain("Pendiente de revisar");
    // No database here: the list says it is ordered by ranking alone.
    expect(out).toContain("Solo se ha leído el contenido (sin base de datos)");
  });

  it("with a problem in the content: the problem, no list, exit 1", () => {
    const text = fs.readFileSync(checkedFile, "utf8");
    fs.writeFileSync(checkedFile, text.replace(/^rank: .*$/m, "rank: cero"));
    try {
      const { status, out, err } = run(dir, "--due");
      expect(status).toBe(1);
      expect(err).toContain(`${checkedName}:`);
      expect(err).toContain("La lista de lo pendiente de revisar sale cuando el contenido no tiene problemas.");
      expect(out).not.toContain("Pendiente de revisar a");
    } finally {
      fs.writeFileSync(checkedFile, text);
    }
  });
});

describe("content:check and the check records (decision 0235)", () => {
  const offerCheck = (by: string) => `  check:\n    checked: ${daysBefore(madridToday(), 2)}\n    checkedBy: ${by}\n    source: SOURCE\n`;
  /** The operator file with its offer's empty check replaced by a record signed by `by`. */
  function withOfferCheck(by: string): string {
    const text = fs.readFileSync(checkedFile, "utf8");
    const terms = /^termsUrl: (\S+)$/m.exec(text)![1]!;
    // An unchecked offer has no `check` (the editor writes none): the record goes after the offer's last field.
    expect(text).not.toMatch(/^ {2}check:/m);
    expect(text).toMatch(/^ {2}withdrawable: .*\n/m);
    return text.replace(/^( {2}withdrawable: .*\n)/m, (line) => line + offerCheck(by).replace("SOURCE", terms));
  }

  it("refuses a check signed by an example author, naming the file and the field", () => {
    const original = fs.readFileSync(checkedFile, "utf8");
    const persona = fs.readdirSync(path.join(dir, "authors")).find((f) => /^example: true$/m.test(fs.readFileSync(path.join(dir, "authors", f), "utf8")))!;
    const slug = persona.replace(/\.yaml$/, "");
    fs.writeFileSync(checkedFile, withOfferCheck(slug));
    try {
      const { status, err } = run(dir);
      expect(status).toBe(1);
      expect(err).toMatch(new RegExp(`${checkedName}:\\d+: offer › check › checkedBy — «${slug}» es un autor de ejemplo \\(content/authors/${slug}\\.yaml tiene example: true\\)`));
    } finally {
      fs.writeFileSync(checkedFile, original);
    }
  });

  it("accepts the same check signed by a real author", () => {
    const original = fs.readFileSync(checkedFile, "utf8");
    fs.writeFileSync(checkedFile, withOfferCheck("ana-real"));
    try {
      const { status, out, err } = run(dir);
      expect(err).not.toContain("checkedBy");
      expect(status).toBe(0);
      expect(out).toMatch(/^Contenido correcto: /m);
    } finally {
      fs.writeFileSync(checkedFile, original);
    }
  });
});

describe("content:check and what the owner types", () => {
  it("refuses an unknown option (a typo such as --dew) with exit 2 and a Spanish line", () => {
    const { status, err, out } = run(dir, "--dew");
    expect(status).toBe(2);
    expect(err).toContain("Opción desconocida: --dew");
    expect(out).not.toContain("Contenido correcto");
  });

  it("fails on an offer figure typed next to an operator's name that its data contradicts, naming file and line", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "offer-figures-"));
    try {
      fs.cpSync(dir, copy, { recursive: true });
      const opsDir = path.join(copy, "operators");
      // An operator whose offer has a percentage and a cap, read from the data.
      const file = fs.readdirSync(opsDir).find((f) => /^ {2}percent: \d+$/m.test(fs.readFileSync(path.join(opsDir, f), "utf8")) && /^ {2}cap: \d+$/m.test(fs.readFileSync(path.join(opsDir, f), "utf8")))!;
      const yaml = fs.readFileSync(path.join(opsDir, file), "utf8");
      const name = /^name: (.+)$/m.exec(yaml)![1]!.replace(/^["']|["']$/g, "");
      const [percent, cap] = [/^ {2}percent: (\d+)$/m.exec(yaml)![1], Number(/^ {2}cap: (\d+)$/m.exec(yaml)![1])];
      const postsDir = path.join(copy, "blog", "posts");
      const post = fs.readdirSync(postsDir).sort()[0]!;
      const text = fs.readFileSync(path.join(postsDir, post), "utf8");
      fs.writeFileSync(path.join(postsDir, post), `${text.trimEnd()}\n\nCon ${name} tienes un ${percent} % hasta ${cap + 50} € de bienvenida.\n`);
      const line = text.trimEnd().split("\n").length + 2;
      const { status, err } = run(copy);
      expect(status).toBe(1);
      expect(err).toMatch(new RegExp(`blog/posts/${post.replace(/\./g, "\\.")}:${line}: texto — «${percent} % hasta ${cap + 50} €» junto a `));
      expect(err).toContain(`el importe máximo es ${cap.toLocaleString("es-ES")} €`);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  it("fails on a withdrawal method typed by hand that the operator's data says «no», naming file and line", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "operator-claims-"));
    try {
      fs.cpSync(dir, copy, { recursive: true });
      const opsDir = path.join(copy, "operators");
      // An operator with a method whose withdrawal nobody recorded: the data now says it pays no withdrawals with it.
      const METHOD = /^ {2}- method: (.+)\n {4}deposit: si\n {4}withdrawal: sin-dato$/m;
      const file = fs.readdirSync(opsDir).sort().find((f) => METHOD.test(fs.readFileSync(path.join(opsDir, f), "utf8")))!;
      const yaml = fs.readFileSync(path.join(opsDir, file), "utf8");
      const method = METHOD.exec(yaml)![1]!;
      fs.writeFileSync(path.join(opsDir, file), yaml.replace(METHOD, `  - method: ${method}\n    deposit: si\n    withdrawal: "no"`));
      const name = /^name: (.+)$/m.exec(yaml)![1]!.replace(/^["']|["']$/g, "");
      const postsDir = path.join(copy, "blog", "posts");
      const post = fs.readdirSync(postsDir).sort()[0]!;
      const text = fs.readFileSync(path.join(postsDir, post), "utf8");
      fs.writeFileSync(path.join(postsDir, post), `${text.trimEnd()}\n\nEn ${name} puedes retirar tus ganancias con ${method}.\n`);
      const line = text.trimEnd().split("\n").length + 2;
      const { status, err } = run(copy);
      expect(status).toBe(1);
      expect(err).toContain(`blog/posts/${post}:${line}: texto — «${method}» no coincide con los datos de ${name} (content/operators/${file})`);
      expect(err).toContain(`${method}: «No»`);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
