import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/comparacion";
import { InlineText } from "~/components/content/inline-text";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ComparisonList } from "~/components/casinos/comparison-list";
import { ResponsibleGamblingBox } from "~/components/responsible-gambling/responsible-gambling-box";
import { AFFILIATE_DISCLOSURE } from "~/content/compliance";
import { comparisonContent as c } from "~/content/comparison";
import { getOperators } from "~/content/operators";
import { absoluteUrl } from "~/lib/site";
import { buildPageMeta } from "~/lib/seo";

const PATH = "/comparacion";

export function loader() {
  return { operators: getOperators() };
}

/** Sorting and filtering only change the query string: the ten operators need no reload for that. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const ops = loaderData?.operators ?? [];
  return buildPageMeta({
    title: c.meta.title,
    description: c.meta.description,
    path: PATH,
    keywords: [...c.meta.keywords],
    breadcrumb: [
      { name: "Inicio", path: "/" },
      { name: "Comparativa", path: PATH },
    ],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: c.h1,
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        numberOfItems: ops.length,
        itemListElement: ops.map((o) => ({ "@type": "ListItem", position: o.rank, name: o.name, url: absoluteUrl(o.detailUrl) })),
      },
    ],
  });
}

export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ name: "Inicio", path: "/" }, { name: "Comparativa", path: PATH }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{c.h1}</h1>
        <p className="mt-4 text-lg text-slate-700">{c.intro}</p>
        <p className="mt-3 text-sm text-slate-600">{AFFILIATE_DISCLOSURE}</p>
      </header>
      <div className="mt-8">
        <ComparisonList operators={loaderData.operators} />
      </div>
      <section aria-labelledby="notas-title" className="mt-10 rounded-2xl border-2 border-amber-600 bg-amber-50 p-6">
        <h2 id="notas-title" className="text-xl font-bold text-ink">
          {c.notes.title}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          {c.notes.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      </section>
      <ResponsibleGamblingBox />
    </div>
  );
}
