import { Link } from "react-router";
import type { BlogPostSummary } from "~/features/blog/blog.server";
import { AuthorDate, CategoryBadge, ReadTime, TagList } from "./post-meta";

/** A card of the blog list: the whole card is clickable through the title link. `priority` loads the image eagerly (first screen). */
export function BlogPostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md focus-within:ring-3 focus-within:ring-gold-500 hover:shadow-md">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <CategoryBadge category={post.category} />
          <ReadTime readTime={post.readTime} />
        </div>
        <h2 className="text-xl leading-snug font-bold text-ink">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="text-slate-700">{post.excerpt}</p>
        <TagList tags={post.tags} max={3} />
        <p className="mt-auto pt-2 text-sm">
          <AuthorDate author={post.authorName} date={post.publishDate} example={post.authorExample} />
        </p>
      </div>
    </article>
  );
}
