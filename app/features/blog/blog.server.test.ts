import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getOperators } from "../operators/operators.ts";
import { postShareImage } from "./blog-seo.ts";
import { prerenderPaths } from "../../composition/site-pages.server.ts";
import { siteNav } from "../../composition/site-nav.server.ts";
import { SPEC_BLOG, SPEC_BLOG_CATEGORIES } from "../../../tests/spec-facts.ts";
import { BLOG_CATEGORIES } from "./lists.ts";
import {
  countWords,
  featuredPosts,
  getPost,
  getPosts,
  heroDataUri,
  loadPosts,
  readTimeFor,
  relatedPosts,
  renderMarkdown,
} from "./blog.server.ts";

const posts = getPosts();

describe("blog content", () => {
  it("uses the spec's eight categories, and only those", () => {
    expect([...BLOG_CATEGORIES]).toEqual([...SPEC_BLOG_CATEGORIES]);
    for (const p of posts) expect(BLOG_CATEGORIES, p.slug).toContain(p.category);
  });

  it("has unique ids and slugs", () => {
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it("links every featured post, and only those, from the footer's menu data", () => {
    const featured = featuredPosts();
    expect(featured.length).toBeGreaterThan(0);
    expect(siteNav().featuredArticles).toEqual(featured.map((p) => ({ label: p.title, href: `/blog/${p.slug}` })));
  });

  it("names an existing author on every post", () => {
    for (const p of posts) {
      expect(p.authorName.length, p.slug).toBeGreaterThan(2);
      expect(p.authorUrl).toBe(`/autores/${p.author}`);
    }
  });

  it("gives every post a hero image that exists in public/", () => {
    for (const p of posts) {
      expect(fs.existsSync(path.join(process.cwd(), "public", p.image)), p.image).toBe(true);
      expect(p.image).toBe(`/images/blog/${p.slug}.svg`);
      // Raster copy for share scrapers (scripts/generate-blog-images.mjs).
      expect(fs.existsSync(path.join(process.cwd(), "public", postShareImage(p.slug))), p.slug).toBe(true);
    }
  });

  it("publishes real articles of 800 to 1,500 words with a computed read time", () => {
    for (const p of posts) {
      expect(p.wordCount, p.slug).toBeGreaterThanOrEqual(800);
      expect(p.wordCount, p.slug).toBeLessThanOrEqual(1500);
      expect(p.readTime).toBe(readTimeFor(p.wordCount));
      expect(p.readTime).toMatch(/^\d+ min$/);
    }
  });

  it("never dates a post in the future, nor an update before the publication", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const p of posts) {
      expect(p.publishDate <= today, p.slug).toBe(true);
      expect(p.updated >= p.publishDate).toBe(true);
    }
  });

  it("links only to pages that exist on the site", () => {
    const known = new Set(prerenderPaths());
    for (const p of posts) {
      expect(p.internalLinks.length, p.slug).toBeGreaterThan(2);
      for (const href of p.internalLinks) {
        const pathOnly = href.split("#")[0]!;
        expect(known.has(pathOnly), `${p.slug} → ${href}`).toBe(true);
        expect(pathOnly).not.toBe(`/blog/${p.slug}`);
      }
    }
  });

  it("follows the advertising rules: no bonus called free, a responsible-gambling line in every post", () => {
    for (const p of posts) {
      const text = p.content.replace(/<[^>]+>/g, " ");
      expect(text, p.slug).not.toMatch(/(bono|bonos|tiradas|giros|free spins)[^.]{0,30}\bgratis\b/i);
      expect(text, p.slug).not.toMatch(/\bgratis\b[^.]{0,15}(bono|bonos|tiradas|giros)/i);
      expect(text, p.slug).toMatch(/mayores de 18 años/);
      expect(text, p.slug).toMatch(/900 200 225/);
    }
  });

  it("renders bodies whose headings start at h2 (the article title is the only h1)", () => {
    for (const p of posts) {
      expect(p.content).not.toMatch(/<h1/);
      expect(p.content).toMatch(/<h2 id="[a-z0-9-]+">/);
    }
  });

  it("finds a post by slug and nothing for an unknown one", () => {
    expect(getPost(posts[0]!.slug)?.title).toBe(posts[0]!.title);
    expect(getPost("no-existe")).toBeUndefined();
  });
});

