/**
 * The operator pages as a visitor uses them: home (cards, carousel, FAQ), /comparacion (stars, '+N',
 * sort and filters kept in the URL) and both review URLs of every operator (flag-dependent text,
 * canonical, JSON-LD, compliant play buttons). Values come from the operator files, so adding or
 * editing an operator breaks nothing here; that those files hold the spec's figures is checked
 * against tests/spec-facts.ts in app/features/operators/operators.test.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { DEPOSIT_LIMITS, SITE_URL } from "../../app/platform/site.ts";
import { formatEuro } from "../../app/platform/format.ts";
import { applyComparisonQuery, formatRating, parseComparisonQuery, rankingFacts } from "../../app/features/operators/operator-utils.ts";
import { SPEC_HOME_TOP_COUNT, SPEC_LOYALTY_TIERS, SPEC_OPERATORS, SPEC_WELCOME, SPEC_WITHDRAWAL_LIMITS } from "../spec-facts.ts";
import { getOperators } from "../../app/features/operators/operators.ts";
import { getAuthor } from "../../app/features/authors/authors.ts";
import { pairPath } from "../../app/features/comparison/head-to-head.ts";
import { readCopy } from "../../app/features/copy/copy.server.ts";
import { homePageCopy } from "../../app/features/home/home-copy.server.ts";
import { shellCopy } from "../../app/features/layout/shell-copy.server.ts";
import { meets, reviewCopy, reviewPageCopy } from "../../app/features/reviews/review-copy.server.ts";
import { comparisonPageCopy } from "../../app/features/comparison/comparison-copy.server.ts";

/** The texts of content/copy/*.yaml as the pages get them: the tests follow an edit of the copy. */
const HOME = homePageCopy();
const SHELL = shellCopy();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Any play button: the configured label with some operator's name in place of {{operador}}. */
const PLAY_LABEL = new RegExp(`^${escape(SHELL.compliance.playButton).replace(escape("{{operador}}"), ".+")}`);
import { expect, expectSingleOpenFaq, faqParts, test } from "./fixtures.ts";
import { expectBadgeHeading } from "./operator-marks.ts";

/**
 * The operators as their files say, in ranking order: the pages must show what the data holds, for
 * however many operators there are. That the data holds the spec's figures for the spec's ten is
 * checked once, against the spec-facts fixture, in app/features/operators/operators.test.ts.
 */
const OPS = [...getOperators()]
  .sort((a, b) => a.rank - b.rank)
  .map((o) => ({
    id: o.id,
    name: o.name,
    detail: o.detailUrl,
    slug: o.reviewSlug,
    rating: formatRating(o.rating),
    rating10: o.rating,
    live: o.liveDealer,
    host: new URL(o.playUrl).host,
    payments: o.paymentMethods.length,
    minDeposit: o.minDeposit,
    welcome: [o.bonus, o.wageringRequirement] as const,
    validityDays: o.bonusValidityDays,
  }));
type Op = (typeof OPS)[number];

/** The names /comparacion should list for a query string, by the page's own sort and filter rules. */
const expectedNames = (query: string) => applyComparisonQuery(getOperators(), parseComparisonQuery(new URLSearchParams(query))).map((o) => o.name);
const shownOf = (query: string) => `Mostrando ${expectedNames(query).length} de ${OPS.length} casinos`;

// Every test opens its own page with `goto` on the worker's kept page (cookie choice stored); its
// clicks (carousel, accordions, sort and filters) change only that page.
test.use({ reusedPageConsent: "accepted" });

/** One star rule everywhere (decision 0050): rating / 2 on five stars, rounded down to the half star. */
const starsLabel = (rating10: number) => `${String(Math.floor(rating10) / 2).replace(".", ",")} de 5 estrellas`;

/**
 * Every play button: a new tab, sponsored, with +18 and the responsible message beside it, through
 * the tracked redirect with its placement and this page's path, which answers a 302 to the
 * operator's .es site.
 */
