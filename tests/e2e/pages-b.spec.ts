/**
 * The seven topic pages of branch pages-b, read the way a visitor reads them: the spec's figures
 * in real tables, the fixed bonus calculator, the chart's text alternative, the single-open FAQ
 * accordions, Plinko's newsletter button and every internal link of the page content.
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, setConsent, test } from "./fixtures";

const PAGES = [
  "/tragaperras-gratis",
  "/casino-en-directo",
  "/juegos-mesa",
  "/ruleta-casino-online-gratis",
  "/plinko",
  "/apuestas-online",
  "/bono-bienvenida-casino",
] as const;

test.beforeEach(async ({ page }) => setConsent(page, "rejected"));

function content(page: Page): Locator {
  return page.locator("main article");
}

/** A row of a captioned table, matched by its row header. */
function row(page: Page, caption: string | RegExp, header: string | RegExp): Locator {
  const cell = page.getByRole("rowheader", { name: header, exact: typeof header === "string" });
  return page.getByRole("table", { name: caption }).getByRole("row").filter({ has: cell });
}

async function expectRow(page: Page, caption: string | RegExp, cells: string[]) {
  const [header, ...rest] = cells;
  await expect(row(page, caption, header!).getByRole("cell")).toHaveText(rest);
}

test.describe("figures of spec section 9", () => {
  test("/ruleta-casino-online-gratis: wheels, house edge and the full payout table", async ({ page }) => {
    await page.goto("/ruleta-casino-online-gratis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ruleta de casino online gratis: guía completa para aprender a jugar");
    const variants = "Variantes de ruleta y ventaja de la casa";
    await expectRow(page, variants, ["Ruleta europea", "37 (del 0 al 36)", "Uno", "2,7 %"]);
    await expectRow(page, variants, ["Ruleta americana", "38 (del 0 al 36 y el 00)", "Dos", "5,26 %"]);
    const payouts = /^Pagos de cada apuesta/;
    await expect(page.getByRole("table", { name: payouts }).getByRole("columnheader")).toHaveText([
      "Apuesta", "Números cubiertos", "Pago", "Probabilidad de acierto",
    ]);
    for (const [bet, pays] of [
      [/^Pleno/, "35:1"], [/^Caballo/, "17:1"], [/^Transversal/, "11:1"], [/^Cuadro/, "8:1"],
      [/^Seisena/, "5:1"], [/^Docena o columna/, "2:1"], [/^Suertes sencillas/, "1:1"],
    ] as const) {
      await expect(row(page, payouts, bet).getByRole("cell").nth(1)).toHaveText(pays);
    }
    const glossary = content(page).locator("dl").filter({ hasText: "La Partage" });
    await expect(glossary.locator("dt")).toHaveCount(16);
    await expect(page.getByRole("heading", { level: 2, name: "Preguntas frecuentes sobre la ruleta online gratis" })).toBeVisible();
  });

  test("/plinko: multipliers, RTP, minimum bet, rows, autoplay and the 2 % rule", async ({ page }) => {
    await page.goto("/plinko");
    const stats = content(page).locator("dl").first();
    for (const [value, label] of [
      ["0,5x – 1000x", "Multiplicadores posibles"],
      ["97–99 %", "RTP teórico según la versión"],
      ["0,10 €", "Apuesta mínima"],
      ["16", "Filas de clavijas como máximo"],
      ["50", "Rondas de juego automático"],
      ["2 %", "Máximo recomendado del saldo por ronda"],
    ] as const) {
      await expect(stats.locator("div").filter({ has: page.locator("dt", { hasText: label }) }).locator("dd")).toHaveText(value);
    }
    await expect(content(page)).toContainText("no apostar más del 2 % de tu saldo");
    await expect(content(page)).toContainText("1 entre 65.536");
    await expectRow(page, /^Probabilidad de cada casilla/, ["Centro", "12.870", "19,64 %"]);
  });

  test("/apuestas-online: market claims, sport shares as table and as chart with a text alternative", async ({ page }) => {
    await page.goto("/apuestas-online");
    const main = content(page);
    for (const s of ["2,1 millones de usuarios", "45 licencias", "35 deportes", "35+"]) await expect(main).toContainText(s);
    const shares = [["Fútbol", "68 %"], ["Baloncesto", "12 %"], ["Tenis", "8 %"], ["Fórmula 1", "6 %"], ["Otros deportes", "6 %"]];
    for (const r of shares) await expectRow(page, /^Reparto de las apuestas deportivas por deporte/, r);
    const chart = page.getByRole("figure", { name: "Reparto de las apuestas deportivas por deporte" });
    await expect(chart).toBeVisible();
    // The numbers are text: this is what a screen reader announces for each bar.
    await expect(chart.getByRole("listitem")).toHaveText(shares.map(([s, v]) => `${s}${v}`));
    const fútbolBar = chart.getByRole("listitem").first().locator("[aria-hidden=true] > div");
    await expect(fútbolBar).toHaveAttribute("style", /width: ?68%/);
    await expect(main).toContainText("no apostar nunca más del 5 % del bankroll en una sola apuesta");
  });

  test("/bono-bienvenida-casino: comparison table, contributions, max bet and the exact calculator display", async ({ page }) => {
    await page.goto("/bono-bienvenida-casino");
    const table = /^Condiciones de bonos de bienvenida/;
    await expect(page.getByRole("table", { name: table }).getByRole("columnheader")).toHaveText([
      "Operador", "Oferta", "Requisito de apuesta", "Depósito mínimo", "Validez", "Tipo de saldo",
    ]);
    const balance = "Saldo de bono, no retirable hasta cumplir el requisito";
    await expectRow(page, table, ["Bet365", "100 € + 50 giros", "30x", "10 €", "30 días", balance]);
    await expectRow(page, table, ["Betway", "200 € + 100 giros", "35x", "20 €", "7 días", balance]);
    await expectRow(page, table, ["PokerStars", "150 € + 75 giros", "25x", "15 €", "21 días", balance]);
    await expectRow(page, table, ["Bwin", "100 € + 25 giros", "20x", "10 €", "45 días", balance]);
    await expect(content(page).getByText("Publicidad · +18")).toBeVisible();
    const contributions = /^Contribución típica de cada tipo de juego/;
    await expect(row(page, contributions, "Tragaperras (slots)").getByRole("cell").first()).toHaveText("100 %");
    await expect(row(page, contributions, /^Juegos de mesa/).getByRole("cell").first()).toHaveText("10–20 %");
    await expect(content(page)).toContainText("un límite típico es de 5 €");

    const calculator = page.getByRole("figure", { name: "Calculadora de bono (ejemplo)" });
    const value = (label: string) =>
      calculator.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
    await expect(value("Depósito")).toHaveText("100 €");
    await expect(value("Bono")).toHaveText("100 %");
    await expect(value("Saldo total")).toHaveText("200 €");
    await expect(value("Rollover")).toHaveText("30x");
    await expect(value("Apuestas necesarias")).toHaveText("3.000 €");
    await expect(calculator.getByRole("textbox")).toHaveCount(0);
    await expect(calculator.getByRole("spinbutton")).toHaveCount(0);
  });

  test("/juegos-mesa: image cards for every family of table games", async ({ page }) => {
    await page.goto("/juegos-mesa");
    const grid = page.getByRole("region", { name: "Elige un juego de mesa" }).or(
      page.locator("section").filter({ has: page.getByRole("heading", { name: "Elige un juego de mesa" }) }),
    );
    const cards = grid.getByRole("link");
    await expect(cards).toHaveCount(6);
    const expected = [
      ["Ruleta", "/ruleta-online"],
      ["Blackjack", "/blackjack-online"],
      ["Baccarat", "/baccarat-online"],
      ["Dados: craps y sic bo", "/juegos-mesa#dados"],
      ["Póker", "/poker-texas-holdem"],
      ["Otros juegos de mesa", "/juegos-mesa#otros-juegos"],
    ];
    for (const [i, [title, href]] of expected.entries()) {
      await expect(cards.nth(i)).toHaveAttribute("href", href!);
      await expect(cards.nth(i)).toContainText(title!);
      const img = cards.nth(i).getByRole("img");
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("alt", /.{10,}/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await cards.nth(3).click();
    await expect(page).toHaveURL(/\/juegos-mesa#dados$/);
    await expect(page.getByRole("heading", { level: 2, name: "Dados: craps y sic bo" })).toBeInViewport();
    for (const edge of ["2,7 %", "5,26 %", "1,06 %", "1,24 %", "14,4 %"]) await expect(content(page)).toContainText(edge);
  });

  test("/tragaperras-gratis and /casino-en-directo: demo, RTP, volatility and table limits", async ({ page }) => {
    await page.goto("/tragaperras-gratis");
    await expect(page.getByRole("heading", { level: 2, name: "RTP: qué significa el porcentaje de retorno" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Volatilidad: cómo se reparten los premios" })).toBeVisible();
    await expect(content(page).getByText("Una demo no es un bono")).toBeVisible();
    await page.goto("/casino-en-directo");
    await expect(page.getByRole("heading", { level: 2, name: "Límites de apuesta en las mesas en directo" })).toBeVisible();
    await expectRow(page, /^Límites mínimos orientativos/, ["Blackjack en directo", "Desde 1–5 € por mano", "Que el blackjack natural pague 3:2 y no 6:5"]);
  });
});

test.describe("FAQ accordions: 'Preguntas Frecuentes', single open and collapsible", () => {
  for (const path of ["/plinko", "/apuestas-online", "/bono-bienvenida-casino"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Preguntas Frecuentes", exact: true }) });
      const triggers = section.getByRole("button");
      expect(await triggers.count()).toBeGreaterThanOrEqual(5);
      const first = triggers.nth(0);
      const second = triggers.nth(1);
      await expect(first).toHaveAttribute("aria-expanded", "false");

      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
      await expect(firstPanel).toBeVisible();

      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(firstPanel).toBeHidden();
      await expect(section.locator("[data-state=open][role=region]")).toHaveCount(1);

      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "false");
      await expect(section.locator("[data-state=open][role=region]")).toHaveCount(0);

      // Keyboard works too.
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("aria-expanded", "true");

      // And the responsible-gambling box links to the guide.
      const rg = page.getByRole("region", { name: "Juega con responsabilidad" });
      await expect(rg.getByRole("link", { name: "Lee nuestra guía de juego responsable" })).toHaveAttribute("href", "/guia-juego-responsable");
    });
  }
});

test.describe("Plinko 'Suscribirse Gratis'", () => {
  test("opens the newsletter form in a dialog, explained as free email tips", async ({ page }) => {
    await page.goto("/plinko");
    await expect(content(page)).toContainText("no incluye bonos ni saldo de juego");
    const button = page.getByRole("button", { name: "Suscribirse Gratis", exact: true });
    await button.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /consejos por email/ })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Tu correo electrónico" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Suscribirse", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the form in the dialog follows the same rules as everywhere (checks before sending)", async ({ page }) => {
    await page.goto("/plinko");
    await page.getByRole("button", { name: "Suscribirse Gratis", exact: true }).click();
    const dialog = page.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Suscribirse", exact: true });
    await submit.click();
    await expect(page.getByText("Por favor, introduce tu email")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Tu correo electrónico" }).fill("plinko-e2e@example.es");
    await submit.click();
    await expect(page.getByText("Consentimiento requerido")).toBeVisible();
    await expect(page.getByText("Necesitas aceptar las cookies para suscribirte a la newsletter")).toBeVisible();
  });
});

test.describe("structure and links", () => {
  test("each page has one h1, its hero image and the structured data of a topic page", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const hero = content(page).locator(`img[src="/images/pages${path}.svg"]`);
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
      if (path === "/ruleta-casino-online-gratis") expect(types).toContain("Article");
    }
  });

  test("every internal link in the content of these pages answers 200", async ({ page, request }) => {
    const hrefs = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const found = await content(page)
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      for (const href of found) hrefs.add(href.split("#")[0]!);
    }
    expect(hrefs.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const href of [...hrefs].sort()) {
      const res = await request.get(href, { maxRedirects: 0 });
      if (res.status() !== 200) broken.push(`${href} → ${res.status()}`);
    }
    expect(broken).toEqual([]);
  });
});
