/**
 * The guide, landing, game and legal pages: one Markdown file per page in app/content/pages, its
 * frontmatter validated by one zod schema, its body rendered by the site's one Markdown pipeline
 * (./markdown.server.ts) with the rich blocks as directives. The route table, the prerender list,
 * the sitemap and the page route all read `contentPages()` / `findContentPage()`.
 *
 * Problems are reported as `file:line: field — what is wrong`, never as a crash of the page.
 * Relative imports only: loaded by react-router.config.ts in plain Node.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import type { Inline, MdNode } from "./markdown-nodes";
import { inlineText } from "./markdown-nodes";
import { parseInlineMarkdown, parseMarkdown, type MarkdownReference } from "./markdown.server";
import { configBlocks, interpolate, pageVariables } from "./page-variables";

const isoDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z
    .string({ error: "debe ser una fecha con el formato aaaa-mm-dd, por ejemplo 2026-11-21" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha con el formato aaaa-mm-dd, por ejemplo 2026-11-21")
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "esa fecha no existe en el calendario"),
);
const sitePath = z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "debe ser una ruta del sitio en minúsculas que empiece por «/», por ejemplo /ruleta-online");

export const SCHEMA_TYPES = ["WebPage", "Article", "HowTo", "AboutPage", "ContactPage"] as const;

/** The frontmatter of a page file. */
export const pageFrontmatterSchema = z.strictObject({
  /** URL of the page, e.g. /ruleta-online. */
  path: sitePath,
  /** Other URLs that show this page and declare `path` as canonical (e.g. /games/baccarat-online). */
  aliases: z.array(sitePath).default([]),
  /** <title> (the site name is appended). Unique across the site. */
  title: z.string().min(10, "el título es demasiado corto: al menos 10 caracteres").max(70, "el título es demasiado largo: como máximo 70 caracteres"),
  /** Visible <h1>. */
  h1: z.string().min(3),
  /** Meta description, unique across the site. */
  description: z.string().min(50, "la descripción es demasiado corta: al menos 50 caracteres").max(170, "la descripción es demasiado larga: como máximo 170 caracteres"),
  /** Short name in the breadcrumb. */
  breadcrumb: z.string().min(2),
  /** Lead paragraph under the h1 (inline Markdown). */
  intro: z.string().min(20),
  /** Illustration under the header, drawn by the project (public/images/…). */
  hero: z
    .strictObject({
      src: z.string().regex(/^\/[a-z0-9\-/]+\.(svg|png|jpg|jpeg|webp|avif)$/, "debe ser la ruta de una imagen de public/, por ejemplo /images/pages/plinko.svg"),
      alt: z.string().min(10, "describe la imagen en al menos 10 caracteres"),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
  keywords: z.array(z.string().min(2)).default([]),
  /** Structured-data type: WebPage and BreadcrumbList are always there; Article/HowTo add their own block. */
  schemaType: z.enum(SCHEMA_TYPES).default("WebPage"),
  /** Last substantive revision. */
  updated: isoDate,
  /** Slug of a file in app/content/authors. */
  author: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "debe ser el nombre de un archivo de app/content/authors sin «.yaml», por ejemplo laura-gomez"),
  /** Questions and answers shown where the body says `::faq` (or at the end) and as FAQPage data. */
  faq: z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(5) })).default([]),
});
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;

export interface PageFaqItem {
  question: string;
  answer: Inline[];
}

/** What the page route and the lists get: frontmatter plus the rendered intro, FAQ and body. */
export interface ContentPage extends Omit<PageFrontmatter, "intro" | "faq"> {
  intro: Inline[];
  faq: PageFaqItem[];
  body: MdNode[];
  /** Where the page comes from, relative to the project root. */
  file: string;
}

export interface PageProblem {
  file: string;
  line: number;
  field: string;
  message: string;
}

export interface PageReference extends Omit<MarkdownReference, "kind"> {
  kind: MarkdownReference["kind"] | "author";
  file: string;
  field: string;
}

export interface LoadedPages {
  pages: ContentPage[];
  problems: PageProblem[];
  references: PageReference[];
}

