// The tracked redirect, the click records, `npm run stats` and the /panel dashboard against the
// BUILT production server (`npm run build` first). Run by `npm test` (scripts/test-all.mjs) or:
//   node --import tsx --test scripts/test-clicks-server.mjs
//
//  - every operator × every placement → 302 to that operator's play URL, no-store, noindex; HEAD too
//  - a table of hostile inputs → never a redirect off the operators' play URLs (no open redirect)
//  - crawlers, link previews, HEAD and prefetches are kept apart as bots, never counted as clicks
//  - 500 concurrent clicks → 500 rows
//  - `npm run stats -- --json`, the dashboard's tables and the rows this test sent all agree
//  - the dashboard refuses without and with wrong credentials, then rate-limits; axe finds nothing
//  - database unreachable → the redirect still answers 302 at once, the lost click is logged
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { URLSearchParams } from "node:url";
import { getOperators } from "../app/content/operators.ts";
import { PLACEMENTS } from "../app/lib/outbound.ts";
import { freePort, request, requireBuild, ROOT, startAppServer } from "./lib/app-server.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "clicks-server-test-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const OPERATORS = getOperators();
const PLAY_URLS = new Set(OPERATORS.map((o) => o.playUrl));
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ADMIN = { user: "gestora", password: "una contraseña de prueba larga" };

