/**
 * The operator pages as a visitor uses them: home (cards, carousel, FAQ), /comparacion (stars, '+N',
 * sort and filters kept in the URL) and the 20 review URLs (flag-dependent text, canonical, JSON-LD,
 * compliant play buttons). Values are checked against the spec's figures, written out here.
 */
import type { Locator, Page } from "@playwright/test";
import { SITE_URL } from "../../app/lib/site";
import { rankingFacts } from "../../app/content/operator-utils";
import { getOperators } from "../../app/content/operators";
import { expect, setConsent, test } from "./fixtures";

const SPEC = [
  { id: "bet365", name: "bet365", slug: "bet365", rating: "9,5", rating10: 9.5, live: true, host: "www.bet365.es", payments: 9 },
  { id: "codere", name: "Codere", slug: "codere", rating: "9", rating10: 9, live: true, host: "www.codere.es", payments: 8 },
  { id: "betway", name: "Betway", slug: "betway", rating: "8,8", rating10: 8.8, live: true, host: "www.betway.es", payments: 8 },
  { id: "williamhill", name: "William Hill", slug: "william-hill", rating: "8,7", rating10: 8.7, live: true, host: "www.williamhill.es", payments: 7 },
  { id: "bwin", name: "bwin", slug: "bwin", rating: "8,5", rating10: 8.5, live: true, host: "www.bwin.es", payments: 9 },
  { id: "pokerstars", name: "PokerStars", slug: "pokerstars", rating: "8,4", rating10: 8.4, live: true, host: "www.pokerstars.es", payments: 8 },
  { id: "luckia", name: "Luckia", slug: "luckia", rating: "8,2", rating10: 8.2, live: true, host: "www.luckia.es", payments: 7 },
  { id: "paf", name: "Paf", slug: "paf", rating: "8", rating10: 8, live: true, host: "www.paf.es", payments: 7 },
  { id: "marca", name: "Marca Apuestas", slug: "marca", rating: "7,8", rating10: 7.8, live: false, host: "www.marcaapuestas.es", payments: 6 },
  { id: "paston", name: "Pastón", slug: "paston", rating: "7,5", rating10: 7.5, live: false, host: "www.paston.es", payments: 5 },
] as const;

const WELCOME: Record<string, [string, string]> = {
  bet365: ["Hasta 100 € en créditos de apuesta", "1x"],
  codere: ["200 % hasta 200 € + 50 tiradas", "35x (casino)"],
  betway: ["100 % hasta 250 €", "50x casino, 3x deportes"],
  williamhill: ["100 % hasta 100 € + 50 tiradas", "40x"],
  bwin: ["100 % hasta 200 €", "35x"],
  pokerstars: ["Bono de póker de 400 €", "Se libera con puntos de recompensa"],
  luckia: ["100 % hasta 150 € + 50 tiradas", "30x"],
  paf: ["100 % hasta 200 €", "Sin requisito de apuesta"],
  marca: ["100 % hasta 100 €", "1x"],
  paston: ["100 % hasta 50 €", "3x"],
};

test.beforeEach(async ({ page }) => setConsent(page, "accepted"));

/** One star rule everywhere (decision 0050): rating / 2 on five stars, rounded down to the half star. */
const starsLabel = (rating10: number) => `${String(Math.floor(rating10) / 2).replace(".", ",")} de 5 estrellas`;

/**
 * Every play button: a new tab, sponsored, with +18 and the responsible message beside it, through
 * the tracked redirect with its placement and this page's path, which answers a 302 to the
 * operator's .es site.
 */
async function expectCompliantPlayButtons(page: Page, min: number, placements: readonly string[]) {
  const buttons = page.getByRole("link", { name: /^Visitar / });
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
      const answer = await page.request.get(href.toString(), { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(new URL(answer.headers()["location"]!).host).toMatch(/^www\.[a-z0-9]+\.es$/);
    }
    const box = link.locator("xpath=..");
    await expect(box).toContainText("+18");
    await expect(box).toContainText("Juega con responsabilidad");
  }
  expect([...seen].sort()).toEqual([...placements].sort());
}

