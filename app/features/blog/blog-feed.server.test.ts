// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { getPosts } from "./blog.server";
import { blogRssXml } from "./blog-feed.server";
import { SITE_URL } from "../../platform/site";

describe("RSS feed", () => {
  const xml = blogRssXml(getPosts());
  const doc = new DOMParser().parseFromString(xml, "application/xml");

  it("is well-formed RSS 2.0 with one item per post, newest first", () => {
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(getPosts().length);
    const links = items.map((i) => i.getElementsByTagName("link")[0]!.textContent);
    expect(links).toEqual(getPosts().map((p) => `${SITE_URL}/blog/${p.slug}`));
  });

  it("gives each item a title, RFC 822 date, author, description and the full body with absolute links", () => {
    const first = doc.getElementsByTagName("item")[0]!;
    const post = getPosts()[0]!;
    expect(first.getElementsByTagName("title")[0]!.textContent).toBe(post.title);
    expect(first.getElementsByTagName("pubDate")[0]!.textContent).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 12:00:00 GMT$/);
    expect(first.getElementsByTagName("description")[0]!.textContent).toBe(post.excerpt);
    // An example persona is named with its mark (issue 49).
    expect(xml).toContain(`<dc:creator>${post.authorName}${post.authorExample ? " (autor de ejemplo)" : ""}</dc:creator>`);
    const body = first.getElementsByTagName("content:encoded")[0]!.textContent!;
    expect(body).toContain("<h2");
    expect(body).not.toMatch(/href="\/[^/]/);
    expect(xml).toContain(`href=&quot;${SITE_URL}/`);
  });

  it("declares its own URL and the site's language", () => {
    expect(xml).toContain(`<atom:link href="${SITE_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(doc.getElementsByTagName("language")[0]!.textContent).toBe("es-ES");
  });

  it("stays valid for an empty blog", () => {
    const empty = new DOMParser().parseFromString(blogRssXml([]), "application/xml");
    expect(empty.querySelector("parsererror")).toBeNull();
    expect(empty.getElementsByTagName("item")).toHaveLength(0);
  });
});
