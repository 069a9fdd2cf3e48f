import type { ContentPage } from "~/content/blocks";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { formatDateLong } from "~/lib/format";
import { Blocks } from "./blocks";
import { InlineText } from "./inline-text";

/** Layout of every copy-only page: breadcrumb, title, lead, optional hero, blocks. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs items={[{ name: "Inicio", path: "/" }, { name: page.breadcrumb, path: page.path }]} />
      <header className="mt-4">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{page.h1}</h1>
        <p className="mt-4 text-lg text-slate-700">
          <InlineText text={page.intro} />
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Actualizado el <time dateTime={page.updated}>{formatDateLong(page.updated)}</time>
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
      <div className="prose-es mt-6">
        <Blocks blocks={page.blocks} />
      </div>
    </article>
  );
}
