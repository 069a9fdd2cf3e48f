/**
 * The topic pages, read the way a visitor reads them: the spec's figures (from the spec-facts
 * fixture) in real tables, the fixed bonus calculator, the chart's text alternative, the
 * single-open 'Preguntas Frecuentes' accordions, Plinko's newsletter button, the table-game cards
 * and every internal link of the content. No editable sentence is quoted here.
 */
import type { Locator, Page } from "@playwright/test";
import {
  SPEC_BONUS_CALCULATOR,
  SPEC_CONTENT_PAGES,
  SPEC_FAQ_TITLE,
  SPEC_FAQ_TITLED_PAGES,
  SPEC_PAGE_FIGURES,
  SPEC_PLINKO_BUTTON,
  SPEC_RULETA_GRATIS_LINKS,
  SPEC_TABLE_GAME_CARDS,
} from "../spec-facts.ts";
import { getOperators } from "../../app/features/operators/operators.ts";
import { expectFigureRows } from "./content-helpers.ts";
import { axeViolations, expect, expectSingleOpenFaq, faqParts, test } from "./fixtures.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { NEWSLETTER_TOASTS } from "../../app/features/newsletter/newsletter-client";

const PAGES = SPEC_CONTENT_PAGES.topics;

// Every test reads its pages on the worker's reused page, with the cookie choice stored (notice
// hidden); the clicks below only change the page they are on.
test.use({ reusedPageConsent: "rejected" });

function content(page: Page): Locator {
  return page.locator("main article");
}

test.describe(`Plinko '${SPEC_PLINKO_BUTTON}'`, () => {
  test("opens the newsletter form in a dialog", async ({ reusedPage: page }) => {
    await page.goto("/plinko");
    const button = page.getByRole("button", { name: SPEC_PLINKO_BUTTON, exact: true });
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Tu correo electrónico" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Suscribirse", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the form in the dialog follows the same rules as everywhere (checks before sending)", async ({ reusedPage: page }) => {
    await page.goto("/plinko");
    await page.getByRole("button", { name: SPEC_PLINKO_BUTTON, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Suscribirse", exact: true });
    await submit.click();
    await expect(page.getByText("Por favor, introduce tu email")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Tu correo electrónico" }).fill("plinko-e2e@example.es");
    await submit.click();
    await expect(page.getByText(NEWSLETTER_TOASTS.adult.title)).toBeVisible();
    await expect(page.getByText(NEWSLETTER_TOASTS.adult.description)).toBeVisible();
  });
});

/** Each page's own checks, after the reads every page gets (one visit per page, each check a step). */
const PAGE_CHECKS: Record<string, { title: string; run: (page: Page) => Promise<void> }[]> = {
  "/apuestas-online": [
    {
      title: "states no market figure it cannot source, and points to the DGOJ's own data (issue 37)",
      run: async (page) => {
        const text = (await content(page).innerText()).replace(/\s+/g, " ");
        // The spec's unsourced market claims: users, licences, the sports split.
        for (const claim of [/\b2,1 millones\b/, /\b45 licencias\b/, /\b68 %/, /\b35\+? deportes\b/i]) expect(text).not.toMatch(claim);
        await expect(content(page).locator('a[href^="https://www.ordenacionjuego.es"]').first()).toBeAttached();
      },
    },
  ],
  "/bono-bienvenida-casino": [
    {
      title: "the calculator first shows the spec's example (issue 13 makes it a working one)",
      run: async (page) => {
        const calculator = page.getByTestId("bonus-calculator");
        await expect(calculator.getByTestId("calc-results").locator("dd")).toHaveText(SPEC_BONUS_CALCULATOR.shown);
      },
    },
  ],
  "/ruleta-casino-online-gratis": [
    {
      title: "FAQ, glossary and the links the spec asks for",
      run: async (page) => {
        const hrefs = await content(page).locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
        expect(hrefs).toEqual(expect.arrayContaining(SPEC_RULETA_GRATIS_LINKS));
        // Spec: "links to … blog articles and operator pages" — both plural: at least two of each.
        const articles = new Set(hrefs.filter((h) => /^\/blog\/[a-z0-9-]+$/.test(h)));
        expect(articles.size, [...articles].join(", ")).toBeGreaterThanOrEqual(2);
        const reviews = new Set(hrefs.filter((h) => getOperators().some((o) => o.detailUrl === h)));
        expect(reviews.size, [...reviews].join(", ")).toBeGreaterThanOrEqual(2);
        expect(await content(page).locator("dl dt").count()).toBeGreaterThan(0);
        expect(await faqParts(content(page)).items.count()).toBeGreaterThan(0);
      },
    },
  ],
  // Last: it clicks an in-page link.
  "/juegos-mesa": [
    {
      title: "image cards for the table games, with images that load and in-page links that land",
      run: async (page) => {
        const grid = content(page).locator("section").filter({ has: page.locator('a[href="/ruleta-online"] img') });
        const cards = grid.getByRole("link");
        const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
        expect(hrefs).toEqual(expect.arrayContaining(SPEC_TABLE_GAME_CARDS));
        for (let i = 0; i < hrefs.length; i++) {
          await expect(cards.nth(i)).not.toBeEmpty();
          const img = cards.nth(i).getByRole("img");
          await img.scrollIntoViewIfNeeded();
          await expect(img).toHaveAttribute("alt", /.{10,}/);
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        }
        const inPage = hrefs.findIndex((h) => h.startsWith("/juegos-mesa#"));
        expect(inPage, "una tarjeta lleva a una sección de la propia página").toBeGreaterThanOrEqual(0);
        const id = hrefs[inPage]!.split("#")[1]!;
        await cards.nth(inPage).click();
        await expect(page).toHaveURL(new RegExp(`/juegos-mesa#${id}$`));
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      },
    },
  ],
};

/** 'Preguntas Frecuentes': single open and collapsible, by mouse and keyboard (clicks: after the reads). */
async function expectFaqAccordion(page: Page) {
  const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: SPEC_FAQ_TITLE, exact: true }) });
  const count = await faqParts(section).items.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // Mouse and keyboard, one open at a time, collapsible (native <details name>).
  await expectSingleOpenFaq(section, count);
  await expect(section.locator("details[open]")).toHaveCount(0);

  // And the responsible-gambling box links to the guide.
  const box = shellCopy().compliance.responsibleBox;
  const rg = page.getByRole("region", { name: box.title });
  await expect(rg.getByRole("link", { name: box.guideLink })).toHaveAttribute("href", "/guia-juego-responsable");
}

