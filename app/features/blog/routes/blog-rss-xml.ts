import { getPosts } from "~/features/blog/blog.server";
import { blogRssXml } from "~/features/blog/blog-feed.server";

/** /blog/rss.xml — prerendered at build like the sitemap. */
export function loader() {
  return new Response(blogRssXml(getPosts()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
