import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../lib/seo";
import {
  CONTACT,
  HELPLINES,
  NEWSLETTER_CONSENT_VERSION,
  ORGANISATIONS,
  PUBLISHER,
  RESPONSIBLE_GAMBLING_PORTAL,
  SELF_EXCLUSION,
} from "../../lib/site";
import { contentPageSchema, type Block, type ContentPage } from "../blocks";
import { contentPages } from "./index";
import { legalPages } from "./legal";

const pages: ContentPage[] = legalPages.map((p) => contentPageSchema.parse(p));
const byPath = (path: string): ContentPage => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`Falta la página ${path}`);
  return page;
};

/** Every string a block carries (titles, texts, cells, FAQ answers …). */
function blockStrings(block: Block): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.entries(v).forEach(([k, x]) => k !== "type" && k !== "id" && walk(x));
  };
  walk(block);
  return out;
}

function pageText(page: ContentPage): string {
  return [page.h1, page.intro, ...page.blocks.flatMap(blockStrings)].join("\n");
}

/** Visible words: link targets and bold marks are not read by the visitor. */
function wordCount(page: ContentPage): number {
  const visible = pageText(page)
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*/g, "");
  return visible.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const h2s = (page: ContentPage) =>
  page.blocks.filter((b): b is Extract<Block, { type: "heading" }> => b.type === "heading" && b.level === 2).map((b) => b.text);

const sectionText = (page: ContentPage, n: number): string => {
  const start = page.blocks.findIndex((b) => b.type === "heading" && b.level === 2 && b.text.startsWith(`${n}. `));
  const end = page.blocks.findIndex((b, i) => i > start && b.type === "heading" && b.level === 2);
  return page.blocks.slice(start, end === -1 ? undefined : end).flatMap(blockStrings).join("\n");
};