describe("heroDataUri", () => {
  it("inlines an SVG hero as a data URI that decodes to the same drawing", () => {
    const post = posts[0]!;
    const uri = heroDataUri(post);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 1200 630'/);
    expect(uri).not.toMatch(/[#"<> ]/); // a space is not valid in a URL (W3C Nu checker)
  });

  it("keeps the path of a raster hero", () => {
    expect(heroDataUri({ image: "/images/blog/x.jpg" })).toBe("/images/blog/x.jpg");
  });
});

describe("relatedPosts", () => {
  it("returns up to four other posts, never the current one", () => {
    const expected = Math.min(SPEC_BLOG.relatedMax, posts.length - 1);
    for (const p of posts) {
      const related = relatedPosts(p.slug);
      expect(related).toHaveLength(expected);
      expect(related.map((r) => r.slug)).not.toContain(p.slug);
      expect(new Set(related.map((r) => r.slug)).size).toBe(expected);
    }
  });

  it("puts posts of the same category first", () => {
    for (const p of posts) {
      const same = posts.filter((o) => o.slug !== p.slug && o.category === p.category).length;
      const related = relatedPosts(p.slug);
      const firstSame = related.slice(0, Math.min(same, related.length));
      for (const r of firstSame) expect(r.category, p.slug).toBe(p.category);
    }
  });

  it("returns fewer when there are fewer other posts, and none for an unknown slug", () => {
    expect(relatedPosts(posts[0]!.slug, 4, posts.slice(0, 3))).toHaveLength(2);
    expect(relatedPosts("no-existe")).toEqual([]);
  });
});

describe("loader", () => {
  const dirs: string[] = [];
  /** A content folder with an empty blog/posts inside; returns [content root, posts folder]. */
  const tmpRoot = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
    dirs.push(d);
    fs.mkdirSync(path.join(d, "blog", "posts"), { recursive: true });
    return [d, path.join(d, "blog", "posts")] as const;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  const valid = (over: Record<string, string> = {}, body = "## Título\n\nTexto del artículo.") => {
    const fm: Record<string, string> = {
      id: '"x1"',
      title: '"Un título de prueba suficientemente largo"',
      excerpt: '"Un resumen de prueba que tiene que superar los sesenta caracteres para ser válido del todo."',
      author: "laura-gomez",
      publishDate: '"2026-01-15"',
      category: '"Reseñas"',
      slug: '"prueba"',
      image: '"/images/blog/prueba.svg"',
      imageAlt: '"Ilustración de prueba"',
      tags: '["Uno", "Dos"]',
      featured: "false",
      ...over,
    };
    return `---\n${Object.entries(fm)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n")}\n---\n\n${body}\n`;
  };

  it("returns an empty list for an empty or missing folder", () => {
    expect(loadPosts(tmpRoot()[0])).toEqual([]);
    expect(loadPosts(path.join(tmpRoot()[0], "no-existe"))).toEqual([]);
  });

  it("loads a valid file", () => {
    const [root, d] = tmpRoot();
    fs.writeFileSync(path.join(d, "prueba.md"), valid());
    const [post] = loadPosts(root);
    expect(post?.slug).toBe("prueba");
    expect(post?.readTime).toBe("1 min");
    expect(post?.updated).toBe("2026-01-15");
  });

  it.each([
    ["an unknown category", { category: '"Póker"' }],
    ["a non-ISO date", { publishDate: '"15/01/2026"' }],
    ["an impossible date", { publishDate: '"2026-02-30"' }],
    ["a slug that differs from the file name", { slug: '"otra"' }],
    ["an unknown field", { readTime: '"8 min"' }],
  ])("rejects %s", (_label, over) => {
    const [root, d] = tmpRoot();
    fs.writeFileSync(path.join(d, "prueba.md"), valid(over));
    expect(() => loadPosts(root)).toThrow(/blog\/posts\/prueba\.md:\d+: /);
  });

  it("rejects duplicate ids", () => {
    const [root, d] = tmpRoot();
    fs.writeFileSync(path.join(d, "prueba.md"), valid());
    fs.writeFileSync(path.join(d, "prueba-dos.md"), valid({ slug: '"prueba-dos"' }));
    expect(() => loadPosts(root)).toThrow(/prueba\.md:\d+: id — el id «x1» ya lo usa prueba-dos\.md/);
  });

  it.each([
    ["raw HTML", "<script>alert(1)</script>"],
    ["an h1 in the body", "# Otro título"],
    ["a javascript: link", "[clic](javascript:alert(1))"],
    ["an inline image", "![x](/images/x.svg)"],
  ])("rejects a body with %s", (_label, body) => {
    expect(() => renderMarkdown(body)).toThrow();
  });
});

describe("renderMarkdown", () => {
  it("keeps internal links plain and opens external ones in a new tab", () => {
    const { html, internalLinks } = renderMarkdown("Ver [la comparación](/comparacion) y [DGOJ](https://www.ordenacionjuego.es).");
    expect(html).toContain('<a href="/comparacion">la comparación</a>');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(internalLinks).toEqual(["/comparacion"]);
  });

  it("gives headings stable ids and wraps tables in a focusable scroll region", () => {
    const { html } = renderMarkdown("## Qué significa «35x»\n\n| A | B |\n| --- | --- |\n| 1 | 2 |");
    expect(html).toContain('<h2 id="que-significa-35x">');
    expect(html).toMatch(/<div class="table-scroll" role="region" aria-label="Tabla: A, B" tabindex="0"><table>/);
    expect(html).toContain('<th scope="col">A</th>');
  });
});

describe("::operador in a post", () => {
  const [first, second] = getOperators();

  it("places an operator's block as a marker with the operator's card data", () => {
    const { html, operators } = renderMarkdown(`Antes.\n\n::operador{id="${first!.id}"}\n\nDespués.`);
    expect(html).toMatch(new RegExp(`<p>Antes.</p>\n<!--operador:${first!.id}-->\n<p>Después.</p>`));
    expect(operators[first!.id]).toMatchObject({ id: first!.id, name: first!.name, bonus: first!.bonus, termsUrl: first!.termsUrl });
    // The tracking link never travels with the page's data.
    expect(JSON.stringify(operators)).not.toContain("affiliateUrl");
  });

  it("refuses an unknown operator, with the line, and any other directive", () => {
    expect(() => renderMarkdown("Uno.\n\nDos.\n\n::operador{id=\"no-existe\"}", "post.md")).toThrow(/no existe el operador «no-existe».*línea 5/);
    expect(() => renderMarkdown("::operador")).toThrow(/falta el atributo «id»/);
    expect(() => renderMarkdown(`::operador{id="${second!.id}" color="rojo"}`)).toThrow(/atributo desconocido «color»/);
    expect(() => renderMarkdown("::faq")).toThrow(/no están admitidas en este texto; solo «::operador»/);
  });

  it("refuses a block inside a list or a quote (the page cuts the HTML at the marker)", () => {
    expect(() => renderMarkdown(`> Cita\n>\n> ::operador{id="${first!.id}"}`)).toThrow(/fuera de listas y citas/);
  });
});

describe("read time", () => {
  it("counts words without Markdown syntax or link targets", () => {
    expect(countWords("## Hola mundo\n\n[un enlace](/comparacion) y **negrita** | x |\n| --- |")).toBe(7);
  });

  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(readTimeFor(1)).toBe("1 min");
    expect(readTimeFor(200)).toBe("1 min");
    expect(readTimeFor(201)).toBe("2 min");
    expect(readTimeFor(1500)).toBe("8 min");
  });
});

describe("values filled from the data in a post's text", () => {
  it("{{operador.<id>.oferta}} and .requisito become the operator's offer, so the text follows every change", async () => {
    const { renderMarkdown } = await import("./blog.server.ts");
    const [op] = getOperators();
    const { html } = renderMarkdown(`La oferta de ${op!.name}: {{operador.${op!.id}.oferta}}, con {{operador.${op!.id}.requisito}}.`);
    expect(html).toContain(op!.bonus.replace(/&/g, "&amp;"));
    expect(html).toContain(op!.wageringRequirement.replace(/&/g, "&amp;"));
    expect(html).not.toContain("{{");
  });
});
