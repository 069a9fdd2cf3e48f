import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost, BlogPostSummary } from "~/features/blog/blog.server";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { NewsletterBox, useNewsletterShellCopy } from "~/features/newsletter/components";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { ArticleBody } from "./article-body";
import { Byline } from "~/features/authors/components";
import { CategoryBadge, ReadTime, TagList } from "./post-meta";
import { RelatedPosts } from "./related-posts";
import ShareButton from "./share-button.island";
import { Island } from "~/ui/island";

export type ArticlePost = Omit<BlogPost, "internalLinks" | "wordCount">;

export function BlogArticle({
  post,
  related,
  heroSrc = post.image,
}: {
  post: ArticlePost;
  related: BlogPostSummary[];
  /** The hero inlined as a data URI by the loader (see heroDataUri), or its file path. */
  heroSrc?: string;
}) {
  const newsletter = useNewsletterShellCopy().article;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        items={[
          { name: "Inicio", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
      />
      <article className="mt-4">
        <header>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to="/blog" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver al blog
            </Link>
            <Island name="share-button" component={ShareButton} props={{ title: post.title, text: post.excerpt }} when="interaction" />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            <CategoryBadge category={post.category} />
            <ReadTime readTime={post.readTime} />
          </div>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-ink sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
          <Byline
            author={{ name: post.authorName, url: post.authorUrl, example: post.authorExample }}
            published={post.publishDate}
            updated={post.updated}
            className="mt-3"
          />
        </header>
        <img
          src={heroSrc}
          alt={post.imageAlt}
          width={1200}
          height={630}
          decoding="sync"
          className="mt-6 aspect-[1200/630] h-auto w-full rounded-2xl bg-slate-100 object-cover"
        />
        <div className="mt-6">
          <TagList tags={post.tags} />
        </div>
        <ArticleBody html={post.content} operators={post.operators} />
        {/* No readers/likes/shares counters: the spec's fixed 2.3k, 47 and 12 would be invented social proof
            (docs/decisions/0170-no-invented-social-proof.md). */}
      </article>

      <NewsletterBox title={newsletter.title} text={newsletter.text} />

      <RelatedPosts posts={related} />

      <ResponsibleGamblingBox />
    </div>
  );
}
