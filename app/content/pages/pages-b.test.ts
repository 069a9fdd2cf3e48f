import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentPageSchema, type Block, type ContentPage } from "../blocks";
import { findContentPage } from "./index";
import { topicsPages } from "./topics";

/** The seven topic pages written on branch pages-b, with their word-count bounds. */
const PAGES: Record<string, { min: number; max: number }> = {
  "/tragaperras-gratis": { min: 900, max: 1600 },
  "/casino-en-directo": { min: 900, max: 1600 },
  "/juegos-mesa": { min: 900, max: 1600 },
  "/ruleta-casino-online-gratis": { min: 2000, max: 3000 },
  "/plinko": { min: 900, max: 1600 },
  "/apuestas-online": { min: 900, max: 1600 },
  "/bono-bienvenida-casino": { min: 900, max: 1600 },
};

/** Every path of the spec's route table (section 2) that a content link may point to. */
const SPEC_ROUTES = new Set([
  "/", "/comparacion", "/guia-juego-responsable", "/terminos-condiciones", "/politica-privacidad", "/ayuda", "/blog",
  "/bet365", "/codere", "/betway", "/williamhill", "/bwin", "/pokerstars", "/luckia", "/paf", "/marca", "/paston",
  "/ruleta-clasica", "/slots-premium", "/poker-online", "/casino-en-vivo", "/slots-clasicos", "/jackpots-millonarios",
  "/experiencia-premium", "/slots-online", "/ruleta-online", "/blackjack-online", "/poker-texas-holdem",
  "/baccarat-online", "/tragaperras-gratis", "/casino-en-directo", "/juegos-mesa", "/ruleta-casino-online-gratis",
  "/plinko", "/apuestas-online", "/bono-bienvenida-casino",
]);

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

function page(path: string): ContentPage {
  const found = findContentPage(path);
  if (!found) throw new Error(`Falta la página ${path}`);
  return found;
}

const SKIP_KEYS = new Set(["type", "src", "link", "href", "id", "level", "ordered", "rowHeaders"]);

/** Strings a visitor reads: link markup reduced to its label, bold marks removed. */
function visibleStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, ""));
  else if (Array.isArray(value)) value.forEach((v) => visibleStrings(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) if (!SKIP_KEYS.has(k)) visibleStrings(v, out);
  return out;
}

function pageText(p: ContentPage): string {
  return [p.h1, p.intro, ...visibleStrings(p.blocks)].join("\n");
}

