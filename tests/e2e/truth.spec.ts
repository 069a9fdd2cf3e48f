/**
 * Issue 26, "done when": the ten reviews and the bonus page read as true on a phone (390×844), as a
 * visitor reads them. Every value comes from the operator files and the copy, so an edit by the owner
 * moves the expectation with it:
 *  - each review's offer is the one its file's `offer` gives, with the day it was checked and a link to
 *    where; under it, who may not receive it (RD 176/2023) and one of the Ministry's risk messages;
 *  - each fact the review states is dated and links to the operator's own page;
 *  - the market's typical figures appear only inside the section titled as such, never as the
 *    operator's own terms; no sentence written about one operator appears in another's review;
 *  - «Licencia y seguridad» says provisional while the licence is unchecked;
 *  - the bonus page's example table says it is not current and shows each named operator's current
 *    offer from the data beside it.
 */
import type { CheckRecord } from "../../app/features/operators/check-state";
import type { Page } from "@playwright/test";
import { getOperators } from "../../app/features/operators/operators";
import { reviewPageCopy, shellCopy } from "../../app/features/copy/copy.server";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const OPS = [...getOperators()].sort((a, b) => a.rank - b.rank);
const SHELL = shellCopy();
const squash = (s: string | null | undefined) => (s ?? "").replace(/[\s\u00a0]+/g, " ").trim();

/** The visible text of `main` outside the market section, and the market section's own. */
async function splitMarket(page: Page) {
  return page.locator("main").evaluate((main) => {
    const market = main.querySelector("[data-plantilla='mercado']");
    const marketText = (market as HTMLElement | null)?.innerText ?? "";
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelector("[data-plantilla='mercado']")?.remove();
    // innerText of a detached node ignores layout: textContent of the visible parts is what we need.
    return { outside: clone.textContent ?? "", market: marketText };
  });
}

/** Sentences of the blocks written about this operator (data-propio), the operator's name neutralised. */
async function ownSentences(page: Page, name: string): Promise<string[]> {
  const texts = await page.locator("main [data-propio]").allInnerTexts();
  return texts
    .flatMap((t) => squash(t).split(/(?<=[.!?])\s+/))
    .map((s) => s.split(name).join("X"))
    .filter((s) => s.length >= 40);
}

test.describe("reviews read true on a phone", () => {
  test("every review: its own offer with its check state, the RD 176/2023 notice and a risk message, dated facts, typical figures only where labelled, no shared sentence", async ({ page }) => {
    test.setTimeout(600_000);
    const seen = new Map<string, string>();
    for (const o of OPS) {
      const copy = reviewPageCopy(o);
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

      // The market's typical figures: inside their titled section, nowhere else on the page.
      const { outside, market } = await splitMarket(page);
      expect(squash(market), o.id).toContain(squash(copy.headings.conditions));
      for (const item of copy.conditions.items.filter((i) => squash(i.value).length >= 15)) {
        expect(squash(market), `${o.id}: «${item.label}» in the market section`).toContain(squash(item.value));
        expect(squash(outside), `${o.id}: «${item.value}» stated outside the market section`).not.toContain(squash(item.value));
      }

      // A score never contradicts the licence panel.
      if (!o.licenseCheck) {
        const licenceRow = main.locator("tr", { hasText: /Licencia y seguridad/ }).first();
        await expect(licenceRow, `${o.id}: no licence score`).toContainText("Sin puntuar: licencia sin comprobar");
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

test("the bonus page: the example offers are labelled as such, each named operator's current offer beside them", async ({ page }) => {
  await page.goto("/bono-bienvenida-casino");
  const table = page.locator("main table", { has: page.locator("caption", { hasText: /ejemplo/i }) }).first();
  await expect(table.locator("caption")).toContainText(/no son ofertas vigentes/i);
  const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
  let named = 0;
  for (const o of OPS) {
    const row = rows.find((r) => r.toLowerCase().startsWith(o.name.toLowerCase()));
    if (!row) continue;
    named++;
    expect(row, `${o.id}: current offer beside the example`).toContain(squash(o.bonus));
  }
  expect(named, "the example names operators of the ranking").toBeGreaterThan(0);
});
