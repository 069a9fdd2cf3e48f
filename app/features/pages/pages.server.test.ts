import { authorPaths } from "../author-pages/author-works.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  SPEC_BONUS_CALCULATOR,
  SPEC_CONTENT_PAGES,
  SPEC_FAQ_TITLE,
  SPEC_FAQ_TITLED_PAGES,
  SPEC_HELP_CENTRE,
  SPEC_IMAGE_GRID_TITLE,
  SPEC_LANDING_CTA_TARGET,
  SPEC_NUMBERED_SECTIONS,
  SPEC_PAGE_ALIASES,
  SPEC_PAGE_FIGURES,
  SPEC_PLINKO_BUTTON,
  SPEC_RULETA_GRATIS_LINKS,
  SPEC_TABLE_GAME_CARDS,
  SPEC_VIP_BENEFITS,
} from "../../../tests/spec-facts";
import { CONTACT, HELPLINES, PUBLISHER, SITE_NAME } from "../../platform/site";
import { inlineText, type Inline, type MdNode } from "./markdown-nodes";
import { contentRoot, formatProblem } from "../../platform/content/collection";
import { findContentPage, loadPages, type ContentPage } from "./pages.server";
import { reviewPaths } from "../operators/operators";
import { getPosts } from "../blog/blog.server";
import { OPEN_DATA_PATHS } from "../open-data/index.ts";
import { paymentMethodPaths } from "../payment-methods/index.server";

/**
 * The Markdown pages as a collection: every file loads cleanly, links and images resolve, site
 * config values are never retyped, and the spec's figures sit on the pages the spec names.
 * Nothing here counts pages or quotes editable sentences: a page can be added or rewritten
 * without touching this file.
 */

const PAGES_DIR = path.join(contentRoot(), "pages");
const loaded = loadPages();
const pages = loaded.pages;

function page(p: string): ContentPage {
  const found = findContentPage(p);
  if (!found) throw new Error(`Falta la página ${p}`);
  return found;
}

/** Every node of a tree, depth first. */
function walk(nodes: MdNode[], out: MdNode[] = []): MdNode[] {
  for (const n of nodes) {
    out.push(n);
    if (n.t === "list") n.items.forEach((i) => walk(i, out));
    if (n.t === "note" || n.t === "quote") walk(n.c, out);
    if (n.t === "cards") n.items.forEach((i) => walk(i.c, out));
  }
  return out;
}

function inlinesOf(n: MdNode): Inline[][] {
  switch (n.t) {
    case "h":
    case "p":
    case "text":
    case "cta":
      return [n.c];
    case "table":
      return [...n.head, ...n.rows.flat()];
    case "cards":
      return n.items.map((i) => i.title);
    case "definitions":
      return n.items.flatMap((i) => [i.term, i.c]);
    case "steps":
      return n.items.flatMap((i) => [i.title, i.c]);
    case "newsletter":
    case "newsletterButton":
      return n.c ? [n.c] : [];
    default:
      return [];
  }
}

/** What a reader reads on the page: h1, intro, body and FAQ, as plain text. */
function pageText(p: ContentPage): string {
  const parts = [p.h1, inlineText(p.intro)];
  for (const n of walk(p.body)) {
    parts.push(...inlinesOf(n).map(inlineText));
    if (n.t === "note" && n.title) parts.push(n.title);
    if (n.t === "stats") parts.push(...n.items.flatMap((i) => [i.value, i.label]));
    if (n.t === "barChart") parts.push(n.title, ...n.items.map((i) => i.label));
    if (n.t === "table" && n.caption) parts.push(n.caption);
  }
  for (const f of p.faq) parts.push(f.question, inlineText(f.answer));
  return parts.join("\n");
}

function links(nodes: Inline[][]): string[] {
  const out: string[] = [];
  const visit = (xs: Inline[]) => {
    for (const x of xs) {
      if (typeof x === "string") continue;
      if (x.t === "a") out.push(x.href);
      if ("c" in x) visit(x.c);
    }
  };
  nodes.forEach(visit);
  return out;
}

function pageLinks(p: ContentPage): string[] {
  const nodes = walk(p.body);
  return [
    ...links([p.intro, ...p.faq.map((f) => f.answer), ...nodes.flatMap(inlinesOf)]),
    ...nodes.flatMap((n) => (n.t === "cta" ? [n.href] : n.t === "imageCards" ? n.items.map((i) => i.link) : [])),
  ];
}