export const PAGES_DIR = path.join(process.cwd(), "app", "content", "pages");

export function formatPageProblem(p: PageProblem): string {
  return `${p.file}:${p.line}: ${p.field || "(archivo)"} — ${p.message}`;
}

function fieldName(p: PropertyKey[]): string {
  let out = "";
  for (const seg of p) out += typeof seg === "number" ? ` (elemento ${seg + 1})` : `${out ? " › " : ""}${String(seg)}`;
  return out;
}

/** Line of a frontmatter field (1-based in the file): the key's line, the n-th list item's, or the parent's. */
function frontmatterLine(lines: string[], p: PropertyKey[]): number {
  let from = 1;
  let indent = -1;
  let found = 1;
  for (const seg of p) {
    if (typeof seg === "number") {
      let count = -1;
      for (let i = from; i < lines.length && lines[i] !== "---"; i++) {
        const m = /^(\s*)- /.exec(lines[i]!);
        if (m && m[1]!.length > indent) {
          count++;
          if (count === seg) {
            found = i + 1;
            from = i;
            indent = m[1]!.length;
            break;
          }
        }
      }
    } else {
      for (let i = from; i < lines.length && lines[i] !== "---"; i++) {
        const m = new RegExp(`^(\\s*(?:- )?)${String(seg).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`).exec(lines[i]!);
        if (m && m[1]!.length > indent) {
          found = i + 1;
          from = i + 1;
          indent = m[1]!.length;
          break;
        }
      }
    }
  }
  return found;
}

