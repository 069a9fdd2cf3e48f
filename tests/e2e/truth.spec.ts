/**
 * Issue 26, "done when": the ten reviews and the bonus page read as true on a phone (390×844), as a
 * visitor reads them. Every value comes from the operator files and the copy, so an edit by the owner
 * moves the expectation with it:
 *  - each review's offer is the one its file's `offer` gives, with the day it was checked and a link to
 *    where; under it, who may not receive it (RD 176/2023) and one of the Ministry's risk messages;
 *  - each fact the review states is dated and links to the operator's own page;
 *  - the market's typical figures are not on the reviews: they live once on /guia-condiciones-habituales,
 *    which each review links; no sentence written about one operator appears in another's review;
 *  - «Licencia y seguridad» says provisional while the licence is unchecked;
 *  - the bonus page's worked examples are hypothetical offers named after no operator (issue 37).
 */
import type { CheckRecord } from "../../app/features/operators/check-state.ts";
import type { Page } from "@playwright/test";
import { getOperators } from "../../app/features/operators/operators.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { SELF_EXCLUSION } from "../../app/platform/site.ts";
import { FIXED_CLAIMS } from "../../app/features/operators/fixed-claims.ts";
import { formatEuro } from "../../app/platform/format.ts";
import { reviewPageCopy } from "../../app/features/reviews/review-copy.server.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const OPS = [...getOperators()].sort((a, b) => a.rank - b.rank);
const SHELL = shellCopy();
const squash = (s: string | null | undefined) => (s ?? "").replace(/[\s\u00a0]+/g, " ").trim();

/** Sentences of the blocks written about this operator (data-propio), the operator's name neutralised. */
async function ownSentences(page: Page, name: string): Promise<string[]> {
  const texts = await page.locator("main [data-propio]").allInnerTexts();
  return texts
    .flatMap((t) => squash(t).split(/(?<=[.!?])\s+/))
    .map((s) => s.split(name).join("X"))
    .filter((s) => s.length >= 40);
}

test.describe("reviews read true on a phone", () => {
  test("every review: its own offer with its check state, the RD 176/2023 notice and a risk message, facts with their check state, no typical market figure (the guide holds them), no shared sentence", async ({ page }) => {
    test.setTimeout(600_000);
    const seen = new Map<string, string>();
    for (const o of OPS) {
      await page.goto(o.detailUrl);
      const main = page.locator("main");

      // The offer, as its file's fields give it, first in the hero.
      await expect(main.getByText(o.bonus, { exact: false }).first()).toBeVisible();
      // Its check record (date, author, source link), or «Sin comprobar» (decision 0235).
      const offerState = main.getByTestId("offer-checked").first();
      if (o.offer.check) {
        await expect(offerState, `${o.id}: offer check`).toContainText(`por ${(o.offer.check as CheckRecord).checkedByName ?? o.offer.check.checkedBy}`);
        expect(await main.locator(`a[href="${o.offer.check.source}"]`).count(), `${o.id}: a link to the offer's source`).toBeGreaterThan(0);
      } else {
        await expect(offerState, `${o.id}: offer unchecked`).toContainText("Sin comprobar");
      }

      // Every offer block: who may not receive it, and a risk message beside it.
      const blocks = main.getByTestId("bonus-terms");
      const nBlocks = await blocks.count();
      expect(nBlocks, o.id).toBeGreaterThan(0);
      const notices = await main.getByText(squash(SHELL.compliance.offerNotice.text)).count();
      expect(notices, `${o.id}: RD 176/2023 notice per offer block`).toBeGreaterThanOrEqual(nBlocks);
      const mainText = squash(await main.innerText());
      expect(
        SHELL.compliance.riskMessages.some((m) => mainText.includes(squash(m))),
        `${o.id}: one of the Ministry's risk messages`,
      ).toBe(true);

      // Facts: each with its value and its state: who checked it, when, and a link to the page; or «Sin comprobar».
      for (const f of o.facts) {
        const card = page.getByTestId(`dato-${f.key}`);
        await card.scrollIntoViewIfNeeded();
        await expect(card, `${o.id}: ${f.key}`).toBeVisible();
        await expect(card).toContainText(f.value);
        if (f.check) await expect(card.locator("a")).toHaveAttribute("href", f.check.source);
        else await expect(card).toContainText("Según el operador · Sin comprobar");
      }

      // The market's typical figures: on the guide, linked from the review, never on it (issue 37).
      await expect(main.locator('[data-testid="market-guide-link"] a[href="/guia-condiciones-habituales"]'), o.id).toBeAttached();
      const limits = FIXED_CLAIMS.withdrawalLimits;
      for (const figure of [limits.day, limits.week, limits.month].map((n) => squash(formatEuro(n)) + " al")) {
        expect(mainText, `${o.id}: the typical limit ${figure} stated on the review`).not.toContain(figure);
      }
      expect(mainText, o.id).not.toContain(FIXED_CLAIMS.loyaltyTiers.join(", "));

      // A score never contradicts the licence panel.
      if (!o.licenseCheck) {
        const licenceRow = main.locator("tr", { hasText: /Licencia y seguridad/ }).first();
        await expect(licenceRow, `${o.id}: no licence score`).toContainText(reviewPageCopy(o).score.table.unscored);
      }

      for (const sentence of await ownSentences(page, o.name)) {
        const other = seen.get(sentence);
        expect(other, `«${sentence}» in the reviews of ${other} and ${o.id}`).toBeUndefined();
        seen.set(sentence, o.id);
      }
    }
    expect(seen.size, "the reviews have sentences of their own").toBeGreaterThan(OPS.length * 5);
  });
});

test("the bonus page: its example offers are hypothetical and named after no operator of the ranking (issue 37)", async ({ page }) => {
  await page.goto("/bono-bienvenida-casino");
  const tables = page.locator("main table");
  expect(await tables.count(), "the page keeps its worked examples").toBeGreaterThan(0);
  const rowHeads = await page.locator("main table tbody tr > :first-child").allInnerTexts();
  for (const o of OPS) {
    for (const head of rowHeads) expect(head.toLowerCase(), `${o.id} named in an example table`).not.toContain(o.name.toLowerCase());
  }
  await expect(page.locator("main")).not.toContainText(/ejemplo editorial/i);
});

test("self-exclusion (RGIAJ): linked beside the ranked offers on /comparacion and in the footer of every page (issue 37)", async ({ page }) => {
  await page.goto("/comparacion");
  const main = page.locator("main");
  const beside = main.getByTestId("rgiaj").locator(`a[href="${SELF_EXCLUSION.url}"]`);
  await expect(beside).toBeVisible();
  // Beside the list: right after it, before the head-to-head picker and the notes.
  const listBottom = await main.locator("[data-comparison-rows]").evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  const linkTop = await beside.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(linkTop).toBeGreaterThan(listBottom);
  expect(linkTop - listBottom, "the RGIAJ line sits right under the ranked list").toBeLessThan(400);
  for (const path of ["/", "/comparacion", OPS[0]!.detailUrl]) {
    await page.goto(path);
    await expect(page.locator("footer").getByTestId("rgiaj").locator(`a[href="${SELF_EXCLUSION.url}"]`), path).toBeAttached();
  }
});