const tables = (p: ContentPage) => walk(p.body).filter((n): n is Extract<MdNode, { t: "table" }> => n.t === "table");
const ofType = <T extends MdNode["t"]>(p: ContentPage, t: T) => walk(p.body).filter((n): n is Extract<MdNode, { t: T }> => n.t === t);

describe("the pages collection", () => {
  it("loads every page file without a single problem", () => {
    expect(loaded.problems.map(formatProblem)).toEqual([]);
    const files = fs.readdirSync(PAGES_DIR).filter((f) => f.endsWith(".md"));
    expect(pages.map((p) => path.basename(p.file)).sort()).toEqual(files.sort());
  });

  it("has every copy-only page of the spec's route table, and its aliases", () => {
    for (const p of Object.values(SPEC_CONTENT_PAGES).flat()) expect(findContentPage(p)?.path, p).toBe(p);
    for (const [alias, canonical] of Object.entries(SPEC_PAGE_ALIASES)) expect(findContentPage(alias)?.path).toBe(canonical);
  });

  it("links only to pages that exist (content pages, reviews, blog, core pages) and to headings that exist", () => {
    const known = new Set([
      "/",
      "/comparacion",
      "/blog",
      "/autores",
      ...authorPaths(),
      ...pages.flatMap((p) => [p.path, ...p.aliases]),
      ...reviewPaths().map((r) => r.path),
      ...getPosts().map((p) => `/blog/${p.slug}`),
      // The operators' open data, built with the site (issue 37) and linked from /metodologia.
      ...Object.values(OPEN_DATA_PATHS),
      // The payment-method pages (issue 38), built from the operators' data and the guides.
      ...paymentMethodPaths(),
    ]);
    const refs = loaded.references.filter((r) => r.kind === "page");
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) {
      const [target, anchor] = r.value.split("#");
      expect(known.has(target!), `${r.file}:${r.line} → ${r.value}`).toBe(true);
      const targetPage = findContentPage(target!);
      if (anchor && targetPage) {
        const ids = ofType(targetPage, "h").map((h) => h.id);
        expect(ids, `${r.file}:${r.line} → #${anchor}`).toContain(anchor);
      }
    }
  });

  it("shows only images that exist in public/", () => {
    const images = loaded.references.filter((r) => r.kind === "image");
    expect(images.length).toBeGreaterThan(0);
    for (const r of images) expect(fs.existsSync(path.join(process.cwd(), "public", r.value)), `${r.file}:${r.line} → ${r.value}`).toBe(true);
  });

  it("never retypes a help-line number, an e-mail address or the publisher's details: they come from the site config", () => {
    const typed = [
      ...HELPLINES.filter((h) => h.tel.length > 3).flatMap((h) => [h.display, h.tel]),
      CONTACT.email,
      CONTACT.privacyEmail,
      PUBLISHER.nif,
      PUBLISHER.email,
    ];
    for (const p of pages) {
      const source = fs.readFileSync(path.resolve(p.file), "utf8");
      for (const value of typed) expect(source.includes(value), `${p.file} escribe «${value}»; usa {{…}}`).toBe(false);
    }
    // …and the pages that name them show the values of the config.
    const ayuda = pageText(page("/ayuda"));
    for (const h of HELPLINES) expect(ayuda).toContain(h.display);
    expect(ayuda).toContain(CONTACT.email);
  });

  it("gives every page one h1 (its title) and headings from h2 down", () => {
    for (const p of pages) {
      const levels = ofType(p, "h").map((h) => h.level);
      expect(levels.every((l) => l >= 2), p.path).toBe(true);
      if (levels.length) expect(levels[0], p.path).toBe(2);
    }
  });

  it("never frames a bonus as free", () => {
    for (const p of pages) expect(pageText(p), p.path).not.toMatch(/(bonos?|giros|tiradas)\s+(gratis|gratuit[oa]s?)|free spins|bono sin dep[oó]sito/i);
  });
});