describe("legal and help pages", () => {
  it("are the five pages of issue 2, each valid against the schema", () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      ["/aviso-legal", "/ayuda", "/guia-juego-responsable", "/politica-privacidad", "/terminos-condiciones"].sort(),
    );
  });

  it("have titles and descriptions unique across the whole site, and short enough with the site name", () => {
    const titles = contentPages.map((p) => p.title);
    const descriptions = contentPages.map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const p of pages) expect(pageTitle(p.title).length, p.path).toBeLessThanOrEqual(70);
  });

  it("have 600–1,500 words and a logical heading outline under the single h1", () => {
    for (const p of pages) {
      const words = wordCount(p);
      expect(words, `${p.path}: ${words} palabras`).toBeGreaterThanOrEqual(600);
      expect(words, `${p.path}: ${words} palabras`).toBeLessThanOrEqual(1500);
      const headings = p.blocks.filter((b) => b.type === "heading");
      expect(headings[0]?.level, p.path).toBe(2);
      const ids = headings.flatMap((h) => (h.id ? [h.id] : []));
      expect(new Set(ids).size, p.path).toBe(ids.length);
    }
  });

  it("only link to pages that exist and never call anything free", () => {
    const known = new Set([...pages.map((p) => p.path), "/", "/comparacion"]);
    for (const p of pages) {
      const text = pageText(p);
      for (const [, target] of text.matchAll(/\]\((\/[^)#]*)/g)) expect(known, `${p.path} → ${target}`).toContain(target);
      expect(text, p.path).not.toMatch(/\bgratis\b|\bfree\b/i);
    }
  });

  it("take every help-line number from the site config, never retyped", () => {
    const files = ["guia-juego-responsable", "terminos-condiciones", "politica-privacidad", "ayuda", "aviso-legal"];
    for (const f of files) {
      const source = readFileSync(new URL(`./legal/${f}.ts`, import.meta.url), "utf8");
      for (const h of HELPLINES.filter((x) => x.tel.length > 3)) {
        expect(source, f).not.toContain(h.display);
        expect(source, f).not.toContain(h.tel);
      }
    }
    const displays = new Set(HELPLINES.map((h) => h.display));
    for (const p of pages) {
      for (const [n] of pageText(p).matchAll(/(?<![\d.,:])\d{3} \d{3} \d{3}(?!\d)/g)) expect(displays, p.path).toContain(n);
    }
    for (const path of ["/guia-juego-responsable", "/ayuda"]) {
      const text = pageText(byPath(path));
      for (const h of HELPLINES) expect(text, `${path} ${h.name}`).toContain(h.display);
    }
  });
});

describe("/guia-juego-responsable", () => {
  const page = byPath("/guia-juego-responsable");
  const text = pageText(page);

  it("covers limits, the 600 € rule, time control, warning signs, help lines and organisations", () => {
    for (const h of ["Límite de depósito", "Límite de pérdidas", "Límite de sesión"]) {
      expect(page.blocks).toContainEqual(expect.objectContaining({ type: "heading", level: 3, text: h }));
    }
    expect(text).toMatch(/600 € al mes/);
    expect(text).toMatch(/tres primeros meses/);
    expect(h2s(page)).toEqual(
      expect.arrayContaining(["Pon límites antes de empezar", "Controla el tiempo", "Señales de alerta", "Líneas de ayuda", "Organizaciones de apoyo"]),
    );
    const signsAt = page.blocks.findIndex((b) => b.type === "heading" && b.text === "Señales de alerta");
    const signs = page.blocks.slice(signsAt).find((b) => b.type === "list");
    expect(signs?.type === "list" && signs.items.length).toBeGreaterThanOrEqual(8);
    for (const o of ORGANISATIONS) expect(text).toContain(o.url);
    expect(text).toContain(RESPONSIBLE_GAMBLING_PORTAL.url);
  });

  it("explains RGIAJ self-exclusion: indefinite, cancellable after 6 months", () => {
    expect(text).toContain(SELF_EXCLUSION.url);
    expect(text).toMatch(/indefinida/);
    expect(text).toMatch(/6 meses/);
  });

  it("has a FAQ block and the standard responsible-gambling box", () => {
    expect(page.blocks.some((b) => b.type === "faq" && b.items.length >= 4)).toBe(true);
    expect(page.blocks.some((b) => b.type === "responsibleGambling")).toBe(true);
  });
});

describe("/terminos-condiciones", () => {
  const page = byPath("/terminos-condiciones");

  it("has exactly 10 numbered h2 sections, in order", () => {
    const titles = h2s(page);
    expect(titles).toHaveLength(10);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  });

  it("covers age, the affiliate nature of the site, privacy and Spanish law, naming the publisher", () => {
    const text = pageText(page);
    expect(text).toContain(PUBLISHER.name);
    expect(sectionText(page, 2)).toMatch(/18 años/);
    expect(sectionText(page, 3)).toMatch(/No somos un operador de juego/);
    expect(sectionText(page, 4)).toMatch(/comisión/);
    expect(sectionText(page, 9)).toContain("](/politica-privacidad)");
    expect(sectionText(page, 10)).toMatch(/legislación española/);
  });
});

describe("/politica-privacidad", () => {
  const page = byPath("/politica-privacidad");

  it("has exactly 9 numbered h2 sections, in order", () => {
    const titles = h2s(page);
    expect(titles).toHaveLength(9);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  });

  it("names the controller from the site config", () => {
    const s1 = sectionText(page, 1);
    for (const v of [PUBLISHER.name, PUBLISHER.address, PUBLISHER.nif, PUBLISHER.email, CONTACT.privacyEmail]) expect(s1).toContain(v);
  });

  it("gives the legal bases", () => {
    const s4 = sectionText(page, 4);
    expect(s4).toMatch(/6\.1\.a/);
    expect(s4).toMatch(/Interés legítimo.*6\.1\.f/);
  });

  it("lists exactly the newsletter data the form stores, and what it does not collect", () => {
    const s5 = sectionText(page, 5);
    for (const v of [
      "correo electrónico",
      "fecha de alta",
      "fecha del consentimiento",
      "versión del texto de consentimiento",
      NEWSLETTER_CONSENT_VERSION,
      "user agent",
      "idioma del navegador",
      "zona horaria",
      "Chrome, Firefox, Safari u Otro",
      "plataforma",
      "referrer",
      "página de este sitio en la que te suscribiste",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]) expect(s5).toContain(v);
    for (const v of ["no guardamos tu dirección IP", "pantalla", "canvas", "audio", "WebGL", "fuentes", "batería", "conexión", "plugins", "hardware"]) {
      expect(s5).toContain(v);
    }
  });

  it("describes the one storage key, retention, rights and the AEPD", () => {
    const s6 = sectionText(page, 6);
    for (const v of ["cookie-consent", "localStorage", "«accepted»", "«rejected»", "no instala cookies de analítica ni de publicidad"]) expect(s6).toContain(v);
    const s7 = sectionText(page, 7);
    expect(s7).toMatch(/30 días/);
    expect(s7).toMatch(/No transferimos datos fuera del Espacio Económico Europeo/);
    expect(s7).toMatch(/único encargado del tratamiento es nuestro proveedor de alojamiento/);
    const s8 = sectionText(page, 8);
    for (const v of ["Acceso", "Rectificación", "Supresión", "Limitación", "Portabilidad", "Oposición", "Retirada del consentimiento", CONTACT.privacyEmail, "un mes"]) {
      expect(s8).toContain(v);
    }
    const s9 = sectionText(page, 9);
    expect(s9).toContain("Agencia Española de Protección de Datos");
    expect(s9).toContain("www.aepd.es");
    expect(pageText(page)).toMatch(/no vendemos/);
  });
});

describe("/ayuda", () => {
  const page = byPath("/ayuda");
  const fejar = HELPLINES.find((h) => h.id === "fejar")!;

  it("shows the opening hours exactly as the spec words them", () => {
    const expected = ["Lunes a viernes: 9:00-21:00", "Sábado: 10:00-14:00", "Domingo: Cerrado"];
    expect(page.blocks).toContainEqual({ type: "list", items: expected });
  });

  it("has chat, email and phone cards; the phone is the FEJAR line, not a line of our own", () => {
    const cards = page.blocks.find((b) => b.type === "cards");
    expect(cards?.type).toBe("cards");
    if (cards?.type !== "cards") return;
    const [chat, email, phone] = cards.items;
    expect(chat?.title).toBe("Chat");
    expect(chat?.text).toContain(CONTACT.chatHours);
    expect(email?.title).toBe("Correo electrónico");
    expect(email?.text).toContain(CONTACT.email);
    expect(email?.text).toContain(`menos de ${CONTACT.emailReply}`);
    expect(phone?.title).toBe("Teléfono");
    expect(phone?.href).toBe(`tel:${fejar.tel}`);
    expect(phone?.text).toMatch(/No tenemos línea telefónica propia/);
  });

  it("answers at least 8 questions, including the legal deposit limit and the 18+ rule", () => {
    const faq = page.blocks.find((b) => b.type === "faq");
    expect(faq?.type === "faq" && faq.items.length).toBeGreaterThanOrEqual(8);
    if (faq?.type !== "faq") return;
    const limit = faq.items.find((i) => i.question === "¿Cuál es el límite legal de depósito?");
    expect(limit?.answer).toMatch(/600 € al mes durante los tres primeros meses/);
    expect(faq.items.some((i) => /mayores de 18 años/.test(i.answer))).toBe(true);
  });

  it("lists urgent help lines first and useful resources", () => {
    const firstCallout = page.blocks.find((b) => b.type === "callout");
    expect(firstCallout?.type === "callout" && firstCallout.tone).toBe("help");
    expect(h2s(page)).toEqual(expect.arrayContaining(["¿Necesitas ayuda urgente?", "Recursos útiles", "Horario de atención"]));
  });
});

describe("/aviso-legal", () => {
  const page = byPath("/aviso-legal");

  it("identifies the publisher as LSSI art. 10 requires, reading every value from the config", () => {
    const text = pageText(page);
    for (const v of [PUBLISHER.name, PUBLISHER.address, PUBLISHER.nif, PUBLISHER.registry, PUBLISHER.email]) expect(text).toContain(v);
    expect(page.intro).toMatch(/artículo 10/);
    expect(h2s(page)).toEqual(
      expect.arrayContaining(["Actividad", "Condiciones de uso", "Propiedad intelectual e industrial", "Responsabilidad por los enlaces", "Legislación aplicable y jurisdicción"]),
    );
    const source = readFileSync(new URL("./legal/aviso-legal.ts", import.meta.url), "utf8");
    expect(source).not.toContain(PUBLISHER.nif);
  });
});
