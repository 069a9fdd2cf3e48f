import type { BlogPostSummary } from "~/features/blog/blog.server";
import { BlogPostCard } from "./blog-post-card";

/** The grid of every post, newest first, or the empty-state text (copy/blog.yaml) when there are none. */
export function BlogList({ posts, emptyText }: { posts: BlogPostSummary[]; emptyText: string }) {
  if (posts.length === 0) {
    return <p className="mt-10 rounded-xl bg-slate-50 p-6 text-center text-lg text-slate-700">{emptyText}</p>;
  }
  return (
    <ul className="mt-10 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.slug} className="flex">
          <BlogPostCard post={post} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