describe("what spec sections 2 and 9 put on these pages", () => {
  it.each(SPEC_CONTENT_PAGES.landing.map((p) => [p]))("%s has a button to /comparacion", (p) => {
    expect(ofType(page(p), "cta").map((c) => c.href)).toContain(SPEC_LANDING_CTA_TARGET);
  });

  it.each(Object.entries(SPEC_NUMBERED_SECTIONS))("%s has %i numbered sections, in order", (p, n) => {
    const h2 = ofType(page(p), "h").filter((h) => h.level === 2).map((h) => inlineText(h.c));
    expect(h2).toHaveLength(n);
    h2.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  });

  it.each(Object.entries(SPEC_PAGE_FIGURES))("%s shows the spec's figures where a reader looks for them", (p, facts) => {
    const pg = page(p);
    const text = pageText(pg);
    for (const s of facts.text ?? []) expect(text).toContain(s);
    const rows = tables(pg).flatMap((t) => t.rows.map((r) => r.map(inlineText)));
    for (const [label, ...figures] of facts.rows ?? []) {
      const row = rows.find((r) => r[0]!.startsWith(label) && figures.every((f) => r.slice(1).some((c) => c.includes(f))));
      expect(row, `${p}: fila «${label}» con ${figures.join(", ")}`).toBeDefined();
    }
  });

  it("the help centre: hours from the config exactly as the spec words them, chat and e-mail, 600 € deposit limit in the FAQ", () => {
    const p = page("/ayuda");
    const text = pageText(p);
    for (const h of SPEC_HELP_CENTRE.hours) expect(text).toContain(h);
    expect(text).toContain(SPEC_HELP_CENTRE.chat);
    expect(text).toContain(SPEC_HELP_CENTRE.emailReply);
    expect(p.faq.some((f) => inlineText(f.answer).includes(SPEC_HELP_CENTRE.depositLimit))).toBe(true);
    expect(ofType(p, "cards")[0]!.items.map((c) => inlineText(c.title))).toEqual(["Chat", "Correo electrónico", "Teléfono"]);
  });

  it("Plinko, Apuestas Online and Bono de Bienvenida: 'Preguntas Frecuentes' accordion and a responsible-gambling box", () => {
    for (const p of SPEC_FAQ_TITLED_PAGES) {
      const pg = page(p);
      expect(pg.faq.length, p).toBeGreaterThan(0);
      expect(ofType(pg, "faq").map((f) => f.title), p).toEqual([SPEC_FAQ_TITLE]);
      expect(ofType(pg, "responsibleGambling"), p).toHaveLength(1);
    }
    expect(ofType(page("/plinko"), "newsletterButton").map((b) => b.label)).toEqual([SPEC_PLINKO_BUTTON]);
  });

  it("the bonus page has the fixed calculator of the spec", () => {
    const [calc] = ofType(page("/bono-bienvenida-casino"), "bonusCalculator");
    expect(calc).toEqual({ t: "bonusCalculator", deposit: SPEC_BONUS_CALCULATOR.deposit, bonusPercent: SPEC_BONUS_CALCULATOR.bonusPercent, rollover: SPEC_BONUS_CALCULATOR.rollover });
  });

  it("Experiencia Premium lists the VIP benefits; Juegos de Mesa has the game cards; the roulette guide its links", () => {
    const benefits = ofType(page("/experiencia-premium"), "cards").flatMap((c) => c.items.map((i) => inlineText(i.title)));
    expect(benefits).toEqual(expect.arrayContaining(SPEC_VIP_BENEFITS));
    const cards = ofType(page("/juegos-mesa"), "imageCards").flatMap((c) => c.items.map((i) => i.link));
    expect(cards).toEqual(expect.arrayContaining(SPEC_TABLE_GAME_CARDS));
    const grids = ofType(page("/juegos-mesa"), "imageCards");
    expect(grids.every((g) => g.title === undefined || g.title.length > 0)).toBe(true);
    expect(SPEC_IMAGE_GRID_TITLE).toBe("Experiencia de Casino Auténtica");
    const roulette = pageLinks(page("/ruleta-casino-online-gratis"));
    expect(roulette).toEqual(expect.arrayContaining(SPEC_RULETA_GRATIS_LINKS));
    expect(roulette.some((l) => l.startsWith("/blog/"))).toBe(true);
    expect(roulette.some((l) => reviewPaths().some((r) => r.path === l))).toBe(true);
  });
});

