// `npm run fuentes` against a fake operator site on loopback: a page that changes between two runs is
// flagged `changed` (with what changed), a 404 is a broken link, and a tracking link that redirects
// off the operator's domain is flagged.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CitedUrl } from "./index.server.ts";
import { captureOutput } from "../../platform/command.cli.ts";
import { sourcesCli } from "./sources.cli.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fuentes-cli-test-"));
let server: http.Server;
let base = "";
let terms = "Validez: 30 días. Requisito de apuesta 35x.";
const userAgents: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    userAgents.push(String(req.headers["user-agent"]));
    if (req.url === "/terminos") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<html><head><script>var t = ${Date.now()};</script></head><body><h1>Términos</h1><p>${terms}</p></body></html>`);
    } else if (req.url?.startsWith("/afiliado")) {
      res.writeHead(302, { Location: `${base}/otra-web` });
      res.end();
    } else if (req.url === "/otra-web") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<p>Otra web</p>");
    } else {
      res.writeHead(404, { "Content-Type": "text/html" });
      res.end("<p>No encontrada</p>");
    }
  });
  await new Promise<void>((r) => server.listen(Number(process.env.SOURCES_CLI_TEST_PORT ?? 0), "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const env = { DATA_DIR: tmp, DATABASE_URL: "", SOURCES_ALLOW_LOOPBACK: "1", SOURCES_HOST_DELAY_MS: "10", SOURCES_TIMEOUT_MS: "3000" };

const cited = (): CitedUrl[] => [
  { url: `${base}/terminos`, operatorId: "prueba", operatorName: "Prueba", kinds: ["fuente", "terminos"], checks: [{ what: "Oferta de bienvenida", checked: "2020-01-01" }] },
  { url: `${base}/borrada`, operatorId: "prueba", operatorName: "Prueba", kinds: ["fuente"], checks: [] },
  { url: `${base}/afiliado?sub={clickId}`, operatorId: "prueba", operatorName: "Prueba", kinds: ["afiliado"], checks: [], operatorDomain: "prueba.es" },
];

const run = (args: string[], extra: Record<string, string> = {}) => captureOutput((io) => sourcesCli(args, { ...io, env: { ...env, ...extra }, cited: cited() }));

describe("npm run fuentes", () => {
  it("flags a page that changed between two runs and a broken link, in --json", async () => {
    const first = await run(["--json", "--init"]);
    expect(first.code, first.stderr).toBe(0);
    const one = JSON.parse(first.stdout) as Array<{ url: string; status: number | null; changed: boolean; broken: boolean }>;
    expect(one).toHaveLength(3);
    for (const r of one) expect(r.changed).toBe(false); // a first look is not a change
    expect(one.find((r) => r.url.endsWith("/borrada"))).toMatchObject({ status: 404, broken: true });

    terms = "Validez: 14 días. Requisito de apuesta 35x.";
    const second = await run(["--json"]);
    expect(second.code, second.stderr).toBe(0);
    const two = JSON.parse(second.stdout) as Array<{ url: string; status: number; changed: boolean; broken: boolean; changeExcerpt: string | null; finalUrl: string }>;
    const page = two.find((r) => r.url.endsWith("/terminos"))!;
    expect(page).toMatchObject({ status: 200, changed: true, broken: false });
    expect(page.changeExcerpt).toContain("30");
    expect(page.changeExcerpt).toContain("14");
    expect(two.find((r) => r.url.endsWith("/borrada"))).toMatchObject({ status: 404, changed: false, broken: true });
    expect(two.find((r) => r.url.includes("/afiliado"))!.finalUrl).toBe(`${base}/otra-web`);

    // A third run with no change: the script's changing timestamp is not text, so nothing is flagged as new.
    const third = JSON.parse((await run(["--json"])).stdout) as Array<{ changed: boolean }>;
    expect(third.every((r) => !r.changed)).toBe(true);
    expect(userAgents.every((ua) => ua.startsWith("RankingCasinosEspana-Fuentes/"))).toBe(true);
  }, 600_000);

  it("words the flags for the owner: changed since the check, broken link, tracking link off the operator", async () => {
    const out = await run([]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain("la página citada cambió desde tu comprobación");
    expect(out.stdout).toContain("enlace roto (HTTP 404)");
    expect(out.stdout).toContain("el enlace de afiliado ya no llega al operador");
  }, 600_000);

  it("refuses loopback without SOURCES_ALLOW_LOOPBACK=1", async () => {
    const out = await run(["--json"], { SOURCES_ALLOW_LOOPBACK: "" });
    expect(out.code, out.stderr).toBe(0);
    const results = JSON.parse(out.stdout) as Array<{ status: number | null; error: string }>;
    for (const r of results) {
      expect(r.status).toBeNull();
      expect(r.error).toMatch(/dirección no permitida/);
    }
  }, 600_000);

  it("answers an unknown option with the Spanish usage and exit code 2", async () => {
    const out = await run(["--todo"]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/Opción desconocida: --todo/);
  });
});
