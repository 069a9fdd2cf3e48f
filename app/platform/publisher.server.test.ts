import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { isPublicSite, publisherForBuild, publisherSchema } from "./publisher.server.ts";

const REAL = { example: false, name: "Mi Empresa Comparativas S.L.", address: "Calle Mayor 10, 28013 Madrid", nif: "B12345674", email: "legal@midominio.es", registry: "Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3" };
const EXAMPLE = { ...REAL, example: true, name: "Editorial Ejemplo S.L. (datos de ejemplo)", nif: "B00000000" };

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});
function contentWith(data: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "publisher-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "site"));
  fs.writeFileSync(path.join(root, "site", "publisher.yaml"), Object.entries(data).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join("\n") + "\n");
  return root;
}

describe("the publisher as content", () => {
  it("the shipped file is valid", () => {
    expect(() => publisherForBuild({})).not.toThrow();
  });

  it("a build for a public SITE_URL refuses example data and says what to set", () => {
    const root = contentWith(EXAMPLE);
    expect(() => publisherForBuild({ root, siteUrlFromEnv: "https://www.midominio.es" })).toThrow(/datos de ejemplo del titular[\s\S]*publisher\.yaml[\s\S]*example: false[\s\S]*PUBLISHER_JSON/);
  });

  it("the default build (no SITE_URL) and local addresses keep the example data", () => {
    const root = contentWith(EXAMPLE);
    expect(publisherForBuild({ root }).example).toBe(true);
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "https://casinos.test"]) {
      expect(publisherForBuild({ root, siteUrlFromEnv: url }).nif, url).toBe("B00000000");
    }
  });

  it("real data builds for the public site; PUBLISHER_JSON overrides the file and counts as real", () => {
    expect(publisherForBuild({ root: contentWith(REAL), siteUrlFromEnv: "https://www.midominio.es" }).name).toBe(REAL.name);
    const fromEnv = publisherForBuild({
      root: contentWith(EXAMPLE),
      siteUrlFromEnv: "https://www.midominio.es",
      publisherJson: JSON.stringify({ name: "Otra Empresa S.L.", nif: "B87654323", address: "Avenida Real 2, 08001 Barcelona", registry: "Registro Mercantil de Barcelona" }),
    });
    expect(fromEnv).toMatchObject({ example: false, name: "Otra Empresa S.L.", nif: "B87654323" });
    expect(() => publisherForBuild({ root: contentWith(EXAMPLE), publisherJson: JSON.stringify({ nif: "123" }) })).toThrow(/PUBLISHER_JSON no es válido/);
  });

  it("the schema keeps example and real data apart", () => {
    expect(publisherSchema.safeParse(REAL).success).toBe(true);
    expect(publisherSchema.safeParse(EXAMPLE).success).toBe(true);
    // Example data must say so; real data must not carry the example's words or NIF.
    expect(publisherSchema.safeParse({ ...EXAMPLE, name: "Editorial S.L." }).success).toBe(false);
    expect(publisherSchema.safeParse({ ...REAL, nif: "B00000000" }).success).toBe(false);
    expect(publisherSchema.safeParse({ ...REAL, address: "Calle Ejemplo 1" }).success).toBe(false);
    expect(publisherSchema.safeParse({ ...REAL, nif: "12345" }).success).toBe(false);
    // The format alone is not enough: the check digit of B98765432 is wrong (B98765431 is right).
    expect(publisherSchema.safeParse({ ...REAL, nif: "B98765432" }).success).toBe(false);
    expect(publisherSchema.safeParse({ ...REAL, nif: "b98765431" }).success).toBe(true);
    expect(publisherSchema.safeParse({ ...REAL, email: "no-es-correo" }).success).toBe(false);
  });

  it("tells public addresses from local ones", () => {
    expect(isPublicSite("https://www.rankingcasinos.es")).toBe(true);
    expect(isPublicSite("http://localhost:3000")).toBe(false);
    expect(isPublicSite("http://127.0.0.1:4000")).toBe(false);
    expect(isPublicSite("https://sitio.example")).toBe(false);
  });

  it("`react-router build` for a public SITE_URL with the shipped example data stops before building, naming the files", () => {
    // The check runs while Vite loads its config: no page is rendered, so this costs seconds, not a build.
    const run = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      encoding: "utf8",
      env: { ...process.env, SITE_URL: "https://www.midominio.es", PUBLISHER_JSON: "", CONTENT_DIR: "" },
      timeout: 600_000,
    });
    expect(run.status).not.toBe(0);
    // One message names every example file: the publisher and the author personas (decision 0237).
    expect(run.stderr + run.stdout).toMatch(/datos de ejemplo \(example: true\) en: [^\n]*content\/site\/publisher\.yaml[^\n]*content\/authors\/[a-z-]+\.yaml/);
  });
});
