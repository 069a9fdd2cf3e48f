/**
 * Issue 37, "done when", read as a person on a phone (390 px) reads each review: every datum the review
 * states about the operator — its offer, each fact, its licence, each datum of its sheet that a criterion
 * scores (SHEET_CHECKS, decision 0260) — is either checked (a date, an author and
 * a link to the source) or says «Sin comprobar»; no «Comprobado el» stands without a record; and no
 * licence score sits beside an unchecked licence. Everything is read from the operator files, so an
 * owner's check moves the expectation with it.
 */
import type { Locator } from "@playwright/test";
import { getOperators } from "../../app/features/operators/operators.ts";
import { getCriteria } from "../../app/features/methodology/methodology.ts";
import { SHEET_CHECKS } from "../../app/features/operators/check-state.ts";
import { LICENCE_CRITERION_ID } from "../../app/features/methodology/licence-criterion.ts";
import { reviewPageCopy } from "../../app/features/reviews/review-copy.server.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const OPS = [...getOperators()].sort((a, b) => a.rank - b.rank);
const LICENCE = getCriteria().find((c) => c.id === LICENCE_CRITERION_ID)!;

/** A datum's state, as the reader sees it: checked (date + author + source link) or «Sin comprobar». */
async function expectState(state: Locator, what: string, record: { checked: string; source: string } | undefined) {
  await state.scrollIntoViewIfNeeded();
  await expect(state, what).toBeVisible();
  if (record) {
    await expect(state, what).toContainText(/^Comprobado el \d{1,2} de [a-z]+ de \d{4} por \S/);
    await expect(state.locator("time"), what).toHaveAttribute("datetime", record.checked);
    await expect(state.getByRole("link"), what).toHaveAttribute("href", record.source);
  } else {
    await expect(state, what).toContainText("Sin comprobar");
    await expect(state.locator("time, a"), what).toHaveCount(0);
  }
}

test.describe("provenance on a phone", () => {
  for (const o of OPS) {
    test(`${o.detailUrl}: every datum checked or «Sin comprobar», no licence score beside an unchecked licence`, async ({ page }) => {
      await page.goto(o.detailUrl);
      const main = page.locator("main");

      // The offer, every block that shows it.
      const offers = main.getByTestId("offer-checked");
      expect(await offers.count(), `${o.id}: offer blocks`).toBeGreaterThan(0);
      for (const block of await offers.all()) await expectState(block.locator("[data-check]"), `${o.id}: offer`, o.offer.check);

      // Each fact, in its card.
      for (const f of o.facts) {
        const card = main.getByTestId(`dato-${f.key}`);
        await expect(card, `${o.id}: ${f.key}`).toContainText(f.value);
        await expectState(card.locator("[data-check]"), `${o.id}: ${f.key}`, f.check);
      }

      // Each scored datum of the sheet, wherever the review states it (summary, games, sidebar).
      for (const c of SHEET_CHECKS) {
        const notes = main.getByTestId(`check-${c.dato}`);
        expect(await notes.count(), `${o.id}: ${c.dato} shown with its state`).toBeGreaterThan(0);
        for (const note of await notes.all()) await expectState(note.locator("[data-check]"), `${o.id}: ${c.dato}`, o[c.field]);
      }

      // The licence: the panel's check row, the summary's row, and the DGOJ register link.
      const licence = main.locator("#licencia");
      await expectState(licence.locator("dd [data-check]").first(), `${o.id}: licence`, o.licenseCheck);
      await expectState(main.getByTestId("summary-Licencia").locator("[data-check]"), `${o.id}: licence in the summary`, o.licenseCheck);
      await expect(licence.getByRole("link", { name: /^Consultar en el registro de la DGOJ/ })).toHaveAttribute("href", /^https:\/\/www\.ordenacionjuego\.es\//);

      // The score table: no number beside an unchecked licence.
      const row = main.locator("#puntuacion tbody tr", { hasText: LICENCE.name });
      await row.scrollIntoViewIfNeeded();
      if (o.licenseCheck) {
        await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d+(,\d)?$/);
      } else {
        await expect(row.getByRole("cell")).toHaveText([reviewPageCopy(o).score.table.unscored]);
        await expect(row).not.toContainText(/\d/);
      }

      // No check is claimed that a record does not back: each «Comprobado el» is one of the records above.
      const claims = (await main.innerText()).match(/Comprobad[oa]s? el/g)?.length ?? 0;
      expect(claims, `${o.id}: «Comprobado el» without a record`).toBe(await main.locator("[data-check=comprobado]").filter({ visible: true }).count());
    });
  }
});
