/**
 * The tracked outbound link as a visitor uses it: "Visitar …" on /comparacion opens the operator's
 * site in a new tab through /visitar, and the click then shows up in `npm run stats` under the
 * button's placement and the page it was on. The redirect itself is never in the sitemap and is
 * disallowed for crawlers; the dashboard does not exist without credentials.
 */
import { execFileSync } from "node:child_process";
import { expect, setConsent, test } from "./fixtures";

// A person's browser: the headless default User-Agent is (rightly) counted as a bot.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME });

function stats(): { clicks: Record<string, number>; byPlacement: Record<string, number>; byPage: Record<string, number> } {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "E2E_DATA_DIR (set by scripts/run-e2e.mjs) names the server's data directory").toBeTruthy();
  const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/newsletter.ts", "stats", "--json"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

test("'Visitar' on /comparacion opens the operator in a new tab and is counted under comparison", async ({ page, context }) => {
  await setConsent(page, "accepted");
  // The machine running the tests has no Internet: stand in for the operators' sites.
  await context.route(/^https:\/\/www\.[a-z0-9]+\.es\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Operador</title><p>Operador</p>" }),
  );
  const before = stats();
  await page.goto("/comparacion");
  const button = page.getByRole("link", { name: /^Visitar / }).filter({ visible: true }).first();
  const operatorName = (await button.innerText()).replace(/^Visitar /, "").replace(/\s*\(se abre.*$/s, "").trim();
  const [popup] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).host).toMatch(/^www\.[a-z0-9]+\.es$/);
  await expect(page).toHaveURL(/\/comparacion$/); // the site stays open in its own tab
  expect(operatorName.length).toBeGreaterThan(0);

  await expect
    .poll(() => {
      const now = stats();
      const diff = (o: Record<string, number>, b: Record<string, number>, k: string) => (o[k] ?? 0) - (b[k] ?? 0);
      return [diff(now.byPlacement, before.byPlacement, "comparison"), diff(now.byPage, before.byPage, "/comparacion")];
    }, { timeout: 30_000 })
    .toEqual([1, 1]);
});

test("the redirect is kept out of search engines", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/visitar\/$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/visitar");
  const res = await request.get("/visitar/bet365?p=comparison&s=/comparacion", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["x-robots-tag"]).toBe("noindex");
  expect(res.headers()["cache-control"]).toBe("no-store");
});

test.describe("unknown operator", () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test("gets the site's 404 page", async ({ page }) => {
    const res = await page.goto("/visitar/no-existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test("the dashboard does not exist without ADMIN_USER and ADMIN_PASSWORD_HASH", async ({ request }) => {
  expect((await request.get("/panel")).status()).toBe(404);
});
