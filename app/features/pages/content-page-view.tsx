import type { ContentPage } from "~/features/pages/pages.server";
import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { EXAMPLE_AUTHOR_MARK } from "~/features/authors/components";
import { formatDateLong } from "~/platform/format";
import { InlineNodes, MarkdownBody } from "./markdown";

/** The page as the route hands it over: everything the loader returns (types only from the server module). */
export type ContentPageData = Omit<ContentPage, "file">;

/** Layout of every guide, landing, game and legal page: breadcrumb, title, lead, optional hero, Markdown body. */
export function ContentPageView({ page }: { page: ContentPageData }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ name: "Inicio", path: "/" }, { name: page.breadcrumb, path: page.path }]} />
      <header className="mt-4">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{page.h1}</h1>
        <p className="mt-4 text-lg text-slate-700">
          <InlineNodes nodes={page.intro} />
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Actualizado el <time dateTime={page.updated}>{formatDateLong(page.updated)}</time>
          <span aria-hidden="true"> · </span>
          <span>
            Por{" "}
            <Link to={page.authorUrl} className="font-semibold text-brand-700 underline underline-offset-2" rel="author">
              {page.authorName}
            </Link>
            {page.authorExample ? <span data-testid="example-author"> ({EXAMPLE_AUTHOR_MARK})</span> : null}
          </span>
        </p>
      </header>
      {page.hero ? (
        <img
          src={page.hero.src}
          alt={page.hero.alt}
          width={page.hero.width}
          height={page.hero.height}
          fetchPriority="high"
          className="mt-6 h-auto w-full rounded-2xl bg-slate-100"
        />
      ) : null}
      <MarkdownBody nodes={page.body} faq={page.faq} className="mt-6" />
    </article>
  );
}
