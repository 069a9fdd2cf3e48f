import type { Route } from "./+types/home";
import { homeContent as h } from "~/content/home";
import { HOME_TOP_COUNT, rankingFacts, withRanking } from "~/content/operator-utils";
import { getOperators, getTopOperators } from "~/content/operators";
import { HomePage } from "~/components/home/home-page";
import { buildMeta, faqJsonLd, rankedListJsonLd, webPageJsonLd } from "~/lib/seo";

export function loader() {
  return { top: getTopOperators(HOME_TOP_COUNT), ranking: rankingFacts(getOperators()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description, keywords } = loaderData ? withRanking(h.meta, loaderData.ranking) : h.meta;
  return buildMeta({
    title,
    description,
    path: "/",
    keywords,
    structuredData: [
      webPageJsonLd({ title, description, path: "/" }),
      rankedListJsonLd(
        h.topCasinos.title,
        (loaderData?.top ?? []).map((o) => ({ position: o.rank, name: o.name, path: o.detailUrl })),
      ),
      faqJsonLd(h.faq.items),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage top={loaderData.top} ranking={loaderData.ranking} />;
}
