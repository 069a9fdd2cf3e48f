import type { BlogPost } from "./blog.server";
import { escapeMarkup } from "../../platform/text";
import { blogMeta } from "./blog-copy.server";
import { BLOG_FEED_PATH, BLOG_PATH } from "./blog-seo";
import { SITE_NAME, SITE_URL, absoluteUrl } from "../../platform/site";
import { EXAMPLE_AUTHOR_MARK } from "../authors/components";

/** RFC 822 date, as RSS 2.0 requires (noon UTC, so no reader shifts the day). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/**
 * Feed readers show the body outside the site: site-relative links become absolute, and the
 * operators' blocks (`::operador`, markers in the HTML) are left out — an advertisement is shown
 * only where its «Publicidad», terms and +18 line are drawn with it.
 */
function feedHtml(html: string): string {
  return html.replace(/<!--operador:[a-z0-9-]+-->\n?/g, "").replace(/href="\/(?!\/)/g, `href="${SITE_URL}/`);
}

/** RSS 2.0 feed of every post, newest first, with the full article in content:encoded. */
export function blogRssXml(posts: BlogPost[]): string {
  // The channel's title and description are the blog list's (content/copy/blog.yaml).
  const blog = blogMeta();
  const lastBuild = posts.reduce((max, p) => (p.updated > max ? p.updated : max), "1970-01-01");
  const items = posts
    .map((p) => {
      const url = absoluteUrl(`/blog/${p.slug}`);
      return [
        "    <item>",
        `      <title>${escapeMarkup(p.title)}</title>`,
        `      <link>${escapeMarkup(url)}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
        `      <pubDate>${rfc822(p.publishDate)}</pubDate>`,
        `      <dc:creator>${escapeMarkup(p.authorExample ? `${p.authorName} (${EXAMPLE_AUTHOR_MARK})` : p.authorName)}</dc:creator>`,
        `      <category>${escapeMarkup(p.category)}</category>`,
        ...p.tags.map((t) => `      <category>${escapeMarkup(t)}</category>`),
        `      <description>${escapeMarkup(p.excerpt)}</description>`,
        `      <content:encoded>${escapeMarkup(feedHtml(p.content))}</content:encoded>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeMarkup(`${blog.title} | ${SITE_NAME}`)}</title>
    <link>${escapeMarkup(absoluteUrl(BLOG_PATH))}</link>
    <atom:link href="${escapeMarkup(absoluteUrl(BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>
    <description>${escapeMarkup(blog.description)}</description>
    <language>es-ES</language>
    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
