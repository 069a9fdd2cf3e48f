/**
 * Issue 23, "Done when", as a new owner would do it with the docs only (docs/editing-content.md,
 * docs/ganancias.md), in a browser, against the BUILT production server (`npm run build` first):
 *
 *  1. put an affiliate platform's tracking link with {clickId} on the operator of a blog article's
 *     `::operador{id="…"}` block (its content/operators/<id>.yaml, in a copy of the content);
 *  2. click that block's «Visitar …» button: a new tab, /visitar answers 302 to the tracking link with
 *     a fresh click ID in the sub-ID (the platform's domain is an example one, routed inside the
 *     browser: nothing leaves the machine);
 *  3. import, with the real `npm run conversions -- import …` while the site runs, a platform CSV that
 *     credits that click ID with one registration, one FTD and 100 €;
 *  4. sign in to /panel, choose a period including today, and read in «Qué botón de qué página gana»
 *     that this article's `article` button earned 100 € with its EPC, and that nothing is left in
 *     «Conversiones sin clic reconocido».
 *
 * No second build: /visitar reads `affiliateUrl` from the content the served build carries
 * (<build>/content, never the prerendered pages: the link is server-only), so a copy of the
 * project's build is served with that content folder replaced by a copy that has the link. Run by
 * `npm test`'s integration-edited layer (after the browser tests, beside the slower layers).
 * Nothing about the content is assumed but its structure: the article, its operator, the operator's
 * name and the button's words are read from the content.
 */
