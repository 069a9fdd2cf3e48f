/**
 * Blog posts: Markdown files with frontmatter in content/blog/posts, read from disk, validated
 * with zod and converted to HTML on the server (at build time for the prerendered pages).
 *
 * This module is also loaded by react-router.config.ts in plain Node (prerender list, sitemap), so
 * it uses relative imports only and resolves the posts folder from the project root.
 *
 * The HTML comes only from these trusted files: raw HTML inside the Markdown is rejected, so the
 * body rendered with dangerouslySetInnerHTML can only contain what the Markdown syntax produces.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { authorPath, requireAuthor } from "../authors/index.server.ts";
import { defineCollection, loadOrThrow, type Entry, type Reference } from "../../platform/content/collection.ts";
import { toZod } from "../../platform/content/fields.ts";
import { postDefinition } from "./definition.ts";
import { interpolate, misplacedLabels, nodesToHtml, OPERATOR_MARKER, parseMarkdown, postBlocks } from "../pages/index.server.ts";
import type { CardOperator } from "../operators/index.ts";

/** Average silent-reading speed for Spanish prose used for the read time. */
export const WORDS_PER_MINUTE = 200;

/** A post's frontmatter: the fields of definition.ts (the body is the Markdown after it). */
export const frontmatterSchema = toZod(postDefinition);

export type BlogFrontmatter = z.infer<typeof frontmatterSchema>;

export interface BlogPost extends BlogFrontmatter {
  /**
   * Body as HTML, converted from the trusted Markdown. An operator's block (`::operador{id="…"}`)
   * is a marker `<!--operador:<id>-->` between top-level elements: the article page draws it with
   * its component, the RSS feed drops it.
   */
  content: string;
  /** The operators of those blocks, by id (what their component shows). */
  operators: Record<string, CardOperator>;
  /** e.g. '8 min', computed from the word count. */
  readTime: string;
  wordCount: number;
  /** dateModified for structured data and the sitemap. */
  updated: string;
  /** Every site-internal path the body links to (checked by the content check). */
  internalLinks: string[];
  authorName: string;
  /** /autores/<slug> */
  authorUrl: string;
  /** The author is an example persona: the byline says so. */
  authorExample: boolean;
}

/** What a card needs: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, "content" | "operators" | "internalLinks" | "wordCount">;

export function readTimeFor(wordCount: number): string {
  return `${Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))} min`;
}

/** Words a reader reads: the text of the Markdown without syntax, link targets or table rules. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, " ")
    .replace(/[#*_>`|\\]/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Markdown → HTML through the site's one Markdown pipeline (app/features/pages/markdown.server.ts), without
 * directives but `::operador{id="…"}`; collects the internal links it meets. Throws on the first problem
 * (raw HTML, an h1, an image, a link that is neither a site path nor https://, mailto: or tel:, an
 * unknown operator).
 */
export function renderMarkdown(markdown: string, source = "post"): { html: string; internalLinks: string[]; operators: Record<string, CardOperator> } {
  // {{operador.<id>.oferta}} and the pages' other values, filled from the data (an unknown one is a problem of the check).
  const filled = interpolate(markdown, () => {});
  const { nodes, problems, references } = parseMarkdown(filled, { directives: false, field: "texto", expand: postBlocks });
  const first = problems[0];
  if (first) throw new Error(`${source}: ${first.message} (línea ${first.line} del texto)`);
  const operators: Record<string, CardOperator> = {};
  for (const n of nodes) if (n.t === "operator") operators[n.op.id] = n.op;
  const html = nodesToHtml(nodes);
  // The article page cuts the HTML at the markers: one inside a list or a quote would cut an element in two.
  if ([...html.matchAll(OPERATOR_MARKER)].length !== nodes.filter((n) => n.t === "operator").length) {
    throw new Error(`${source}: «::operador» va en su propia línea, separada por líneas en blanco, fuera de listas y citas`);
  }
  return { html, internalLinks: references.filter((r) => r.kind === "page").map((r) => r.value), operators };
}

/** Internal links of a Markdown body with their line, for the content check. */
function bodyLinks(entry: Entry<BlogFrontmatter>): Reference[] {
  const refs: Reference[] = [];
  entry.body.split("\n").forEach((text, i) => {
    for (const m of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      refs.push({ kind: "page", value: m[1]!.split("#")[0]!, line: entry.bodyLine + i, field: "texto del artículo" });
    }
  });
  return refs;
}

