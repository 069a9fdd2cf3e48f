import type { Route } from "./+types/home";
import { homeContent as h } from "~/content/home";
import { HOME_TOP_COUNT, rankingFacts, withRanking } from "~/content/operator-utils";
import { getOperators, getTopOperators } from "~/content/operators";
import { interpolate } from "~/content/page-variables";
import { HomePage } from "~/components/home/home-page";
import { buildMeta, faqJsonLd, rankedListJsonLd, webPageJsonLd } from "~/lib/seo";

/**
 * The FAQ answers that state figures of the ranking (top rating, biggest bonus, payment methods,
 * weights) write them as {{variables}} of the operator and methodology data, filled in here.
 */
function homeFaq() {
  const fill = (text: string) =>
    interpolate(text, (name) => {
      throw new Error(`app/content/home.ts: la pregunta frecuente usa {{${name}}}, que no existe`);
    });
  return h.faq.items.map((i) => ({ question: fill(i.question), answer: fill(i.answer) }));
}

export function loader() {
  return { top: getTopOperators(HOME_TOP_COUNT), ranking: rankingFacts(getOperators()), faq: homeFaq() };
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
      faqJsonLd(loaderData?.faq ?? []),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage top={loaderData.top} ranking={loaderData.ranking} faq={loaderData.faq} />;
}
