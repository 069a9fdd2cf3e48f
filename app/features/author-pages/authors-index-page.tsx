import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import type { AuthorsIndexCopy } from "./author-pages-copy";
import { Avatar, type AuthorView } from "./author-page";

export interface AuthorSummary {
  author: AuthorView;
  reviews: number;
  posts: number;
}

/** /autores: every author, what they cover and how much they sign, each linking to their page. */
export function AuthorsIndexPage({ authors, copy, crumbs }: { authors: readonly AuthorSummary[]; copy: AuthorsIndexCopy; crumbs: { name: string; path: string }[] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{copy.h1}</h1>
        <p className="mt-3 text-lg text-slate-700">{copy.intro}</p>
      </header>
      <ul className="mt-8 grid list-none gap-4 p-0 sm:grid-cols-2" data-testid="authors-list">
        {authors.map(({ author, reviews, posts }) => (
          <li key={author.slug} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Avatar author={author} />
            <div className="min-w-0">
              <h2 className="text-xl font-bold text-ink">
                <Link to={author.url} className="text-brand-800 underline underline-offset-2">
                  {author.name}
                </Link>
              </h2>
              <p className="font-semibold text-brand-700">{author.role}</p>
              <p className="mt-2 text-sm text-slate-700">{author.areas.join(" · ")}</p>
              <p className="mt-2 text-sm text-slate-700">
                {reviews} {reviews === 1 ? copy.reviewsOne : copy.reviews} · {posts} {posts === 1 ? copy.postsOne : copy.posts}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
