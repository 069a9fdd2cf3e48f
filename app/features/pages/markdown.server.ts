/**
 * The one Markdown pipeline of the site: marked (GFM) plus marked-directive for the few rich blocks,
 * lexed at build time into the small tree of ./markdown-nodes.ts that one React renderer draws.
 *
 * Directives use the generic directive syntax (`::nombre{atributos}` for a block without content,
 * `:::nombre{atributos}` … `:::` for a block that wraps Markdown). Each one is validated here, so a
 * mistake in a page is reported as `file:line: campo — qué está mal` instead of breaking the page.
 * The reference for editors is docs/editing-pages.md.
 *
 * The source is trusted (our own files), and even so raw HTML is refused: everything on the page
 * comes from the Markdown syntax and the directives below. Relative imports only: this module is
 * also loaded by react-router.config.ts in plain Node.
 */
import { Marked, type Token, type Tokens } from "marked";
import { escapeMarkup } from "../../platform/text.ts";
import { createDirectives } from "marked-directive";
import { z } from "zod";
import type { Align, Inline, MdNode, TableNode } from "./markdown-nodes.ts";
import { inlineText } from "./markdown-nodes.ts";

export interface MarkdownProblem {
  /** 1-based line inside the Markdown text given to `parseMarkdown`. */
  line: number;
  field: string;
  message: string;
}

export interface MarkdownReference {
  kind: "page" | "image";
  value: string;
  line: number;
}

export interface ParsedMarkdown {
  nodes: MdNode[];
  problems: MarkdownProblem[];
  /** Site paths the text links to and images it shows, with their lines (for the content check). */
  references: MarkdownReference[];
}

export interface MarkdownOptions {
  /** Directives allowed in this text (posts allow none but those of `expand`, pages allow all). Default: all. */
  directives?: boolean;
  /** Field name used in reports (e.g. "cuerpo", "faq (elemento 2) › answer"). */
  field?: string;
  /**
   * Named blocks the caller expands itself (e.g. the help lines from the site config), as
   * name → function returning nodes or a problem message.
   */
  expand?: Record<string, (attrs: Record<string, unknown>) => MdNode[] | string>;
}

const marked = new Marked({ gfm: true, async: false }).use(
  createDirectives([
    { level: "container", marker: ":::" },
    { level: "block", marker: "::" },
  ]),
  {
    // No bare-URL autolinks: a host or an e-mail address written in the text stays text; a link
    // is always written as [texto](destino), so the writer decides what is clickable.
    tokenizer: { url: () => undefined },
  },
);