/** Bonus blocks: deposit, wagering, validity and a sponsored link to the full terms. */
async function expectBonusTerms(scope: Locator, id: string) {
  const [bonus, wagering] = WELCOME[id]!;
  await expect(scope).toContainText(bonus!);
  await expect(scope).toContainText("Depósito mínimo");
  await expect(scope).toContainText(wagering!);
  await expect(scope).toContainText("30 días");
  const terms = scope.getByRole("link", { name: /Términos completos/ }).first();
  await expect(terms).toHaveAttribute("rel", "sponsored noopener noreferrer");
  await expect(terms).toHaveAttribute("target", "_blank");
}

test.describe("home", () => {
  test("shows the spec's blocks in order", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Los ${rankingFacts(getOperators()).count} mejores casinos online de España ${rankingFacts(getOperators()).year}`,
    );
    const h2 = await page.locator("main h2").allInnerTexts();
    const order = [
      "Recibe nuestro análisis mensual",
      "Los 6 mejores casinos online del ranking",
      "Miles de Juegos Te Esperan",
      "Experiencia de Casino Auténtica",
      "Preguntas frecuentes sobre casinos online en España",
      "Consejos para elegir un casino online",
      "No te pierdas ningún cambio en el ranking",
      "Juega con responsabilidad",
    ];
    expect(h2.map((t) => t.trim())).toEqual(order);
    await expect(page.getByText("Descubre la mejor selección de slots, ruleta, blackjack y más")).toBeVisible();
    // The newsletter form, twice.
    await expect(page.getByRole("button", { name: "Suscribirse" })).toHaveCount(2);
    for (const [name, href] of [
      ["Póker online", "/poker-online"],
      ["Casino en vivo", "/casino-en-vivo"],
      ["Slots clásicos", "/slots-clasicos"],
      ["Jackpots millonarios", "/jackpots-millonarios"],
    ]) {
      // The card's link is named by its image's alt text and its title.
      await expect(page.getByRole("link", { name: new RegExp(`${name}$`) })).toHaveAttribute("href", href!);
    }
  });

  test("has the top 6 cards with rating/2 stars, '/10', advertising label and bonus terms", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("casino-card");
    await expect(cards).toHaveCount(6);
    for (const [i, op] of SPEC.slice(0, 6).entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(op.name);
      await expect(card).toContainText(`N.º ${i + 1}`);
      await expect(card).toContainText("Publicidad");
      await expect(card.getByRole("img", { name: starsLabel(op.rating10) })).toBeVisible();
      await expect(card).toContainText(`${op.rating}/10`);
      await expectBonusTerms(card, op.id);
      await expect(card.getByRole("link", { name: `Leer el análisis de ${op.name}` })).toHaveAttribute("href", `/${op.id}`);
    }
    await expectCompliantPlayButtons(page, 6, ["home-hero", "home-top6"]);
  });

  test("the carousel moves with buttons, arrow keys and drag, and stops at both ends", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Carrusel de categorías de juegos" });
    await expect(carousel).toHaveAttribute("data-ready", "true");
    const prev = carousel.getByRole("button", { name: "Previous slide" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const [i, [title, href]] of [
      ["Slots Clásicos", "/slots-clasicos"],
      ["Jackpots Millonarios", "/jackpots-millonarios"],
      ["Experiencia Premium", "/experiencia-premium"],
    ].entries()) {
      await expect(slides.nth(i).getByRole("link", { name: title })).toHaveAttribute("href", href!);
      await expect(slides.nth(i)).toContainText("Juega ahora en los mejores casinos");
    }
    const current = carousel.locator('[aria-roledescription="slide"][aria-current="true"]');

    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(current).toContainText("Slots Clásicos");
    await next.click();
    await expect(current).toContainText("Jackpots Millonarios");
    await expect(prev).toBeEnabled();
    await next.click();
    await expect(current).toContainText("Experiencia Premium");
    await expect(next).toBeDisabled();
    await expect(carousel).toContainText("3 / 3");

    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(current).toContainText("Jackpots Millonarios");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toContainText("Slots Clásicos");
    await expect(prev).toBeDisabled();
    await page.keyboard.press("ArrowLeft"); // loop is off: nothing before the first slide
    await expect(current).toContainText("Slots Clásicos");
    await page.keyboard.press("ArrowRight");
    await expect(current).toContainText("Jackpots Millonarios");

    // Drag to the left moves forward.
    await slides.nth(1).scrollIntoViewIfNeeded();
    const box = (await slides.nth(1).boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 10 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 10 });
    await page.mouse.up();
    await expect(current).toContainText("Experiencia Premium");
    await expect(next).toBeDisabled();
  });

  test("the FAQ has 10 questions, one open at a time, and the open one closes again", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Preguntas frecuentes sobre casinos online en España" });
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(10);
    const first = triggers.nth(0);
    const fourth = triggers.nth(3);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/Sí, siempre que el casino tenga licencia/)).toBeVisible();
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    // Deposit limits as the law sets them (RD 1614/2011, art. 36), not the spec's "600 € a month for 3 months".
    await expect(faq.getByText(/600 € al día, 1\.500 € a la semana y 3\.000 € al mes/)).toBeVisible();
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("comparison", () => {
  test("lists all ten in rank order with rating/2 stars, 4 payment methods + '+N', 3 pros and 3 cons", async ({ page }) => {
    await page.goto("/comparacion");
    const items = page.getByTestId("comparison-item");
    await expect(items).toHaveCount(10);
    for (const [i, op] of SPEC.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("heading", { level: 2 })).toHaveText(op.name);
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
      await expectBonusTerms(item, op.id);
      await expect(item).toContainText(op.id === "bet365" ? "5 €" : "10 €");
    }
    await expect(page.getByRole("heading", { name: "Notas importantes" })).toBeVisible();
    await expectCompliantPlayButtons(page, 10, ["comparison"]);
  });

  const names = (page: Page) => page.getByTestId("comparison-item").getByRole("heading", { level: 2 }).allInnerTexts();

  test("sorts and filters, keeping the state in the URL", async ({ page }) => {
    await page.goto("/comparacion");
    await page.getByLabel("Ordenar por").selectOption({ label: "Valoración (de menor a mayor)" });
    await expect(page).toHaveURL(/\?orden=valoracion-asc$/);
    await expect(page.getByTestId("comparison-item").first().getByRole("heading", { level: 2 })).toHaveText("Pastón");
    expect(await names(page)).toEqual(SPEC.map((o) => o.name).reverse());

    await page.getByLabel("Ordenar por").selectOption({ label: "Posición en el ranking" });
    // The filters sit behind a disclosure of the compact bar.
    await page.getByText("Filtros", { exact: true }).click();
    await page.getByLabel("Método de pago").selectOption({ label: "Bizum" });
    await expect(page).toHaveURL(/\?pago=bizum$/);
    await expect(page.getByRole("status")).toHaveText("Mostrando 5 de 10 casinos");
    expect(await names(page)).toEqual(["bet365", "Codere", "bwin", "Luckia", "Pastón"]);

    // A controlled checkbox that follows the URL: it shows the new state once the navigation settles.
    await page.getByLabel("Solo con casino en vivo").click();
    await expect(page.getByLabel("Solo con casino en vivo")).toBeChecked();
    await expect(page).toHaveURL(/pago=bizum&en-vivo=si/);
    expect(await names(page)).toEqual(["bet365", "Codere", "bwin", "Luckia"]);

    await page.getByLabel("Depósito mínimo").selectOption({ label: "Hasta 5 €" });
    await expect(page).toHaveURL(/deposito-max=5/);
    expect(await names(page)).toEqual(["bet365"]);

    await page.getByLabel("Método de pago").selectOption({ label: "Trustly" });
    await expect(page.getByText("Ningún casino cumple todos esos filtros")).toBeVisible();
    await expect(page.getByTestId("comparison-item")).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("Mostrando 0 de 10 casinos");

    await page.getByRole("button", { name: "Quitar filtros" }).click();
    await expect(page).toHaveURL(/\/comparacion$/);
    await expect(page.getByTestId("comparison-item")).toHaveCount(10);
  });

  test("a shared filtered URL opens filtered, without hydration errors", async ({ page }) => {
    await page.goto("/comparacion?pago=paypal&en-vivo=si&orden=deposito");
    await expect(page.getByLabel("Método de pago")).toHaveValue("paypal");
    await expect(page.getByLabel("Solo con casino en vivo")).toBeChecked();
    await expect(page.getByRole("status")).toHaveText("Mostrando 7 de 10 casinos");
    expect(await names(page)).toEqual(["bet365", "Codere", "Betway", "William Hill", "bwin", "PokerStars", "Luckia"]);
  });

  test("the prerendered HTML (no JavaScript) holds the full ranking", async ({ request }) => {
    const html = await (await request.get("/comparacion?pago=bizum")).text();
    for (const op of SPEC) expect(html).toContain(`id="cmp-${op.id}"`);
  });
});

test.describe("review pages", () => {
  test("both URLs of each operator answer, and /casinos/… declares the short one canonical", async ({ request }) => {
    for (const op of SPEC) {
      for (const path of [`/${op.id}`, `/casinos/${op.slug}`]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const html = await res.text();
        expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], path).toBe(`${SITE_URL}/${op.id}`);
        expect(html).toContain(`Análisis de ${op.name}`);
      }
    }
    expect((await request.get("/casinos/williamhill")).status()).toBe(404);
  });

  test("carry Review JSON-LD of an Organization rated out of 10, and a BreadcrumbList", async ({ request }) => {
    for (const op of SPEC) {
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
      expect(review.author["@type"]).toBe("Person");
      expect(review.author.name.length).toBeGreaterThan(2);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.at(-1)!.item).toBe(`${SITE_URL}/${op.id}`);
    }
  });

  test("/casinos/william-hill shows the William Hill review with every part of the layout", async ({ page }) => {
    await page.goto("/casinos/william-hill");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Análisis de William Hill");
    await expect(page.getByRole("region", { name: "Análisis de William Hill" })).toContainText("N.º 4");
    await expect(page.getByRole("main")).toContainText("8,7/10");
    for (const h of [
      "Resumen",
      "Análisis de la plataforma",
      "Bonos y promociones",
      "Condiciones generales",
      "Proveedores y juegos populares",
      "Ventajas y desventajas",
      "Preguntas frecuentes sobre William Hill",
      "Información rápida",
      "Métodos de pago",
      "Seguridad",
      "Juega en William Hill",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Términos y condiciones del bono de William Hill/ })).toHaveAttribute("href", /^https:\/\/www\.williamhill\.es\//);
    await expectBonusTerms(page.locator("#bonos"), "williamhill");
    await expect(page.locator("#bonos")).toContainText("15.000 €");
    for (const claim of ["500 € al día", "2.000 € a la semana", "10.000 € al mes", "Bronce, Plata, Oro, Platino, Diamante"]) {
      await expect(page.locator("#condiciones")).toContainText(claim);
    }
    await expectCompliantPlayButtons(page, 2, ["review-hero", "review-sidebar"]);
  });

  test("13 FAQ accordions, single-open and collapsible", async ({ page }) => {
    await page.goto("/bet365");
    const faq = page.getByRole("region", { name: "Preguntas frecuentes sobre bet365" });
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(13);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await triggers.nth(12).click();
    await expect(triggers.nth(12)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
    await triggers.nth(12).click();
    await expect(triggers.nth(12)).toHaveAttribute("aria-expanded", "false");
  });

  async function answer(page: Page, name: string, question: string) {
    const faq = page.getByRole("region", { name: `Preguntas frecuentes sobre ${name}` });
    const trigger = faq.getByRole("button", { name: question });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    return faq.getByRole("region", { name: question });
  }

  for (const op of SPEC) {
    test(`${op.name}: FAQ and summary follow the live-dealer, app and licence data`, async ({ page }) => {
      await page.goto(`/${op.id}`);
      const summary = page.getByRole("region", { name: "Resumen" });
      await expect(summary.getByTestId("summary-Casino en vivo")).toContainText(op.live ? "Sí" : "No");
      await expect(summary.getByTestId("summary-App móvil")).toContainText("Sí");
      await expect(summary.getByTestId("summary-Apuestas deportivas")).toContainText("Sí");
      await expect(summary.getByTestId("summary-Licencia")).toContainText("Dirección General de Ordenación del Juego (DGOJ)");
      await expect(await answer(page, op.name, `¿Tiene ${op.name} casino en vivo?`)).toContainText(
        op.live ? `Sí. ${op.name} ofrece casino en vivo` : `No. ${op.name} no ofrece casino en vivo`,
      );
      await expect(await answer(page, op.name, `¿Tiene ${op.name} app para el móvil?`)).toContainText(
        `Sí. ${op.name} tiene app oficial para iOS y Android`,
      );
      await expect(await answer(page, op.name, `¿Es ${op.name} un casino legal en España?`)).toContainText(
        `Sí. ${op.name} tiene licencia de la Dirección General de Ordenación del Juego`,
      );
    });
  }
});
