/**
 * The guide, landing, game and legal pages: one Markdown file per page in content/pages, its
 * frontmatter validated by one zod schema, its body rendered by the site's one Markdown pipeline
 * (./markdown.server.ts) with the rich blocks as directives. The route table, the prerender list,
 * the sitemap and the page route all read `contentPages()` / `findContentPage()`.
 *
 * Problems are reported as `file:line: field — what is wrong`, never as a crash of the page.
 * Relative imports only: loaded by react-router.config.ts in plain Node.
 */
import { z } from "zod";
import { getAuthor } from "../authors/index.server.ts";
import { ContentError, defineCollection, type ContentProblem, loadCollection, type Entry, type Reference } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { DESCRIPTION_MAX, pageDefinition } from "./definition.ts";
import type { Inline, MdNode } from "./markdown-nodes.ts";
import { inlineText } from "./markdown-nodes.ts";
import { parseInlineMarkdown, parseMarkdown } from "./markdown.server.ts";
import { configBlocks, interpolate, misplacedLabels, pageVariables } from "./page-variables.ts";


/** The frontmatter of a page file: the fields of definition.ts (the body is the Markdown after it). */
export const pageFrontmatterSchema = toZod(pageDefinition);
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
  /** The author's name, shown as «Por …» and in the structured data. */
  authorName: string;
  /** /autores/<slug> */
  authorUrl: string;
  /** An example persona (`example: true`): the byline says «autor de ejemplo», the structured data names the site. */
  authorExample: boolean;
  /** Where the page comes from, relative to the project root. */
  file: string;
}

interface RenderProblem {
  line: number;
  field: string;
  message: string;
}

interface Rendered {
  page: ContentPage;
  problems: RenderProblem[];
  references: Reference[];
}

const rendered = new WeakMap<Entry<PageFrontmatter>, Rendered>();

/** Interpolates {{values}} and runs the Markdown pipeline on one page (once per loaded entry). */
function render(entry: Entry<PageFrontmatter>): Rendered {
  const done = rendered.get(entry);
  if (done) return done;
  const fm = entry.data;
  const problems: RenderProblem[] = [];
  const references: Reference[] = [];
  const vars = pageVariables();
  const unknownValue = (v: string) => `el valor «{{${v}}}» no existe; mira la lista en docs/editing-pages.md`;

  const inlineField = (value: string, p: (string | number)[], field: string): Inline[] => {
    const line = entry.lineOf(p);
    for (const m of misplacedLabels(value)) problems.push({ line, field, message: m.message });
    const text = interpolate(value, (v) => problems.push({ line, field, message: unknownValue(v) }), vars);
    const parsed = parseInlineMarkdown(text, { field });
    for (const pr of parsed.problems) problems.push({ line, field, message: pr.message });
    for (const r of parsed.references) references.push({ kind: r.kind, value: r.value.split("#")[0] || "/", line, field });
    return parsed.inline;
  };

  // The head's and the heading's plain texts take the same {{values}} (a name or a figure in a title or a
  // description); the description's length is checked again with them filled in, as search engines read it.
  const plainField = (key: "title" | "description" | "h1" | "breadcrumb") => {
    for (const m of misplacedLabels(fm[key])) problems.push({ line: entry.lineOf([key]), field: key, message: m.message });
    return interpolate(fm[key], (v) => problems.push({ line: entry.lineOf([key]), field: key, message: unknownValue(v) }), vars);
  };
  const plain = { title: plainField("title"), description: plainField("description"), h1: plainField("h1"), breadcrumb: plainField("breadcrumb") };
  if (plain.description.length > DESCRIPTION_MAX && fm.description.length <= DESCRIPTION_MAX) {
    problems.push({
      line: entry.lineOf(["description"]),
      field: "description",
      message: `con sus valores la descripción tiene ${plain.description.length} caracteres: como máximo ${DESCRIPTION_MAX}`,
    });
  }
  const intro = inlineField(fm.intro, ["intro"], "intro");
  const faq = fm.faq.map((item, i) => ({ question: item.question, answer: inlineField(item.answer, ["faq", i, "answer"], `faq (elemento ${i + 1}) › answer`) }));
  for (const m of misplacedLabels(entry.body)) problems.push({ line: entry.bodyLine + m.line - 1, field: "texto", message: m.message });
  const bodyText = interpolate(entry.body, (v, line) => problems.push({ line: entry.bodyLine + line - 1, field: "texto", message: unknownValue(v) }), vars);
  const parsed = parseMarkdown(bodyText, { field: "texto", expand: configBlocks });
  for (const pr of parsed.problems) problems.push({ line: entry.bodyLine + pr.line - 1, field: pr.field, message: pr.message });
  for (const r of parsed.references) references.push({ kind: r.kind, value: r.value.split("#")[0] || "/", line: entry.bodyLine + r.line - 1, field: "texto" });
  if (fm.hero) references.push({ kind: "image", value: fm.hero.src, path: ["hero", "src"] });
  references.push({ kind: "author", value: fm.author, path: ["author"] });

  const faqMarkers = parsed.nodes.filter((n) => n.t === "faq").length;
  if (faqMarkers > 1) problems.push({ line: entry.bodyLine, field: "texto", message: "«::faq» aparece más de una vez; las preguntas se muestran en un solo sitio" });
  if (faqMarkers && !faq.length) problems.push({ line: entry.bodyLine, field: "texto", message: "el texto tiene «::faq» pero la página no tiene preguntas en «faq»" });
  // Without a marker, the questions go at the end of the page.
  const body: MdNode[] = faq.length && !faqMarkers ? [...parsed.nodes, { t: "faq", title: "Preguntas frecuentes" }] : parsed.nodes;

  // An unknown author is reported by the content check; the page itself still renders.
  const author = getAuthor(fm.author);
  const page: ContentPage = {
    ...fm,
    ...plain,
    intro,
    faq,
    body,
    authorName: author?.name ?? fm.author,
    authorUrl: author?.url ?? "/autores",
    authorExample: author?.example ?? false,
    file: entry.file,
  };
  const result = { page, problems, references };
  rendered.set(entry, result);
  return result;
}