export function slugifyHeading(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/* ---------- directive attributes ---------- */

const text = (what: string) => z.string({ error: `falta ${what} (escríbelo entre comillas)` }).min(1, `falta ${what}`);
const num = (what: string) => z.coerce.number({ error: `${what} debe ser un número` });
const sitePath = z.string().regex(/^\/[a-z0-9\-/#]*$/, "debe ser una ruta del sitio que empiece por «/»");

const ATTRS = {
  note: z.strictObject({ tone: z.enum(["info", "warning", "help"], { error: "tone debe ser «info», «warning» o «help»" }).default("info"), title: text("el título").optional() }),
  table: z.strictObject({ caption: text("el título de la tabla (caption)"), "row-headers": z.unknown().optional() }),
  cards: z.strictObject({}),
  cta: z.strictObject({ href: sitePath, label: text("el texto del botón (label)") }),
  definitions: z.strictObject({}),
  steps: z.strictObject({}),
  stats: z.strictObject({}),
  "image-cards": z.strictObject({ title: text("el título").optional() }),
  "responsible-gambling": z.strictObject({}),
  "offer-notice": z.strictObject({}),
  "risk-messages": z.strictObject({}),
  newsletter: z.strictObject({ title: text("el título").optional() }),
  "newsletter-button": z.strictObject({ label: text("el texto del botón (label)") }),
  "bonus-calculator": z.strictObject({ deposit: num("deposit").positive(), "bonus-percent": num("bonus-percent").positive(), rollover: num("rollover").positive() }),
  "bar-chart": z.strictObject({ title: text("el título") }),
  faq: z.strictObject({ title: text("el título").optional() }),
} as const;
type DirectiveName = keyof typeof ATTRS;

/** Directives that wrap Markdown (`:::`) and those that stand alone (`::`). */
const CONTAINERS = new Set<string>(["note", "table", "cards", "cta", "definitions", "steps", "stats", "image-cards", "bar-chart", "newsletter", "newsletter-button"]);

interface DirectiveToken extends Tokens.Generic {
  meta: { level: "container" | "block" | "inline"; name?: string };
  attrs?: Record<string, unknown>;
  text: string;
  tokens: Token[];
}

const isDirective = (t: Token): t is DirectiveToken => typeof (t as Partial<DirectiveToken>).meta?.level === "string";

/* ---------- conversion ---------- */

class Converter {
  problems: MarkdownProblem[] = [];
  references: MarkdownReference[] = [];
  private usedIds = new Set<string>();

  constructor(private readonly opts: Required<Pick<MarkdownOptions, "field">> & MarkdownOptions) {}

  report(line: number, message: string, field = this.opts.field) {
    // One report per kind of mistake and line (an HTML tag opens and closes on the same line).
    const kind = message.slice(0, 30);
    if (this.problems.some((p) => p.line === line && p.message.slice(0, 30) === kind)) return;
    this.problems.push({ line, field, message });
  }

  /** Converts sibling block tokens starting at `line`. */
  blocks(tokens: Token[], line: number): MdNode[] {
    const out: MdNode[] = [];
    let at = line;
    for (const token of tokens) {
      out.push(...this.block(token, at));
      at += (token.raw.match(/\n/g) ?? []).length;
    }
    return out;
  }

  private block(token: Token, line: number): MdNode[] {
    if (isDirective(token)) return this.directive(token, line);
    const t = token as Tokens.Generic;
    switch (t.type) {
      case "space":
      case "def":
        return [];
      case "heading": {
        const h = t as Tokens.Heading;
        if (h.depth < 2 || h.depth > 4) {
          this.report(line, `solo se admiten títulos ## a #### (el título principal ya es el «h1» de la página): «${h.text}»`);
          return [];
        }
        const c = this.inlines(h.tokens, line, h.raw);
        // A custom id may close the heading: "## Autoexclusión {#autoexclusion}".
        const last = c[c.length - 1];
        let id: string | undefined;
        if (typeof last === "string") {
          const m = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(last);
          if (m) {
            id = m[1];
            c[c.length - 1] = last.slice(0, m.index);
          }
        }
        id ??= slugifyHeading(inlineText(c));
        if (this.usedIds.has(id)) {
          if (/\{#/.test(h.raw)) this.report(line, `el identificador «#${id}» ya lo usa otro título de la página`);
          let n = 2;
          while (this.usedIds.has(`${id}-${n}`)) n++;
          id = `${id}-${n}`;
        }
        this.usedIds.add(id);
        return [{ t: "h", level: h.depth as 2 | 3 | 4, id, c }];
      }
      case "paragraph":
        return [{ t: "p", c: this.inlines((t as Tokens.Paragraph).tokens, line, t.raw) }];
      case "text":
      {
        const tt = t as Tokens.Text;
        return [{ t: "text", c: tt.tokens ? this.inlines(tt.tokens, line, t.raw) : [tt.text] }];
      }
      case "list": {
        const l = t as Tokens.List;
        let at = line;
        const items = l.items.map((item) => {
          const nodes = this.blocks(item.tokens, at);
          at += (item.raw.match(/\n/g) ?? []).length;
          return nodes;
        });
        return [{ t: "list", ordered: l.ordered, start: typeof l.start === "number" ? l.start : 1, items }];
      }
      case "table":
        return [this.table(t as Tokens.Table, line)];
      case "blockquote":
        return [{ t: "quote", c: this.blocks((t as Tokens.Blockquote).tokens, line) }];
      case "hr":
        return [{ t: "hr" }];
      case "code":
        return [{ t: "code", v: (t as Tokens.Code).text }];
      case "html":
        this.report(line, `el texto no puede contener HTML («${t.raw.trim().slice(0, 40)}»); usa la sintaxis de Markdown o una directiva`);
        return [];
      default:
        this.report(line, `elemento de Markdown no admitido («${t.raw.trim().slice(0, 40)}»)`);
        return [];
    }
  }

  private table(t: Tokens.Table, line: number, caption?: string, rowHeaders = false): TableNode {
    return {
      t: "table",
      caption,
      rowHeaders,
      align: t.align as Align[],
      head: t.header.map((c) => this.inlines(c.tokens, line, t.raw)),
      rows: t.rows.map((r) => r.map((c) => this.inlines(c.tokens, line, t.raw))),
    };
  }

  inlines(tokens: Token[], line: number, raw: string): Inline[] {
    const out: Inline[] = [];
    const lineOf = (child: string) => {
      const i = raw.indexOf(child);
      return i < 0 ? line : line + (raw.slice(0, i).match(/\n/g) ?? []).length;
    };
    for (const token of tokens) {
      const t = token as Tokens.Generic;
      switch (t.type) {
        case "text":
        case "escape": {
          const tt = t as Tokens.Text;
          if (tt.tokens?.length) out.push(...this.inlines(tt.tokens, line, raw));
          else out.push(tt.text);
          break;
        }
        case "strong":
        case "em":
        case "del":
          out.push({ t: t.type, c: this.inlines((t as Tokens.Strong).tokens, line, raw) });
          break;
        case "codespan":
          out.push({ t: "code", v: (t as Tokens.Codespan).text });
          break;
        case "br":
          out.push({ t: "br" });
          break;
        case "link": {
          const l = t as Tokens.Link;
          const at = lineOf(l.raw);
          const href = l.href;
          if (href.startsWith("/") && !href.startsWith("//")) {
            this.references.push({ kind: "page", value: href, line: at });
          } else if (!/^(https:\/\/|mailto:|tel:|#)/.test(href)) {
            this.report(at, `enlace no admitido «${href}»: usa una ruta del sitio (/…), una dirección https://, mailto: o tel:`);
          }
          out.push({ t: "a", href, c: this.inlines(l.tokens, line, raw) });
          break;
        }
        case "image": {
          const im = t as Tokens.Image;
          const at = lineOf(im.raw);
          this.report(at, `las imágenes («${im.href}») solo se admiten dentro de «:::image-cards»; la imagen principal de la página va en «hero»`);
          break;
        }
        case "html":
          this.report(lineOf(t.raw), `el texto no puede contener HTML («${t.raw.trim().slice(0, 40)}»)`);
          break;
        default:
          out.push(t.raw);
      }
    }
    return out;
  }

  /* ---------- directives ---------- */

  private directive(token: DirectiveToken, line: number): MdNode[] {
    const name = token.meta.name ?? "";
    const expand = Object.hasOwn(this.opts.expand ?? {}, name) ? this.opts.expand![name] : undefined;
    if (this.opts.directives === false && !expand) {
      const allowed = Object.keys(this.opts.expand ?? {});
      this.report(line, `las directivas («::${name}») no están admitidas en este texto${allowed.length ? `; solo ${allowed.map((a) => `«::${a}»`).join(", ")}` : ""}`);
      return [];
    }
    if (expand) {
      const result = expand({ ...(token.attrs ?? {}) });
      if (typeof result === "string") {
        this.report(line, `«::${name}»: ${result}`);
        return [];
      }
      return result;
    }
    if (!(name in ATTRS)) {
      const known = [...Object.keys(ATTRS), ...Object.keys(this.opts.expand ?? {})].sort().join(", ");
      this.report(line, `directiva desconocida «${name}»; las admitidas son: ${known}`);
      return [];
    }
    const n = name as DirectiveName;
    const isContainer = token.meta.level === "container";
    if (CONTAINERS.has(n) !== isContainer && !(n === "newsletter" || n === "newsletter-button")) {
      this.report(line, CONTAINERS.has(n) ? `«${n}» envuelve contenido: ábrela con «:::${n}» y ciérrala con una línea «:::»` : `«${n}» no lleva contenido: escríbela en una sola línea como «::${n}»`);
      return [];
    }
    const parsed = ATTRS[n].safeParse({ ...(token.attrs ?? {}) });
    if (!parsed.success) {
      for (const iss of parsed.error.issues) {
        const key = iss.path.join(".");
        if (key && (token.attrs ?? {})[key] === undefined) {
          this.report(line, `«${n}»: falta el atributo «${key}»`);
          continue;
        }
        const msg = iss.code === "unrecognized_keys" ? `atributo desconocido ${iss.keys.map((k) => `«${k}»`).join(", ")}` : `${key ? `${key}: ` : ""}${iss.message}`;
        this.report(line, `«${n}»: ${msg}`);
      }
      return [];
    }
    const attrs = parsed.data as Record<string, unknown>;
    // The directive's own line comes first; its content starts on the next one.
    const children = token.tokens.filter((c) => (c as Tokens.Generic).type !== "space");
    const inner = line + 1;
    const fail = (message: string): MdNode[] => {
      this.report(line, `«${n}»: ${message}`);
      return [];
    };
    /** Items of the single list a directive wraps. */
    const listItems = (): Tokens.ListItem[] | undefined => {
      const list = children.find((c) => (c as Tokens.Generic).type === "list") as Tokens.List | undefined;
      return children.length === 1 && list ? list.items : undefined;
    };
    /** "**Lead** rest" → [lead, rest] of a list item. */
    const leadAndRest = (item: Tokens.ListItem): [Inline[], Inline[]] | undefined => {
      const first = item.tokens[0] as Tokens.Text | undefined;
      const inl = first?.type === "text" ? this.inlines(first.tokens ?? [], inner, item.raw) : [];
      const lead = inl[0];
      if (!lead || typeof lead === "string" || lead.t !== "strong") return undefined;
      const rest = inl.slice(1);
      if (typeof rest[0] === "string") rest[0] = rest[0].replace(/^\s*[:—–-]?\s*/, "");
      const leadC = [...lead.c];
      const lastLead = leadC[leadC.length - 1];
      if (typeof lastLead === "string") leadC[leadC.length - 1] = lastLead.replace(/\s*:$/, "");
      return [leadC, rest];
    };

    switch (n) {
      case "note":
        return [{ t: "note", tone: attrs.tone as "info", title: attrs.title as string | undefined, c: this.blocks(token.tokens, inner) }];
      case "table": {
        const table = children[0] as Tokens.Table | undefined;
        if (children.length !== 1 || table?.type !== "table") return fail("debe contener solo una tabla de Markdown (líneas con «|»)");
        return [this.table(table, inner, attrs.caption as string, attrs["row-headers"] !== undefined)];
      }
      case "cards": {
        const items: { title: Inline[]; c: MdNode[] }[] = [];
        let at = inner;
        let current: { title: Inline[]; tokens: Token[]; line: number } | undefined;
        const flush = () => {
          if (current) items.push({ title: current.title, c: this.blocks(current.tokens, current.line) });
        };
        for (const c of token.tokens) {
          const g = c as Tokens.Generic;
          if (g.type === "heading" && (g as Tokens.Heading).depth === 3) {
            flush();
            current = { title: this.inlines((g as Tokens.Heading).tokens, at, g.raw), tokens: [], line: at + 1 };
          } else if (g.type !== "space") {
            if (!current) return fail("cada tarjeta empieza por un título «### Título»");
            current.tokens.push(c);
          }
          at += (c.raw.match(/\n/g) ?? []).length;
        }
        flush();
        if (!items.length) return fail("no tiene tarjetas; empieza cada una con «### Título»");
        return [{ t: "cards", items }];
      }
      case "cta": {
        const p = children[0] as Tokens.Paragraph | undefined;
        if (children.length !== 1 || p?.type !== "paragraph") return fail("debe contener un solo párrafo de texto");
        const href = attrs.href as string;
        this.references.push({ kind: "page", value: href, line });
        return [{ t: "cta", href, label: attrs.label as string, c: this.inlines(p.tokens, inner, p.raw) }];
      }
      case "newsletter":
      case "newsletter-button": {
        let c: Inline[] | undefined;
        if (isContainer) {
          const p = children[0] as Tokens.Paragraph | undefined;
          if (children.length !== 1 || p?.type !== "paragraph") return fail("debe contener un solo párrafo de texto");
          c = this.inlines(p.tokens, inner, p.raw);
        }
        return n === "newsletter"
          ? [{ t: "newsletter", title: attrs.title as string | undefined, c }]
          : [{ t: "newsletterButton", label: attrs.label as string, c }];
      }
      case "definitions":
      case "steps": {
        const items = listItems();
        if (!items) return fail(`debe contener solo una lista, un elemento por línea: «- **${n === "steps" ? "Paso" : "Término"}:** texto»`);
        const out: { term: Inline[]; c: Inline[] }[] = [];
        for (const item of items) {
          const pair = leadAndRest(item);
          if (!pair) return fail(`cada elemento empieza por el ${n === "steps" ? "título del paso" : "término"} en negrita: «**…:** texto»`);
          out.push({ term: pair[0], c: pair[1] });
        }
        return n === "steps"
          ? [{ t: "steps", items: out.map((o) => ({ title: o.term, c: o.c })) }]
          : [{ t: "definitions", items: out }];
      }
      case "stats":
      case "bar-chart": {
        const items = listItems();
        if (!items) return fail("debe contener solo una lista, un elemento por línea: «- **valor** etiqueta»");
        const pairs: [string, string][] = [];
        for (const item of items) {
          const pair = leadAndRest(item);
          if (!pair) return fail("cada elemento empieza por su valor en negrita: «- **valor** etiqueta»");
          pairs.push([inlineText(pair[0]).trim(), inlineText(pair[1]).trim()]);
        }
        if (n === "stats") return [{ t: "stats", items: pairs.map(([value, label]) => ({ value, label })) }];
        // In a bar chart the label is bold and the value (a percentage) follows: "- **Fútbol** 68 %".
        const bars: { label: string; value: number }[] = [];
        for (const [label, value] of pairs) {
          const v = Number(value.replace(/\s*%$/, "").replace(",", "."));
          if (!Number.isFinite(v) || v < 0 || v > 100) return fail(`el valor de «${label}» debe ser un porcentaje entre 0 y 100, por ejemplo «68 %»`);
          bars.push({ label, value: v });
        }
        return [{ t: "barChart", title: attrs.title as string, items: bars }];
      }
      case "image-cards": {
        const items = listItems();
        if (!items) return fail("debe contener solo una lista: «- [Título](/ruta) ![Texto alternativo](/images/…)»");
        const cards: { src: string; alt: string; title: string; link: string }[] = [];
        let at = inner;
        for (const item of items) {
          const first = item.tokens[0] as Tokens.Text | undefined;
          const inl = (first?.tokens ?? []) as Tokens.Generic[];
          const link = inl.find((x) => x.type === "link") as Tokens.Link | undefined;
          const image = inl.find((x) => x.type === "image") as Tokens.Image | undefined;
          if (!link || !image || !link.href.startsWith("/") || !image.href.startsWith("/")) {
            return fail("cada elemento lleva un enlace a una página del sitio y una imagen: «- [Título](/ruta) ![Texto alternativo](/images/…)»");
          }
          if (image.text.trim().length < 3) return fail(`la imagen «${image.href}» necesita un texto alternativo que la describa`);
          this.references.push({ kind: "page", value: link.href, line: at }, { kind: "image", value: image.href, line: at });
          cards.push({ src: image.href, alt: image.text, title: link.text, link: link.href });
          at += (item.raw.match(/\n/g) ?? []).length;
        }
        return [{ t: "imageCards", title: attrs.title as string | undefined, items: cards }];
      }
      case "responsible-gambling":
        return [{ t: "responsibleGambling" }];
      case "offer-notice":
        return [{ t: "offerNotice" }];
      case "risk-messages":
        return [{ t: "riskMessages" }];
      case "bonus-calculator":
        return [{ t: "bonusCalculator", deposit: attrs.deposit as number, bonusPercent: attrs["bonus-percent"] as number, rollover: attrs.rollover as number }];
      case "faq":
        return [{ t: "faq", title: attrs.title as string | undefined }];
    }
  }
}

/** Markdown (with directives) → nodes, problems and references. Never throws on bad content. */
export function parseMarkdown(markdown: string, options: MarkdownOptions = {}): ParsedMarkdown {
  const conv = new Converter({ field: "texto", ...options });
  const tokens = marked.lexer(markdown);
  const nodes = conv.blocks(tokens, 1);
  return { nodes, problems: conv.problems, references: conv.references };
}

/** Inline Markdown (a frontmatter text such as an intro or an FAQ answer) → inline nodes. */
export function parseInlineMarkdown(markdown: string, options: MarkdownOptions = {}): ParsedMarkdown & { inline: Inline[] } {
  const conv = new Converter({ field: "texto", ...options });
  const inline = conv.inlines(marked.Lexer.lexInline(markdown, marked.defaults), 1, markdown);
  return { nodes: [], inline, problems: conv.problems, references: conv.references };
}

/* ---------- HTML for plain Markdown (blog articles and the RSS feed) ---------- */

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      if (typeof n === "string") return escapeMarkup(n);
      switch (n.t) {
        case "strong":
        case "em":
        case "del":
          return `<${n.t}>${inlineHtml(n.c)}</${n.t}>`;
        case "code":
          return `<code>${escapeMarkup(n.v)}</code>`;
        case "br":
          return "<br>";
        case "a":
          return /^https?:\/\//.test(n.href)
            ? `<a href="${escapeMarkup(n.href)}" target="_blank" rel="noopener noreferrer">${inlineHtml(n.c)}<span class="sr-only"> (se abre en una pestaña nueva)</span></a>`
            : `<a href="${escapeMarkup(n.href)}">${inlineHtml(n.c)}</a>`;
      }
    })
    .join("");
}

/** Where an operator's block (`::operador`) sits in a post's HTML. Operator ids are [a-z0-9-]. */
export const OPERATOR_MARKER = /<!--operador:([a-z0-9-]+)-->/g;
const operatorMarker = (id: string) => `<!--operador:${id.replace(/[^a-z0-9-]/g, "")}-->`;

/**
 * The same node tree as HTML, for texts without directives (blog articles, which the RSS feed also
 * carries as HTML). Pages with directives are drawn by the React renderer instead. Every text is
 * escaped: the only markup is what this function writes.
 */
export function nodesToHtml(nodes: MdNode[]): string {
  return nodes
    .map((n): string => {
      switch (n.t) {
        case "h":
          return `<h${n.level} id="${n.id}">${inlineHtml(n.c)}</h${n.level}>\n`;
        case "p":
          return `<p>${inlineHtml(n.c)}</p>\n`;
        case "operator":
          // A marker, not markup: the article page draws the operator's block there with its
          // component (app/features/blog/article-body.tsx); the RSS feed drops it.
          return `${operatorMarker(n.op.id)}\n`;
        case "text":
          return inlineHtml(n.c);
        case "list": {
          const tag = n.ordered ? "ol" : "ul";
          const start = n.ordered && n.start !== 1 ? ` start="${n.start}"` : "";
          return `<${tag}${start}>\n${n.items.map((item) => `<li>${nodesToHtml(item).trim()}</li>\n`).join("")}</${tag}>\n`;
        }
        case "table": {
          const cell = (c: Inline[], tag: "th" | "td", i: number, scope?: string) => {
            const align = n.align[i] ? ` style="text-align:${n.align[i]}"` : "";
            return `<${tag}${scope ? ` scope="${scope}"` : ""}${align}>${inlineHtml(c)}</${tag}>`;
          };
          const head = `<thead><tr>${n.head.map((c, i) => cell(c, "th", i, "col")).join("")}</tr></thead>`;
          const body = `<tbody>${n.rows.map((r) => `<tr>${r.map((c, i) => (i === 0 && n.rowHeaders ? cell(c, "th", i, "row") : cell(c, "td", i))).join("")}</tr>`).join("")}</tbody>`;
          const label = escapeMarkup(n.caption ?? `Tabla: ${n.head.map(inlineText).join(", ")}`);
          const caption = n.caption ? `<caption>${escapeMarkup(n.caption)}</caption>` : "";
          // The wrapper scrolls sideways on narrow screens; it is focusable so keyboard users can scroll it.
          // The cue says so to sighted touch users (the same one as the pages' React tables).
          return `<p aria-hidden="true" class="scroll-cue">Desliza la tabla hacia los lados para verla entera →</p><div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table>${caption}${head}${body}</table></div>\n`;
        }
        case "quote":
          return `<blockquote>\n${nodesToHtml(n.c)}</blockquote>\n`;
        case "hr":
          return "<hr>\n";
        case "code":
          return `<pre><code>${escapeMarkup(n.v)}</code></pre>\n`;
        default:
          throw new Error(`nodesToHtml: el bloque «${n.t}» solo se dibuja en las páginas`);
      }
    })
    .join("");
}
