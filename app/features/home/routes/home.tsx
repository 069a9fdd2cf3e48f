import type { Route } from "./+types/home";
import { homePageCopy } from "~/features/home/home-copy.server";
import { HOME_TOP_COUNT, toCard } from "~/features/operators";
import { getTopOperators } from "~/features/operators/index.server";
import { HomePage } from "~/features/home/home-page";
import { buildMeta, faqJsonLd, rankedListJsonLd, webPageJsonLd } from "~/platform/seo";

/**
 * The page's copy comes from content/copy/home.yaml with its {{variables}} (ranking figures,
 * site config) resolved here, on the server; the FAQ answers that state figures of the ranking
 * follow the operator and methodology data.
 */
export function loader() {
  return { top: getTopOperators(HOME_TOP_COUNT).map(toCard), copy: homePageCopy() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return buildMeta({ title: "", description: "", path: "/" });
  const { title, description, keywords } = loaderData.copy.meta;
  return buildMeta({
    title,
    description,
    path: "/",
    keywords,
    structuredData: [
      webPageJsonLd({ title, description, path: "/" }),
      rankedListJsonLd(
        loaderData.copy.topCasinos.title,
        loaderData.top.map((o) => ({ position: o.rank, name: o.name, path: o.detailUrl })),
      ),
      faqJsonLd(loaderData.copy.faq.items),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage top={loaderData.top} copy={loaderData.copy} />;
}
