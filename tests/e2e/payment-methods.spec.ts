/**
 * Issue 38, items 1 and 3, read as a person would against the built server: /metodos-de-pago with every
 * method and its counts, /metodos-de-pago/bizum with exactly the operators whose data takes Bizum (deposit
 * and withdrawal apart, each with its check state), the way there from a review and from the comparison's
 * payment filter, and «Cómo reclamar». Axe-clean on a phone and on a desktop. Expectations come from the
 * content files (operators, guides, texts), never from sentences the owner may edit.
 */
import { getOperators } from "../../app/features/operators/operators.ts";
import { takesMethod } from "../../app/features/operators/operator-utils.ts";
import { getPaymentMethodsTexts, paymentMethodPageData, paymentMethodsIndexData } from "../../app/features/payment-methods/payment-methods.server.ts";
import { findContentPage } from "../../app/features/pages/pages.server.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const ops = getOperators();
const t = getPaymentMethodsTexts();
const index = paymentMethodsIndexData();
const bizum = paymentMethodPageData("bizum")!;
const direction = (v: string) => (v === "si" ? t.yes : v === "no" ? t.no : t.noData);

for (const size of SIZES) {
  test.describe(`payment-method pages on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, reusedPageConsent: "accepted" });

    test("/metodos-de-pago lists every method with its counts, each linking to its page", async ({ reusedPage: page }) => {
      await page.goto("/metodos-de-pago");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.indexH1);
      const rows = page.getByTestId("payment-methods-index").locator("tbody tr");
      await expect(rows).toHaveCount(index.items.length);
      for (const [i, item] of index.items.entries()) {
        const row = rows.nth(i);
        await expect(row.getByRole("link", { name: item.name })).toHaveAttribute("href", item.href);
        await expect(row.locator('[data-count="deposit"]')).toHaveText(String(item.counts.deposit));
        await expect(row.locator('[data-count="withdrawal"]')).toHaveText(String(item.counts.withdrawal));
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/metodos-de-pago/bizum lists exactly the operators whose data takes Bizum, deposit and withdrawal apart, with their check state", async ({ reusedPage: page }) => {
      await page.goto("/metodos-de-pago/bizum");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bizum.headings.h1);
      await expect(page.getByRole("heading", { level: 2, name: bizum.headings.operators })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: bizum.headings.guide })).toBeVisible();
      const expected = ops.filter((o) => takesMethod(o, "Bizum"));
      const rows = page.getByTestId("payment-method-operators").locator("tbody tr");
      await expect(rows).toHaveCount(expected.length);
      for (const [i, op] of expected.entries()) {
        const row = rows.nth(i);
        const entry = op.paymentMethods.find((m) => m.method === "Bizum")!;
        await expect(row.getByRole("link", { name: op.name, exact: true })).toHaveAttribute("href", op.detailUrl);
        await expect(row.locator('[data-direction="deposit"]')).toHaveText(direction(entry.deposit));
        await expect(row.locator('[data-direction="withdrawal"]')).toHaveText(direction(entry.withdrawal));
        await expect(row.getByTestId("method-check").locator("[data-check]")).toHaveAttribute("data-check", op.paymentMethodsCheck ? "comprobado" : "sin-comprobar");
        if (!entry.withdrawalTime) await expect(row).toContainText(t.notStated);
      }
      // The page is its own: canonical, and no operator outside the data.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/metodos-de-pago\/bizum$/);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("a review's payments box leads to the method's page, and to «Cómo reclamar»", async ({ reusedPage: page }) => {
      const op = ops.find((o) => takesMethod(o, "Bizum"))!;
      await page.goto(op.detailUrl);
      const box = page.getByRole("region", { name: /pago/i }).filter({ has: page.getByTestId("check-metodos-pago") });
      await expect(box.getByRole("link", { name: "Bizum", exact: true })).toHaveAttribute("href", "/metodos-de-pago/bizum");
      await expect(box.getByTestId("complaint-note").getByRole("link")).toHaveAttribute("href", "/como-reclamar");
      await box.getByRole("link", { name: "Bizum", exact: true }).click();
      await expect(page).toHaveURL(/\/metodos-de-pago\/bizum$/);
      await expect(page.locator(`tr[data-operator="${op.id}"]`)).toBeVisible();
    });
  });
}

test("the comparison's payment filter leads to the chosen method's page", async ({ reusedPage: page }) => {
  await page.goto("/comparacion");
  const link = page.getByTestId("payment-method-page-link");
  await expect(link).toHaveAttribute("href", "/metodos-de-pago");
  await page.getByText("Filtros", { exact: true }).click();
  await page.getByLabel("Método de pago").selectOption({ label: "Bizum" });
  await expect(page).toHaveURL(/\?pago=bizum$/);
  await expect(link).toHaveAttribute("href", "/metodos-de-pago/bizum");
  await link.click();
  await expect(page).toHaveURL(/\/metodos-de-pago\/bizum$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bizum.headings.h1);
});

test("«Cómo reclamar» explains the steps and points to the regulator, axe-clean", async ({ reusedPage: page }) => {
  const guide = findContentPage("/como-reclamar")!;
  await page.goto("/como-reclamar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.h1);
  await expect(page.locator('a[href^="https://www.ordenacionjuego.es"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/metodos-de-pago"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the sitemap lists the index and every method page; an unpublished method is a real 404", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const p of ["/metodos-de-pago", ...index.items.map((i) => i.href)]) expect(xml).toContain(`${p}</loc>`);
  expect((await request.head("/metodos-de-pago/no-existe")).status()).toBe(404);
});
