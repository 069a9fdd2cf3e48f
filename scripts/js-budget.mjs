// `npm run js-budget` — what a phone downloads in JavaScript on each page template. Loads one
// page per template from the BUILT production server (`npm run build` first) in real Chromium with
// phone emulation (Pixel 7: viewport, touch, user agent) and sums the on-the-wire bytes (compressed
// body + headers, as Chromium's network stack counts them) of every script, twice (decision 0191):
// - "at load": once the island runtime has started and the network is quiet, nobody touching the
//   page: what every visitor pays. Islands visible at load (the comparison's controls) count here.
// - "every island": after every island of the page has been woken (a focus event on each) and has
//   hydrated: what a visitor who uses every widget of the page pays at most.
// Fails when a template is over either budget.
//
// Which compression is measured: the one a phone gets. Chromium advertises brotli ("gzip,
// deflate, br, zstd") only to secure origins — HTTPS, and http://127.0.0.1 / localhost, which
// it treats as potentially trustworthy; a phone on plain http:// over the network would get gzip.
// The script loads the pages from http://127.0.0.1, so Chromium sends the same Accept-Encoding as
// a phone on the HTTPS site, and the server answers with the build's brotli (quality 11) files.
// The script does not take this on trust: it records the Accept-Encoding of every script request
// and the Content-Encoding of every answer, prints them, and fails if any script came back
// without brotli although the build has a brotli file for it (gzip or identity bytes would not be
// what a phone gets; a file too small to gain from brotli is sent as it is, to a phone too).
// Headers are counted as HTTP/1.1 sends them; over HTTP/2 or HTTP/3 (HPACK/QPACK) a phone gets
// them smaller still, so the figures are a slight overstatement, never an understatement.
//
//   npm run js-budget -- [--budget 60] [--load-budget 10] [--detail] [paths …]
//   --detail  also lists every script per template with what it holds (from build/bundle-report.json,
//             written by the build from Rolldown's output metadata: scripts/bundle-report.ts).
/* global document, window, FocusEvent -- used inside callbacks that run in the browser */
import { chromium, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_BASE_FLAGS, ensureTestChromium } from "./chromium.mjs";
import { freePort, requireBuild, startAppServer } from "./lib/app-server.mjs";

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const value = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
// Issue 24's aim: 0 KB on pages without widgets, 60 KB where the newsletter form or the calculator
// is. Enforced (docs/benchmarks.md): every island of a page together within the aim — the islands
// run on Preact (decision 0210: ~9 KB where React DOM was ~69 KB) — and what a page loads before
// anyone touches it: the islands' entry (~2 KB), except where an island is on the first screen.
const AIM_KB = 60;
const BUDGET_KB = Number(value("budget", process.env.JS_BUDGET_KB ?? "60"));
const LOAD_BUDGET_KB = Number(value("load-budget", process.env.JS_LOAD_BUDGET_KB ?? "10"));
/** Templates whose first screen holds an island, so Preact and that island load with the page. */
const FIRST_SCREEN_ISLAND = new Set(["comparison"]);
// BUILD_DIR: measure another build than build/ (the server started below reads it too).
const BUILD = process.env.BUILD_DIR || "build";
const explicit = argv.filter((a, i) => !a.startsWith("--") && argv[i - 1] !== "--budget" && argv[i - 1] !== "--load-budget");

/** One page per template: the home page, the comparison, a review, a copy page, the blog, a post, the 404 page. */
function templates() {
  const client = path.resolve(BUILD, "client");
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
const chrome = ensureTestChromium();
const port = await freePort(process.env.JS_BUDGET_PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-"));
const server = await startAppServer({ port, env: { DATA_DIR: dataDir, LOG_REQUESTS: "0" } });
const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_BASE_FLAGS });

