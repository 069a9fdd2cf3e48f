// `npm run dev` is the production app (server/app.ts) with Vite's middleware: started on its own
// PORT, it must answer like the built production server — the same security headers on `/`, the
// same 301s for other spellings of a page, the same 404s and 405s. Needs `npm run build` (the
// production server it is compared with). The development server starts on an empty dependency
// cache (DEV_VITE_CACHE_DIR), as on a fresh checkout, and the first page a browser opens on it is the
// editor, /keystatic: it must render without Vite re-bundling dependencies and reloading it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { CHROMIUM_BASE_FLAGS, ensureTestChromium } from "../../scripts/chromium.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-test-"));

/**
 * `npm run dev` as package.json spells it, run with the same node (no npm process in between, nor
 * the launcher that puts an old machine's `npm run dev` on Node 24: this test already runs on it).
 */
function devCommand() {
  const script = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.dev;
  const [cmd, ...args] = script.replace(/^node scripts\/on-node24\.mjs /, "").split(/\s+/);
  expect(cmd, `"dev" script: ${script}`).toBe("node");
  return args;
}

/**
 * Headers that describe one response rather than the server's policy: a prerendered file (ETag,
 * precompressed, cacheable) against a page rendered per request in development. Every other
 * header production sends on `/` must come from the development server with the same value.
 */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "cache-control",
  "content-security-policy", // compared below without the hashes of the inline scripts
]);

/** CSP directives with the script hashes left out (they depend on each document's inline scripts). */
const cspShape = (csp) =>
  String(csp)
    .split(";")
    .map((d) => d.trim().replace(/ 'sha256-[^']+'/g, ""))
    .sort();

let prod;
let dev;

beforeAll(async () => {
  const preferred = Number(process.env.TEST_PORT) || undefined;
  const [prodPort, devPort] = [await freePort(preferred), await freePort(preferred && preferred + 1)];
  [prod, dev] = await Promise.all([
    startAppServer({ port: prodPort, env: { DATA_DIR: path.join(tmp, "prod"), DATABASE_URL: "" } }),
    startAppServer({
      port: devPort,
      args: devCommand(),
      waitMs: 200_000,
      env: { DATA_DIR: path.join(tmp, "dev"), DATABASE_URL: "", NODE_ENV: undefined, DEV_VITE_CACHE_DIR: path.join(tmp, "vite-cache") },
    }),
  ]);
}, 900_000);

afterAll(async () => {
  await Promise.all([prod?.stop(), dev?.stop()]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run dev on a cold dependency cache", () => {
  it("the first visit to /keystatic renders the editor, with no page error and no reload", async () => {
    const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: CHROMIUM_BASE_FLAGS });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(`console: ${m.text()}`);
      });
      page.on("response", (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(`${dev.url}/keystatic`, { timeout: 300_000 });
      // The editor's own navigation, with the collections of app/features/editor/config.ts.
      await page.getByRole("link", { name: "Operadores" }).first().waitFor({ timeout: 180_000 });
      // Long enough for a late re-bundle's reload to show.
      await page.waitForTimeout(3_000);
      expect(await page.getByRole("link", { name: "Operadores" }).count()).toBeGreaterThan(0);
      expect(errors, `errors on the page: ${errors.join(" | ")}`).toEqual([]);
      // A dependency Vite had not pre-bundled: add it to optimizeDeps.include in vite.config.ts.
      expect(dev.log()).not.toMatch(/new dependencies optimized|optimized dependencies changed/);
    } finally {
      await browser.close();
    }
  });
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
    const policy = Object.keys(p.headers).filter((name) => !PER_RESPONSE.has(name));
    // The comparison means something only if production sends its security headers.
    expect(policy).toEqual(expect.arrayContaining(["strict-transport-security", "x-frame-options", "permissions-policy"]));
    for (const name of policy) expect(d.headers[name], name).toBe(p.headers[name]);
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
