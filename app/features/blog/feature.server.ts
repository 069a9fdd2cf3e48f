/**
 * The blog's pages (registered in app/composition/registry.server.ts): the list (dated by its newest post), every
 * article with its own date, and the RSS feed.
 */
import { route } from "@react-router/dev/routes";
import { CORE_UPDATED, type PageFeature } from "../../platform/page-feature.ts";
import { getPosts, postsCollection } from "./blog.server.ts";
import { blogCopy } from "./blog-copy.server.ts";
import { contentTypes } from "./definition.ts";

export const blogFeature: PageFeature = {
  name: "blog",
  routes: () => [route("blog", "features/blog/routes/blog.tsx"), route("blog/rss.xml", "features/blog/routes/blog-rss-xml.ts"), route("blog/:slug", "features/blog/routes/blog-post.tsx")],
  pages: () => {
    const posts = getPosts();
    const newest = posts.reduce((max, p) => (p.updated > max ? p.updated : max), "") || CORE_UPDATED;
    return [
      { path: "/blog", lastmod: newest, changefreq: "weekly", priority: 0.7 },
      ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated, changefreq: "monthly" as const, priority: 0.6 })),
    ];
  },
  files: () => [{ path: "/blog/rss.xml" }],
  // The list links every post; a post links its author and what its text links.
  links: (add) => {
    for (const p of getPosts()) {
      add("/blog", `/blog/${p.slug}`);
      add(`/blog/${p.slug}`, p.authorUrl);
      for (const l of p.internalLinks) add(`/blog/${p.slug}`, l);
    }
  },
  collections: () => [postsCollection, blogCopy],
  content: contentTypes,
};
