import { replace } from "react-router";
import { SITE_NAME } from "~/platform/site";
import type { Route } from "./+types/blog-post";
import { BlogArticle } from "~/features/blog/blog-article";
import { getPost, heroDataUri, relatedPosts, toSummary } from "~/features/blog/blog.server";
import { BLOG_PATH, blogPostingJsonLd, feedLink, postShareImage } from "~/features/blog/blog-seo";
import { breadcrumbJsonLd, buildMeta } from "~/platform/seo";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  // Unknown slug: a 301 to the list for a direct request; `replace` makes the client navigation
  // replace the history entry instead of stacking a dead URL. Never stored: a 301 without
  // Cache-Control may be kept by a browser for good, hiding the post once it is published.
  if (!post) throw replace(BLOG_PATH, { status: 301, headers: { "Cache-Control": "no-store" } });
  const { internalLinks: _links, wordCount: _words, ...article } = post;
  return { post: article, heroSrc: heroDataUri(post), related: relatedPosts(post.slug).map(toSummary) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return buildMeta({
    title: post.title,
    description: post.excerpt,
    path,
    ogType: "article",
    image: { path: postShareImage(post.slug), width: 1200, height: 630, alt: post.imageAlt },
    keywords: post.tags,
    extra: [
      { property: "article:published_time", content: post.publishDate },
      { property: "article:modified_time", content: post.updated },
      { property: "article:section", content: post.category },
      // An example persona is not named as a real author (its byline says «autor de ejemplo»).
      { property: "article:author", content: post.authorExample ? SITE_NAME : post.authorName },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
      feedLink(),
    ],
    structuredData: [
      blogPostingJsonLd(post),
      breadcrumbJsonLd([
        { name: "Inicio", path: "/" },
        { name: "Blog", path: BLOG_PATH },
        { name: post.title, path },
      ]),
    ],
  });
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticle key={loaderData.post.slug} post={loaderData.post} heroSrc={loaderData.heroSrc} related={loaderData.related} />;
}