describe("a mistake in a page file is reported as file:line: field — what is wrong", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
  const dir = path.join(root, "pages");
  fs.mkdirSync(dir);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const good = fs.readFileSync(path.join(PAGES_DIR, "plinko.md"), "utf8");

  function problemsFor(name: string, text: string): string[] {
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
    fs.writeFileSync(path.join(dir, name), text);
    return loadPages(root).problems.map(formatProblem).map((m) => m.replace(/^.*\/(plinko\.md)/, "$1"));
  }
  const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

  it("accepts the file as it is", () => {
    expect(problemsFor("plinko.md", good)).toEqual([]);
  });

  it("an unknown field, a missing field and a bad date, each on its own line", () => {
    const text = good.replace("breadcrumb:", "migas:").replace(/^updated: .*$/m, 'updated: "2026-02-30"').replace(/^author: .*\n/m, "");
    const problems = problemsFor("plinko.md", text);
    expect(problems).toEqual(
      expect.arrayContaining([
        `plinko.md:${lineOf(text, "migas:")}: migas — campo desconocido; bórralo o revisa cómo está escrito`,
        expect.stringMatching(/^plinko\.md:\d+: breadcrumb — falta este campo obligatorio$/),
        expect.stringMatching(/^plinko\.md:\d+: author — falta este campo obligatorio$/),
        `plinko.md:${lineOf(text, "updated:")}: updated — esa fecha no existe en el calendario`,
      ]),
    );
  });

  it("an unknown directive, a bad attribute, HTML, an unknown {{value}} and a bad link in the body", () => {
    const text = `${good.trimEnd()}\n\n::carrusel\n\n::bonus-calculator{deposit=100 rollover=30}\n\n<b>negrita</b>\n\nLlama al {{helplines.fejar.telefono}}.\n\n[enlace](ftp://ejemplo.es)\n`;
    const problems = problemsFor("plinko.md", text);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(text, "Llama al")}: texto — el valor «\\{\\{helplines\\.fejar\\.telefono\\}\\}» no existe`)),
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(text, "::carrusel")}: texto — directiva desconocida «carrusel»`)),
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(text, "::bonus-calculator")}: texto — «bonus-calculator»: falta el atributo «bonus-percent»`)),
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(text, "<b>")}: texto — el texto no puede contener HTML`)),
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(text, "ftp://")}: texto — enlace no admitido «ftp://ejemplo\\.es»`)),
    ]);
  });

  it("fills {{values}} in the title, the description, the h1 and the breadcrumb; an unknown one and a description made too long by them are problems", () => {
    const siteName = "{{site.name}}";
    const withName = good.replace(/^h1: .*$/m, `h1: Plinko en ${siteName}`).replace(/^breadcrumb: .*$/m, `breadcrumb: Plinko (${siteName})`);
    expect(problemsFor("plinko.md", withName)).toEqual([]);
    const loadedPage = loadPages(root).pages[0]!;
    expect(loadedPage.h1).toBe(`Plinko en ${SITE_NAME}`);
    expect(loadedPage.breadcrumb).toBe(`Plinko (${SITE_NAME})`);
    for (const field of ["title", "description", "h1", "breadcrumb"] as const) expect(loadedPage[field]).not.toMatch(/\{\{|\}\}/);

    const unknown = good.replace(/^title: .*$/m, "title: Plinko en {{site.nombre}}");
    expect(problemsFor("plinko.md", unknown)).toEqual([
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(unknown, "title:")}: title — el valor «\\{\\{site\\.nombre\\}\\}» no existe`)),
    ]);

    // 170 characters as written, more once {{site.name}} is filled in.
    const long = `${siteName} ${"x".repeat(170 - siteName.length - 1)}`;
    expect(long).toHaveLength(170);
    const tooLong = good.replace(/^description: (>-\n(?: {2}.*\n)+|.*\n)/m, `description: "${long}"\n`);
    expect(problemsFor("plinko.md", tooLong)).toEqual([
      expect.stringMatching(new RegExp(`^plinko\\.md:${lineOf(tooLong, "description:")}: description — con sus valores la descripción tiene \\d+ caracteres: como máximo 170`)),
    ]);
  });

  it("a file whose name does not match its path", () => {
    expect(problemsFor("plinko-2.md", good)).toEqual([expect.stringMatching(/plinko-2\.md:\d+: path — el archivo de la página \/plinko debe llamarse «plinko\.md»/)]);
  });
});

describe("the content check covers the pages", () => {
  it("reports an unknown author, a link to a page that does not exist and a missing image, each with file:line", async () => {
    const { checkContent } = await import("../../composition/content-check");
    const { prerenderPaths } = await import("../../composition/site-pages.server");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    const before = process.env.CONTENT_DIR;
    try {
      fs.cpSync(contentRoot(), root, { recursive: true, filter: (src) => !/\.test\.tsx?$/.test(src) });
      const file = path.join(root, "pages", "plinko.md");
      const text = fs
        .readFileSync(file, "utf8")
        .replace(/^author: .*$/m, "author: nadie-conocido")
        .replace(/src: \/images\/pages\/plinko\.svg/, "src: /images/pages/no-existe.svg")
        .trimEnd()
        .concat("\n\nMás en [esta guía](/pagina-que-no-existe).\n");
      fs.writeFileSync(file, text);
      process.env.CONTENT_DIR = root;
      const paths = prerenderPaths();
      const { problems } = await checkContent({ sitePaths: () => paths });
      const lineOf = (needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
      const mine = problems.filter((p) => p.file.endsWith("pages/plinko.md")).map((p) => `${p.line}: ${p.field} — ${p.message}`);
      expect(mine).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${lineOf("author:")}: author — no existe el autor «nadie-conocido»`)),
          expect.stringMatching(new RegExp(`^${lineOf("src: /images/pages/no-existe.svg")}: hero › src — no existe la imagen public/images/pages/no-existe\\.svg`)),
          expect.stringMatching(new RegExp(`^${lineOf("pagina-que-no-existe")}: texto — el enlace «/pagina-que-no-existe» lleva a una página que no existe`)),
        ]),
      );
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the content check with a broken operator or author file", () => {
  it("reports the file's problem once with file:line, instead of failing on the pages that read it", async () => {
    const { checkContent } = await import("../../composition/content-check");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    const before = process.env.CONTENT_DIR;
    try {
      fs.cpSync(contentRoot(), root, { recursive: true, filter: (src) => !/\.test\.tsx?$/.test(src) });
      const opFile = fs.readdirSync(path.join(root, "operators")).find((f) => f.endsWith(".yaml"))!;
      const opText = fs.readFileSync(path.join(root, "operators", opFile), "utf8").replace(/^minDeposit: .*$/m, "minDeposit: diez");
      fs.writeFileSync(path.join(root, "operators", opFile), opText);
      const authorFile = fs.readdirSync(path.join(root, "authors")).find((f) => f.endsWith(".yaml"))!;
      fs.appendFileSync(path.join(root, "authors", authorFile), "\nextra: 1\n");
      // A page's own mistake is still reported while the page cannot be fully checked.
      const pageText = fs.readFileSync(path.join(root, "pages", "plinko.md"), "utf8").replace(/^updated: .*$/m, "updated: 2026-02-30");
      fs.writeFileSync(path.join(root, "pages", "plinko.md"), pageText);
      process.env.CONTENT_DIR = root;
      const { problems } = await checkContent({ sitePaths: () => [] });
      const lines = problems.map((p) => `${p.file.split("/").slice(-2).join("/")}:${p.line}: ${p.field} — ${p.message}`);
      const depositLine = opText.split("\n").findIndex((l) => l.startsWith("minDeposit:")) + 1;
      expect(lines.filter((l) => l.startsWith(`operators/${opFile}:${depositLine}: minDeposit — `))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith(`authors/${authorFile}:`) && l.includes("extra — campo desconocido"))).toHaveLength(1);
      const dateLine = pageText.split("\n").findIndex((l) => l.startsWith("updated:")) + 1;
      expect(lines).toContain(`pages/plinko.md:${dateLine}: updated — esa fecha no existe en el calendario`);
      // The author's file exists: the files that name it are not told to create it.
      expect(lines.filter((l) => l.includes(`crea content/authors/${authorFile}`))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("each operator's current offer as page variables", () => {
  it("{{operador.<id>.*}} are that operator's data, so an editorial example can sit beside the real offer", async () => {
    const { pageVariables } = await import("./page-variables");
    const { getOperators } = await import("../operators/index.server");
    const vars = pageVariables();
    for (const o of getOperators()) {
      expect(vars[`operador.${o.id}.oferta`]).toBe(o.bonus);
      expect(vars[`operador.${o.id}.requisito`]).toBe(o.wageringRequirement);
      expect(vars[`operador.${o.id}.ruta`]).toBe(o.detailUrl);
      expect(vars[`operador.${o.id}.condicion`]).toMatch(/^(requisito \d|\p{Ll})/u);
    }
  });
});
