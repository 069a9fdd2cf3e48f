// `npm run comprobar` on a copy of the content: it writes one check record as the editor saves it
// (only the record's lines change, and the file stays in the editor's serialisation), and refuses
// unknown operators, data and authors, example authors, non-https sources and unknown options.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { editorFiles, keystaticSerialisation, reserialise } from "./serialisation.server.ts";
import { todayInSpain } from "../../platform/format.ts";
import { captureOutput } from "../../platform/command.cli.ts";
import { comprobarCli } from "./mark-checked.cli.ts";
import { CONTENT_TYPES } from "./content-types";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "comprobar-test-"));
const content = path.join(tmp, "content");
const OPERATOR = "bet365";
const file = path.join(content, "operators", `${OPERATOR}.yaml`);
let original = "";

beforeAll(() => {
  fs.cpSync(path.join(process.cwd(), "content"), content, { recursive: true });
  // A real author, and one persona marked as the example it is.
  fs.writeFileSync(
    path.join(content, "authors", "ana-real.yaml"),
    "name: Ana Real\nrole: Editora\nbio: >-\n  Ana comprueba en la web de cada operador los datos de las reseñas y anota la página y el día en que los leyó.\nareas:\n  - Reseñas\n",
  );
  const persona = path.join(content, "authors", "laura-gomez.yaml");
  fs.writeFileSync(persona, `example: true\n${fs.readFileSync(persona, "utf8").replace(/^example: (true|false)\n/m, "")}`);
  original = fs.readFileSync(file, "utf8");
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const run = (args: string[]) => captureOutput((io) => comprobarCli(args, { ...io, env: { CONTENT_DIR: content } }));
const SOURCE = "https://www.bet365.es/es/ayuda/retiradas";

describe("npm run comprobar", () => {
  it("writes the offer's check record: only its lines are added, in the editor's serialisation", async () => {
    const out = await run([OPERATOR, "oferta", "--fuente", SOURCE, "--por", "ana-real", "--fecha", "2026-11-20"]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain("comprobado el 2026-11-20 por ana-real");
    const after = fs.readFileSync(file, "utf8");
    expect(parse(after).offer.check).toEqual({ checked: "2026-11-20", checkedBy: "ana-real", source: SOURCE });
    // Every original line is still there, in order; the added lines are the record and nothing else.
    const before = original.split("\n");
    const now = after.split("\n");
    expect(now.filter((l) => !before.includes(l))).toEqual(["    check:", "      checked: 2026-11-20", "      checkedBy: ana-real", `      source: ${SOURCE}`].map((l) => l.slice(2)));
    expect(now).toHaveLength(before.length + 4);
    expect(now.filter((l) => before.includes(l))).toEqual(before);
    // The file is what the editor would save.
    const ks = await keystaticSerialisation();
    const entry = editorFiles(content, CONTENT_TYPES).find((e) => e.file === `operators/${OPERATOR}.yaml`)!;
    expect(reserialise(ks, entry, after).contents).toBe(after);
  });

  it("stamps today by default, and writes the licence and a fact", async () => {
    const lic = await run([OPERATOR, "licencia", "--fuente", "https://www.ordenacionjuego.es/operadores-juego/operadores-licencia", "--por", "ana-real"]);
    expect(lic.code, lic.stderr).toBe(0);
    const fact = await run([OPERATOR, "retirada-tarjeta", "--fuente", SOURCE, "--por", "ana-real"]);
    expect(fact.code, fact.stderr).toBe(0);
    const data = parse(fs.readFileSync(file, "utf8"));
    expect(data.licenseCheck).toMatchObject({ checked: todayInSpain(), checkedBy: "ana-real" });
    const card = data.facts.find((f: { key: string }) => f.key === "retirada-tarjeta");
    expect(card.check).toEqual({ checked: todayInSpain(), checkedBy: "ana-real", source: SOURCE });
    // Other facts keep no record.
    expect(data.facts.filter((f: { check?: unknown }) => f.check)).toHaveLength(1);
  });

  it("writes a scored datum of the sheet (metodos-pago) as a top-level record, beside its datum, and nothing else", async () => {
    const before = fs.readFileSync(file, "utf8");
    const PAYMENTS = "https://www.bet365.es/es/ayuda/metodos-de-pago";
    const out = await run([OPERATOR, "metodos-pago", "--fuente", PAYMENTS, "--por", "ana-real", "--fecha", "2026-11-19"]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain("Métodos de pago");
    const after = fs.readFileSync(file, "utf8");
    const data = parse(after);
    expect(data.paymentMethodsCheck).toEqual({ checked: "2026-11-19", checkedBy: "ana-real", source: PAYMENTS });
    for (const field of ["minDepositCheck", "gamesCheck", "mobileAppCheck", "responsibleGamblingCheck"]) expect(data[field], field).toBeUndefined();
    // Only the record's four lines are added, right under the list it checks.
    const now = after.split("\n");
    const at = now.indexOf("paymentMethodsCheck:");
    expect(now.slice(at, at + 4)).toEqual(["paymentMethodsCheck:", "  checked: 2026-11-19", "  checkedBy: ana-real", `  source: ${PAYMENTS}`]);
    expect([...now.slice(0, at), ...now.slice(at + 4)]).toEqual(before.split("\n"));
    expect(now.indexOf("paymentMethodsCheck:")).toBeGreaterThan(now.indexOf("paymentMethods:"));
    expect(now.indexOf("paymentMethodsCheck:")).toBeLessThan(now.indexOf("sportsbook: true"));
    const ks = await keystaticSerialisation();
    const entry = editorFiles(content, CONTENT_TYPES).find((e) => e.file === `operators/${OPERATOR}.yaml`)!;
    expect(reserialise(ks, entry, after).contents).toBe(after);
  });

  it.each([
    [["no-existe", "oferta", "--fuente", SOURCE, "--por", "ana-real"], 1, /No existe el operador «no-existe»/],
    [[OPERATOR, "color-favorito", "--fuente", SOURCE, "--por", "ana-real"], 1, /no es un dato: usa «oferta», «licencia», «deposito-minimo»/],
    [[OPERATOR, "oferta", "--fuente", SOURCE, "--por", "nadie"], 1, /No existe el autor «nadie»/],
    [[OPERATOR, "oferta", "--fuente", SOURCE, "--por", "laura-gomez"], 1, /autor de ejemplo/],
    [[OPERATOR, "oferta", "--fuente", "http://www.bet365.es/", "--por", "ana-real"], 1, /https:\/\//],
    [[OPERATOR, "oferta", "--fuente", SOURCE, "--por", "ana-real", "--fecha", "2999-01-01"], 1, /posterior a hoy/],
    [[OPERATOR, "oferta", "--fuente", SOURCE, "--por", "ana-real", "--sin-mirar"], 2, /Opción desconocida: --sin-mirar/],
    [[OPERATOR, "oferta", "--por", "ana-real"], 2, /Falta --fuente/],
  ])("refuses %j in Spanish and changes nothing", async (args, code, message) => {
    const before = fs.readFileSync(file, "utf8");
    const out = await run(args as string[]);
    expect(out.code).toBe(code);
    expect(out.stderr).toMatch(message as RegExp);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });
});
