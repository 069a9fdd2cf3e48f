/**
 * What a visitor reads on every prerendered page (build/client/**\/index.html) holds no content markup the
 * site failed to render: no `[text](address)` left as text, no `**bold**`, no `{{variable}}` unfilled —
 * in the text, an image's alt, an accessible name, the title or the meta description. Each owner field
 * is rendered by its own component, and a field whose component shows plain text while the owner's text
 * holds a link printed «[condiciones habituales](/guia-condiciones-habituales#tabla)» on every review
 * (the note under a bonus without its own contribution table). Reads the files as built; the content
 * can change freely, the rule cannot.
 */
import fs from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { requireBuild } from "../../scripts/lib/app-server.mjs";

requireBuild();
const CLIENT = path.join(import.meta.dirname, "../../build/client");
const pages = (fs.readdirSync(CLIENT, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).sort();

/** Markup of the content format that must never reach a reader as text. */
const LEFT_OVER = /\]\(|\*\*|\{\{|\}\}/;

/** Where the markup was found in one page, with the text around it. */
function leftOvers(html: string): string[] {
  const doc = parseDocument(html);
  const found: string[] = [];
  const note = (where: string, text: string) => {
    const at = text.search(LEFT_OVER);
    if (at >= 0) found.push(`${where}: …${text.slice(Math.max(0, at - 60), at + 60)}…`);
  };
  for (const el of DomUtils.findAll((e) => ["script", "style", "template"].includes(e.name), doc.children)) DomUtils.removeElement(el);
  const body = DomUtils.findOne((e) => e.name === "body", doc.children);
  if (body) note("texto", DomUtils.textContent(body).replace(/\s+/g, " "));
  const title = DomUtils.findOne((e) => e.name === "title", doc.children);
  if (title) note("title", DomUtils.textContent(title));
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const attribute of ["alt", "aria-label", "title"]) if (el.attribs[attribute]) note(`${el.name}[${attribute}]`, el.attribs[attribute]);
    if (el.name === "meta" && el.attribs.content && /description$/.test(el.attribs.name ?? el.attribs.property ?? "")) note(`meta ${el.attribs.name ?? el.attribs.property}`, el.attribs.content);
  }
  return found;
}

describe("prerendered pages show no content markup as text", () => {
  it("finds the pages (the reviews, the guides, the blog, the payment methods…)", () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages).toContain("index.html");
  });

  it("the check itself sees markup left as text", () => {
    expect(leftOvers("<html><body><p>Cifras: [condiciones](/guia#tabla).</p></body></html>")).toHaveLength(1);
    expect(leftOvers('<html><head><meta name="description" content="Hola {{site.name}}"></head><body><img alt="**x**"></body></html>')).toHaveLength(2);
    expect(leftOvers('<html><body><p>Cifras: <a href="/guia#tabla">condiciones</a>.</p><script>const a = {{}};</script></body></html>')).toEqual([]);
  });

  it("no page has any", () => {
    const problems = pages.flatMap((page) => leftOvers(fs.readFileSync(path.join(CLIENT, page), "utf8")).map((p) => `/${page} — ${p}`));
    expect(problems).toEqual([]);
  });
});
