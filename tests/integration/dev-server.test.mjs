// `npm run dev` is the production app (server/app.js) with Vite's middleware: started on its own
// PORT, it must answer like the built production server — the same security headers on `/`, the
// same 301s for other spellings of a page, the same 404s and 405s. Needs `npm run build` (the
// production server it is compared with).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-test-"));

/** `npm run dev` as package.json spells it, run with the same node (no npm process in between). */
function devCommand() {
  const script = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.dev;
  const [cmd, ...args] = script.split(/\s+/);
  expect(cmd, `"dev" script: ${script}`).toBe("node");
  return args;
}

/** Every header helmet and the app set on a document, compared value for value. */
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
];

/** CSP directives with the script hashes left out (they depend on each document's inline scripts). */
const cspShape = (csp) =>
  String(csp)
    .split(";")
    .map((d) => d.trim().replace(/ 'sha256-[^']+'/g, ""))
    .sort();

let prod;
let dev;

beforeAll(async () => {
  const [prodPort, devPort] = [await freePort(process.env.TEST_PORT), await freePort()];
  [prod, dev] = await Promise.all([
    startAppServer({ port: prodPort, env: { DATA_DIR: path.join(tmp, "prod"), DATABASE_URL: "" } }),
    startAppServer({ port: devPort, args: devCommand(), waitMs: 200_000, env: { DATA_DIR: path.join(tmp, "dev"), DATABASE_URL: "", NODE_ENV: undefined } }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([prod?.stop(), dev?.stop()]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run dev answers as the production server does", () => {
  it("is Vite's development server on its own PORT", async () => {
    expect(dev.log()).toMatch(/"event":"listening".*"mode":"development"/);
    // Vite's browser client (HMR) is served by the development server only.
    const client = await request(dev.url, { path: "/@vite/client" });
    expect(client.status).toBe(200);
    expect(client.headers["content-type"]).toMatch(/javascript/);
    expect((await request(prod.url, { path: "/@vite/client" })).status).toBe(404);
  });

  it("/ carries the production security headers and the same Content-Security-Policy", async () => {
    const [p, d] = await Promise.all([request(prod.url, { path: "/" }), request(dev.url, { path: "/" })]);
    expect(p.status).toBe(200);
    expect(d.status).toBe(200);
    for (const name of SECURITY_HEADERS) {
      expect(p.headers[name], `${name} in production`).toBeTruthy();
      expect(d.headers[name], name).toBe(p.headers[name]);
    }
    expect(cspShape(d.headers["content-security-policy"])).toEqual(cspShape(p.headers["content-security-policy"]));
    expect(d.headers["x-powered-by"]).toBeUndefined();
  });

  it("other spellings of a page get the same 301, unknown and hostile paths the same 404", async () => {
    for (const spelling of ["/guia-juego-responsable/", "/GUIA-JUEGO-RESPONSABLE", "/guia-juego-responsable//"]) {
      const [p, d] = await Promise.all([request(prod.url, { path: spelling }), request(dev.url, { path: spelling })]);
      expect(p.status, `${spelling} in production`).toBe(301);
      expect([d.status, d.headers.location], spelling).toEqual([301, p.headers.location]);
    }
    for (const missing of ["/no-existe-esta-pagina", "/a/..%2fb", "/x%5c..%5cy"]) {
      const [p, d] = await Promise.all([request(prod.url, { path: missing }), request(dev.url, { path: missing })]);
      expect(p.status, `${missing} in production`).toBe(404);
      expect(d.status, missing).toBe(404);
      expect(d.headers["content-type"], missing).toBe(p.headers["content-type"]);
    }
  });

  it("methods a page does not take get the same 405 with the same Allow list", async () => {
    for (const [method, target] of [["PUT", "/"], ["DELETE", "/api/newsletter"], ["POST", "/guia-juego-responsable"]]) {
      const [p, d] = await Promise.all([request(prod.url, { method, path: target }), request(dev.url, { method, path: target })]);
      expect(p.status, `${method} ${target} in production`).toBe(405);
      expect([d.status, d.headers.allow], `${method} ${target}`).toEqual([405, p.headers.allow]);
    }
  });
});
