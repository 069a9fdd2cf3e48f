/**
 * The tracked outbound link as a visitor uses it: "Visitar …" on /comparacion opens the operator's
 * site in a new tab through /visitar, and the click then shows up in `npm run stats` under the
 * button's placement and the page it was on. The redirect itself is never in the sitemap and is
 * disallowed for crawlers; the dashboard does not exist without credentials.
 */
import { expect, test } from "./fixtures";

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
