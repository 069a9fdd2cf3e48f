/**
 * The review cadence is written once (content/site/review-cadence.yaml): /metodologia renders its
 * promise from it and the editorial checklist computes what is due from the same numbers.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cadencePhrase, getReviewCadence } from "../methodology/index.server";
import { findContentPage } from "./pages.server";
import { pageVariables } from "./page-variables";

describe("/metodologia's «Cada cuánto revisamos los datos»", () => {
  const cadence = getReviewCadence();
  const kinds = { licencia: cadence.licenceDays, oferta: cadence.offerDays, datos: cadence.factsDays };

  it("offers each cadence as a page variable, in words and in days", () => {
    const vars = pageVariables();
    for (const [key, days] of Object.entries(kinds)) {
      expect(vars[`metodologia.revision.${key}`]).toBe(cadencePhrase(days));
      expect(vars[`metodologia.revision.${key}.dias`]).toBe(String(days));
    }
  });

  it("quotes the cadence through those variables, so the page and the checklist cannot disagree", () => {
    const file = fs.readFileSync(path.join(process.cwd(), "content/pages/metodologia.md"), "utf8");
    for (const key of Object.keys(kinds)) expect(file, key).toContain(`{{metodologia.revision.${key}}}`);
    const rendered = JSON.stringify(findContentPage("/metodologia")!.body);
    for (const days of Object.values(kinds)) expect(rendered).toContain(cadencePhrase(days));
    expect(rendered).not.toMatch(/\{\{metodologia\.revision/);
  });
});
