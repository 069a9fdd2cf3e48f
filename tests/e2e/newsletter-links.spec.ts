/**
 * The pages that the links in our emails open, as a subscriber meets them: sign up on the home
 * page, open the confirmation email the server wrote (no SMTP_URL here: an .eml file under the
 * server's DATA_DIR/mail), follow its link, confirm with the keyboard; then the unsubscribe link.
 * Each page: zero axe violations, the button reachable with Tab and visibly focused, the outcome
 * announced by moving focus to the new heading.
 */
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { axeViolations, expect, setConsent, test } from "./fixtures";
import { newsletterLinkMeta, newsletterLinkView } from "../../app/features/newsletter/newsletter-copy.server";
import { NEWSLETTER_CONSENT_LABEL } from "../../app/features/newsletter/newsletter-client";

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@ejemplo.es`;

/** Waits for the .eml the server wrote for `to`, and returns its plain-text body. */
async function mailText(to: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "E2E_DATA_DIR (set by scripts/run-e2e.mjs) names the server's data directory").toBeTruthy();
  const dir = path.join(dataDir!, "mail");
  const deadline = Date.now() + 120_000; // a net: the mail is written at once on a quiet machine
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
        const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
        if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === to)) return mail.text ?? "";
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email for ${to} in ${dir}`);
}

/** The path and query of a link in the mail (its origin is the production site's). */
function linkPath(text: string, route: string): string {
  const m = new RegExp(`https?://[^/\\s]+(${route}\\?t=[A-Za-z0-9_-]{43})`).exec(text);
  expect(m, `a ${route} link in the email`).toBeTruthy();
  return m![1]!;
}

test("confirmation and unsubscribe pages: read, keyboard, axe", async ({ page }) => {
  // Two pages, three axe runs and a wait for the outbox on a shared machine.
  test.setTimeout(180_000);
  await setConsent(page, "accepted");
  const email = uniqueEmail("enlaces");
  await page.goto("/");
  await page.getByRole("textbox", { name: "Tu correo electrónico" }).first().fill(email);
  await page.getByRole("checkbox", { name: NEWSLETTER_CONSENT_LABEL }).first().check();
  await page.getByRole("button", { name: "Suscribirse" }).first().click();
  await expect(page.getByText("¡Suscripción exitosa!")).toBeVisible();

  const text = await mailText(email);
  expect(text).toContain("Confirma");

  // Confirmation page: a heading, a text, one button; nothing happens until it is pressed.
  await page.goto(linkPath(text, "/newsletter/confirmar"));
  await expect(page.getByRole("heading", { level: 1, name: newsletterLinkView("confirm", "valid").heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(newsletterLinkMeta("confirm").title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  expect(await axeViolations(page)).toEqual([]);
  const confirm = page.getByRole("button", { name: newsletterLinkView("confirm", "valid").button });
  for (let i = 0; i < 40 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(confirm).toBeFocused();
  const outline = await confirm.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).boxShadow);
  expect(outline, "visible focus").not.toBe("nonenone");
  await page.keyboard.press("Enter");
  const done = page.getByRole("heading", { level: 1, name: newsletterLinkView("confirm", "confirmed").heading });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Unsubscribe page from the same email: one button, then the outcome.
  await page.goto(linkPath(text, "/newsletter/baja"));
  await expect(page.getByRole("heading", { level: 1, name: newsletterLinkView("unsubscribe", "valid").heading })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  const leave = page.getByRole("button", { name: newsletterLinkView("unsubscribe", "valid").button });
  for (let i = 0; i < 40 && !(await leave.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(leave).toBeFocused();
  await page.keyboard.press("Enter");
  const gone = page.getByRole("heading", { level: 1, name: newsletterLinkView("unsubscribe", "unsubscribed").heading });
  await expect(gone).toBeVisible();
  await expect(gone).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});