import { spawn } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { fillTemplate } from "../../app/platform/text.ts";
import { getOperator } from "../../app/features/operators/operators.ts";
import { PLACEMENT_LABELS } from "../../app/features/operators/outbound-link.ts";
import { freePort, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { CHROMIUM_BASE_FLAGS, ensureTestChromium } from "../../scripts/chromium.mjs";
import { copyContent, readFrontmatter } from "../support/edited-site.mjs";

requireBuild();

type AppServer = Awaited<ReturnType<typeof startAppServer>>;

// An affiliate platform's tracking link, on an example domain (RFC 2606), as docs/editing-content.md shows it.
const PLATFORM_HOST = "partners.example.com";
const TRACKING_LINK = `https://${PLATFORM_HOST}/track?btag=abc&subid={clickId}&p={placement}`;
// A platform of our own, written as docs/ganancias.md says ("copia uno y ajústalo"): NetRefer-like.
const PLATFORM_ID = "partners-ejemplo";
const PLATFORM_YAML = `name: Partners Ejemplo
operators: []
delimiter: ";"
skipLines: 2
dateFormat: dd/mm/aaaa
decimalSeparator: ","
columns:
  date: Fecha
  subId: Sub ID
  registrations: Registros
  ftds: FTD
  commission: Comisión (EUR)
`;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ADMIN = { user: "propietaria", password: randomBytes(18).toString("base64url") };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const euros = (n: number) => new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" }).format(n);
/** Cell text as read: every kind of space as one plain space. */
const text = (s: string) => s.replace(/\s+/g, " ").trim();

const work = fs.mkdtempSync(path.join(os.tmpdir(), "affiliate-earnings-"));
const contentDir = path.join(work, "content");
const dataDir = path.join(work, "data");
copyContent(contentDir);

// The first blog article with an operator block, and that block's operator.
const article = fs
  .readdirSync(path.join(contentDir, "blog/posts"))
  .filter((f) => f.endsWith(".md"))
  .sort()
  .map((f) => readFrontmatter(fs.readFileSync(path.join(contentDir, "blog/posts", f), "utf8")))
  .map((post) => ({ slug: String(post.data.slug), operatorId: post.content.match(/^::operador\{id="([a-z0-9-]+)"\}\s*$/m)?.[1] }))
  .find((post) => post.operatorId);
if (!article) throw new Error("no blog post in the content has an ::operador{id=\"…\"} block");
const operator = getOperator(article.operatorId!)!;
const articlePath = `/blog/${article.slug}`;

// Step 1, as the owner edits the files: the tracking link on the operator, the platform's format.
const operatorFile = path.join(contentDir, "operators", `${operator.id}.yaml`);
const operatorYaml = parseDocument(fs.readFileSync(operatorFile, "utf8"));
operatorYaml.set("affiliateUrl", TRACKING_LINK);
fs.writeFileSync(operatorFile, operatorYaml.toString());
// The platform lists the operator it pays for (an import through a platform that does not is refused).
fs.writeFileSync(path.join(contentDir, "affiliate-platforms", `${PLATFORM_ID}.yaml`), PLATFORM_YAML.replace("operators: []", `operators: [${operator.id}]`));

/** A cheap hash of the same format as `npm run panel:hash` (N = 2^10: tests need no strength). */
function testHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt:10:8:1:${salt.toString("base64")}:${key.toString("base64")}`;
}

// Inside the project, as releases/ is: a build finds its packages in the project's node_modules.
const buildDir = path.join(ROOT, ".tmp", `affiliate-earnings-build-${process.pid}`);
fs.rmSync(buildDir, { recursive: true, force: true });
fs.cpSync(path.join(ROOT, "build"), buildDir, { recursive: true });
fs.rmSync(path.join(buildDir, "content"), { recursive: true, force: true });
fs.cpSync(contentDir, path.join(buildDir, "content"), { recursive: true });

const env = { CONTENT_DIR: contentDir, BUILD_DIR: buildDir, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_USER: ADMIN.user, ADMIN_PASSWORD_HASH: testHash(ADMIN.password) };
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ port: await freePort(process.env.TEST_PORT), env, waitMs: 240_000 }),
    chromium.launch({
      executablePath: ensureTestChromium(),
      args: [...CHROMIUM_BASE_FLAGS, "--js-flags=--no-opt,--no-maglev"],
    }),
  ]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** `npm run …` as the owner types it, in the project, with the site's content and data folders. */
function npmRun(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const proc = spawn("npm", ["run", "--silent", ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (d) => (out += d));
    proc.stderr.on("data", (d) => (out += d));
    proc.on("exit", (code) => resolve({ code, out }));
  });
}

/** One row of a /panel table, by the table's caption and the row's header: { column header: cell text }. */
async function panelRow(panel: Page, table: string, rowHeader: string): Promise<Record<string, string> | null> {
  const grid = panel.getByRole("table", { name: `${table} (tabla)` });
  if ((await grid.count()) === 0) return null;
  const headers = (await grid.getByRole("columnheader").allInnerTexts()).map(text);
  const row = grid.getByRole("row").filter({ has: panel.getByRole("rowheader", { name: rowHeader, exact: true }) });
  if ((await row.count()) === 0) return null;
  const cells = [await row.getByRole("rowheader").innerText(), ...(await row.getByRole("cell").allInnerTexts())].map(text);
  return Object.fromEntries(headers.map((h, i) => [h, cells[i]!]));
}

it("a click on a blog article's «Visitar» button, credited by a platform's CSV, shows on /panel as that button's 100 € with its EPC", async () => {
  // Step 2: the article, as a visitor reads it, and its operator block's button.
  const visitor = await browser.newContext({ userAgent: CHROME, locale: "es-ES", timezoneId: "Europe/Madrid" });
  // The platform is an example domain: its pages are answered here, inside the browser.
  await visitor.route(`https://${PLATFORM_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Plataforma</title>" }));
  await visitor.addInitScript(() => window.localStorage.setItem("cookie-consent", "rejected"));
  const page = await visitor.newPage();
  expect((await page.goto(`${server.url}${articlePath}`))?.status()).toBe(200);
  const block = page.getByRole("complementary", { name: `${shellCopy().compliance.advertisingLabel}: ${operator.name}` });
  const button = block.getByRole("link", { name: fillTemplate(shellCopy().compliance.playButton, { operador: operator.name }) });
  await expect.poll(() => button.count(), { message: `the «Visitar ${operator.name}» button of ${articlePath}` }).toBe(1);

  const visitSeen = visitor.waitForEvent("request", (r) => new URL(r.url()).pathname === `/visitar/${operator.id}`);
  const popupSeen = visitor.waitForEvent("page");
  // The browser follows the redirect to the platform: its request is the proof. (Whether the popup's
  // redirected navigation is then answered by the route above depends on the browser build: the
  // headless shell sends it to the network, where an example domain does not resolve.)
  const platformSeen = visitor.waitForEvent("request", (r) => new URL(r.url()).host === PLATFORM_HOST);
  await button.click();
  const [visit, popup] = await Promise.all([visitSeen, popupSeen]);
  expect(popup).not.toBe(page);
  const visitUrl = new URL(visit.url());
  expect(visitUrl.searchParams.get("p")).toBe("article");
  expect(visitUrl.searchParams.get("s")).toBe(articlePath);
  const answer = await visit.response();
  expect(answer?.status()).toBe(302);
  // The tracking link, its placeholders filled: a fresh click ID as the platform's sub-ID.
  const location = new URL(answer!.headers()["location"]!);
  expect(`${location.origin}${location.pathname}`).toBe(`https://${PLATFORM_HOST}/track`);
  expect(location.searchParams.get("btag")).toBe("abc");
  expect(location.searchParams.get("p")).toBe("article");
  const clickId = location.searchParams.get("subid")!;
  expect(clickId).toMatch(UUID);
  const platform = await platformSeen;
  expect(platform.url()).toBe(location.href);
  expect(platform.frame().page()).toBe(popup);
  await visitor.close();

  // Step 4's screen, signed in (HTTP basic auth, no JavaScript on /panel), for a period including
  // today in Madrid (the reports' days), a day either side.
  const owner = await browser.newContext({ httpCredentials: { username: ADMIN.user, password: ADMIN.password }, javaScriptEnabled: false });
  const panel = await owner.newPage();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Madrid" });
  const today = day(0);
  const showPeriod = async () => {
    expect((await panel.goto(`${server.url}/panel`))?.status()).toBe(200);
    await panel.getByLabel("Desde").fill(day(-1));
    await panel.getByLabel("Hasta").fill(day(1));
    await panel.getByRole("button", { name: "Ver periodo" }).click();
    await panel.waitForURL(new RegExp(`desde=${day(-1)}&hasta=${day(1)}`));
  };
  const buttonRowName = `${articlePath} · ${PLACEMENT_LABELS.article}`;
  const earnings = () => panelRow(panel, "Qué botón de qué página gana", buttonRowName);

  // The click is written in batches just after the redirect: it shows within seconds.
  await expect
    .poll(async () => {
      await showPeriod();
      return (await earnings())?.["Clics"];
    }, { timeout: 30_000 })
    .toBe("1");

  // Step 3: the platform's report for today, crediting that click ID, imported while the site runs.
  const [y, m, d] = today.split("-");
  const report = path.join(work, "informe-partners.csv");
  fs.writeFileSync(
    report,
    [
      "Informe de actividad por Sub ID;;;;",
      `Periodo: ${d}/${m}/${y} - ${d}/${m}/${y};;;;`,
      "Fecha;Sub ID;Registros;FTD;Comisión (EUR)",
      `${d}/${m}/${y};${clickId};1;1;100,00`,
      "",
    ].join("\n"),
  );
  const imported = await npmRun(["conversions", "--", "import", report, "--operator", operator.id, "--platform", PLATFORM_ID]);
  expect(imported.code, imported.out).toBe(0);
  expect(imported.out).toContain(`para ${operator.name}`);
  expect(imported.out).toContain("Todas las filas corresponden a un clic conocido.");

  // Step 4: this article's button earned the 100 €, with its EPC (commission ÷ clicks).
  await showPeriod();
  const row = await earnings();
  expect(row, `a row «${buttonRowName}»`).not.toBeNull();
  expect(row).toEqual({
    "Página · ubicación": buttonRowName,
    Clics: "1",
    Registros: "1",
    FTD: "1",
    Comisión: text(euros(100)),
    EPC: text(euros(100 / Number(row!["Clics"]))),
  });
  // Matched to its click: no row of the operator among the conversions without a click.
  expect(await panel.getByRole("heading", { name: "Conversiones sin clic reconocido" }).count()).toBe(1);
  expect(await panelRow(panel, "Conversiones sin clic reconocido", operator.name)).toBeNull();
  await owner.close();
});
