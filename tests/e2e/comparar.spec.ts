/**
 * Issue 13, item 4: side-by-side pages /comparar/<a>-vs-<b> for every pair of operators (better
 * ranked first; the other order 301s; unknown → 404), prerendered, in the sitemap, with unique titles,
 * a table of every field with who wins it, both calls to action, and the picker on /comparacion,
 * with and without JavaScript, on a phone and a desktop. The operators are read from the site
 * itself (the comparison's ItemList), never from a list written here.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectBadgeHeading } from "./operator-marks.ts";
import { notFoundCopy } from "../../app/features/layout/shell-copy.server.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { headToHeadPageCopy, headToHeadRowLabels, pickerCopy, pickerPageCopy } from "../../app/features/comparison/comparison-copy.server.ts";
import { getOperator } from "../../app/features/operators/operators.ts";
import { splitAtPath } from "../../app/features/layout/shell-copy.ts";
import { fillTemplate } from "../../app/platform/text.ts";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A play button's label as the copy file words it (content/copy/compliance.yaml). */
const playLabel = (name: string) => fillTemplate(shellCopy().compliance.playButton, { operador: name });
/** A pair page's texts as the copy file words them (content/copy/head-to-head.yaml); the tally does not change the h1. */
const pairCopy = (a: Ranked, b: Ranked) => headToHeadPageCopy(getOperator(a.id)!, getOperator(b.id)!, { a: 0, b: 0, ties: 0 });

interface Ranked {
  id: string;
  name: string;
  position: number;
}

/** The ranking as the site publishes it: /comparacion's ItemList (position, name, review URL). */
async function ranking(request: APIRequestContext): Promise<Ranked[]> {
  const html = await (await request.get("/comparacion")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const list = blocks.find((b) => b["@type"] === "ItemList");
  return list.itemListElement.map((i: { position: number; name: string; url: string }) => ({
    position: i.position,
    name: i.name,
    id: new URL(i.url).pathname.slice(1),
  }));
}

const pairsOf = (ops: Ranked[]) =>
  ops.flatMap((a, i) => ops.slice(i + 1).map((b) => [a, b] as const)).map(([a, b]) => ({ a, b, path: `/comparar/${a.id}-vs-${b.id}` }));

test("every pair is prerendered, in the sitemap, with its own title and description", async ({ request }) => {
  const ops = await ranking(request);
  expect(ops.length).toBeGreaterThan(1);
  const pairs = pairsOf(ops);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/comparar\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(listed.sort()).toEqual(pairs.map((p) => p.path).sort());
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const p of pairs) {
    const res = await request.get(p.path, { maxRedirects: 0 });
    expect(res.status(), p.path).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
    const description = /<meta name="description" content="([^"]+)"/.exec(html)![1]!;
    expect(title).toContain(p.a.name.replace(/&/g, "&amp;"));
    expect(title).toContain(p.b.name.replace(/&/g, "&amp;"));
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${p.path}"`));
    expect(html).toContain('"@type":"BreadcrumbList"');
    titles.add(title);
    descriptions.add(description);
  }
  expect(titles.size).toBe(pairs.length);
  expect(descriptions.size).toBe(pairs.length);
});

test("the other order answers 301 to the canonical pair; unknown pairs answer 404", async ({ request }) => {
  const [first, second] = await ranking(request);
  const reversed = await request.get(`/comparar/${second!.id}-vs-${first!.id}`, { maxRedirects: 0 });
  expect(reversed.status()).toBe(301);
  expect(reversed.headers()["location"]).toBe(`/comparar/${first!.id}-vs-${second!.id}`);
  for (const bad of [`/comparar/${first!.id}-vs-no-existe`, `/comparar/${first!.id}-vs-${first!.id}`, "/comparar/cualquier-cosa"]) {
    const res = await request.get(bad, { maxRedirects: 0 });
    expect(res.status(), bad).toBe(404);
    const html = await res.text();
    expect(html).toContain(notFoundCopy().h1);
    // The unknown pair's own sentence (copy/errors.yaml, pairNotFound), not the generic one.
    expect(html).toContain(splitAtPath(notFoundCopy("pair").text)[0]);
  }
  const same = await request.get(`/comparar?a=${first!.id}&b=${first!.id}`, { maxRedirects: 0 });
  expect(same.status()).toBe(400);
  expect(await same.text()).toContain(pickerPageCopy().sameTwice);
  const foreign = await request.get("/comparar?a=https://evil.example&b=//evil.example", { maxRedirects: 0 });
  expect(foreign.status()).toBe(400);
});

test.describe("an unknown pair's page", () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test("offers the comparison and the home page, with the owner's labels", async ({ page }) => {
    const res = await page.goto("/comparar/cualquier-cosa");
    expect(res?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: notFoundCopy("pair").comparisonLink })).toHaveAttribute("href", "/comparacion");
    await expect(main.getByRole("link", { name: shellCopy().navigation.homeLink })).toHaveAttribute("href", "/");
  });
});

async function pick(page: Page, a: string, b: string) {
  const picker = page.getByRole("region", { name: pickerCopy("comparison").title });
  await picker.getByLabel("Primer casino").selectOption({ label: a });
  await picker.getByLabel("Segundo casino").selectOption({ label: b });
  await picker.getByRole("button", { name: "Comparar" }).click();
}