async function expectCompliantPlayButtons(page: Page, min: number, placements: readonly string[]) {
  const buttons = page.getByRole("link", { name: PLAY_LABEL });
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(min);
  const here = new URL(page.url()).pathname;
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const link = buttons.nth(i);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    const href = new URL((await link.getAttribute("href"))!, page.url());
    expect(href.origin).toBe(new URL(page.url()).origin);
    expect(href.pathname).toMatch(/^\/visitar\/[a-z0-9]+$/);
    expect(placements).toContain(href.searchParams.get("p"));
    expect(href.searchParams.get("s")).toBe(here);
    seen.add(href.searchParams.get("p")!);
    if (i === 0) {
      // One redirect per page is enough here: tests/integration/clicks.test.ts checks every operator.
      // HEAD, as a link checker asks: the server answers the same redirect but counts no person's click,
      // so this check never moves the click counts tests/e2e/outbound.spec.ts reads in the same run.
      const answer = await page.request.fetch(href.toString(), { method: "HEAD", maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(new URL(answer.headers()["location"]!).host).toMatch(/^www\.[a-z0-9]+\.es$/);
    }
    const box = link.locator("xpath=..");
    await expect(box).toContainText(SHELL.compliance.ageLabel);
    await expect(box).toContainText(SHELL.compliance.responsibleMessage);
  }
  expect([...seen].sort()).toEqual([...placements].sort());
}

/** Bonus blocks: deposit, wagering, validity and a sponsored link to the full terms. */
async function expectBonusTerms(scope: Locator, op: Op) {
  const [bonus, wagering] = op.welcome;
  await expect(scope).toContainText(bonus!);
  await expect(scope).toContainText("Depósito mínimo");
  await expect(scope).toContainText(wagering!);
  await expect(scope).toContainText(`${op.validityDays} días`);
  const terms = scope.getByRole("link", { name: new RegExp(`^${escape(SHELL.compliance.termsLink)}`) }).first();
  await expect(terms).toHaveAttribute("rel", "sponsored noopener noreferrer");
  await expect(terms).toHaveAttribute("target", "_blank");
}

test.describe("home", () => {
  test("shows the spec's blocks in order", async ({ reusedPage: page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Los ${rankingFacts(getOperators()).count} mejores casinos online de España ${rankingFacts(getOperators()).year}`,
    );
    const h2 = await page.locator("main h2").allInnerTexts();
    // The headings the copy file gives, in the spec's block order (the wording is the operator's), but
    // for the top 6, which sits right under the hero: the hero on the ranking shows the ranking itself
    // (issue 24, each operator once, the first of them on the first screen), then the first newsletter box.
    const order = [
      HOME.topCasinos.title,
      HOME.newsletter[0]!.title,
      HOME.games.title,
      HOME.gameLinks.title,
      HOME.faq.title,
      HOME.tips.title,
      HOME.newsletter[1]!.title,
      SHELL.compliance.responsibleBox.title,
    ];
    expect(h2.map((t) => t.trim())).toEqual(order);
    await expect(page.getByText("Descubre la mejor selección de slots, ruleta, blackjack y más")).toBeVisible();
    // The newsletter form, twice.
    await expect(page.getByRole("button", { name: "Suscribirse" })).toHaveCount(2);
    for (const { title: name, link: href } of HOME.gameLinks.items) {
      // The card's link is named by its image's alt text and its title.
      await expect(page.getByRole("link", { name: new RegExp(`${name}$`) })).toHaveAttribute("href", href!);
    }
  });

  test("has the top 6 cards with rating/2 stars, '/10', advertising label and bonus terms", async ({ reusedPage: page }) => {
    await page.goto("/");
    const cards = page.getByTestId("casino-card");
    await expect(cards).toHaveCount(Math.min(SPEC_HOME_TOP_COUNT, OPS.length));
    for (const [i, op] of OPS.slice(0, SPEC_HOME_TOP_COUNT).entries()) {
      const card = cards.nth(i);
      await expectBadgeHeading(card.getByRole("heading", { level: 3 }), op.name);
      await expect(card).toContainText(`N.º ${i + 1}`);
      await expect(card).toContainText("Publicidad");
      await expect(card.getByRole("img", { name: starsLabel(op.rating10) })).toBeVisible();
      await expect(card).toContainText(`${op.rating}/10`);
      await expectBonusTerms(card, op);
      await expect(card.getByRole("link", { name: `Leer el análisis de ${op.name}` })).toHaveAttribute("href", op.detail);
    }
    // Each operator once on the page (issue 24): one button per card, all of the one placement of the list.
    await expect(page.getByRole("link", { name: PLAY_LABEL })).toHaveCount(Math.min(SPEC_HOME_TOP_COUNT, OPS.length));
    await expectCompliantPlayButtons(page, Math.min(SPEC_HOME_TOP_COUNT, OPS.length), ["home-top6"]);
  });

  test("the carousel moves with buttons, arrow keys and drag, and stops at both ends", async ({ reusedPage: page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: HOME.games.carouselLabel });
    // Its script runs when it comes near the screen (an island, decision 0191), as a visitor scrolls to it.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    // Spanish names for screen readers, not the spec's English ones (issue 37).
    const prev = carousel.getByRole("button", { name: "Diapositiva anterior" });
    const next = carousel.getByRole("button", { name: "Diapositiva siguiente" });
    await expect(carousel.getByRole("button", { name: /slide/i })).toHaveCount(0);
    // The slides promote play: the advertising label, +18 and a risk message stand beside them (RD 958/2020).
    const notice = page.getByRole("region", { name: HOME.games.title }).getByTestId("promo-notice");
    await expect(notice).toContainText(SHELL.compliance.advertisingLabel);
    await expect(notice).toContainText(SHELL.compliance.ageLabel);
    expect(SHELL.compliance.riskMessages.some((m) => m.length > 0)).toBe(true);
    await expect(notice.getByTestId("risk-message")).toHaveText(SHELL.compliance.riskMessages[0]!);
    const slides = carousel.locator('[aria-roledescription="diapositiva"]');
    // The slides as copy/home.yaml has them (its schema holds them at the spec's three).
    const T = HOME.games.slides.map((s) => s.title);
    await expect(slides).toHaveCount(3);
    for (const [i, slide] of HOME.games.slides.entries()) {
      await expect(slides.nth(i).getByRole("link", { name: slide.title })).toHaveAttribute("href", slide.link);
      await expect(slides.nth(i)).toContainText(HOME.games.slideCaption);
    }
    const current = carousel.locator('[aria-roledescription="diapositiva"][aria-current="true"]');

    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(current).toContainText(T[0]!);
    await next.click();
    await expect(current).toContainText(T[1]!);
    await expect(prev).toBeEnabled();
    await next.click();
    await expect(current).toContainText(T[2]!);
    await expect(next).toBeDisabled();
    await expect(carousel).toContainText("3 / 3");

    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(current).toContainText(T[1]!);
    await page.keyboard.press("ArrowLeft");
    await expect(current).toContainText(T[0]!);
    await expect(prev).toBeDisabled();
    await page.keyboard.press("ArrowLeft"); // loop is off: nothing before the first slide
    await expect(current).toContainText(T[0]!);
    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText(T[1]!);

    // Drag to the left moves forward.
    await slides.nth(1).scrollIntoViewIfNeeded();
    const box = (await slides.nth(1).boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 10 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 10 });
    await page.mouse.up();
    await expect(current).toContainText(T[2]!);
    await expect(next).toBeDisabled();
  });

  test("the FAQ shows every question of the copy file, one open at a time, and the open one closes again", async ({ reusedPage: page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: HOME.faq.title });
    await expectSingleOpenFaq(faq, HOME.faq.items.length);
    // The default deposit limits as the law sets them (site config, RD 1614/2011 art. 36) are what the FAQ
    // states — not the spec's "600 € a month for 3 months".
    const text = (await faq.textContent())!.replace(/\u00a0/g, " ");
    for (const limit of [DEPOSIT_LIMITS.daily, DEPOSIT_LIMITS.weekly, DEPOSIT_LIMITS.monthly]) {
      expect(text).toContain(formatEuro(limit).replace(/\u00a0/g, " "));
    }
  });
});

test.describe("comparison", () => {
  test("lists every operator in rank order with rating/2 stars, 4 payment methods + '+N', 3 pros and 3 cons", async ({ reusedPage: page }) => {
    await page.goto("/comparacion");
    const items = page.getByTestId("comparison-item");
    await expect(items).toHaveCount(OPS.length);
    for (const [i, op] of OPS.entries()) {
      const item = items.nth(i);
      await expectBadgeHeading(item.getByRole("heading", { level: 2 }), op.name);
      await expect(item).toContainText(`N.º ${i + 1}`);
      await expect(item).toContainText("Publicidad");
      await expect(item.getByRole("img", { name: starsLabel(op.rating10) })).toBeVisible();
      await expect(item).toContainText(`${op.rating}/10`);
      const payments = item.getByRole("list", { name: `Métodos de pago de ${op.name}` }).getByRole("listitem");
      await expect(payments).toHaveCount(5);
      await expect(payments.last()).toContainText(`+${op.payments - 4}`);
      const pros = item.getByRole("heading", { name: "Ventajas", exact: true }).locator("xpath=following-sibling::ul[1]/li");
      const cons = item.getByRole("heading", { name: "Desventajas", exact: true }).locator("xpath=following-sibling::ul[1]/li");
      await expect(pros).toHaveCount(3);
      await expect(cons).toHaveCount(3);
      await expectBonusTerms(item, op);
      await expect(item).toContainText(`${op.minDeposit} €`);
    }
    await expect(page.getByRole("heading", { name: comparisonPageCopy().notes.title })).toBeVisible();
    // Each operator once on the page (issue 24): one button per card, with the list's placement.
    await expect(page.getByRole("link", { name: PLAY_LABEL })).toHaveCount(OPS.length);
    await expectCompliantPlayButtons(page, OPS.length, ["comparison-card"]);
  });

  /** The operators listed, in order: each item's heading is its badge, named by the alt. */
  const names = (page: Page) =>
    page.getByTestId("comparison-item").getByRole("heading", { level: 2 }).getByRole("img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));

  /** The list and its status line follow the page's sort and filter rules for the query in the URL. */
  async function expectListFor(page: Page) {
    const query = new URL(page.url()).search;
    await expect(page.getByRole("status")).toHaveText(shownOf(query));
    expect(await names(page)).toEqual(expectedNames(query));
  }

  test("sorts and filters, keeping the state in the URL", async ({ reusedPage: page }) => {
    await page.goto("/comparacion");
    await page.getByLabel("Ordenar por").selectOption({ label: "Valoración (de menor a mayor)" });
    await expect(page).toHaveURL(/\?orden=valoracion-asc$/);
    const lowest = OPS.reduce((a, b) => (b.rating10 < a.rating10 ? b : a));
    await expect(page.getByTestId("comparison-item").first().getByRole("heading", { level: 2 })).toHaveAccessibleName(lowest.name);
    expect(await names(page)).toEqual(expectedNames("orden=valoracion-asc"));

    await page.getByLabel("Ordenar por").selectOption({ label: "Posición en el ranking" });
    // The filters sit behind a disclosure of the compact bar.
    await page.getByText("Filtros", { exact: true }).click();
    await page.getByLabel("Método de pago").selectOption({ label: "Bizum" });
    await expect(page).toHaveURL(/\?pago=bizum$/);
    await expectListFor(page);

    // A controlled checkbox that follows the URL: it shows the new state once the navigation settles.
    await page.getByLabel("Solo con casino en vivo").click();
    await expect(page.getByLabel("Solo con casino en vivo")).toBeChecked();
    await expect(page).toHaveURL(/pago=bizum&en-vivo=si/);
    await expectListFor(page);

    await page.getByLabel("Depósito mínimo").selectOption({ label: "Hasta 5 €" });
    await expect(page).toHaveURL(/deposito-max=5/);
    await expectListFor(page);

    await page.getByLabel("Método de pago").selectOption({ label: "Trustly" });
    await expect(page).toHaveURL(/pago=trustly/);
    await expectListFor(page);
    if (expectedNames(new URL(page.url()).search).length === 0) {
      await expect(page.getByText(comparisonPageCopy().empty.title)).toBeVisible();
    }

    await page.getByRole("button", { name: "Quitar filtros" }).click();
    await expect(page).toHaveURL(/\/comparacion$/);
    await expect(page.getByTestId("comparison-item")).toHaveCount(OPS.length);
  });

  test("a shared filtered URL opens filtered, without hydration errors", async ({ reusedPage: page }) => {
    await page.goto("/comparacion?pago=paypal&en-vivo=si&orden=deposito");
    await expect(page.getByLabel("Método de pago")).toHaveValue("paypal");
    await expect(page.getByLabel("Solo con casino en vivo")).toBeChecked();
    await expectListFor(page);
  });

  test("the prerendered HTML (no JavaScript) holds the full ranking", async ({ request }) => {
    const html = await (await request.get("/comparacion?pago=bizum")).text();
    for (const op of OPS) expect(html).toContain(`id="cmp-${op.id}"`);
  });
});

test.describe("review pages", () => {
  test("both URLs of each operator answer, and /casinos/… declares the short one canonical", async ({ request }) => {
    for (const op of OPS) {
      for (const path of [op.detail, `/casinos/${op.slug}`]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const html = await res.text();
        expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], path).toBe(`${SITE_URL}${op.detail}`);
        expect(html).toContain(`Análisis de ${op.name}`);
      }
    }
    expect((await request.get("/casinos/williamhill")).status()).toBe(404);
  });

  test("carry Review JSON-LD of an Organization rated out of 10, and a BreadcrumbList", async ({ request }) => {
    for (const op of OPS) {
      const html = await (await request.get(`/casinos/${op.slug}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const review = blocks.find((b) => b["@type"] === "Review") as {
        itemReviewed: { "@type": string; name: string; url: string };
        reviewRating: { ratingValue: number; bestRating: number };
        author: { "@type": string; name: string };
      };
      expect(review.itemReviewed["@type"]).toBe("Organization");
      expect(review.itemReviewed.name).toBe(op.name);
      expect(new URL(review.itemReviewed.url).host).toBe(op.host);
      expect(review.reviewRating.ratingValue).toBe(op.rating10);
      expect(review.reviewRating.bestRating).toBe(10);
      // An example persona is no Person: the site's Organization signs while it is one (issue 49).
      const author = getAuthor(getOperators().find((o) => o.id === op.id)!.author)!;
      expect(review.author["@type"]).toBe(author.example ? "Organization" : "Person");
      expect(review.author.name.length).toBeGreaterThan(2);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.at(-1)!.item).toBe(`${SITE_URL}${op.detail}`);
      // Issue 25: the title carries the year of the review's data and the current offer, and the review
      // links every side-by-side page of its operator.
      const data = getOperators().find((o) => o.id === op.id)!;
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      expect(title).toContain(data.updated.slice(0, 4));
      // The offer is in the title unless it is too long for one (review-copy.test.ts checks that rule).
      if (reviewPageCopy(data).title.toLowerCase().includes(data.bonus.toLowerCase())) expect(title.toLowerCase()).toContain(data.bonus.toLowerCase().replace(/&/g, "&amp;"));
      for (const other of getOperators().filter((o) => o.id !== op.id)) expect(html, `${op.id} → ${other.id}`).toContain(`href="${pairPath(data, other)}"`);
    }
  });

  test("/casinos/william-hill shows the William Hill review with every part of the layout", async ({ reusedPage: page }) => {
    // Rank and address are the spec's (spec-facts); the headings are review.yaml's for this operator.
    const spec = SPEC_OPERATORS.williamhill;
    const wh = getOperators().find((o) => o.id === "williamhill")!;
    const copy = reviewPageCopy(wh);
    await page.goto(spec.casinosPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.h1);
    await expect(page.getByRole("region", { name: copy.h1 })).toContainText(`N.º ${spec.rank}`);
    // The spec's rating is the file's (licence estimate included); the page shows the rating without an
    // unchecked licence (decision 0236), which is the spec's figure once the licence is checked.
    expect(wh.fileRating).toBe(spec.rating);
    await expect(page.getByRole("main")).toContainText(`${formatRating(wh.rating)}/10`);
    if (wh.licenseCheck) expect(wh.rating).toBe(spec.rating);
    const h = copy.headings;
    for (const name of [h.summary, h.analysis, h.bonuses, h.facts, h.conditions, h.games, h.prosCons, h.faq, h.quickInfo, h.payments, h.security, h.play]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Términos y condiciones del bono de William Hill/ })).toHaveAttribute("href", /^https:\/\/www\.williamhill\.es\//);
    await expectBonusTerms(page.locator("#bonos"), OPS.find((o) => o.id === "williamhill")!);
    // maxBet is a datum of the operator's sheet (quick info), not a term of the bonus (issue 37).
    const maxBet = nbsp(formatEuro(SPEC_WELCOME.williamhill.maxBet));
    await expect(page.locator("#bonos")).not.toContainText(maxBet);
    await expect(page.locator("section[aria-labelledby='sidebar-info']")).toContainText(maxBet);
    // The spec's fixed figures live on the guide of typical conditions, which the review links.
    await expect(page.locator("#condiciones a[href='/guia-condiciones-habituales']")).toBeVisible();
    await page.goto("/guia-condiciones-habituales");
    const limits = SPEC_WITHDRAWAL_LIMITS;
    for (const claim of [...[limits.day, limits.week, limits.month].map((n) => nbsp(formatEuro(n))), SPEC_LOYALTY_TIERS.join(", ")]) {
      await expect(page.locator("main")).toContainText(claim);
    }
    await page.goto(spec.casinosPath);
    await expectCompliantPlayButtons(page, 2, ["review-hero", "review-sidebar"]);
  });

  test("the review FAQ has every question of the review copy, single-open and collapsible", async ({ reusedPage: page }) => {
    const op = getOperators()[0]!;
    await page.goto(op.detailUrl);
    const faq = page.getByRole("region", { name: reviewPageCopy(op).headings.faq });
    await expectSingleOpenFaq(faq, reviewPageCopy(op).faq.length);
  });

  /** Text as the page shows it: no-break spaces as spaces, **bold** as its words. */
  const nbsp = (t: string) => t.replace(/\u00a0/g, " ");
  const plain = (t: string) => t.replace(/\*\*([^*]+)\*\*/g, "$1");

  async function answer(page: Page, faqHeading: string, question: string) {
    const { byQuestion, question: summary, answer: answerOf } = faqParts(page.getByRole("region", { name: faqHeading }));
    const item = byQuestion(question);
    await summary(item).click();
    await expect(item).toHaveJSProperty("open", true);
    return answerOf(item);
  }

  for (const op of OPS) {
    test(`${op.name}: FAQ and summary follow the live-dealer, app and licence data`, async ({ reusedPage: page }) => {
      await page.goto(op.detail);
      const summary = page.getByRole("region", { name: reviewPageCopy(getOperators().find((o) => o.id === op.id)!).headings.summary });
      await expect(summary.getByTestId("summary-Casino en vivo")).toContainText(op.live ? "Sí" : "No");
      await expect(summary.getByTestId("summary-App móvil")).toContainText("Sí");
      await expect(summary.getByTestId("summary-Apuestas deportivas")).toContainText("Sí");
      await expect(summary.getByTestId("summary-Licencia")).toContainText("Dirección General de Ordenación del Juego (DGOJ)");
      // Each FAQ answer that depends on a flag is the variant review.yaml gives for this operator's data.
      const full = getOperators().find((o) => o.id === op.id)!;
      const template = readCopy(reviewCopy).faq;
      const copy = reviewPageCopy(full);
      const resolved = copy.faq;
      for (const [i, item] of template.entries()) {
        if (item.cuando === "siempre") continue;
        const shown = resolved[i]!;
        const expected = meets(full, item.cuando) ? item.answer : item.answerNo;
        // Every literal part of the variant its data calls for (between its {{variables}}) is in the answer.
        for (const part of expected!.split(/\{\{[^}]+\}\}/)) expect(shown.answer, `${op.name}: ${shown.question}`).toContain(part);
        const region = await answer(page, copy.headings.faq, shown.question);
        // Piece by piece: an external link adds its own note «(se abre en una pestaña nueva)».
        for (const piece of plain(shown.answer).split(/\[|\]\([^)]+\)/)) if (piece.trim()) await expect(region).toContainText(piece.trim());
        await expect(region).toContainText(op.name);
      }
    });
  }
});
