/**
 * A player's opinion, its whole life in a real browser against the built production server (issue
 * 38): the review's form → the confirmation email (an .eml under the server's DATA_DIR/mail, as the
 * newsletter's link test reads it) → confirm by POST → pending, not shown → approved in /panel →
 * shown on /bet365/opiniones, escaped → deleted through the email's other link → gone. The opinion
 * is looked for on the public page after every step: it is never shown before the approval.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { axeViolations, expect, test } from "./fixtures";
import { OPINION_CONFIRM_PATH, OPINION_DELETE_PATH, COMPLAINT_GUIDE_PATH, OPINION_LIMITS } from "../../app/features/opinions/opinions-links";
import { opinionLinkText } from "../../app/features/opinions/opinion-link-texts";
import { getOpinionTexts } from "../../app/features/opinions/opinion-texts.server";

const VERIFICATION = { heading: getOpinionTexts().verificationHeading, paragraphs: getOpinionTexts().verification };

// The browser logs "Failed to load resource" for 4xx answers (an old link after the deletion).
test.use({ allowConsoleErrors: /Failed to load resource/ });

async function mailText(to: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "E2E_DATA_DIR (set by scripts/run-e2e.mjs) names the server's data directory").toBeTruthy();
  const dir = path.join(dataDir!, "mail");
  const deadline = Date.now() + 120_000;
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

function linkPath(text: string, route: string): string {
  const m = new RegExp(`https?://[^/\\s]+(${route}\\?t=[A-Za-z0-9_-]{43})`).exec(text);
  expect(m, `a ${route} link in the email`).toBeTruthy();
  return m![1]!;
}

/** The public page, asked as a search engine would (no click or page view counted); whether `title` is on it. */
async function shownOnPublicPage(page: Page, title: string): Promise<boolean> {
  const res = await page.goto("/bet365/opiniones");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: VERIFICATION.heading })).toBeVisible();
  return (await page.getByRole("heading", { level: 3, name: title, exact: true }).count()) > 0;
}

test("an opinion: form → email → confirm → pending → approved → shown escaped → deleted", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-opinion-${stamp}@ejemplo.es`;
  const title = `Pagos rápidos ${stamp}`;
  const hostile = `<img src=x onerror="document.title='pwned'"> <b>negrita</b> Retiré por transferencia en dos días y el chat respondió rápido y en español.`;

  // 1. The review's form (an island: wait until it is hydrated).
  await page.goto("/bet365");
  const form = page.locator("#opinar form");
  await form.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector<HTMLElement>("#opinar [data-island]")?.dataset.hydrated === "true");
  // The labels are the owner's (content/site/opiniones.yaml, form); the consent's words are versioned code.
  const t = getOpinionTexts().form;
  await form.getByLabel(`4 ${t.stars}`).check();
  await form.getByLabel(t.titleLabel, { exact: true }).fill(title);
  await form.getByLabel(t.textLabel.replace("{{min}}", String(OPINION_LIMITS.textMin))).fill(hostile);
  await form.getByLabel(t.sinceLabel).fill("2023-04");
  await form.getByLabel(t.emailLabel).fill(email);
  await form.getByLabel(/Acepto que guardéis/).check();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByRole("status")).toContainText(getOpinionTexts().messages.created);
  expect(await shownOnPublicPage(page, title)).toBe(false);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // 2. The email: a confirm link (its path says «opinion») and a delete link.
  const text = await mailText(email);
  const confirmPath = linkPath(text, OPINION_CONFIRM_PATH);
  const deletePath = linkPath(text, OPINION_DELETE_PATH);
  expect(confirmPath).toContain("opinion");

  // 3. Confirm: GET shows a button, only the POST confirms.
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1, name: opinionLinkText(getOpinionTexts().links, "confirm", "valid").heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await shownOnPublicPage(page, title)).toBe(false);
  await page.goto(confirmPath);
  await page.getByRole("button", { name: opinionLinkText(getOpinionTexts().links, "confirm", "valid").button }).click();
  await expect(page.getByRole("heading", { level: 1, name: opinionLinkText(getOpinionTexts().links, "confirm", "confirmed").heading })).toBeVisible();

  // 4. Pending: still not shown.
  expect(await shownOnPublicPage(page, title)).toBe(false);

  // 5. The owner approves it in /panel (no script on the panel: a plain form POST).
  const owner = await browser.newContext({ httpCredentials: { username: process.env.E2E_ADMIN_USER!, password: process.env.E2E_ADMIN_PASSWORD! }, javaScriptEnabled: false });
  const panel = await owner.newPage();
  expect((await panel.goto("/panel/opiniones"))?.status()).toBe(200);
  const item = panel.locator("section").filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).not.toContainText("@"); // the author's address is not shown
  await item.getByRole("button", { name: /^Aprobar/ }).click();
  await expect(panel.getByRole("status")).toContainText("Opinión aprobada");
  await expect(panel.locator("section").filter({ hasText: title })).toHaveCount(0);
  await owner.close();

  // 6. Shown on the operator's page at once (the approval drops the page's cache), escaped.
  expect(await shownOnPublicPage(page, title)).toBe(true);
  const shown = page.locator("[data-opinion]").filter({ hasText: title });
  await expect(shown).toContainText('<img src=x onerror="document.title=\'pwned\'">');
  await expect(shown).toContainText("<b>negrita</b>");
  await expect(shown.locator("img, b")).toHaveCount(0);
  await expect(shown).toContainText("cliente desde 2023-04");
  await expect(shown).toContainText("4 de 5");
  expect(await page.title()).not.toBe("pwned");
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute("content", /noindex/);
  await expect(page.locator(`a[href="${COMPLAINT_GUIDE_PATH}"]`).first()).toBeVisible();
  expect(await page.content()).not.toContain(email);
  expect(await axeViolations(page)).toEqual([]);

  // 7. The author deletes it through the email's other link: gone from the page and the database.
  await page.goto(deletePath);
  await page.getByRole("button", { name: opinionLinkText(getOpinionTexts().links, "delete", "valid").button }).click();
  await expect(page.getByRole("heading", { level: 1, name: opinionLinkText(getOpinionTexts().links, "delete", "deleted").heading })).toBeVisible();
  expect(await shownOnPublicPage(page, title)).toBe(false);
  expect((await page.goto(deletePath))?.status()).toBe(404);
});
