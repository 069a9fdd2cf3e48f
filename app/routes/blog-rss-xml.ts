import { getPosts } from "~/content/blog.server";
import { blogRssXml } from "~/lib/blog-feed.server";

/** /blog/rss.xml — prerendered at build like the sitemap. */
export function loader() {
  return new Response(blogRssXml(getPosts()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