function wordCount(p: ContentPage): number {
  return pageText(p).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Every href inside inline text, cards, imageCards and CTAs. */
function internalLinks(p: ContentPage): string[] {
  const raw = JSON.stringify(p.blocks) + p.intro;
  const inline = [...raw.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  const fields = p.blocks.flatMap((b: Block) => {
    if (b.type === "cards") return b.items.flatMap((i) => (i.href ? [i.href] : []));
    if (b.type === "imageCards") return b.items.map((i) => i.link);
    if (b.type === "cta") return [b.href];
    return [];
  });
  return [...inline, ...fields];
}

function blocksOf<T extends Block["type"]>(p: ContentPage, type: T): Extract<Block, { type: T }>[] {
  return p.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

function expectTable(p: ContentPage, rows: string[][]) {
  const tables = blocksOf(p, "table");
  const match = tables.find((t) => rows.every((r) => t.rows.some((row) => r.every((cell, i) => row[i] === cell))));
  expect(match, `tabla con filas ${JSON.stringify(rows)} en ${p.path}`).toBeDefined();
  return match!;
}

describe("topic pages (pages-b)", () => {
  it("are all registered in topics.ts and parse against the schema", () => {
    for (const path of Object.keys(PAGES)) {
      const input = topicsPages.find((p) => p.path === path);
      expect(input, path).toBeDefined();
      expect(contentPageSchema.safeParse(input).success, path).toBe(true);
      expect(page(path).path).toBe(path);
    }
  });

  it.each(Object.entries(PAGES))("%s has the agreed length", (path, { min, max }) => {
    const words = wordCount(page(path));
    expect(words, `${path}: ${words} palabras`).toBeGreaterThanOrEqual(min);
    expect(words, `${path}: ${words} palabras`).toBeLessThanOrEqual(max);
  });

  it.each(Object.keys(PAGES))("%s links only to routes of the spec and uses only the supported marks", (path) => {
    const p = page(path);
    for (const href of internalLinks(p)) expect(SPEC_ROUTES.has(href.split("#")[0]!), `${path} → ${href}`).toBe(true);
    for (const s of visibleStrings(p.blocks).concat(p.intro.replace(/\*\*/g, "")))
      expect(s.includes("*"), `marca no admitida en ${path}: ${s}`).toBe(false);
  });

  it.each(Object.keys(PAGES))("%s has a hero image drawn by the project, one h1 and unique titles", (path) => {
    const p = page(path);
    expect(p.hero?.src).toBe(`/images/pages${path}.svg`);
    expect(existsSync(`${publicDir}${p.hero!.src}`), p.hero!.src).toBe(true);
    expect(blocksOf(p, "heading").every((h) => h.level >= 2)).toBe(true);
    expect(pageText(p)).not.toMatch(/lorem|próximamente/i);
  });

  it("never frames a bonus as free", () => {
    for (const path of Object.keys(PAGES)) {
      const text = pageText(page(path));
      expect(text, path).not.toMatch(/(bonos?|giros|tiradas)\s+(gratis|gratuit[oa]s?)|free spins|bono sin dep[oó]sito/i);
    }
  });

  it("every topic page with an FAQ also has a responsible-gambling box", () => {
    for (const path of Object.keys(PAGES)) {
      const p = page(path);
      if (blocksOf(p, "faq").length > 0) expect(blocksOf(p, "responsibleGambling"), path).toHaveLength(1);
    }
  });
});

describe("figures of spec section 9 on their pages", () => {
  it("/ruleta-casino-online-gratis: wheels, house edge and every payout in a real table", () => {
    const p = page("/ruleta-casino-online-gratis");
    const text = pageText(p);
    expect(p.schemaType).toBe("Article");
    for (const s of ["37 números", "2,7 %", "38 números", "5,26 %"]) expect(text).toContain(s);
    const payouts = expectTable(p, [
      ["Pleno (un número)", "1", "35:1"],
      ["Caballo (dos números contiguos)", "2", "17:1"],
      ["Transversal o calle (una fila de tres)", "3", "11:1"],
      ["Cuadro o esquina (cuatro números)", "4", "8:1"],
      ["Seisena o línea (dos filas, seis números)", "6", "5:1"],
      ["Docena o columna", "12", "2:1"],
    ]);
    expect(payouts.rows.some((r) => r[0]!.startsWith("Suertes sencillas") && r[2] === "1:1")).toBe(true);
    expect(payouts.headers).toContain("Pago");
    expectTable(p, [
      ["Ruleta europea", "37 (del 0 al 36)", "Uno", "2,7 %"],
      ["Ruleta americana", "38 (del 0 al 36 y el 00)", "Dos", "5,26 %"],
    ]);
    expect(blocksOf(p, "faq")[0]!.items.length).toBeGreaterThanOrEqual(6);
    expect(blocksOf(p, "definitions")[0]!.items.length).toBeGreaterThanOrEqual(10);
    const links = internalLinks(p);
    for (const href of ["/ruleta-online", "/comparacion", "/guia-juego-responsable", "/casino-en-vivo", "/blog", "/bet365", "/codere"])
      expect(links, href).toContain(href);
  });

  it("/plinko: multipliers, RTP, minimum bet, rows, autoplay and the 2 % rule; FAQ, help box and newsletter button", () => {
    const p = page("/plinko");
    const text = pageText(p);
    for (const s of ["0,5x", "1000x", "97–99 %", "0,10 €", "16 filas", "50 rondas", "2 %"]) expect(text).toContain(s);
    const stats = blocksOf(p, "stats")[0]!.items.map((i) => i.value);
    expect(stats).toEqual(["0,5x – 1000x", "97–99 %", "0,10 €", "16", "50", "2 %"]);
    expect(blocksOf(p, "faq").map((f) => f.title)).toEqual(["Preguntas Frecuentes"]);
    expect(blocksOf(p, "responsibleGambling")).toHaveLength(1);
    const button = blocksOf(p, "newsletterButton");
    expect(button).toHaveLength(1);
    expect(button[0]!.label).toBe("Suscribirse Gratis");
    expect(button[0]!.text).toMatch(/email/);
    expect(button[0]!.text).toMatch(/no incluye bonos/);
  });

  it("/apuestas-online: market claims, sport shares as table and chart, 5 % bankroll rule", () => {
    const p = page("/apuestas-online");
    const text = pageText(p);
    for (const s of ["2,1 millones de usuarios", "45 licencias", "35+", "5 %"]) expect(text).toContain(s);
    const shares: [string, number][] = [["Fútbol", 68], ["Baloncesto", 12], ["Tenis", 8], ["Fórmula 1", 6], ["Otros deportes", 6]];
    expectTable(p, shares.map(([label, v]) => [label, `${v} %`]));
    const chart = blocksOf(p, "barChart");
    expect(chart).toHaveLength(1);
    expect(chart[0]!.items.map((i) => [i.label, i.value])).toEqual(shares);
    expect(text).toMatch(/no apostar nunca más del 5 % del bankroll/);
    expect(blocksOf(p, "faq").map((f) => f.title)).toEqual(["Preguntas Frecuentes"]);
    expect(blocksOf(p, "responsibleGambling")).toHaveLength(1);
  });

  it("/bono-bienvenida-casino: comparison table, contributions, max bet, calculator, FAQ and help box", () => {
    const p = page("/bono-bienvenida-casino");
    const text = pageText(p);
    const table = expectTable(p, [
      ["Bet365", "100 € + 50 giros", "30x", "10 €", "30 días"],
      ["Betway", "200 € + 100 giros", "35x", "20 €", "7 días"],
      ["PokerStars", "150 € + 75 giros", "25x", "15 €", "21 días"],
      ["Bwin", "100 € + 25 giros", "20x", "10 €", "45 días"],
    ]);
    expect(table.headers.slice(0, 5)).toEqual(["Operador", "Oferta", "Requisito de apuesta", "Depósito mínimo", "Validez"]);
    expectTable(p, [["Tragaperras (slots)", "100 %"], ["Juegos de mesa (ruleta, blackjack…)", "10–20 %"]]);
    expect(text).toContain("5 €");
    expect(text).toMatch(/límite típico es de 5 €/);
    expect(blocksOf(p, "bonusCalculator")).toEqual([{ type: "bonusCalculator", deposit: 100, bonusPercent: 100, rollover: 30 }]);
    expect(text).toContain("3.000 €");
    expect(text).toMatch(/Publicidad · \+18/);
    expect(blocksOf(p, "faq").map((f) => f.title)).toEqual(["Preguntas Frecuentes"]);
    expect(blocksOf(p, "responsibleGambling")).toHaveLength(1);
  });

  it("/juegos-mesa: cards for roulette, blackjack, baccarat, dice, poker and others, with images on disk", () => {
    const p = page("/juegos-mesa");
    const cards = blocksOf(p, "imageCards")[0]!.items;
    expect(cards.map((c) => [c.title, c.link])).toEqual([
      ["Ruleta", "/ruleta-online"],
      ["Blackjack", "/blackjack-online"],
      ["Baccarat", "/baccarat-online"],
      ["Dados: craps y sic bo", "/juegos-mesa#dados"],
      ["Póker", "/poker-texas-holdem"],
      ["Otros juegos de mesa", "/juegos-mesa#otros-juegos"],
    ]);
    for (const c of cards) expect(existsSync(`${publicDir}${c.src}`), c.src).toBe(true);
    const ids = blocksOf(p, "heading").map((h) => h.id);
    expect(ids).toContain("dados");
    expect(ids).toContain("otros-juegos");
    const text = pageText(p);
    for (const s of ["2,7 %", "5,26 %", "1,06 %", "1,24 %", "14,4 %", "3:2"]) expect(text).toContain(s);
  });

  it("/tragaperras-gratis and /casino-en-directo explain demo play, RTP, volatility and table limits", () => {
    const demo = pageText(page("/tragaperras-gratis"));
    for (const s of ["modo demo", "RTP", "Volatilidad", "créditos ficticios", "Una demo no es un bono"]) expect(demo).toContain(s);
    const live = pageText(page("/casino-en-directo"));
    for (const s of ["crupier real", "Límites de apuesta", "Ruleta en directo", "Blackjack en directo", "Baccarat en directo", "sic bo"])
      expect(live).toContain(s);
  });
});
