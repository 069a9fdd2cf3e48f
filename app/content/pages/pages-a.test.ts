import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentPageSchema, type Block, type ContentPage } from "../blocks";
import { gamesPages } from "./games";
import { findContentPage } from "./index";
import { landingPages } from "./landing";

/**
 * The landing pages and game guides: every page parses, and every editorial figure of spec
 * section 9 sits on the page where a reader looks for it (not just somewhere on the site).
 */

const landing = landingPages.map((p) => contentPageSchema.parse(p));
const games = gamesPages.map((p) => contentPageSchema.parse(p));

function page(path: string): ContentPage {
  const found = [...landing, ...games].find((p) => p.path === path);
  if (!found) throw new Error(`Falta la página ${path}`);
  return found;
}

/** Keys whose values are never shown as text. */
const HIDDEN_KEYS = new Set(["type", "href", "link", "src", "id", "level", "ordered", "rowHeaders"]);

function visibleStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(visibleStrings);
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !HIDDEN_KEYS.has(key))
      .flatMap(([, v]) => visibleStrings(v));
  }
  return [];
}

const stripMarkup = (s: string) => s.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, "");

/** What a reader sees on the page (h1, lead and blocks), inline markup removed, spaces normalised. */
function pageText(p: ContentPage): string {
  return stripMarkup([p.h1, p.intro, ...visibleStrings(p.blocks)].join(" ")).replace(/\s+/g, " ");
}

function wordCount(p: ContentPage): number {
  return pageText(p).split(" ").filter(Boolean).length;
}

function tables(p: ContentPage) {
  return p.blocks.filter((b): b is Extract<Block, { type: "table" }> => b.type === "table");
}

/** The table row whose first cell starts with `label`. */
function row(p: ContentPage, label: string): string[] {
  for (const t of tables(p)) {
    const found = t.rows.find((r) => r[0]!.startsWith(label));
    if (found) return found;
  }
  throw new Error(`No hay fila «${label}» en las tablas de ${p.path}`);
}

/** Every internal link of the page: inline [label](/ruta), cards, CTAs and image cards. */
function internalLinks(p: ContentPage): string[] {
  const json = JSON.stringify(p.blocks);
  const inline = [...json.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  const fields = [...json.matchAll(/"(?:href|link)":"(\/[^"]*)"/g)].map((m) => m[1]!);
  return [...new Set([...inline, ...fields])];
}

const OPERATOR_PAGES = ["/bet365", "/codere", "/betway", "/williamhill", "/bwin", "/pokerstars", "/luckia", "/paf", "/marca", "/paston"];

describe("landing and game pages: schema and structure", () => {
  it("lists exactly the seven landing pages and the five game guides", () => {
    expect(landing.map((p) => p.path)).toEqual([
      "/ruleta-clasica",
      "/slots-premium",
      "/poker-online",
      "/casino-en-vivo",
      "/slots-clasicos",
      "/jackpots-millonarios",
      "/experiencia-premium",
    ]);
    expect(games.map((p) => p.path)).toEqual([
      "/slots-online",
      "/ruleta-online",
      "/blackjack-online",
      "/poker-texas-holdem",
      "/baccarat-online",
    ]);
  });

  it("gives every page a unique title and description", () => {
    const all = [...landing, ...games];
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
  });

  it.each([...landing, ...games].map((p) => [p.path, p] as const))("%s has a hero drawn by the project", (_path, p) => {
    expect(p.hero?.src).toBe(`/images/pages${p.path}.svg`);
    expect(existsSync(join(process.cwd(), "public", p.hero!.src))).toBe(true);
  });

  it.each(landing.map((p) => [p.path, p] as const))("landing %s has 500–900 words and a button to /comparacion", (_path, p) => {
    const words = wordCount(p);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
    expect(p.blocks.some((b) => b.type === "cta" && b.href === "/comparacion")).toBe(true);
    expect(p.blocks.some((b) => b.type === "responsibleGambling")).toBe(true);
  });

  it.each(games.map((p) => [p.path, p] as const))(
    "game guide %s has 900–1,600 words, tables with headers, the responsible-gambling box and the key links",
    (_path, p) => {
      const words = wordCount(p);
      expect(words).toBeGreaterThanOrEqual(900);
      expect(words).toBeLessThanOrEqual(1600);
      expect(tables(p).length).toBeGreaterThan(0);
      for (const t of tables(p)) {
        for (const r of t.rows) expect(r).toHaveLength(t.headers.length);
      }
      expect(p.blocks.some((b) => b.type === "responsibleGambling")).toBe(true);
      expect(p.blocks.some((b) => b.type === "faq")).toBe(true);
      const links = internalLinks(p);
      expect(links).toContain("/comparacion");
      expect(links).toContain("/guia-juego-responsable");
      expect(links.some((l) => OPERATOR_PAGES.includes(l))).toBe(true);
    },
  );

  it("never frames anything as «gratis» except the names of the demo-mode pages it links to", () => {
    for (const p of [...landing, ...games]) {
      const json = JSON.stringify([p.h1, p.intro, p.title, p.description, p.blocks]).replace(
        /\[[^\]]*\]\(\/[a-z-]*gratis\)/g,
        "",
      );
      const withoutHrefs = json.replace(/"href":"[^"]*"/g, "");
      expect(withoutHrefs, p.path).not.toMatch(/gratis|free spins/i);
    }
  });
});

