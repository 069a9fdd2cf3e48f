/**
 * The tracked outbound link as a visitor uses it (issue 11, "Done when"): "Visitar …" on
 * /comparacion opens a new tab whose first request is /visitar/<id>?p=<placement>&s=/comparacion
 * (the card's `comparison-card`, issue 23; each operator is on the page once, issue 24), answered 302
 * to that operator's play URL; then `npm run stats -- --json` and the /panel dashboard show that
 * click under that placement for that page. The redirect itself is never in
 * the sitemap and is disallowed for crawlers.
 *
 * scripts/run-e2e.mjs starts the server with throw-away dashboard credentials (E2E_ADMIN_USER,
 * E2E_ADMIN_PASSWORD) and tells the specs its data directory (E2E_DATA_DIR).
 */
import { execFileSync } from "node:child_process";
import type { Browser, Request } from "@playwright/test";
import { getOperators } from "../../app/features/operators/operators.ts";
import { notFoundCopy } from "../../app/features/layout/shell-copy.server.ts";
import { expect, setConsent, test } from "./fixtures.ts";
import { pgliteTestFlags } from "../../scripts/lib/pglite-template.mjs";

// A person's browser: the headless default User-Agent is (rightly) counted as a bot.
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Figures = { clicks: Record<string, number>; byPlacement: Record<string, number>; byPage: Record<string, number> };

function stats(): Figures {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "E2E_DATA_DIR (set by scripts/run-e2e.mjs) names the server's data directory").toBeTruthy();
  const out = execFileSync(process.execPath, [...pgliteTestFlags(), "--import", "tsx", "app/composition/commands.cli.ts", "stats", "--json"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

function adminCredentials() {
  const username = process.env.E2E_ADMIN_USER;
  const password = process.env.E2E_ADMIN_PASSWORD;
  expect(username && password, "E2E_ADMIN_USER/E2E_ADMIN_PASSWORD (set by scripts/run-e2e.mjs)").toBeTruthy();
  return { username: username!, password: password! };
}

/**
 * The dashboard as a person reads it, signed in, in one browser context for all the readings of a
 * test: `figure` reloads /panel and reads one row of one table.
 */
async function openPanel(browser: Browser) {
  const context = await browser.newContext({ httpCredentials: adminCredentials(), javaScriptEnabled: false });
  const page = await context.newPage();
  return {
    async figure(table: string, rowHeader: RegExp): Promise<number> {
      const res = await page.goto("/panel");
      expect(res?.status()).toBe(200);
      const row = page
        .getByRole("table", { name: `${table} (tabla)` })
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: rowHeader }) });
      if ((await row.count()) === 0) return 0;
      const text = await row.getByRole("cell").innerText();
      return Number(text.replace(/\./g, ""));
    },
    close: () => context.close(),
  };
}

test.describe("'Visitar' on /comparacion", () => {
  test.use({ userAgent: CHROME });

  test("opens /visitar in a new tab, answered 302 to the operator, and the click shows in stats and /panel under its placement", async ({
    page,
    context,
    browser,
  }) => {
    await setConsent(page, "accepted");
    const before = stats();
    await page.goto("/comparacion");
    const button = page.getByRole("link", { name: /^Visitar / }).filter({ visible: true }).first();
    await expect(button).toHaveAttribute("target", "_blank");
    // The first card's button: one card per operator, at every width, with the list's one placement.
    const placement = new URL((await button.getAttribute("href"))!, "https://x.invalid").searchParams.get("p")!;
    expect(placement).toBe("comparison-card");
    const placementRow = new RegExp(`\\(${placement}\\)$`);
    const panel = await openPanel(browser);
    const beforePanel = {
      placement: await panel.figure("Clics por ubicación del botón", placementRow),
      page: await panel.figure("Clics por página", /^\/comparacion$/),
    };
    const name = (await button.innerText()).replace(/^Visitar /, "").trim();
    const operator = getOperators().find((o) => name.startsWith(o.name));
    expect(operator, `an operator named in "${name}"`).toBeDefined();

    // The operator's site cannot be reached from the test machine: answer it here, so the new tab's load
    // ends in a page instead of a network error, which Chromium reloads by itself after about a second
    // (offline auto-reload) — a second /visitar request, counted as a second click, on a busy machine.
    await context.route((url) => url.origin === new URL(operator!.playUrl).origin, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>operador</title>" }),
    );
    // Every request of the context, to find the new tab's first one.
    const requests: Request[] = [];
    context.on("request", (r) => requests.push(r));
    const popupPromise = context.waitForEvent("page");
    const visitPromise = context.waitForEvent("request", (r) => new URL(r.url()).pathname.startsWith("/visitar/"));
    await button.click();
    const popup = await popupPromise;
    const visit = await visitPromise;

    // A new tab; the site stays open in its own.
    expect(popup).not.toBe(page);
    await expect(page).toHaveURL(/\/comparacion$/);
    // Its first request is the tracked redirect with the button's placement and this page.
    const first = requests.find((r) => r.frame().page() === popup);
    expect(first).toBe(visit);
    const url = new URL(visit.url());
    expect(url.pathname).toBe(`/visitar/${operator!.id}`);
    expect(url.searchParams.get("p")).toBe(placement);
    expect(url.searchParams.get("s")).toBe("/comparacion");
    // Answered 302 to that operator's play URL (answered by the route above); the new tab's own load is
    // not waited for.
    const answer = await visit.response();
    expect(answer?.status()).toBe(302);
    expect(answer?.headers()["location"]).toBe(operator!.playUrl);
    await popup.close();

    // The click is written in batches after the answer: within seconds, not a minute.
    await expect
      .poll(() => {
        const now = stats();
        const diff = (o: Record<string, number>, b: Record<string, number>, k: string) => (o[k] ?? 0) - (b[k] ?? 0);
        return [
          diff(now.clicks, before.clicks, operator!.id),
          diff(now.byPlacement, before.byPlacement, placement),
          diff(now.byPage, before.byPage, "/comparacion"),
        ];
      }, { timeout: 30_000 })
      .toEqual([1, 1, 1]);
    expect(await panel.figure("Clics por ubicación del botón", placementRow)).toBe(beforePanel.placement + 1);
    expect(await panel.figure("Clics por página", /^\/comparacion$/)).toBe(beforePanel.page + 1);
    await panel.close();
  });
});

test("the redirect is kept out of search engines and never cached", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/visitar\/$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/visitar");
  const op = getOperators()[0]!;
  for (const method of ["GET", "HEAD"] as const) {
    // Asked as a search engine's crawler would: a bot's request counts no click, so it never moves the
    // counts the 'Visitar' test reads while it runs beside this one (fullyParallel).
    const res = await request.fetch(`/visitar/${op.id}?p=comparison-card&s=/comparacion`, { method, maxRedirects: 0, headers: { "User-Agent": GOOGLEBOT } });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe(op.playUrl);
    expect(res.headers()["x-robots-tag"]).toBe("noindex");
    expect(res.headers()["cache-control"]).toBe("no-store");
  }
});

test.describe("unknown operator", () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test("gets the site's 404 page", async ({ page }) => {
    const res = await page.goto("/visitar/no-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundCopy().h1);
  });
});

test("the dashboard asks for credentials and is not indexed or cached", async ({ request }) => {
  const res = await request.get("/panel");
  expect(res.status()).toBe(401);
  expect(res.headers()["www-authenticate"]).toMatch(/^Basic /);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(res.headers()["x-robots-tag"]).toMatch(/noindex/);
});
