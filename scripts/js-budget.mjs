// `npm run js-budget` — what a phone downloads in JavaScript on each page template. Loads one
// page per template from the BUILT production server (`npm run build` first) in real Chromium with
// phone emulation (Pixel 7: viewport, touch, user agent), waits until the page has hydrated and
// the network is quiet, and sums the on-the-wire bytes (compressed body + headers, as Chromium's
// network stack counts them) of every script. Fails when any template is over the budget.
//
//   npm run js-budget -- [--budget 120] [--detail] [paths …]
/* global document -- used inside a callback that runs in the browser */
import { chromium, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium, CHROME_FLAGS } from "./chromium.mjs";
import { freePort, requireBuild, startAppServer } from "./lib/app-server.mjs";

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const value = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
// The aim is 120 KB on every template; what is enforced is what the site has reached (see
// docs/benchmarks.md), so that nothing grows back while the rest of the way is made.
const AIM_KB = 120;
const BUDGET_KB = Number(value("budget", process.env.JS_BUDGET_KB ?? "150"));
const explicit = argv.filter((a, i) => !a.startsWith("--") && argv[i - 1] !== "--budget");

/** One page per template: the home page, the comparison, a review, a copy page, the blog, a post, the 404 page. */
function templates() {
  const client = path.resolve("build/client");
  const has = (p) => fs.existsSync(path.join(client, p, "index.html"));
  const firstDir = (dir, pred = () => true) =>
    fs
      .readdirSync(path.join(client, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && has(path.join(dir, e.name)) && pred(e.name))
      .map((e) => `/${path.posix.join(dir, e.name)}`.replace(/^\/+/, "/"))
      .sort()[0];
  const list = [
    ["home", "/"],
    ["comparison", "/comparacion"],
    ["review", firstDir("casinos")],
    ["copy page", has("guia-juego-responsable") ? "/guia-juego-responsable" : has("ayuda") ? "/ayuda" : null],
    ["blog", "/blog"],
    ["blog post", firstDir("blog")],
    ["not found", "/no-existe-esta-pagina"],
  ];
  return list.filter(([, p]) => p);
}

requireBuild();
const chrome = ensureChromium();
const port = await freePort(process.env.JS_BUDGET_PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-"));
const server = await startAppServer({ port, env: { DATA_DIR: dataDir, LOG_REQUESTS: "0" } });
const browser = await chromium.launch({ executablePath: chrome, args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });

const rows = [];
try {
  const targets = explicit.length ? explicit.map((p) => [p, p]) : templates();
  for (const [name, urlPath] of targets) {
    const context = await browser.newContext({ ...devices["Pixel 7"], locale: "es-ES" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Map();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(`${server.url}${urlPath}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const files = [...scripts.values()].filter((s) => s.bytes > 0).sort((a, b) => b.bytes - a.bytes);
    const total = files.reduce((n, s) => n + s.bytes, 0);
    rows.push({ name, urlPath, total, files });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `\nJavaScript on the wire per template (Chromium, Pixel 7 emulation, cache off); enforced budget ${BUDGET_KB} KB, aim ${AIM_KB} KB`,
);
console.log("| Template | Path | JS (KB) | Files | Within budget | Within aim |");
console.log("|---|---|---:|---:|---|---|");
for (const r of rows) {
  console.log(`| ${r.name} | \`${r.urlPath}\` | ${kb(r.total)} | ${r.files.length} | ${r.total <= BUDGET_KB * 1024 ? "yes" : "**no**"} | ${r.total <= AIM_KB * 1024 ? "yes" : "no"} |`);
}
if (flag("detail")) {
  for (const r of rows) {
    console.log(`\n${r.name} (${r.urlPath}):`);
    for (const f of r.files) console.log(`  ${kb(f.bytes).padStart(6)} KB  ${new URL(f.url).pathname}`);
  }
}
// The browser content editor (Keystatic, /keystatic) must never be downloaded by a public page. Its
// code is recognised by the API calls only Keystatic's own client makes (the route table that every
// page loads names the routes, not these calls).
const EDITOR_MARKERS = ["/api/keystatic/update", "/api/keystatic/tree"];
const withEditor = rows.flatMap((r) =>
  r.files
    .filter((f) => {
      const file = path.join("build/client", new URL(f.url).pathname);
      return fs.existsSync(file) && EDITOR_MARKERS.some((m) => fs.readFileSync(file, "utf8").includes(m));
    })
    .map((f) => `${r.name}: ${new URL(f.url).pathname}`),
);
if (withEditor.length) {
  console.error(`\nPublic pages download the content editor's code: ${withEditor.join(", ")}`);
  process.exit(1);
}
const over = rows.filter((r) => r.total > BUDGET_KB * 1024);
if (over.length) {
  console.error(`\nOver the ${BUDGET_KB} KB budget: ${over.map((r) => `${r.name} ${kb(r.total)} KB`).join(", ")}`);
  process.exit(1);
}
