import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "~/features/blog/blog.server";
import { CategoryBadge, ReadTime, TagList } from "./post-meta";

export const RELATED_MAX = 4;
export const RELATED_TAGS_MAX = 2;

/**
 * 'Continúa Leyendo': up to four other posts and a link to the list. No «Trending» badge: the spec puts one
 * on the first card, but nothing measures what trends, so it would be invented (docs/decisions/0240).
 */
export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  const shown = posts.slice(0, RELATED_MAX);
  return (
    <section aria-labelledby="continua-leyendo" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="continua-leyendo" className="text-2xl font-bold text-ink">
          Continúa Leyendo
        </h2>
        <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2">
          Ver todos los artículos
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-6 grid list-none gap-5 p-0 sm:grid-cols-2">
          {shown.map((post) => (
            <li key={post.slug} className="flex">
              <article className="relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-gold-500 hover:shadow-md">
                <div className="relative">
                  <img
                    src={post.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[1200/630] h-auto w-full bg-slate-100 object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    <CategoryBadge category={post.category} />
                    <ReadTime readTime={post.readTime} />
                  </div>
                  <h3 className="text-lg leading-snug font-bold text-ink">
                    <Link
                      to={`/blog/${post.slug}`}
                      className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline focus-visible:outline-none"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <div className="mt-auto pt-1">
                    <TagList tags={post.tags} max={RELATED_TAGS_MAX} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