/** The pages collection: content/pages/*.md, one zod schema, rendered by the one Markdown pipeline. */
export const pagesCollection = defineCollection({
  label: "páginas",
  dir: "pages",
  format: "markdown",
  schema: pageFrontmatterSchema,
  check(entries, report) {
    for (const e of entries) {
      const expected = e.data.path.slice(1).replace(/\//g, "-");
      if (expected !== e.id) report(e, ["path"], `el archivo de la página ${e.data.path} debe llamarse «${expected}.md»`);
      for (const pr of render(e).problems) report(e, [], pr.message, pr);
    }
    const paths = new Map<string, string>();
    for (const e of entries) {
      [e.data.path, ...e.data.aliases].forEach((p, i) => {
        const other = paths.get(p);
        if (other) report(e, i === 0 ? ["path"] : ["aliases", i - 1], `la ruta ${p} ya la usa ${other}`);
        else paths.set(p, e.file);
      });
    }
    for (const key of ["title", "description"] as const) {
      const used = new Map<string, string>();
      for (const e of entries) {
        const other = used.get(e.data[key]);
        if (other) report(e, [key], `es igual que el de ${other}; cada página necesita el suyo`);
        else used.set(e.data[key], e.file);
      }
    }
  },
  references: (e) => render(e).references,
});

/** Loads and renders every page of a content folder; problems are returned, never thrown. */
export function loadPages(root?: string): { pages: ContentPage[]; problems: ContentProblem[]; references: (Reference & { file: string })[] } {
  const { entries, problems } = loadCollection(pagesCollection, root);
  return {
    pages: entries.map((e) => render(e).page),
    problems,
    references: entries.flatMap((e) => render(e).references.map((r) => ({ ...r, line: r.line ?? e.lineOf(r.path ?? []), file: e.file }))),
  };
}

let cache: ContentPage[] | undefined;

/** Every page, validated (throws a ContentError with every problem on bad content). Read once per process. */
export function contentPages(): ContentPage[] {
  if (!cache) {
    const { pages, problems } = loadPages();
    if (problems.length) throw new ContentError(problems);
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
