import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { formatDateLong } from "~/platform/format";
import type { ComponentProps } from "react";
import { BonusTerms } from "~/features/operators/components";
import type { AuthorPageCopy } from "./author-pages-copy";

export interface AuthorView {
  slug: string;
  name: string;
  role: string;
  bio: string;
  photo?: string;
  initials: string;
  areas: string[];
  url: string;
  /** An example persona (`example: true`): the page says so above everything else. */
  example?: boolean;
}

export interface AuthorWork {
  title: string;
  href: string;
  updated: string;
  summary: string;
  /** A review's welcome offer: shown with its conditions, its state, +18 and a risk message, never alone. */
  offer?: ComponentProps<typeof BonusTerms>["operator"];
}

export function Avatar({ author }: { author: AuthorView }) {
  if (author.photo) {
    return <img src={author.photo} alt={`Foto de ${author.name}`} width={96} height={96} className="size-24 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-800 text-3xl font-extrabold text-gold-300">
      {author.initials}
    </span>
  );
}

function WorkList({ id, title, items, empty }: { id: string; title: string; items: AuthorWork[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 grid list-none gap-4 p-0 sm:grid-cols-2">
          {items.map((w) => (
            <li key={w.href} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-ink">
                <Link to={w.href} className="text-brand-800 underline-offset-2 hover:underline">
                  {w.title}
                </Link>
              </h3>
              {w.offer ? <BonusTerms operator={w.offer} spot="page" inline className="mt-2" /> : <p className="mt-2 text-sm text-slate-700">{w.summary}</p>}
              <p className="mt-2 text-sm text-slate-700">
                Actualizado el <time dateTime={w.updated}>{formatDateLong(w.updated)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /autores/<slug>: who the author is, what they cover, and everything they write and keep up to date. */
export function AuthorPage({
  author,
  reviews,
  posts,
  copy,
  crumbs,
}: {
  author: AuthorView;
  reviews: AuthorWork[];
  posts: AuthorWork[];
  /** copy/authors.yaml for this author. */
  copy: AuthorPageCopy;
  /** The same trail as the page's BreadcrumbList. */
  crumbs: { name: string; path: string }[];
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar author={author} />
        <div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{author.name}</h1>
          <p className="mt-1 text-lg font-semibold text-brand-700">{author.role}</p>
          {author.example ? (
            <p className="mt-2 inline-block rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900" data-testid="example-author">
              Autor de ejemplo: esta ficha no describe a una persona real y no firma ninguna comprobación.
            </p>
          ) : null}
        </div>
      </header>
      <p className="mt-6 max-w-3xl text-lg text-slate-800">{author.bio}</p>
      <section aria-labelledby="areas" className="mt-6">
        <h2 id="areas" className="text-xl font-bold text-ink">
          {copy.areasTitle}
        </h2>
        <ul className="mt-3 flex list-none flex-wrap gap-2 p-0">
          {author.areas.map((a) => (
            <li key={a} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {a}
            </li>
          ))}
        </ul>
      </section>
      <WorkList id="resenas" title={copy.reviews.title} items={reviews} empty={copy.reviews.empty} />
      <WorkList id="articulos" title={copy.posts.title} items={posts} empty={copy.posts.empty} />
    </div>
  );
}
