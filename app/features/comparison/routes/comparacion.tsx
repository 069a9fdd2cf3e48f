import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/comparacion";
import { comparisonPageCopy, pairLinksCopy } from "~/features/comparison/comparison-copy.server";
import { allPairLinks } from "~/features/comparison/index.server";
import { getOperators } from "~/features/operators/index.server";
import { ComparisonPage } from "~/features/comparison/comparison-page";
import { comparisonMethodLinks } from "~/features/payment-methods/index.server";
import { buildPageMeta, rankedListJsonLd } from "~/platform/seo";

const PATH = "/comparacion";

export function loader() {
  // The payment filter leads to the method's page (app/features/payment-methods).
  return { operators: getOperators(), copy: comparisonPageCopy(), pairs: { ...allPairLinks(), copy: pairLinksCopy() }, methodLinks: comparisonMethodLinks() };
}

/** Sorting and filtering only change the query string: the ten operators need no reload for that. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return buildPageMeta({ title: "", description: "", path: PATH, breadcrumb: [] });
  const ops = loaderData.operators;
  const c = loaderData.copy;
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
      rankedListJsonLd(
        c.h1,
        ops.map((o) => ({ position: o.rank, name: o.name, path: o.detailUrl })),
      ),
    ],
  });
}

export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage operators={loaderData.operators} path={PATH} copy={loaderData.copy} pairs={loaderData.pairs} methodLinks={loaderData.methodLinks} />;
}
