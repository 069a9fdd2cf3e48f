/**
 * Issue 13, item 3, "Why believe us": every review shows the operator's sub-scores with their weights
 * and the weighted total (its rating), a licence panel (holder, licences, the DGOJ register, date of
 * the last check), and every ranking links to /metodologia, whose weights are those of the data.
 * Read at a phone size (390×844) and on a desktop. Figures come from the content files, not from copy.
 */
import { LICENCE_CRITERION_ID } from "../../app/features/methodology/licence-criterion.ts";
import { getCriteria } from "../../app/features/methodology/methodology.ts";
import { formatRating } from "../../app/features/operators/operator-utils.ts";
import { getOperators } from "../../app/features/operators/operators.ts";
import { countedScores, criterionScores } from "../../app/features/operators/score-formulas.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { reviewOrderNote, reviewPageCopy } from "../../app/features/reviews/review-copy.server.ts";
import { ORDER_REASON, orderInversions, pairOrderNote, rankingOrderNote } from "../../app/features/operators/ranking-claims.ts";
import { findContentPage } from "../../app/features/pages/pages.server.ts";
import { inlineText, type MdNode } from "../../app/features/pages/markdown-nodes.ts";

/** The label of the link to /metodologia, as content/copy/compliance.yaml words it. */
const METHOD_LINK = shellCopy().compliance.methodologyLink;
import { formatDateLong, formatNumber } from "../../app/platform/format.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const criteria = getCriteria();
const ops = getOperators();
const num = (n: number) => formatRating(n);

