import { describe, expect, it } from "vitest";
import { getPosts } from "~/features/blog/blog.server";
import { loader, meta } from "./blog-post";

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

describe("/blog/:slug loader", () => {
  it("redirects an unknown slug to /blog with a 301 that replaces the history entry and is never stored", () => {
    let thrown: unknown;
    try {
      loader({ params: { slug: "no-existe" } } as unknown as LoaderArgs);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/blog");
    expect(res.headers.get("X-Remix-Replace")).toBe("true");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("returns the article and four related posts without bodies", () => {
    const slug = getPosts()[0]!.slug;
    const data = loader({ params: { slug } } as unknown as LoaderArgs);
    expect(data.post.slug).toBe(slug);
    expect(data.post.content).toContain("<h2");
    expect(data.related).toHaveLength(4);
    for (const r of data.related) expect(r).not.toHaveProperty("content");
  });

  it("describes the article for search engines and share scrapers", () => {
    const post = getPosts()[0]!;
    const data = loader({ params: { slug: post.slug } } as unknown as LoaderArgs);
    const tags = meta({ data, loaderData: data } as unknown as MetaArgs);
    const find = (prop: string) => tags.find((t) => "property" in t && t.property === prop) as { content: string } | undefined;
    expect(find("og:type")?.content).toBe("article");
    expect(find("og:image")?.content).toMatch(new RegExp(`/og/blog/${post.slug}\\.jpg$`));
    expect(find("article:published_time")?.content).toBe(post.publishDate);
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => (t as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
    const posting = ld.find((b) => b["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.publishDate,
      dateModified: post.updated,
      // While the author is an example persona, the site's Organization signs instead (issue 49).
      author: post.authorExample
        ? { "@type": "Organization", url: expect.stringMatching(/^https:\/\//) }
        : { "@type": "Person", name: post.authorName, url: expect.stringMatching(new RegExp(`/autores/${post.author}$`)) },
      publisher: { "@type": "Organization" },
    });
    expect((posting.image as string[])[0]).toMatch(/^https:\/\/.+\.jpg$/);
    const crumbs = ld.find((b) => b["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as unknown[]).length).toBe(3);
    expect(tags.some((t) => "rel" in t && t.rel === "alternate" && "type" in t && t.type === "application/rss+xml")).toBe(true);
  });
});