/**
 * The island runtime's wake-up events (app/composition/island-runtime.client.ts: ACTIVITY_EVENTS, a
 * visitor's first activity anywhere, and INTENT_EVENTS on an island). Recorded from before the
 * page's first script: the "at load" figure holds only if none came before it was read, and a
 * template over its budget at load names the events that came.
 *
 * A phone has no mouse, but Chromium's headless shell has one, resting at (0, 0): from Chromium 156
 * (Debian's package since 2026-11) it moves it there once the page is laid out — a trusted
 * `pointerover`/`pointermove` of type "mouse" on whatever lies in the top-left corner, which the
 * runtime takes for a visitor's first activity and warms every island's code up. Measured as it
 * comes, "at load" read 1.9 or 17.1 KB on the same page depending on the machine's load. So the
 * page under measurement never sees mouse events (stopped at the window before any listener of the
 * page, which registers after this script): the phone being measured, not the test browser's cursor.
 */
const WAKE_EVENTS = ["scroll", "pointerdown", "keydown", "touchstart", "pointermove", "wheel", "pointerover", "focusin"];
const MOUSE_EVENTS = ["pointerover", "pointerenter", "pointermove", "pointerdown", "pointerup", "pointerout", "pointerleave", "mouseover", "mouseenter", "mousemove", "mousedown", "mouseup", "mouseout", "mouseleave"];