export const postsCollection = defineCollection({
  label: "artículos",
  dir: "blog/posts",
  format: "markdown",
  schema: frontmatterSchema,
  check(entries, report) {
    for (const e of entries) {
      if (e.data.slug !== e.id) report(e, ["slug"], `debe coincidir con el nombre del archivo («${e.id}»)`);
      // Each problem of the text on its own line of the file (e.g. an unknown operator in ::operador).
      for (const m of misplacedLabels(e.body)) report(e, [], m.message, { line: e.bodyLine + m.line - 1, field: "texto" });
      const unknownValues: number[] = [];
      const body = interpolate(e.body, (v, line) => {
        unknownValues.push(line);
        report(e, [], `el valor «{{${v}}}» no existe; mira la lista en docs/editing-pages.md`, { line: e.bodyLine + line - 1, field: "texto" });
      });
      if (unknownValues.length) continue;
      const { problems } = parseMarkdown(body, { directives: false, field: "texto", expand: postBlocks });
      for (const p of problems) report(e, [], p.message, { line: e.bodyLine + p.line - 1, field: p.field });
      if (problems.length) continue;
      try {
        renderMarkdown(e.body, e.file);
      } catch (err) {
        report(e, [], (err as Error).message.replace(`${e.file}: `, ""));
      }
    }
    const seen = new Map<string, Entry<BlogFrontmatter>>();
    for (const e of entries) {
      const prev = seen.get(e.data.id);
      if (prev) report(e, ["id"], `el id «${e.data.id}» ya lo usa ${prev.file.split("/").pop()}; pon un número que no se repita`);
      else seen.set(e.data.id, e);
    }
  },
  references: (e) => [
    { kind: "author", value: e.data.author, path: ["author"] },
    { kind: "image", value: e.data.image, path: ["image"] },
    ...bodyLinks(e),
  ],
});

/** Reads, validates and converts every post in the content folder, newest first. Throws on any problem. */
export function loadPosts(root?: string): BlogPost[] {
  const posts = loadOrThrow(postsCollection, root).map((entry) => {
    const fm = entry.data;
    const { html, internalLinks, operators } = renderMarkdown(entry.body, entry.file);
    const wordCount = countWords(entry.body);
    return {
      ...fm,
      updated: fm.updated ?? fm.publishDate,
      content: html,
      operators,
      wordCount,
      readTime: readTimeFor(wordCount),
      internalLinks,
      authorName: requireAuthor(fm.author).name,
      authorExample: requireAuthor(fm.author).example,
      authorUrl: authorPath(fm.author),
    } satisfies BlogPost;
  });
  return sortByDate(posts);
}

function sortByDate<T extends { publishDate: string; slug: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
}

let cache: BlogPost[] | undefined;

/** All posts, newest first (read once per process). */
export function getPosts(): BlogPost[] {
  cache ??= loadPosts();
  return cache;
}

export function getPost(slug: string): BlogPost | undefined {
  return getPosts().find((p) => p.slug === slug);
}

/**
 * The hero as a data URI, for the article page: it is the page's largest element, and as a
 * separate request it competes with the scripts for bandwidth on a slow phone connection. The
 * SVGs are 1–5 KB, so inlining them makes the hero paint with the text.
 */
export function heroDataUri(post: Pick<BlogPost, "image">): string {
  if (!post.image.endsWith(".svg")) return post.image;
  const file = path.join(process.cwd(), "public", post.image);
  const svg = fs.readFileSync(file, "utf8");
  const compact = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  // A space is not allowed in a URL (the W3C checker rejects the src): it is encoded too.
  return `data:image/svg+xml,${compact.replace(/[ %#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}

export function featuredPosts(posts: BlogPost[] = getPosts()): BlogPost[] {
  return posts.filter((p) => p.featured);
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { content: _content, operators: _operators, internalLinks: _links, wordCount: _words, ...summary } = post;
  return summary;
}

/**
 * Up to `limit` other posts for 'Continúa Leyendo': same category first, then the most shared
 * tags, then the newest — so the block always fills up while there are other posts.
 */
export function relatedPosts(slug: string, limit = 4, posts: BlogPost[] = getPosts()): BlogPost[] {
  const current = posts.find((p) => p.slug === slug);
  if (!current) return [];
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  const score = (p: BlogPost) =>
    (p.category === current.category ? 10 : 0) + p.tags.filter((t) => tags.has(t.toLowerCase())).length;
  return sortByDate(posts.filter((p) => p.slug !== slug))
    .map((p, i) => ({ p, s: score(p), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map(({ p }) => p);
}
