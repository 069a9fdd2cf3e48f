import { logNotFound } from "~/platform/not-found-log.server";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/comparar-pair";
import { HeadToHeadPage } from "~/features/comparison/head-to-head-page";
import { headToHeadRows, isPrerenderedPair, pairPath, parsePairSlug, tally } from "~/features/comparison/head-to-head";
import { getOperator, getOperators } from "~/features/operators/index.server";
import { notFoundCopy } from "~/features/layout/index.server";
import { headToHeadPageCopy, headToHeadRowLabels, popularPairPaths } from "~/features/comparison/comparison-copy.server";
import { splitAtPath, useShellCopy } from "~/features/layout";
import { pairPageLinks } from "~/features/comparison/index.server";
import { buildPageMeta, noindexMeta, rankedListJsonLd } from "~/platform/seo";

/**
 * /comparar/<a>-vs-<b>: every pair of operators, better-ranked first. The prerendered pairs (all of
 * them up to 15 operators; decision 0295) are indexable; any other pair of two known operators is
 * rendered on demand with `noindex,follow`. The other order answers 301 to it; anything else is a
 * 404 with the not-found page.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const ids = parsePairSlug(params.pair ?? "");
  const first = ids ? getOperator(ids[0]) : undefined;
  const second = ids ? getOperator(ids[1]) : undefined;
  if (!first || !second) {
    logNotFound(url.pathname);
    return data({ found: false as const, path: url.pathname, copy: notFoundCopy("pair") }, { status: 404 });
  }
  const canonical = pairPath(first, second);
  // React Router 8's build prerenders a page by asking for its path with a trailing slash (the other
  // loaders strip it too); a visitor's trailing slash got the server's 301 before reaching here.
  if (canonical !== url.pathname.replace(/\/+$/, "")) throw redirect(canonical, 301);
  const rows = headToHeadRows(first, second, headToHeadRowLabels());
  const t = tally(rows);
  return {
    found: true as const,
    a: first,
    b: second,
    rows,
    copy: headToHeadPageCopy(first, second, t),
    path: canonical,
    // Outside the prerendered pairs: a thin page for the index, kept out of it (decision 0295).
    indexable: isPrerenderedPair(first, second, getOperators(), popularPairPaths()),
    options: getOperators().map((o) => ({ id: o.id, name: o.name })),
    // The other pairs of each operator (both reviews are linked from the two sides).
    related: pairPageLinks(first, second),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return noindexMeta(loaderData?.copy, location.pathname);
  }
  const { a, b, path, copy, indexable } = loaderData;
  return buildPageMeta({
    ...(indexable ? {} : { robots: "noindex,follow" }),
    title: copy.meta.title,
    description: copy.meta.description,
    path,
    keywords: [...copy.meta.keywords],
    breadcrumb: [
      { name: "Inicio", path: "/" },
      { name: "Comparativa", path: "/comparacion" },
      { name: copy.h1, path },
    ],
    structuredData: [
      rankedListJsonLd(copy.h1, [
        { position: a.rank, name: a.name, path: a.detailUrl },
        { position: b.rank, name: b.name, path: b.detailUrl },
      ]),
    ],
  });
}

export default function ComparePairRoute({ loaderData }: Route.ComponentProps) {
  const { homeLink } = useShellCopy().navigation;
  if (!loaderData.found) {
    const [before, after] = splitAtPath(loaderData.copy.text);
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-ink">{loaderData.copy.h1}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {before}
          <code className="rounded bg-slate-100 px-1">{loaderData.path}</code>
          {after}
        </p>
        <p className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/comparacion" className="btn-primary">
            {loaderData.copy.comparisonLink}
          </Link>
          <Link to="/" className="btn-secondary">
            {homeLink}
          </Link>
        </p>
      </div>
    );
  }
  return <HeadToHeadPage {...loaderData} />;
}