// One visit per page (a fresh browser context per check cost more than the checks); each former
// test is a step with its own message.
for (const path of PAGES) {
  test(`${path}: one h1, hero image, structured data, the spec's figures, its own checks and internal links`, async ({ reusedPage: page, request }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);

    await test.step("one h1, a hero image that loads and the structured data of a topic page", async () => {
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const hero = content(page).locator("img[fetchpriority=high]");
      await expect(hero, path).toHaveAttribute("alt", /.{15,}/);
      await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: path }).toBe(true);
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.flatMap((el) => {
          const data = JSON.parse(el.textContent ?? "null") as unknown;
          const list = Array.isArray(data) ? data : [data];
          return list.flatMap((d) => {
            const graph = (d as { "@graph"?: unknown[] })["@graph"];
            return (graph ?? [d]).map((n) => (n as { "@type"?: string })["@type"]);
          });
        }));
      expect(types, path).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList", "FAQPage"]));
    });

    const facts = SPEC_PAGE_FIGURES[path];
    if (facts) {
      await test.step("the spec's figures are visible where a reader looks for them", async () => {
        await expectFigureRows(page, facts.rows ?? []);
        const text = (await content(page).innerText()).replace(/\s+/g, " ");
        for (const s of facts.text ?? []) expect(text, `${path}: ${s}`).toContain(s);
      });
    }

    await test.step("every internal link in the content answers 200", async () => {
      const found = await content(page)
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(found.length, path).toBeGreaterThan(0);
      const broken: string[] = [];
      for (const href of [...new Set(found.map((h) => h.split("#")[0]!))].sort()) {
        const res = await request.get(href, { maxRedirects: 0 });
        if (res.status() !== 200) broken.push(`${href} → ${res.status()}`);
      }
      expect(broken).toEqual([]);
    });

    for (const check of PAGE_CHECKS[path] ?? []) await test.step(check.title, () => check.run(page));

    if ((SPEC_FAQ_TITLED_PAGES as readonly string[]).includes(path)) {
      await test.step(`FAQ accordion '${SPEC_FAQ_TITLE}', single open and collapsible`, () => expectFaqAccordion(page));
    }
  });
}

// A page with such an accordion that is not one of the pages above gets the accordion's check alone.
for (const path of SPEC_FAQ_TITLED_PAGES.filter((p) => !(PAGES as readonly string[]).includes(p))) {
  test(`${path}: FAQ accordion '${SPEC_FAQ_TITLE}', single open and collapsible`, async ({ reusedPage: page }) => {
    await page.goto(path);
    await expectFaqAccordion(page);
  });
}