/** One template in a fresh context: its scripts at load and with every island woken, and the wake-up events before the first figure. */
async function measure(name, urlPath) {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "es-ES" });
  await context.addInitScript(
    ([types, mouse]) => {
      for (const type of mouse) {
        window.addEventListener(
          type,
          (event) => {
            if (event.isTrusted && (!("pointerType" in event) || event.pointerType === "mouse")) event.stopImmediatePropagation();
          },
          { capture: true },
        );
      }
      const seen = [];
      for (const type of types) {
        window.addEventListener(
          type,
          (event) => {
            if (seen.length < 5) seen.push(`${type}${event.isTrusted ? "" : " (from a script)"} on ${event.target?.nodeName ?? "window"}`);
          },
          { capture: true, passive: true },
        );
      }
      Object.defineProperty(window, "__wakeEvents", { value: seen });
    },
    [WAKE_EVENTS, MOUSE_EVENTS],
  );
  const page = await context.newPage();
  // Bytes, not time: waits are hang nets only, wide enough for a machine loaded by the layers
  // beside this one (a first page load took over 30 s with the whole suite and more running).
  page.setDefaultTimeout(300_000);
  page.setDefaultNavigationTimeout(300_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map();
  const acceptEncoding = new Map();
  cdp.on("Network.requestWillBeSentExtraInfo", (e) => {
    const h = Object.entries(e.headers).find(([k]) => k.toLowerCase() === "accept-encoding");
    if (h) acceptEncoding.set(e.requestId, h[1]);
  });
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    const h = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === "content-encoding");
    scripts.set(e.requestId, { url: e.response.url, bytes: 0, encoding: h ? h[1] : "identity", id: e.requestId });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  try {
    await page.goto(`${server.url}${urlPath}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 300_000 });
    await page.waitForLoadState("networkidle");
    const atLoad = [...scripts.values()].filter((s) => s.bytes > 0).reduce((n, s) => n + s.bytes, 0);
    const woken = await page.evaluate(() => [...window.__wakeEvents]);
    // Wake every island (the runtime hydrates on focus whatever the island's moment) and wait for all.
    const islands = await page.evaluate(() => {
      const all = [...document.querySelectorAll("[data-island]")];
      for (const el of all) el.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      return all.length;
    });
    await page.waitForFunction(() => [...document.querySelectorAll("[data-island]")].every((el) => el.dataset.hydrated === "true"), null, { timeout: 300_000 });
    await page.waitForLoadState("networkidle");
    const files = [...scripts.values()].filter((s) => s.bytes > 0).sort((a, b) => b.bytes - a.bytes);
    for (const f of files) f.accept = acceptEncoding.get(f.id) ?? "?";
    const total = files.reduce((n, s) => n + s.bytes, 0);
    return { name, urlPath, atLoad, islands, total, files, woken };
  } finally {
    await context.close();
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
try {
  const targets = explicit.length ? explicit.map((p) => [p, p]) : templates();
  for (const [name, urlPath] of targets) {
    rows.push(await measure(name, urlPath));
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const loadBudget = (r) => (FIRST_SCREEN_ISLAND.has(r.name) ? BUDGET_KB : LOAD_BUDGET_KB) * 1024;
console.log(
  `\nJavaScript on the wire per template (Chromium, Pixel 7 emulation, cache off); enforced budgets: at load ${LOAD_BUDGET_KB} KB (${BUDGET_KB} KB where an island is on the first screen), every island ${BUDGET_KB} KB; aim ${AIM_KB} KB`,
);
console.log("| Template | Path | At load (KB) | Islands | Every island (KB) | Files | Within budget | Within aim |");
console.log("|---|---|---:|---:|---:|---:|---|---|");
for (const r of rows) {
  const within = r.total <= BUDGET_KB * 1024 && r.atLoad <= loadBudget(r);
  console.log(`| ${r.name} | \`${r.urlPath}\` | ${kb(r.atLoad)} | ${r.islands} | ${kb(r.total)} | ${r.files.length} | ${within ? "yes" : "**no**"} | ${r.total <= AIM_KB * 1024 ? "yes" : "no"} |`);
}
const accepts = [...new Set(rows.flatMap((r) => r.files.map((f) => f.accept)))];
const encodings = [...new Set(rows.flatMap((r) => r.files.map((f) => f.encoding)))];
console.log(`Scripts requested with Accept-Encoding: ${accepts.join(" | ")}; answered with Content-Encoding: ${encodings.join(", ")}`);
if (flag("detail")) {
  const reportFile = path.resolve(BUILD, "bundle-report.json");
  /** @type {Map<string, { sources: Record<string, number> }>} */
  const report = new Map(
    fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, "utf8")).map((c) => [`/${c.file}`, c]) : [],
  );
  for (const r of rows) {
    console.log(`\n${r.name} (${r.urlPath}):`);
    for (const f of r.files) {
      const file = new URL(f.url).pathname;
      const holds = Object.entries(report.get(file)?.sources ?? {})
        .slice(0, 6)
        .map(([src, n]) => `${src} ${kb(n)}`)
        .join(", ");
      console.log(`  ${kb(f.bytes).padStart(6)} KB  ${f.encoding.padEnd(8)} ${file}${holds ? `  ← ${holds} (KB minified)` : ""}`);
    }
  }
}
// The browser content editor (Keystatic, /keystatic) must never be downloaded by a public page. Its
// code is recognised by the API calls only Keystatic's own client makes (the route table that every
// page loads names the routes, not these calls).
const EDITOR_MARKERS = ["/api/keystatic/update", "/api/keystatic/tree"];
const withEditor = rows.flatMap((r) =>
  r.files
    .filter((f) => {
      const file = path.join(BUILD, "client", new URL(f.url).pathname);
      return fs.existsSync(file) && EDITOR_MARKERS.some((m) => fs.readFileSync(file, "utf8").includes(m));
    })
    .map((f) => `${r.name}: ${new URL(f.url).pathname}`),
);
if (withEditor.length) {
  console.error(`\nPublic pages download the content editor's code: ${withEditor.join(", ")}`);
  process.exit(1);
}
// A file whose brotli variant would not be smaller is sent as it is (scripts/precompress.mjs writes
// no .br for it): that is what a phone gets too. Anything else not in brotli is a wrong measurement.
const brotliExists = (f) => fs.existsSync(path.join(BUILD, "client", `${new URL(f.url).pathname}.br`));
const notBrotli = rows.flatMap((r) =>
  r.files
    .filter((f) => f.encoding !== "br" && (f.encoding !== "identity" || brotliExists(f)))
    .map((f) => `${r.name}: ${new URL(f.url).pathname} (${f.encoding})`),
);
if (notBrotli.length) {
  console.error(`\nScripts not served with brotli, so the figures are not what a phone gets:\n  ${notBrotli.join("\n  ")}`);
  process.exit(1);
}
const over = rows.filter((r) => r.total > BUDGET_KB * 1024 || r.atLoad > loadBudget(r));
if (over.length) {
  console.error(
    `\nOver budget: ${over.map((r) => `${r.name} ${kb(r.atLoad)} KB at load${r.woken.length ? ` (after ${r.woken.join(", ")})` : ""}, ${kb(r.total)} KB with every island`).join("; ")}`,
  );
  process.exit(1);
}
