/**
 * An example persona (`example: true`) is marked wherever it signs (issue 49): the byline of every content
 * page (/metodologia, /guia-juego-responsable…), review, guide and post, the blog's cards and feed; and the
 * structured data names the site's Organization instead of a Person. Checked against whatever the authors'
 * files say, so replacing a persona by a real author keeps it passing.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { authorRef, personRef } from "../../platform/seo.ts";
import { SITE_URL } from "../../platform/site.ts";
import { contentPages } from "../pages/pages.server.ts";
import { ContentPageView } from "../pages/content-page-view.tsx";
import { meta as contentPageMeta } from "../pages/routes/content-page.tsx";
import { AuthorDate } from "../blog/post-meta.tsx";
import { blogPostingJsonLd } from "../blog/blog-seo.ts";
import { getAuthor } from "./authors.ts";
import { EXAMPLE_AUTHOR_MARK } from "./byline.tsx";

const html = (el: React.ReactElement) => {
  const router = createMemoryRouter([{ path: "/", element: el }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
};

const persona = { name: "Ana Ejemplo", url: "/autores/ana-ejemplo", example: true };
const person = { name: "Ana Ferrer", url: "/autores/ana-ferrer" };

describe("structured data of what an example persona signs", () => {
  it("names the site's Organization, not a Person", () => {
    expect(authorRef(persona)).toMatchObject({ "@type": "Organization", "@id": `${SITE_URL}/#organization` });
    expect(JSON.stringify(authorRef(persona))).not.toContain("Ana Ejemplo");
    expect(authorRef(person)).toEqual(personRef(person));
  });

  it("a blog post by a persona has the site as author", () => {
    const post = { slug: "x", title: "T", excerpt: "E", authorName: persona.name, authorUrl: persona.url, publishDate: "2026-01-01", updated: "2026-01-01", category: "c", tags: [], image: "/i.jpg", readTime: "3 min" };
    expect(blogPostingJsonLd({ ...post, authorExample: true }).author).toMatchObject({ "@type": "Organization" });
    expect(blogPostingJsonLd(post).author).toMatchObject({ "@type": "Person", name: persona.name });
  });
});

describe("every content page's byline and structured data follow its author's file", () => {
  const pages = contentPages();

  it("has pages to check", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  for (const page of pages) {
    it(`${page.path}: «${EXAMPLE_AUTHOR_MARK}» exactly when its author is an example`, () => {
      const example = getAuthor(page.author)?.example ?? false;
      expect(page.authorExample).toBe(example);
      const out = html(createElement(ContentPageView, { page }));
      expect(out.includes(`(${EXAMPLE_AUTHOR_MARK})`)).toBe(example);
      expect(out).toContain(`href="${page.authorUrl}"`);

      const tags = contentPageMeta({ loaderData: { page, path: page.path, faq: [] } } as never) as Record<string, unknown>[];
      const ld = JSON.stringify(tags.filter((t) => "script:ld+json" in t));
      expect(ld).toContain('"author"');
      expect(ld.includes('"@type":"Person"')).toBe(!example);
    });
  }

  it("a page signed by a persona is marked (planted)", () => {
    const page = { ...pages[0]!, authorName: persona.name, authorUrl: persona.url, authorExample: true };
    expect(html(createElement(ContentPageView, { page }))).toContain(`Ana Ejemplo</a><span data-testid="example-author"> (${EXAMPLE_AUTHOR_MARK})`);
  });
});

describe("the blog's cards", () => {
  it("mark a persona beside its name", () => {
    expect(html(createElement(AuthorDate, { author: "Ana Ejemplo", date: "2026-01-01", example: true }))).toContain(`(${EXAMPLE_AUTHOR_MARK})`);
    expect(html(createElement(AuthorDate, { author: "Ana Ferrer", date: "2026-01-01" }))).not.toContain(EXAMPLE_AUTHOR_MARK);
  });
});
