import type { MetaDescriptor } from "react-router";
import { SITE_NAME, SITE_URL, absoluteUrl } from "../../platform/site";
import { authorRef, type JsonLd } from "../../platform/seo";

export const BLOG_PATH = "/blog";
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** Raster share image of a post, rendered from its SVG hero (share scrapers do not accept SVG). */
export function postShareImage(slug: string): string {
  return `/og/blog/${slug}.jpg`;
}

/** The <link rel="alternate"> that lets feed readers find the RSS feed from any blog page. */
export function feedLink(): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${SITE_NAME} – Blog`,
    href: absoluteUrl(BLOG_FEED_PATH),
  };
}

export interface PostForSeo {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  authorUrl: string;
  /** An example persona: the structured data names the site instead (authorRef). */
  authorExample?: boolean;
  publishDate: string;
  updated: string;
  category: string;
  tags: string[];
  image: string;
  readTime: string;
}

export function blogPostingJsonLd(post: PostForSeo): JsonLd {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#articulo`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(postShareImage(post.slug)), absoluteUrl(post.image)],
    datePublished: post.publishDate,
    dateModified: post.updated,
    author: authorRef({ name: post.authorName, url: post.authorUrl, example: post.authorExample }),
    publisher: {
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.png"), width: 512, height: 512 },
    },
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: "es-ES",
    timeRequired: `PT${Number.parseInt(post.readTime, 10)}M`,
    isPartOf: { "@type": "Blog", "@id": `${absoluteUrl(BLOG_PATH)}#blog` },
  };
}

/** The blog's structured data; its name and description are the list's title and description (copy/blog.yaml). */
export function blogJsonLd(posts: PostForSeo[], blog: { title: string; description: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${absoluteUrl(BLOG_PATH)}#blog`,
    url: absoluteUrl(BLOG_PATH),
    name: blog.title,
    description: blog.description,
    inLanguage: "es-ES",
    publisher: { "@id": `${SITE_URL}/#organization` },
    blogPost: posts.map((p) => ({
      "@type": "BlogPosting",
      "@id": `${absoluteUrl(`/blog/${p.slug}`)}#articulo`,
      url: absoluteUrl(`/blog/${p.slug}`),
      headline: p.title,
      datePublished: p.publishDate,
      dateModified: p.updated,
      author: authorRef({ name: p.authorName, url: p.authorUrl, example: p.authorExample }),
    })),
  };
}