describe("editorial figures (spec section 9) on the page where they belong", () => {
  it("roulette: European 37 numbers at 2,7 %, American 38 numbers at 5,26 %", () => {
    const p = page("/ruleta-online");
    expect(row(p, "Ruleta europea")).toEqual(expect.arrayContaining([expect.stringContaining("37 números"), "2,7 %"]));
    expect(row(p, "Ruleta americana")).toEqual(expect.arrayContaining([expect.stringContaining("38 números"), "5,26 %"]));
  });

  it.each([
    ["Pleno (straight)", "35:1"],
    ["Caballo (split)", "17:1"],
    ["Transversal (street)", "11:1"],
    ["Cuadro (corner)", "8:1"],
    ["Seisena (six line)", "5:1"],
    ["Suertes sencillas", "1:1"],
    ["Docena o columna", "2:1"],
  ])("roulette payout: %s pays %s", (bet, payout) => {
    expect(row(page("/ruleta-online"), bet)).toContain(payout);
  });

  it("blackjack: natural 3:2, win 1:1, insurance 2:1, RTP up to 99,5 %", () => {
    const p = page("/blackjack-online");
    expect(row(p, "Blackjack natural")).toContain("3:2");
    expect(row(p, "Mano ganadora")).toContain("1:1");
    expect(row(p, "Seguro")).toContain("2:1");
    expect(pageText(p)).toContain("hasta el 99,5 %");
  });

  it("baccarat: player 1:1 (1,24 %), banker 0,95:1 (1,06 %), tie 8:1 (14,4 %)", () => {
    const p = page("/baccarat-online");
    expect(row(p, "Jugador")).toEqual(["Jugador (Punto)", "1:1", "1,24 %"]);
    expect(row(p, "Banca")[1]).toMatch(/^0,95:1/);
    expect(row(p, "Banca")[2]).toBe("1,06 %");
    expect(row(p, "Empate")).toEqual(["Empate", "8:1", "14,4 %"]);
  });

  it("poker: freeroll with 1.000 € guaranteed and at most 5 % of the bankroll per bet", () => {
    const p = page("/poker-texas-holdem");
    expect(row(p, "Freeroll")).toContain("1.000 € garantizados");
    expect(pageText(p)).toContain("5 % de ese saldo");
    expect(row(p, "200 €")).toEqual(["200 €", "10 €"]);
    expect(row(p, "1.000 €")).toEqual(["1.000 €", "50 €"]);
  });

  it("Experiencia Premium lists the four VIP benefits, the five tiers and the 0,5 %–2 % weekly cashback", () => {
    const p = page("/experiencia-premium");
    const cards = p.blocks.find((b) => b.type === "cards");
    expect(cards?.type === "cards" && cards.items.map((i) => i.title)).toEqual([
      "Gestor de cuenta personal",
      "Límites de apuesta más altos",
      "Bonos exclusivos",
      "Retiros prioritarios",
    ]);
    for (const tier of ["Bronce", "Plata", "Oro", "Platino", "Diamante"]) expect(row(p, tier)[0]).toBe(tier);
    expect(pageText(p)).toContain("del 0,5 % al 2 %");
  });
});

describe("the baccarat alias", () => {
  it("serves /games/baccarat-online with /baccarat-online as the canonical page", () => {
    expect(page("/baccarat-online").aliases).toEqual(["/games/baccarat-online"]);
    expect(findContentPage("/games/baccarat-online")?.path).toBe("/baccarat-online");
  });
});