/** Reads, validates and renders every page file of `dir`. Never throws on bad content. */
export function loadPages(dir: string = PAGES_DIR): LoadedPages {
  const pages: ContentPage[] = [];
  const problems: PageProblem[] = [];
  const references: PageReference[] = [];
  if (!fs.existsSync(dir)) return { pages, problems, references };
  const vars = pageVariables();
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  for (const name of files) {
    const abs = path.join(dir, name);
    const rel = path.relative(process.cwd(), abs);
    const file = (rel.startsWith("..") ? abs : rel).split(path.sep).join("/");
    const raw = fs.readFileSync(abs, "utf8");
    const lines = raw.split(/\r?\n/);
    const report = (line: number, field: string, message: string) => problems.push({ file, line, field, message });
    if (!/^---\r?\n/.test(raw)) {
      report(1, "", "el archivo debe empezar por una línea «---» seguida de los datos de la página (path, title…) y otra línea «---»");
      continue;
    }
    let parsedFile: matter.GrayMatterFile<string>;
    try {
      // A fresh options object skips gray-matter's cache, so edits show up in `npm run dev`.
      parsedFile = matter(raw, {});
    } catch (error) {
      const mark = (error as { mark?: { line?: number } }).mark;
      report((mark?.line ?? 0) + 2, "", `los datos del principio no son YAML válido (revisa la sangría, los dos puntos «:» y las comillas): ${(error as Error).message.split("\n")[0]}`);
      continue;
    }
    const result = pageFrontmatterSchema.safeParse(parsedFile.data);
    if (!result.success) {
      for (const iss of result.error.issues) {
        if (iss.code === "unrecognized_keys") {
          for (const key of iss.keys) report(frontmatterLine(lines, [...iss.path, key]), fieldName([...iss.path, key]), "campo desconocido; bórralo o revisa cómo está escrito");
        } else {
          const missing = iss.code === "invalid_type" && (iss as { input?: unknown }).input === undefined;
          report(frontmatterLine(lines, iss.path), fieldName(iss.path), missing ? "falta este campo obligatorio" : iss.message);
        }
      }
      continue;
    }
    const fm = result.data;
    if (`${fm.path.slice(1).replace(/\//g, "-")}.md` !== name) {
      report(frontmatterLine(lines, ["path"]), "path", `el archivo de la página ${fm.path} debe llamarse «${fm.path.slice(1).replace(/\//g, "-")}.md»`);
    }
    const bodyLine = raw.slice(0, raw.length - parsedFile.content.length).split(/\n/).length;

    /** Interpolates and parses an inline frontmatter text, reporting at the field's line. */
    const inlineField = (value: string, p: PropertyKey[]): Inline[] => {
      const line = frontmatterLine(lines, p);
      const field = fieldName(p);
      const text = interpolate(value, (v) => report(line, field, `el valor «{{${v}}}» no existe; mira la lista en docs/editing-pages.md`), vars);
      const parsed = parseInlineMarkdown(text, { field });
      for (const pr of parsed.problems) report(line, field, pr.message);
      for (const r of parsed.references) references.push({ ...r, line, file, field });
      return parsed.inline;
    };

    const intro = inlineField(fm.intro, ["intro"]);
    const faq = fm.faq.map((item, i) => ({ question: item.question, answer: inlineField(item.answer, ["faq", i, "answer"]) }));
    const bodyText = interpolate(
      parsedFile.content,
      (v, line) => report(bodyLine + line - 1, "texto", `el valor «{{${v}}}» no existe; mira la lista en docs/editing-pages.md`),
      vars,
    );
    const parsed = parseMarkdown(bodyText, { field: "texto", expand: configBlocks });
    for (const pr of parsed.problems) report(bodyLine + pr.line - 1, pr.field, pr.message);
    for (const r of parsed.references) references.push({ ...r, line: bodyLine + r.line - 1, file, field: "texto" });
    if (fm.hero) references.push({ kind: "image", value: fm.hero.src, line: frontmatterLine(lines, ["hero", "src"]), file, field: "hero › src" });
    references.push({ kind: "author", value: fm.author, line: frontmatterLine(lines, ["author"]), file, field: "author" });

    const faqMarkers = parsed.nodes.filter((n) => n.t === "faq").length;
    if (faqMarkers > 1) report(bodyLine, "texto", "«::faq» aparece más de una vez; las preguntas se muestran en un solo sitio");
    if (faqMarkers && !faq.length) report(bodyLine, "texto", "el texto tiene «::faq» pero la página no tiene preguntas en «faq»");
    // Without a marker, the questions go at the end of the page.
    const body: MdNode[] = faq.length && !faqMarkers ? [...parsed.nodes, { t: "faq", title: "Preguntas frecuentes" }] : parsed.nodes;

    pages.push({ ...fm, intro, faq, body, file });
  }

  const seen = new Map<string, string>();
  for (const page of pages) {
    for (const [i, p] of [page.path, ...page.aliases].entries()) {
      const other = seen.get(p);
      const line = frontmatterLine(fs.readFileSync(path.resolve(page.file), "utf8").split(/\r?\n/), i === 0 ? ["path"] : ["aliases", i - 1]);
      if (other) problems.push({ file: page.file, line, field: i === 0 ? "path" : "aliases", message: `la ruta ${p} ya la usa ${other}` });
      else seen.set(p, page.file);
    }
  }
  for (const key of ["title", "description"] as const) {
    const used = new Map<string, string>();
    for (const page of pages) {
      const other = used.get(page[key]);
      if (other) problems.push({ file: page.file, line: 1, field: key, message: `es igual que el de ${other}; cada página necesita el suyo` });
      else used.set(page[key], page.file);
    }
  }
  return { pages, problems, references };
}

export class PagesError extends Error {
  constructor(readonly problems: PageProblem[]) {
    super(`Hay ${problems.length} problema(s) en las páginas:\n${problems.map(formatPageProblem).join("\n")}`);
    this.name = "PagesError";
  }
}

let cache: ContentPage[] | undefined;

/** Every page, validated (throws a report of every problem on bad content). Read once per process. */
export function contentPages(): ContentPage[] {
  if (!cache) {
    const { pages, problems } = loadPages();
    if (problems.length) throw new PagesError(problems);
    cache = pages;
  }
  return cache;
}

export function findContentPage(urlPath: string): ContentPage | undefined {
  return contentPages().find((p) => p.path === urlPath || p.aliases.includes(urlPath));
}

/** The FAQ as plain text, for FAQPage structured data. */
export function faqPlainText(page: Pick<ContentPage, "faq">): { question: string; answer: string }[] {
  return page.faq.map((i) => ({ question: i.question, answer: inlineText(i.answer) }));
}
