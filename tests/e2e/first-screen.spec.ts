/**
 * Issue 13, item 1: the first screen sells. On a 390×844 phone the first screen of / and /comparacion
 * shows the first of the ranking with its rating, bonus, +18 compliance line and call to action; on a
 * desktop the first three. Measured with bounding boxes, as a visitor sees it after the cookie choice
 * (the notice is a one-time layer of its own, checked in shell.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";

/** The play button's configured label (content/copy/compliance.yaml), any operator's name in it. */
const PLAY = shellCopy().compliance.playButton.split("{{operador}}")[0]!;

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, firstN: 1 },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, firstN: 3 },
] as const;

/** True when the element's box is wholly inside the first screen (no scrolling). */
async function onFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, "element is rendered").not.toBeNull();
  return box!.y >= 0 && box!.x >= 0 && box!.y + box!.height <= vp.height && box!.x + box!.width <= vp.width;
}

for (const size of SIZES) {
  test.describe(`first screen on ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    // Read on the worker's kept page for this size, after the cookie choice; the filters only change its URL.
    test.use({ reusedPageConsent: "accepted" });

    for (const path of ["/", "/comparacion"]) {
      test(`${path}: the first ${size.firstN} of the ranking with rating, bonus, +18 line and call to action`, async ({ reusedPage: page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        // The first entries of the ranking a visitor can see, in page order.
        const entries = page.locator("main [data-ranking-entry]").filter({ visible: true });
        for (let i = 0; i < size.firstN; i++) {
          const entry = entries.nth(i);
          await expect(entry).toHaveAttribute("data-ranking-entry", String(i + 1));
          const parts: [string, Locator][] = [
            ["rating", entry.getByText(/\d+(,\d)?\/10$/).first()],
            ["stars", entry.getByRole("img", { name: /de 5 estrellas$/ }).first()],
            ["bonus", entry.getByText(/^Bono de bienvenida: /).first()],
            ["bonus terms", entry.getByText(/Depósito mínimo/).first()],
            ["call to action", entry.getByRole("link", { name: new RegExp(`^${PLAY.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first()],
            ["compliance line", entry.getByTestId("play-notice").first()],
          ];
          for (const [label, part] of parts) {
            await expect(part, `${label} of N.º ${i + 1}`).toBeVisible();
            expect(await onFirstScreen(page, part), `${label} of N.º ${i + 1} is on the first screen of ${path}`).toBe(true);
          }
          await expect(parts[5]![1]).toContainText("+18");
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("/comparacion: sorting at hand, filters in a disclosure that opens", async ({ reusedPage: page }) => {
      await page.goto("/comparacion");
      const sort = page.getByLabel("Ordenar por");
      await expect(sort).toBeVisible();
      expect(await onFirstScreen(page, sort)).toBe(true);
      await expect(page.getByLabel("Método de pago")).toBeHidden();
      await page.getByText("Filtros", { exact: true }).click();
      await expect(page.getByLabel("Método de pago")).toBeVisible();
      await page.getByLabel("Método de pago").selectOption({ label: "PayPal" });
      await expect(page).toHaveURL(/\?pago=paypal$/);
      await expect(page.getByRole("status")).toContainText(/^Mostrando \d+ de \d+ casinos$/);
    });
  });
}
