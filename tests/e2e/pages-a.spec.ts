/**
 * Landing pages and game guides, read the way a visitor reads them: the spec's figures (from the
 * spec-facts fixture) in real tables with headers, the button to /comparacion, the baccarat alias
 * with its canonical, the FAQ accordion and every internal link of the content answering 200.
 * Nothing here quotes editable copy: a page can be rewritten without touching this file.
 */
import { SITE_URL } from "../../app/platform/site";
import {
  SPEC_CONTENT_PAGES,
  SPEC_LANDING_CTA_TARGET,
  SPEC_LOYALTY_TIERS,
  SPEC_PAGE_ALIASES,
  SPEC_PAGE_FIGURES,
  SPEC_VIP_BENEFITS,
} from "../spec-facts";
import { expectFigureRows, readTables } from "./content-helpers";
import { expect, faqParts, test } from "./fixtures";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";

const LANDING = SPEC_CONTENT_PAGES.landing;
const GAME_GUIDES: readonly string[] = SPEC_CONTENT_PAGES.games;
const ALL_PAGES = [...LANDING, ...GAME_GUIDES];

// Every test reads its pages on the worker's reused page, with the cookie choice stored (notice hidden).
test.use({ reusedPageConsent: "rejected" });

const FIGURES = new Map(Object.entries(SPEC_PAGE_FIGURES).filter(([p]) => ALL_PAGES.includes(p)));

// What each page shows, read in one visit (a fresh browser context per check cost more than the
// checks): each former test is a step with its own message.
for (const path of ALL_PAGES) {
  test(`${path}: tables, responsible-gambling box, the spec's figures, its buttons and its internal links`, async ({ reusedPage: page, request }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const article = page.locator("main article");

    await test.step("tables with caption and column headers, scrollable by keyboard; the responsible-gambling box", async () => {
      const tables = article.getByRole("table");
      const count = await tables.count();
      if (GAME_GUIDES.includes(path)) expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const table = tables.nth(i);
        await expect(table.locator("caption")).not.toBeEmpty();
        expect(await table.getByRole("columnheader").count()).toBeGreaterThanOrEqual(2);
        // The table sits in a focusable region that scrolls sideways on a narrow screen.
        const region = table.locator("xpath=..");
        await expect(region).toHaveAttribute("role", "region");
        await expect(region).toHaveAttribute("tabindex", "0");
      }
      const box = shellCopy().compliance.responsibleBox;
      await expect(page.getByRole("heading", { name: box.title })).toBeVisible();
      await expect(article.getByRole("link", { name: box.guideLink })).toHaveAttribute("href", "/guia-juego-responsable");
    });

    const facts = FIGURES.get(path);
    if (facts) {
      await test.step("the spec's figures are visible where a reader looks for them", async () => {
        await expectFigureRows(page, facts.rows ?? []);
        const text = (await article.innerText()).replace(/\s+/g, " ");
        for (const s of facts.text ?? []) expect(text, `${path}: ${s}`).toContain(s);
      });
    }

    if (path === "/experiencia-premium") {
      await test.step("the four VIP benefits and the loyalty tiers", async () => {
        for (const benefit of SPEC_VIP_BENEFITS) await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
        const rows = (await readTables(page)).flatMap((t) => t.rows.map((r) => r[0]));
        for (const tier of SPEC_LOYALTY_TIERS) expect(rows).toContain(tier);
      });
    }

    if ((LANDING as readonly string[]).includes(path)) {
      await test.step(`a button leads to ${SPEC_LANDING_CTA_TARGET}`, async () => {
        const cta = page.locator(`main article a.btn-primary[href="${SPEC_LANDING_CTA_TARGET}"]`);
        await expect(cta.first()).toBeVisible();
        await expect(cta.first()).not.toBeEmpty();
      });
    }

    await test.step("every internal link in the content answers 200", async () => {
      const found = await page.locator('main article a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(found.length, path).toBeGreaterThan(0);
      const broken: string[] = [];
      for (const href of new Set(found.map((h) => h.split("#")[0]!))) {
        const res = await request.get(href, { maxRedirects: 0 });
        if (res.status() !== 200) broken.push(`${href} → ${res.status()}`);
      }
      expect(broken).toEqual([]);
    });
  });
}

test("the landing button navigates to the comparison page", async ({ reusedPage: page }) => {
  await page.goto(LANDING[LANDING.length - 1]!);
  await page.locator(`main article a.btn-primary[href="${SPEC_LANDING_CTA_TARGET}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${SPEC_LANDING_CTA_TARGET}$`));
  await expect(page.locator("h1")).toHaveCount(1);
});

for (const [alias, canonical] of Object.entries(SPEC_PAGE_ALIASES)) {
  test(`${alias} shows the page of ${canonical} and declares it canonical`, async ({ reusedPage: page, request }) => {
    const html = await (await request.get(alias, { maxRedirects: 0 })).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${canonical}"/>`);
    await page.goto(canonical);
    const h1 = await page.getByRole("heading", { level: 1 }).innerText();
    const res = await page.goto(alias);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
  });
}

test("the FAQ of a game guide opens one answer at a time, and its answers are in the prerendered HTML", async ({ reusedPage: page, request }) => {
  const path = "/blackjack-online";
  await page.goto(path);
  const { items, question, answer: answerOf } = faqParts(page.locator("main article"));
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  const first = items.nth(0);
  const second = items.nth(1);
  const firstPanel = answerOf(first);
  const answer = (await firstPanel.textContent())!.trim();
  expect(answer.length).toBeGreaterThan(20);
  expect((await (await request.get(path)).text()).replace(/<[^>]+>/g, "")).toContain(answer.slice(0, 40));
  await question(first).click();
  await expect(firstPanel).toBeVisible();
  await question(second).click();
  await expect(first).toHaveJSProperty("open", false);
  await expect(second).toHaveJSProperty("open", true);
  await expect(firstPanel).toBeHidden();
});