for (const size of SIZES) {
  test.describe(`methodology and licence on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    // Read on the worker's kept page for this size (the methodology link's click stays in the page).
    test.use({ reusedPageConsent: "accepted" });

    for (const op of [ops[0]!, ops.at(-1)!]) {
      test(`${op.detailUrl}: sub-scores with weights and total, licence panel, link to the methodology`, async ({ reusedPage: page }) => {
        await page.goto(op.detailUrl);
        const score = page.getByRole("region", { name: reviewPageCopy(op).headings.score });
        const table = score.getByRole("table");
        await table.scrollIntoViewIfNeeded();
        await expect(table).toBeVisible();
        // Only the criteria computed from the data or backed by a check score (decisions 0236, 0375): their weights re-scaled to 100 %.
        const scores = countedScores(criterionScores(op, criteria));
        const counted = criteria.filter((c) => c.id in scores);
        const weights = counted.reduce((sum, c) => sum + c.weight, 0);
        for (const c of criteria) {
          const row = table.getByRole("row", { name: new RegExp(`^${c.name}`) });
          if (!(c.id in scores)) {
            const t = reviewPageCopy(op).score.table;
            await expect(row.getByRole("cell")).toHaveText([c.id === LICENCE_CRITERION_ID ? t.unscored : t.unscoredOther]);
            continue;
          }
          const w = (c.weight * 100) / weights;
          await expect(row.getByRole("cell").nth(0)).toHaveText(`${formatNumber(w, Number.isInteger(w) ? 0 : Number.isInteger(w * 10) ? 1 : 2)} %`);
          await expect(row.getByRole("cell").nth(1)).toHaveText(num(scores[c.id]!));
        }
        await expect(table.getByRole("row", { name: /^Nota final/ }).getByRole("cell")).toHaveText(`${num(op.rating)}/10`);
        const methodLink = score.getByRole("link", { name: METHOD_LINK });
        await expect(methodLink).toHaveAttribute("href", "/metodologia");

        const licence = page.getByRole("region", { name: "Licencia", exact: true });
        await licence.scrollIntoViewIfNeeded();
        await expect(licence).toBeVisible();
        const value = (label: string) => licence.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
        // A licence nobody has read in the register is the operator's claim, «Sin comprobar», never with a date.
        const licenceCopy = reviewPageCopy(op).license;
        const claim = (v: string) => (op.licenseCheck ? v : `${v} (según el operador)`);
        await expect(value("Titular de la licencia")).toHaveText(op.licenseHolder ? claim(op.licenseHolder) : licenceCopy.pending);
        await expect(value("Licencias generales")).toHaveText(claim(op.generalLicenses.join(", ")));
        await expect(value("Licencias singulares")).toHaveText(claim(op.singularLicenses.join(", ")));
        if (op.licenseCheck) await expect(value("Comprobación en el registro")).toContainText(formatDateLong(op.licenseCheck.checked));
        else await expect(value("Comprobación en el registro")).toHaveText("Sin comprobar");
        // The note's first words (before any link or bold mark), as review.yaml words them.
        await expect(licence.getByText(licenceCopy.pendingNote.split(/[[*]/)[0]!.trim())).toHaveCount(op.licenseCheck ? 0 : 1);
        const register = licence.getByRole("link", { name: /^\[([^\]]+)\]/.exec(licenceCopy.registerLink)![1]! });
        expect(new URL((await register.getAttribute("href"))!).host).toBe("www.ordenacionjuego.es");
        await expect(register).toHaveAttribute("target", "_blank");
        const dgoj = licence.getByRole("link", { name: /^Consultar en el registro de la DGOJ/ });
        expect(new URL((await dgoj.getAttribute("href"))!).host).toBe("www.ordenacionjuego.es");

        expect(await axeViolations(page)).toEqual([]);
        await methodLink.click();
        await expect(page).toHaveURL(/\/metodologia$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(findContentPage("/metodologia")!.h1);
      });
    }

    for (const path of ["/", "/comparacion", `/comparar/${ops[0]!.id}-vs-${ops[1]!.id}`]) {
      test(`${path}: the ranking links to /metodologia`, async ({ reusedPage: page }) => {
        await page.goto(path);
        const link = page.getByRole("main").getByRole("link", { name: METHOD_LINK }).first();
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", "/metodologia");
      });
    }

    test("/metodologia: criteria and weights from the data, licence checks, commissions, byline date", async ({ reusedPage: page }) => {
      await page.goto("/metodologia");
      const table = page.getByRole("table", { name: /Criterios de valoración/ });
      for (const c of criteria) {
        await expect(table.getByRole("row", { name: new RegExp(`^${c.name}`) }).getByRole("cell").first()).toHaveText(`${c.weight} %`);
      }
      // Every section heading of the page's file (content/pages/metodologia.md).
      const sections = (findContentPage("/metodologia")!.body as MdNode[]).filter((n) => n.t === "h" && n.level === 2).map((n) => inlineText((n as { c: Parameters<typeof inlineText>[0] }).c));
      expect(sections.length).toBeGreaterThan(0);
      for (const h of sections) {
        await expect(page.getByRole("heading", { level: 2, name: h })).toBeVisible();
      }
      // The byline conventions of every page: "Actualizado el <fecha> · Por <autor>".
      await expect(page.getByText(/^Actualizado el \d{1,2} de [a-z]+ de \d{4} · Por \p{Lu}/u).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("/metodologia is in the sitemap", async ({ request }) => {
  const res = await request.get("/sitemap.xml", { maxRedirects: 5 });
  expect(await res.text()).toContain("/metodologia</loc>");
});

// Issue 37, item 7: the open data is built with the site, linked from /metodologia, in the sitemap,
// and states its licence in both files.
test("the open data files are built, parse, hold every operator and say their licence (CC BY 4.0)", async ({ request, page }) => {
  const json = await request.get("/datos/operadores.json");
  expect(json.status()).toBe(200);
  expect(json.headers()["content-type"]).toContain("json");
  const data = (await json.json()) as {
    licence: { name: string; url: string };
    methodology: { version: string; criteria: unknown[] };
    operators: Array<{ id: string; scores: Record<string, number>; data: Array<{ key: string; check: unknown; source: unknown }> }>;
  };
  expect(data.licence.name).toBe("CC BY 4.0");
  expect(data.methodology.version).toMatch(/^m-[0-9a-f]{12}$/);
  expect(data.methodology.criteria).toHaveLength(criteria.length);
  expect(data.operators.map((o) => o.id).sort()).toEqual(ops.map((o) => o.id).sort());
  for (const o of data.operators) {
    // The sub-scores the rating counts: computed, or backed by a check (decisions 0236, 0375).
    const op = ops.find((x) => x.id === o.id)!;
    expect(o.scores).toEqual(countedScores(criterionScores(op, criteria)));
    for (const d of o.data) {
      expect(d).toHaveProperty("check");
      expect(d).toHaveProperty("source");
    }
  }

  const csv = await request.get("/datos/operadores.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const { parse } = await import("csv-parse/sync");
  const rows = parse(await csv.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
  expect(new Set(rows.map((r) => r.operador))).toEqual(new Set(ops.map((o) => o.id)));
  for (const r of rows) expect(r.licencia).toContain("CC BY 4.0");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/datos/operadores.json</loc>");
  expect(sitemap).toContain("/datos/operadores.csv</loc>");

  await page.goto("/metodologia");
  const main = page.locator("main");
  await expect(main.locator('a[href="/datos/operadores.json"]').first()).toBeVisible();
  await expect(main.locator('a[href="/datos/operadores.csv"]')).toBeVisible();
  await expect(main.getByText("CC BY 4.0").first()).toBeVisible();
});

// Issue 49, item 2 (decision 0375): the order is editorial, and wherever a lower-ranked operator has a higher
// rating the page says why, in sentences computed from the data.
test("where a lower-ranked operator has a higher rating, the ranking, the pair and the review say why", async ({ page }) => {
  const inversions = orderInversions(ops);
  const squash = (s: string) => s.replace(/[\s\u00a0]+/g, " ");
  if (inversions.length === 0) {
    // The ratings follow the order: no page explains an inversion that is not there.
    await page.goto("/comparacion");
    expect(await page.locator("main").innerText()).not.toContain(ORDER_REASON);
    return;
  }
  for (const path of ["/", "/comparacion", "/metodologia"]) {
    await page.goto(path);
    expect(squash(await page.locator("main").innerText()), path).toContain(squash(rankingOrderNote(ops)));
  }
  const { above, below } = inversions[0]!;
  await page.goto(`/comparar/${above.id}-vs-${below.id}`);
  expect(squash(await page.locator("main").innerText())).toContain(squash(pairOrderNote(above, below)));
  await page.goto(below.detailUrl);
  expect(squash(await page.locator("main").innerText())).toContain(squash(reviewOrderNote(below, ops)));
});
