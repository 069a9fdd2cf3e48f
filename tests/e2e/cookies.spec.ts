/**
 * Issue 13, item 6 (cookies): the footer's "Configurar cookies" reopens the notice so consent can be
 * withdrawn as easily as it was given (AEPD), and on a desktop the notice never covers the newsletter
 * field it gates, wherever that field is on the screen.
 */
import type { Page } from "@playwright/test";
import { expect, setConsent, test } from "./fixtures";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";

const notice = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });

test("'Configurar cookies' in the footer reopens the notice and 'Rechazar' withdraws consent", async ({ page }) => {
  await setConsent(page, "accepted");
  await page.goto("/");
  await expect(notice(page)).toBeHidden();
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Configurar cookies" });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toContainText(shellCopy().compliance.cookies.accepted);
  await notice(page).getByRole("button", { name: "Rechazar" }).click();
  await expect(notice(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
  // The newsletter now asks for consent again, as it does before any choice.
  const form = page.locator("form").filter({ has: page.getByRole("textbox", { name: /email|correo/i }) }).first();
  await form.getByRole("textbox").fill("retirada@example.com");
  await form.getByRole("button", { name: "Suscribirse" }).click();
  await expect(page.getByText("Necesitas aceptar las cookies para suscribirte a la newsletter")).toBeVisible();
  await page.reload();
  await expect(notice(page)).toBeHidden();
});

for (const path of ["/", "/blog/apuestas-deportivas-guia-principiantes"]) {
  test(`desktop: the notice never covers a newsletter field on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(notice(page)).toBeVisible();
    const fields = page.locator('main input[type="email"]');
    const count = await fields.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      // Put the field at the bottom edge of the screen, where the notice rests, then in the middle.
      for (const block of ["end", "center"] as const) {
        await field.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
        await expect
          .poll(async () => {
            const [f, n] = [await field.boundingBox(), await notice(page).boundingBox()];
            if (!f || !n) return "missing";
            const overlap = f.y < n.y + n.height && f.y + f.height > n.y && f.x < n.x + n.width && f.x + f.width > n.x;
            return overlap ? "covered" : "clear";
          })
          .toBe("clear");
      }
    }
  });
}