for (const size of [
  { name: "phone", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
    // The worker's kept page for this size: the picker only navigates.
    test.use({ reusedPageConsent: "accepted" });

    test("the picker on /comparacion opens the chosen pair, better ranked first, with the table and both calls to action", async ({ reusedPage: page, request }) => {
      const ops = await ranking(request);
      const [a, b] = [ops[0]!, ops[ops.length - 1]!];
      await page.goto("/comparacion");
      await pick(page, b.name, a.name);
      await expect(page).toHaveURL(new RegExp(`/comparar/${a.id}-vs-${b.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pairCopy(a, b).h1);
      for (const op of [a, b]) {
        const cta = page.getByRole("link", { name: new RegExp(`^${escape(playLabel(op.name))} `) }).first();
        await expect(cta).toBeVisible();
        await expect(cta).toHaveAttribute("rel", /sponsored/);
        await expect(cta.locator("xpath=..")).toContainText("+18");
        // Through the tracked redirect, with the head-to-head placement and this pair's page (issue 11).
        const href = new URL((await cta.getAttribute("href"))!, page.url());
        expect(href.origin).toBe(new URL(page.url()).origin);
        expect(href.pathname).toBe(`/visitar/${op.id}`);
        expect(href.searchParams.get("p")).toBe("head-to-head");
        expect(href.searchParams.get("s")).toBe(`/comparar/${a.id}-vs-${b.id}`);
      }
      const table = page.getByRole("table", { name: new RegExp(`${a.name} frente a ${b.name}`) });
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThan(10);
      const { tie, notScored } = pairCopy(a, b).table;
      for (const text of await rows.locator("td:last-child").allInnerTexts()) {
        expect(text).toMatch(new RegExp(`^(✓ )?(${escape(a.name)}|${escape(b.name)})|^${escape(tie)}$|^${escape(notScored)}$`));
      }
      // The better rank always wins the ranking position's row (on a phone the rule follows the row's name).
      const rankRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${escape(headToHeadRowLabels().rank.label)}( \\(|$)`) }) });
      await expect(rankRow.locator("td").last()).toContainText(a.name);
      // A higher maximum stake is no win (RD 176/2023): that row declares no winner.
      const stakeRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${escape(headToHeadRowLabels().maxBet.label)}( \\(|$)`) }) });
      await expect(stakeRow.locator("td").last()).toHaveText(notScored);
      // Each side's heading is the operator's badge, with the name not repeated as text beside it.
      const sides = page.getByTestId("pair-side");
      for (const [i, op] of [a, b].entries()) await expectBadgeHeading(sides.nth(i).getByRole("heading", { level: 2 }), op.name);
      // Each side's offer says who cannot receive it, links the explanation, and shows a risk message.
      const { offerNotice, riskMessages } = shellCopy().compliance;
      for (const side of await sides.all()) {
        const notice = side.getByTestId("offer-notice");
        await expect(notice).toContainText(offerNotice.text);
        await expect(notice.getByRole("link", { name: offerNotice.linkLabel })).toHaveAttribute("href", offerNotice.href);
        expect(riskMessages).toContain(await notice.getByTestId("risk-message").innerText());
      }
      // The wide table scrolls inside a labelled region that the keyboard can reach.
      const region = page.getByRole("region", { name: `Tabla comparativa de ${a.name} y ${b.name}` });
      await expect(region).toHaveAttribute("tabindex", "0");
      if (size.name === "phone") {
        // Comparing two operators never needs a sideways scroll: on every row both values sit side by side on screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
        expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), "the table fits its region").toBe(true);
        const cells = await rows.evaluateAll((trs) =>
          trs.map((tr) => {
            const box = (side: string) => {
              const r = tr.querySelector(`[data-side="${side}"]`)!.getBoundingClientRect();
              return { left: r.left, right: r.right, top: r.top, width: r.width };
            };
            return { row: tr.querySelector("th")!.textContent, a: box("a"), b: box("b") };
          }),
        );
        for (const { row, a: ca, b: cb } of cells) {
          expect(ca.left, `${row}: ${a.name}`).toBeGreaterThanOrEqual(0);
          expect(cb.right, `${row}: ${b.name}`).toBeLessThanOrEqual(size.viewport.width);
          expect(ca.right, `${row}: side by side`).toBeLessThanOrEqual(cb.left + 1);
          expect(Math.abs(ca.top - cb.top), `${row}: same line`).toBeLessThan(1);
          expect(Math.min(ca.width, cb.width), `${row}: readable`).toBeGreaterThan(60);
        }
      }
      // The other comparisons of both operators are linked from the pair.
      const related = page.getByTestId("pair-links");
      await expect(related).toHaveCount(2);
      await expect(related.first().getByRole("link").first()).toHaveAttribute("href", new RegExp(`^/comparar/.*${escape(a.id)}`));
    });
  });
}

test("without JavaScript the picker is a plain GET form that lands on the pair", async ({ browser, request }) => {
  const ops = await ranking(request);
  const [a, b] = [ops[1]!, ops[2]!];
  // Its own context: the fixture's page waits for hydration, which never comes without scripts.
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await ctx.newPage();
  await page.goto("/comparacion");
  await pick(page, b.name, a.name);
  await expect(page).toHaveURL(new RegExp(`/comparar/${a.id}-vs-${b.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pairCopy(a, b).h1);
  await ctx.close();
});
