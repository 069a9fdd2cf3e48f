/**
 * Landing pages and game guides, read the way a visitor reads them: the key figures of spec
 * section 9 in real tables with headers, the button to /comparacion, the baccarat alias with its
 * canonical, and every internal link of the page content answering 200.
 */
import { SITE_URL } from "../../app/lib/site";
import { expect, setConsent, test } from "./fixtures";

const LANDING_CTAS: Record<string, string> = {
  "/ruleta-clasica": "Ver la comparación de casinos",
  "/slots-premium": "Comparar casinos",
  "/poker-online": "Ver la comparación de casinos",
  "/casino-en-vivo": "Ver la comparación de casinos",
  "/slots-clasicos": "Comparar casinos",
  "/jackpots-millonarios": "Ver la comparación de casinos",
  "/experiencia-premium": "Ver la comparación de casinos",
};
const GAME_GUIDES = ["/slots-online", "/ruleta-online", "/blackjack-online", "/poker-texas-holdem", "/baccarat-online"];
const ALL_PAGES = [...Object.keys(LANDING_CTAS), ...GAME_GUIDES];

/** [table caption, row label, texts the row must show] per page. */
const FIGURES: Record<string, [string, string, string[]][]> = {
  "/ruleta-online": [
    ["Variantes de la ruleta: casillas y ventaja de la casa", "Ruleta europea", ["37 números", "2,7 %"]],
    ["Variantes de la ruleta: casillas y ventaja de la casa", "Ruleta americana", ["38 números", "5,26 %"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Pleno (straight)", ["35:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Caballo (split)", ["17:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Transversal (street)", ["11:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Cuadro (corner)", ["8:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Seisena (six line)", ["5:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Suertes sencillas", ["1:1"]],
    ["Pagos y probabilidad de acierto de cada apuesta en la ruleta europea", "Docena o columna", ["2:1"]],
  ],
  "/blackjack-online": [
    ["Pagos del blackjack con una apuesta de ejemplo de 10 €", "Blackjack natural", ["3:2"]],
    ["Pagos del blackjack con una apuesta de ejemplo de 10 €", "Mano ganadora", ["1:1"]],
    ["Pagos del blackjack con una apuesta de ejemplo de 10 €", "Seguro", ["2:1"]],
  ],
  "/baccarat-online": [
    ["Pagos y ventaja de la casa de las tres apuestas del baccarat", "Jugador (Punto)", ["1:1", "1,24 %"]],
    ["Pagos y ventaja de la casa de las tres apuestas del baccarat", "Banca", ["0,95:1", "1,06 %"]],
    ["Pagos y ventaja de la casa de las tres apuestas del baccarat", "Empate", ["8:1", "14,4 %"]],
  ],
  "/poker-texas-holdem": [
    ["Tipos de torneo habituales en las salas online", "Freeroll", ["1.000 € garantizados"]],
    ["Apuesta o inscripción máxima según la regla del 5 %", "200 €", ["10 €"]],
  ],
  "/experiencia-premium": [
    ["Ejemplo orientativo de niveles de un programa VIP", "Bronce", ["Sin cashback"]],
    ["Ejemplo orientativo de niveles de un programa VIP", "Plata", ["0,5 %"]],
    ["Ejemplo orientativo de niveles de un programa VIP", "Oro", ["1 %"]],
    ["Ejemplo orientativo de niveles de un programa VIP", "Platino", ["1,5 %"]],
    ["Ejemplo orientativo de niveles de un programa VIP", "Diamante", ["2 %"]],
  ],
};

/** Sentences a reader must find in the text of the page. */
const TEXT: Record<string, string[]> = {
  "/blackjack-online": ["el RTP llega hasta el 99,5 %"],
  "/poker-texas-holdem": ["no arriesgues más del 5 % de ese saldo", "Un freeroll con 1.000 € garantizados"],
  "/experiencia-premium": ["del 0,5 % al 2 % según el nivel"],
};

test.beforeEach(async ({ page }) => setConsent(page, "rejected"));

for (const path of ALL_PAGES) {
  test(`${path}: real tables with column headers and the responsible-gambling box`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const article = page.locator("article");
    const tables = article.getByRole("table");
    const count = await tables.count();
    if (GAME_GUIDES.includes(path)) expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const table = tables.nth(i);
      await expect(table.locator("caption")).not.toBeEmpty();
      expect(await table.getByRole("columnheader").count()).toBeGreaterThanOrEqual(2);
    }
    await expect(page.getByRole("heading", { name: "Juega con responsabilidad" })).toBeVisible();
    await expect(article.getByRole("link", { name: "Lee nuestra guía de juego responsable" })).toHaveAttribute(
      "href",
      "/guia-juego-responsable",
    );
  });
}

for (const [path, rows] of Object.entries(FIGURES)) {
  test(`${path}: key figures are visible in their tables`, async ({ page }) => {
    await page.goto(path);
    for (const [caption, label, texts] of rows) {
      const table = page.getByRole("table", { name: caption });
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
      await expect(row, `${label} in «${caption}»`).toHaveCount(1);
      await expect(row).toBeVisible();
      for (const text of texts) await expect(row).toContainText(text);
    }
    for (const text of TEXT[path] ?? []) await expect(page.locator("article").getByText(text)).toBeVisible();
  });
}

test("/experiencia-premium: the four VIP benefits", async ({ page }) => {
  await page.goto("/experiencia-premium");
  for (const benefit of ["Gestor de cuenta personal", "Límites de apuesta más altos", "Bonos exclusivos", "Retiros prioritarios"]) {
    await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
  }
});

for (const [path, label] of Object.entries(LANDING_CTAS)) {
  test(`${path}: the button leads to /comparacion`, async ({ page }) => {
    await page.goto(path);
    const cta = page.locator("article").getByRole("link", { name: label, exact: true });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute("href", "/comparacion");
  });
}

test("the CTA navigates to the comparison page", async ({ page }) => {
  await page.goto("/experiencia-premium");
  await page.locator("article").getByRole("link", { name: "Ver la comparación de casinos" }).click();
  await expect(page).toHaveURL(/\/comparacion$/);
  await expect(page.locator("h1")).toHaveCount(1);
});

test("/games/baccarat-online shows the baccarat guide and declares /baccarat-online canonical", async ({ page, request }) => {
  const html = await (await request.get("/games/baccarat-online", { maxRedirects: 0 })).text();
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/baccarat-online"/>`);
  const res = await page.goto("/games/baccarat-online");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baccarat online: reglas, pagos y ventaja de la casa");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/baccarat-online`);
});

test("FAQ on a game guide opens one answer at a time", async ({ page }) => {
  await page.goto("/blackjack-online");
  const first = page.getByRole("button", { name: "¿Cuánto paga un blackjack?" });
  const second = page.getByRole("button", { name: "¿Cuál es el RTP del blackjack online?" });
  await first.click();
  await expect(page.getByText("En las mesas estándar, un blackjack natural paga 3:2")).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(second).toHaveAttribute("aria-expanded", "true");
});

test("every internal link in the content of these pages answers 200", async ({ page, request }) => {
  test.setTimeout(120_000);
  const hrefs = new Set<string>();
  for (const path of ALL_PAGES) {
    await page.goto(path);
    const found = await page
      .locator('article a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const h of found) hrefs.add(h.split("#")[0]!);
  }
  expect(hrefs.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${href} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
});
