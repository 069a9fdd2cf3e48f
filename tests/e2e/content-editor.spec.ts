/**
 * The browser editor, end to end, as the site's operator uses it: on a COPY of the content folder,
 * the production server with CONTENT_EDITOR=1 serves /keystatic; an operator's welcome bonus is
 * changed and saved; the content check passes on the copy; a rebuild of the copy (into a temporary
 * build folder, never build/) shows the new bonus on the operator's review page and on the home list.
 * The copy also gets the eleventh operator and a new post before that rebuild, and under `npm test`
 * (EDITED_SITE_DIR) the copy and its build stay for tests/integration/content-edit.test.mjs, which
 * checks them there: one second build of the site instead of two (tests/support/edited-site.mjs).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "./fixtures.ts";
import { freePort, SERVER_ARGS } from "../../scripts/lib/app-server.mjs";
import { addOperatorAndPost, markSharedSiteReady, sharedSiteDir } from "../support/edited-site.mjs";
import { pgliteTestFlags } from "../../scripts/lib/pglite-template.mjs";

const root = process.cwd();
// Every folder of the content (operators, authors, posts, pages, methodology, and any collection added
// later): the check and the build read across them (pages use the methodology's values).
const CONTENT_FOLDERS = fs
  .readdirSync(path.join(root, "content"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

async function waitFor(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the editor's server exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the editor's server did not start:\n${log()}`);
}

/** A raw request, with any Host header (fetch would send the URL's). */
function rawRequest(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: opts.method ?? "GET", path: opts.path, headers: opts.headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** Visible text of a prerendered document, tags removed, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

test("the editor is off on the production server by default", async ({ request }) => {
  expect((await request.get("/keystatic")).status()).toBe(404);
  expect((await request.get("/keystatic/collection/operators")).status()).toBe(404);
  expect((await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" } })).status()).toBe(404);
});

test.describe("content editor", () => {
  // No console error allowed on the editor either (the page fixture fails the test on one): Keystatic's
  // Google font link, which the CSP refused, is removed at build (scripts/keystatic-no-google-font.ts).

  let tmp: string;
  let buildDir: string;
  let contentDir: string;
  let server: ChildProcess | undefined;
  let serverLog = "";

  const CHECKER = "comprobadora-prueba";
  // On the operator's own site, as the content check requires of an offer's source.
  const CHECK_SOURCE = "https://www.bet365.es/es/promociones/bienvenida";
  const todayInMadrid = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

  // Under `npm test`: the shared folder (kept for the integration layer); alone: throw-away folders.
  const shared = sharedSiteDir();

  test.beforeAll(() => {
    if (shared) {
      fs.rmSync(shared, { recursive: true, force: true });
      fs.mkdirSync(shared, { recursive: true });
      tmp = shared;
      buildDir = path.join(shared, "build");
    } else {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), "editor-e2e-"));
      // Inside the project: the prerender step imports the server build, which finds its packages in
      // the project's node_modules. .tmp/ is git-ignored and outside Vite's watch.
      fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
      buildDir = fs.mkdtempSync(path.join(root, ".tmp", "editor-build-"));
    }
    contentDir = path.join(tmp, "content");
    for (const folder of CONTENT_FOLDERS) fs.cpSync(path.join(root, "content", folder), path.join(contentDir, folder), { recursive: true });
    // A real (non-example) author to sign a check record in the editor.
    fs.writeFileSync(
      path.join(contentDir, "authors", `${CHECKER}.yaml`),
      "name: Comprobadora de Prueba\nrole: Editora\nbio: >-\n  Persona de la prueba del editor: abre la web del operador, lee el dato y anota la página y el día en que lo leyó.\nareas:\n  - Reseñas\n",
    );
  });

  test.afterAll(() => {
    if (server && server.exitCode === null) server.kill("SIGTERM");
    if (shared) return; // scripts/test-all.mjs removes it after the integration layer
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  test("changing an operator's welcome offer in /keystatic reaches the content check and the rebuilt pages", async ({ page }) => {
    test.setTimeout(900_000);
    const operatorsDir = path.join(contentDir, "operators");
    const files = fs.readdirSync(operatorsDir).filter((f) => f.endsWith(".yaml"));
    // The top-ranked operator: it is on the home list whatever the list's length.
    const top = files
      .map((f) => ({
        id: f.replace(/\.yaml$/, ""),
        data: parse(fs.readFileSync(path.join(operatorsDir, f), "utf8")) as { rank: number; offer: { cap: number }; detailUrl: string; name: string },
      }))
      .sort((a, b) => a.data.rank - b.data.rank)[0]!;
    // The offer's cap is a field; the bonus line every page shows is derived from it (offer.ts).
    const newCap = top.data.offer.cap + 221;
    const newBonus = `hasta ${newCap} €`;

    const port = await freePort();
    server = spawn(process.execPath, [...pgliteTestFlags(), ...SERVER_ARGS], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        CONTENT_DIR: contentDir,
        CONTENT_EDITOR: "1",
        DATA_DIR: path.join(tmp, "data"),
        LOG_REQUESTS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d) => (serverLog += d));
    server.stderr!.on("data", (d) => (serverLog += d));
    const origin = `http://localhost:${port}`;
    await waitFor(`${origin}/healthz`, server, () => serverLog);

    // What another site, a rebound host name or a proxied visitor would get from the running editor.
    const update = JSON.stringify({ additions: [{ path: `operators/${top.id}.yaml`, contents: "" }], deletions: [] });
    const write = { "content-type": "application/json", "no-cors": "1" };
    expect(await rawRequest(port, { method: "POST", path: "/api/keystatic/update", body: update, headers: { ...write, host: `localhost:${port}`, origin: "https://evil.example" } })).toBe(403);
    expect(await rawRequest(port, { path: "/api/keystatic/tree", headers: { "no-cors": "1", host: `evil.example:${port}` } })).toBe(403);
    expect(await rawRequest(port, { path: "/keystatic", headers: { host: `localhost:${port}`, "x-forwarded-for": "203.0.113.7" } })).toBe(404);
    expect(parse(fs.readFileSync(path.join(operatorsDir, `${top.id}.yaml`), "utf8"))).toMatchObject({ offer: { cap: top.data.offer.cap } });

    // Every request the editor makes stays on this origin, and the page reports no CSP violation.
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(`${origin}/keystatic`);
    await expect(page).toHaveTitle(/Editor de contenido/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Operadores" }).first().click();
    await page.getByText(top.data.name, { exact: true }).first().click();
    const field = page.getByLabel("Importe máximo (€)", { exact: true });
    await expect(field).toHaveValue(String(top.data.offer.cap), { timeout: 30_000 });
    await field.fill(String(newCap));
    // «Marcar como comprobado» on the offer (issue 37): it stamps today's date and asks for the author and the source.
    await page.getByRole("button", { name: "Marcar como comprobado" }).first().click();
    await expect(page.getByLabel("Comprobado el (AAAA-MM-DD)")).toHaveValue(todayInMadrid());
    // The author list offers the real authors; the example personas are listed but cannot be chosen.
    const by = page.getByLabel("Comprobado por", { exact: true });
    await expect(by.locator(`option[value="${CHECKER}"]`)).toBeEnabled({ timeout: 30_000 });
    await expect(by.locator("option:disabled", { hasText: "autor de ejemplo" }).first()).toBeAttached();
    await by.selectOption(CHECKER);
    await page.getByLabel("Fuente (https://)").fill(CHECK_SOURCE);
    await page.getByRole("button", { name: "Guardar" }).click();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(foreign).toEqual([]);

    const file = path.join(operatorsDir, `${top.id}.yaml`);
    // Read until the save has landed (a read in the middle of the write sees an empty file).
    await expect.poll(() => (parse(fs.readFileSync(file, "utf8")) as { offer?: { cap?: number } } | null)?.offer?.cap, { timeout: 30_000 }).toBe(newCap);
    expect((parse(fs.readFileSync(file, "utf8")) as { offer: { check?: unknown } }).offer.check).toEqual({ checked: todayInMadrid(), checkedBy: CHECKER, source: CHECK_SOURCE });
    server.kill("SIGTERM");

    const check = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/content-check.ts"], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir },
      encoding: "utf8",
    });
    expect(check.status, `npm run content:check on the edited copy:\n${check.stdout}\n${check.stderr}`).toBe(0);

    // The eleventh operator and a new post on the same copy (checked by the integration layer).
    addOperatorAndPost(contentDir);
    const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, NODE_ENV: "production" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(build.status, `rebuild of the edited copy:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`).toBe(0);

    const review = textOf(fs.readFileSync(path.join(buildDir, "client", top.data.detailUrl.slice(1), "index.html"), "utf8"));
    const home = textOf(fs.readFileSync(path.join(buildDir, "client", "index.html"), "utf8"));
    expect(review.toLowerCase()).toContain(newBonus);
    expect(home.toLowerCase()).toContain(newBonus);
    if (shared) markSharedSiteReady(shared);
  });
});