/** A cheap hash of the same format as `npm run panel:hash` (N = 2^10: tests need no strength). */
function testHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt:10:8:1:${salt.toString("base64")}:${key.toString("base64")}`;
}
const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

function stats(env, ...args) {
  const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/newsletter.ts", "stats", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (res.status !== 0) throw new Error(`stats ${args.join(" ")} failed (${res.status}): ${res.stderr}`);
  return res.stdout;
}

const total = (o) => Object.values(o).reduce((a, b) => a + b, 0);

/** Polls `fn` until it returns true (the writes are asynchronous by design). */
async function eventually(fn, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await fn()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("tracked redirect, clicks and dashboard (PGlite)", { concurrency: false }, () => {
  let server;
  const dataDir = path.join(tmp, "data");
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_USER: ADMIN.user, ADMIN_PASSWORD_HASH: testHash(ADMIN.password) };
  // What this test sent, to compare with what the reports say.
  const expected = { clicks: {}, byPlacement: {}, byPage: {}, bots: 0 };
  const count = (bucket, key, n = 1) => (bucket[key] = (bucket[key] ?? 0) + n);
  const click = async (id, { placement, page, ua = CHROME, method = "GET", headers = {} } = {}) => {
    const q = new URLSearchParams();
    if (placement) q.set("p", placement);
    if (page) q.set("s", page);
    return request(server.url, { method, path: `/visitar/${id}${q.size ? `?${q}` : ""}`, headers: { "User-Agent": ua, ...headers } });
  };
  const figures = () => JSON.parse(stats(env, "--json"));

  before(async () => {
    server = await startAppServer({ port: await freePort(process.env.E2E_PORT), env, waitMs: 240_000 });
  });
  after(async () => {
    await server?.stop();
  });

  test("every operator and every placement: 302 to the operator's play URL, not cached, not indexed", async () => {
    for (const op of OPERATORS) {
      for (const placement of PLACEMENTS) {
        const res = await click(op.id, { placement, page: "/comparacion", ua: IPHONE });
        assert.equal(res.status, 302, `${op.id} ${placement}`);
        assert.equal(res.headers.location, op.playUrl);
        assert.equal(res.headers["cache-control"], "no-store");
        assert.equal(res.headers["x-robots-tag"], "noindex");
        count(expected.clicks, op.id);
        count(expected.byPlacement, placement);
        count(expected.byPage, "/comparacion");
      }
      const head = await click(op.id, { placement: "comparison", method: "HEAD" });
      assert.equal(head.status, 302);
      assert.equal(head.headers.location, op.playUrl);
      expected.bots++;
    }
  });

  test("hostile inputs never redirect anywhere but an operator's play URL", async () => {
    const paths = [
      "/visitar/%2F%2Fevil.example",
      "/visitar/https:%2F%2Fevil.example",
      "/visitar/%5C%5Cevil.example",
      "/visitar/bet365%0d%0aLocation:%20https:%2F%2Fevil.example",
      "/visitar/..%2F..%2Fetc%2Fpasswd",
      "/visitar/bet365/..%2F..%2F%2Fevil.example",
      "/visitar/BET365",
      "/visitar/bet365%00",
      "/visitar/__proto__",
      "/visitar/constructor",
      `/visitar/${"a".repeat(3000)}`,
      "/visitar//evil.example",
      "/visitar/bet365/",
      "/visitar/bet365?url=https://evil.example",
      "/visitar/bet365?to=https://evil.example&next=//evil.example&redirect=//evil.example",
      "/visitar/bet365?p=https://evil.example&s=https://evil.example",
      "/visitar/bet365?s=//evil.example&p=%3Cscript%3E",
      "/visitar/bet365?p=comparison&p=https://evil.example",
      "/visitar/bet365?s=%2F%2Fevil.example",
      "/visitar/bet365.data?url=https://evil.example",
    ];
    const hostileHeaders = { Host: "evil.example", "X-Forwarded-Host": "evil.example", Referer: "https://evil.example/" };
    for (const p of paths) {
      for (const headers of [{}, hostileHeaders]) {
        const res = await request(server.url, { path: p, headers: { "User-Agent": "curl/8", ...headers } });
        assert.ok([200, 202, 301, 302, 404].includes(res.status), `${p}: status ${res.status}`);
        assert.ok(!/evil/i.test(res.headers.location ?? ""), `${p}: Location ${res.headers.location}`);
        if (res.status === 302) assert.ok(PLAY_URLS.has(res.headers.location), `${p}: ${res.headers.location}`);
        if (res.status === 301) assert.match(res.headers.location, /^\/[^/\\]/, `${p}: ${res.headers.location}`);
        assert.ok(!res.body.includes("https://evil.example"), `${p}: body echoes the hostile URL`);
        // curl is a bot: a 302 here is recorded apart from people's clicks.
        if (res.status === 302) expected.bots++;
      }
    }
    const unknown = await request(server.url, { path: "/visitar/no-existe", headers: { "User-Agent": CHROME } });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /Oops! Page not found/);
  });

  test("crawlers, link previews, HEAD and prefetches are bots, never clicks", async () => {
    const bots = [
      { ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { ua: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" },
      { ua: "WhatsApp/2.23.20.0 A" },
      { ua: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" },
      { ua: "" },
      { method: "HEAD" },
      { headers: { "Sec-Purpose": "prefetch" } },
      { headers: { "Sec-Purpose": "prefetch;prerender" } },
      { headers: { Purpose: "prefetch" } },
    ];
    for (const b of bots) {
      const res = await click("luckia", { placement: "review-hero", page: "/luckia", ...b });
      assert.equal(res.status, 302);
      expected.bots++;
    }
    await eventually(() => figures().bots === expected.bots, `${expected.bots} bot requests`);
    assert.equal(figures().clicks.luckia, expected.clicks.luckia, "no bot became a click");
  });

  test("500 concurrent clicks → 500 rows", async () => {
    const before = figures().clicks.paston ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => click("paston", { placement: "review-sidebar", page: "/casinos/paston" })),
    );
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [302]);
    count(expected.clicks, "paston", 500);
    count(expected.byPlacement, "review-sidebar", 500);
    count(expected.byPage, "/casinos/paston", 500);
    await eventually(() => (figures().clicks.paston ?? 0) - before === 500, "500 rows");
  });

  test("the stats command and the dashboard show exactly what was sent", async () => {
    // Unknown placement and page are dropped, not stored.
    await click("bwin", { placement: "inventada", page: "/no-existe" });
    count(expected.clicks, "bwin");
    count(expected.byPlacement, "(none)");
    count(expected.byPage, "(none)");
    await eventually(() => total(figures().clicks) === total(expected.clicks), "every click");

    const s = figures();
    assert.deepEqual(Object.keys(s).sort(), ["bots", "byDay", "byPage", "byPlacement", "clicks", "from", "signups", "subscribers", "to"]);
    assert.deepEqual(s.clicks, sorted(expected.clicks));
    assert.deepEqual(s.byPlacement, sorted(expected.byPlacement));
    assert.deepEqual(s.byPage, sorted(expected.byPage));
    assert.equal(s.bots, expected.bots);
    assert.equal(total(s.byDay), total(expected.clicks));

    const text = stats(env);
    assert.match(text, new RegExp(`Clics de visitantes: ${new Intl.NumberFormat("es-ES").format(total(expected.clicks))}`));

    const csv = stats(env, "--csv").trim().split("\r\n");
    assert.equal(csv[0], "day,operator_id,clicks,bot_clicks");
    assert.equal(
      csv.slice(1).reduce((a, line) => a + Number(line.split(",")[2]), 0),
      total(expected.clicks),
    );

    const panel = await request(server.url, { path: "/panel", headers: { Authorization: basic(ADMIN.user, ADMIN.password) } });
    assert.equal(panel.status, 200);
    assert.equal(panel.headers["cache-control"], "no-store");
    assert.match(panel.headers["x-robots-tag"], /noindex/);
    const csp = panel.headers["content-security-policy"];
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /script-src/);
    assert.doesNotMatch(panel.body, /<script/i);
    assert.match(panel.body, /<svg[^>]+role="img"/);
    // Each operator's row in the "Clics por operador" table carries the same figure.
    const table = panel.body.slice(panel.body.indexOf('id="clics-operador-h"'), panel.body.indexOf('id="clics-ubicacion-h"'));
    for (const op of OPERATORS) {
      const n = expected.clicks[op.id];
      if (!n) continue;
      const row = new RegExp(`<th scope="row">${escapeRe(op.name)}(?:<span[^>]*>[^<]*</span>)?</th><td class="n">${escapeRe(new Intl.NumberFormat("es-ES").format(n))}</td>`);
      assert.match(table, row, `${op.id} in the dashboard`);
    }
    const placementTable = panel.body.slice(panel.body.indexOf('id="clics-ubicacion-h"'), panel.body.indexOf('id="clics-pagina-h"'));
    assert.match(placementTable, new RegExp(`\\(comparison\\)</span></th><td class="n">${expected.byPlacement.comparison}</td>`));

    const dashCsv = await request(server.url, { path: "/panel/clics.csv", headers: { Authorization: basic(ADMIN.user, ADMIN.password) } });
    assert.equal(dashCsv.status, 200);
    assert.match(dashCsv.headers["content-type"], /^text\/csv/);
    assert.equal(dashCsv.body.trim(), csv.join("\r\n"));
  });

  test("the dashboard is accessible (axe) and readable without JavaScript", async (t) => {
    let chromium;
    try {
      ({ chromium } = await import("@playwright/test"));
    } catch (error) {
      return t.skip(`SKIPPED: Playwright is not installed (${error.message})`);
    }
    const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
    if (!fs.existsSync(executablePath)) return t.skip(`SKIPPED: no Chromium at ${executablePath}`);
    const browser = await chromium.launch({
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, httpCredentials: { username: ADMIN.user, password: ADMIN.password } });
      const page = await context.newPage();
      const errors = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(`${server.url}/panel`);
      assert.equal(res.status(), 200);
      assert.equal(await page.locator("h1").innerText(), "Panel de afiliación");
      assert.ok((await page.getByRole("img", { name: "Clics por operador" }).count()) === 1);
      assert.ok((await page.getByRole("table").count()) >= 4);
      // The period form works without scripts.
      await page.getByLabel("Desde").fill("2026-01-01");
      await page.getByLabel("Hasta").fill("2026-01-31");
      await page.getByRole("button", { name: "Ver periodo" }).click();
      await page.waitForURL(/desde=2026-01-01/);
      assert.match(await page.locator("header").innerText(), /1 de enero de 2026/);
      await page.goto(`${server.url}/panel`);
      // axe needs script in the page: a second context with JavaScript on, same page.
      const jsContext = await browser.newContext({ httpCredentials: { username: ADMIN.user, password: ADMIN.password } });
      const jsPage = await jsContext.newPage();
      await jsPage.goto(`${server.url}/panel`);
      const axeSource = fs.readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
      // The page's CSP forbids scripts; Playwright's evaluate is not subject to it.
      await jsPage.evaluate(axeSource);
      const result = await jsPage.evaluate(() =>
        // eslint-disable-next-line no-undef
        window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } }),
      );
      const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
      assert.deepEqual(violations, []);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test("the dashboard refuses without and with wrong credentials, then rate-limits", async () => {
    const none = await request(server.url, { path: "/panel" });
    assert.equal(none.status, 401);
    assert.match(none.headers["www-authenticate"], /^Basic /);
    assert.doesNotMatch(none.body, /Clics por operador/);
    const csv = await request(server.url, { path: "/panel/clics.csv" });
    assert.equal(csv.status, 401);
    for (const [user, password] of [
      [ADMIN.user, "mala"],
      ["otra", ADMIN.password],
      [ADMIN.user, `${ADMIN.password} `],
      ["", ""],
    ]) {
      const res = await request(server.url, { path: "/panel", headers: { Authorization: basic(user, password) } });
      assert.equal(res.status, 401, `${user}:${password}`);
      assert.doesNotMatch(res.body, /Clics por operador/);
    }
    let limited;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await request(server.url, { path: "/panel", headers: { Authorization: basic(ADMIN.user, `mala ${i}`) } });
      if (res.status === 429) limited = res;
      else assert.equal(res.status, 401);
    }
    assert.ok(limited, "failed logins are rate-limited");
    assert.ok(Number(limited.headers["retry-after"]) > 0);
    // Even the right password waits now.
    const right = await request(server.url, { path: "/panel", headers: { Authorization: basic(ADMIN.user, ADMIN.password) } });
    assert.equal(right.status, 429);
  });
});

describe("tracked redirect with the database unreachable", { concurrency: false }, () => {
  let server;
  before(async () => {
    // Nothing listens on port 1: every connection is refused, from start-up on.
    server = await startAppServer({
      port: await freePort(),
      env: { DATABASE_URL: "postgresql://casinos@127.0.0.1:1/casinos", DATA_DIR: path.join(tmp, "unused"), ADMIN_USER: "", ADMIN_PASSWORD_HASH: "" },
      waitMs: 240_000,
    });
  });
  after(async () => {
    await server?.stop();
  });

  test("still answers 302 at once, and the lost click is counted in the log", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await request(server.url, { path: "/visitar/codere?p=comparison&s=/comparacion", headers: { "User-Agent": CHROME } });
      assert.equal(res.status, 302);
      assert.equal(res.headers.location, OPERATORS.find((o) => o.id === "codere").playUrl);
    }
    await eventually(() => /"event":"click_write_failed"/.test(server.log()), "the click_write_failed log line");
    const line = server.log().split("\n").find((l) => l.includes('"click_write_failed"'));
    assert.ok(JSON.parse(line).lost >= 1);
    // The site itself is unaffected, and the dashboard is off without credentials.
    assert.equal((await request(server.url, { path: "/comparacion" })).status, 200);
    assert.equal((await request(server.url, { path: "/panel" })).status, 404);
  });
});

function sorted(o) {
  return Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
