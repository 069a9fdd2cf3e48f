/**
 * Decision 0237: example people and an example publisher never reach a public site. The files are found
 * on a content folder made here; the shipped content is example data, so its own check is asserted too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exampleDataFiles, refuseExampleData } from "./example-data.server.ts";

const PUBLISHER = (example: boolean) =>
  example
    ? 'example: true\nname: "Editorial Ejemplo S.L. (datos de ejemplo)"\naddress: "Calle Ejemplo 1, Madrid"\nnif: B00000000\nemail: legal@midominio.es\nregistry: "Registro de ejemplo"\n'
    : 'example: false\nname: "Mi Empresa S.L."\naddress: "Calle Mayor 10, 28013 Madrid"\nnif: B12345674\nemail: legal@midominio.es\nregistry: "Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3"\n';
const AUTHOR = (example: boolean) =>
  `example: ${example}\nname: Ana Real\nrole: Revisora de datos\nbio: >-\n  Una ficha de prueba de este test, que describe a quien firma las comprobaciones de una copia del contenido.\nareas:\n  - Licencias\n`;

const IDENTITY = (example: boolean) =>
  example
    ? "example: true\nname: Ranking Casinos España\ndomain: www.rankingcasinos.es\nhelpEmail: ayuda@rankingcasinos.es\nprivacyEmail: privacidad@rankingcasinos.es\nmailFrom: boletin@rankingcasinos.es\n"
    : "example: false\nname: Mi Comparador\ndomain: www.midominio.es\nhelpEmail: ayuda@midominio.es\nprivacyEmail: privacidad@midominio.es\nmailFrom: boletin@midominio.es\n";

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});
function content(publisherExample: boolean, authors: Record<string, boolean>, identityExample = false): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "example-data-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "site"));
  fs.mkdirSync(path.join(root, "authors"));
  fs.writeFileSync(path.join(root, "site", "publisher.yaml"), PUBLISHER(publisherExample));
  fs.writeFileSync(path.join(root, "site", "identity.yaml"), IDENTITY(identityExample));
  for (const [slug, example] of Object.entries(authors)) fs.writeFileSync(path.join(root, "authors", `${slug}.yaml`), AUTHOR(example));
  return root;
}

describe("example data and a public site", () => {
  it("lists the publisher and every example author, and nothing real", () => {
    const root = content(true, { "ana-real": false, persona: true });
    const files = exampleDataFiles({ root });
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.endsWith("site/publisher.yaml"))).toBe(true);
    expect(files.some((f) => f.endsWith("authors/persona.yaml"))).toBe(true);
    // PUBLISHER_JSON replaces the publisher file: only the persona is left.
    expect(exampleDataFiles({ root, publisherJson: "{}" }).map((f) => path.basename(f))).toEqual(["persona.yaml"]);
  });

  it("refuses a public SITE_URL with example authors, in Spanish, naming each file", () => {
    const root = content(false, { "ana-real": false, persona: true });
    expect(() => refuseExampleData("https://www.midominio.es", { root })).toThrow(/datos de ejemplo \(example: true\) en: .*authors\/persona\.yaml/);
    // The message names the command that hands a persona's bylines to a real author (issue 49).
    expect(() => refuseExampleData("https://www.midominio.es", { root })).toThrow(/npm run autores -- reasignar <de> <a>/);
  });

  it("refuses the example site name and domain too (content/site/identity.yaml)", () => {
    const root = content(false, { "ana-real": false }, true);
    expect(exampleDataFiles({ root }).map((f) => path.basename(f))).toEqual(["identity.yaml"]);
    expect(() => refuseExampleData("https://www.midominio.es", { root })).toThrow(/site\/identity\.yaml/);
  });

  it("lets a local or absent SITE_URL through (the README's default start), and a public one with only real data", () => {
    const root = content(true, { persona: true });
    expect(() => refuseExampleData(undefined, { root })).not.toThrow();
    expect(() => refuseExampleData("http://localhost:3000", { root })).not.toThrow();
    expect(() => refuseExampleData("https://www.midominio.es", { root: content(false, { "ana-real": false }) })).not.toThrow();
  });

  it("finds the shipped content's four personas marked as examples", () => {
    const authors = exampleDataFiles().filter((f) => f.includes("content/authors/"));
    expect(authors.length).toBeGreaterThan(0);
  });
});
