/**
 * What the source watch compares: a page's text, normalised (markup, scripts and styles out,
 * whitespace collapsed), its hash, and a short excerpt of where a new version differs from the old.
 * Pure: the HTML is parsed by linkedom, no network, no database.
 */
import { createHash } from "node:crypto";
import { parseHTML } from "linkedom";

/** Longest normalised text kept in the database to word a later change (the hash covers all of it). */
export const MAX_STORED_TEXT = 200_000;

/** The visible text of a page (HTML or plain text), whitespace collapsed; null for other types. */
export function normaliseText(body: Buffer, contentType: string | null): string | null {
  const type = (contentType ?? "").toLowerCase();
  const text = body.toString("utf8");
  if (type.includes("html") || (!type && /<html|<body|<div|<p[\s>]/i.test(text.slice(0, 2000)))) {
    const { document } = parseHTML(text.includes("<html") ? text : `<!doctype html><html><body>${text}</body></html>`);
    for (const el of document.querySelectorAll("script, style, noscript, template, svg")) el.remove();
    return collapse(document.body?.textContent ?? document.documentElement?.textContent ?? "");
  }
  if (type.startsWith("text/") || type.includes("json") || type.includes("xml")) return collapse(text);
  return null;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** SHA-256 (hex) of the normalised text, or of the raw bytes when the type has no text. */
export function contentHash(body: Buffer, text: string | null): string {
  return createHash("sha256").update(text ?? body).digest("hex");
}

/** The first `max` characters, cut at a word, with «…» when cut. */
export function shorten(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Where `after` differs from `before`, in a few words of each: «antes: «…30 días…» · ahora: «…14 días…»».
 * The common start and end are cut off; `context` characters of the common part are kept around.
 */
export function changeExcerpt(before: string, after: string, max = 160, context = 40): string | null {
  if (before === after) return null;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const from = Math.max(0, start - context);
  const part = (s: string, end: number) => {
    const body = s.slice(from, Math.min(s.length, end + context));
    const cut = body.length > max ? `${body.slice(0, max).trimEnd()}…` : body;
    return `${from > 0 ? "…" : ""}${cut}${end + context < s.length && body.length <= max ? "…" : ""}`.trim();
  };
  const was = part(before, endB);
  const now = part(after, endA);
  return `antes: «${was || "(nada)"}» · ahora: «${now || "(nada)"}»`;
}
