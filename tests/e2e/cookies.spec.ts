/**
 * Issue 13, item 6 (cookies): the footer's "Configurar cookies" reopens the notice so consent can be
 * withdrawn as easily as it was given (AEPD), «Rechazar» leaves the newsletter working, and on a
 * desktop the notice never covers a newsletter field, wherever that field is on the screen.
 */
import type { Page } from "@playwright/test";
import { expect, setConsent, test } from "./fixtures";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { NEWSLETTER_CONSENT_LABEL, NEWSLETTER_TOASTS } from "../../app/features/newsletter/newsletter-client";

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
  // The newsletter does not depend on the cookie choice (GDPR art. 7(4), decision 0365): after
  // «Rechazar» a signup with its 18+ box ticked succeeds.
  const form = page.locator("form").filter({ has: page.getByRole("textbox", { name: /email|correo/i }) }).first();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox").fill(`rechazo-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByRole("checkbox", { name: NEWSLETTER_CONSENT_LABEL }).check();
  await form.getByRole("button", { name: "Suscribirse" }).click();
  await expect(page.locator("[data-sonner-toast] [data-title]").filter({ hasText: NEWSLETTER_TOASTS.success.title })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole("textbox")).toHaveValue("");
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

// WCAG 2.4.11 (focus not obscured): on a phone, where the notice takes the bottom of the screen, every
// control reached with Tab before a choice is made is scrolled into the part of the screen it leaves free
// (and a region taller than that part shows at least its top).
for (const path of ["/", "/bet365"]) {
  test(`phone: nothing the keyboard focuses sits under the notice on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(notice(page)).toBeVisible();
    // From the first Tab: the notice's code starts with the visitor's first key (on a busy machine, some
    // Tabs later), and the page keeps room for it before that too.
    const covered: string[] = [];
    for (let stop = 1; stop <= 30; stop++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const box = document.getElementById("cookie-notice");
        if (!el || !box || box.contains(el) || el === document.body) return null;
        const [f, n] = [el.getBoundingClientRect(), box.getBoundingClientRect()];
        if (f.height === 0) return null;
        const overlap = f.top < n.bottom && f.bottom > n.top && f.left < n.right && f.right > n.left;
        // A control that fits in the free part of the screen must be wholly clear of the notice; a region
        // taller than that (a scrollable table) must at least show its top above it.
        // (The notice moves to the top while a form it gates is on the screen.)
        const atTop = box.dataset.position === "top";
        const fits = f.height <= (atTop ? window.innerHeight - n.bottom : n.top);
        const hidden = fits ? overlap : atTop ? f.bottom <= n.bottom : f.top >= n.top;
        return hidden ? `${el.tagName.toLowerCase()} «${(el.textContent ?? "").trim().slice(0, 40)}»` : null;
      });
      if (state) covered.push(`${stop}: ${state}`);
    }
    expect(covered).toEqual([]);
  });
}
