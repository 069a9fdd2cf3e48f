import { data } from "react-router";
import type { Route } from "./+types/review";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { FaqSection } from "~/components/casinos/faq-section";
import { ReviewHero } from "~/components/casinos/review-hero";
import {
  ReviewAnalysis,
  ReviewBonuses,
  ReviewConditions,
  ReviewGames,
  ReviewProsCons,
  ReviewSummary,
} from "~/components/casinos/review-sections";
import { ReviewSidebar } from "~/components/casinos/review-sidebar";
import { LicensePanel } from "~/components/casinos/license-panel";
import { ScoreBreakdown } from "~/components/casinos/score-breakdown";
import { getCriteria } from "~/content/methodology";
import { ResponsibleGamblingBox } from "~/components/responsible-gambling/responsible-gambling-box";
import { requireAuthor } from "~/content/authors";
import { getOperatorByPath, getOperators } from "~/content/operators";
import { Byline } from "~/components/content/byline";
import type { Operator } from "~/content/operator-utils";
import { REVIEW_HEADINGS, reviewFaq, reviewMetaDescription, reviewTitle } from "~/content/review-copy";
import { breadcrumbJsonLd, buildMeta, faqJsonLd, reviewJsonLd, webPageJsonLd } from "~/lib/seo";

/** One template for the 20 review URLs: /{id} (canonical) and /casinos/{slug} (declares /{id} canonical). */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const operator = getOperatorByPath(path);
  if (!operator) throw data(null, { status: 404 });
  // The loader hands the component the one operator it shows, so the client bundle never needs the
  // full data set (nor zod, which validates it at build).
  const criteria = getCriteria().map(({ id, name, weight }) => ({ id, name, weight }));
  const { name, url: authorUrl } = requireAuthor(operator.author);
  return { operator, path, total: getOperators().length, criteria, author: { name, url: authorUrl } };
}

function crumbs(op: Operator) {
  return [
    { name: "Inicio", path: "/" },
    { name: "Comparativa", path: "/comparacion" },
    { name: op.name, path: op.detailUrl },
  ];
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const op = loaderData.operator;
  const title = reviewTitle(op);
  const description = reviewMetaDescription(op);
  return buildMeta({
    title,
    description,
    path: loaderData.path,
    canonicalPath: op.detailUrl,
    ogType: "article",
    keywords: [`${op.name} opiniones`, `${op.name} bono de bienvenida`, `${op.name} casino`, "casino con licencia DGOJ"],
    structuredData: [
      webPageJsonLd({ title, description, path: op.detailUrl, dateModified: op.updated, author: loaderData.author }),
      reviewJsonLd({
        path: op.detailUrl,
        name: title,
        body: op.description,
        rating: op.rating,
        organization: { name: op.name, url: op.playUrl, foundingDate: String(op.established) },
        author: loaderData.author,
        dateModified: op.updated,
      }),
      breadcrumbJsonLd(crumbs(op)),
      faqJsonLd(reviewFaq(op)),
    ],
  });
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const op = loaderData.operator;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={crumbs(op)} />
      <ReviewHero operator={op} />
      <Byline author={loaderData.author} updated={op.updated} className="mt-4" />
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <ReviewSummary operator={op} />
          <ScoreBreakdown operator={op} criteria={loaderData.criteria} />
          <LicensePanel operator={op} />
          <ReviewAnalysis operator={op} />
          <ReviewBonuses operator={op} />
          <ReviewConditions />
          <ReviewGames operator={op} />
          <ReviewProsCons operator={op} />
          <FaqSection id="faq" title={`${REVIEW_HEADINGS.faq} sobre ${op.name}`} items={reviewFaq(op)} />
        </div>
        <aside aria-label={`Información rápida de ${op.name}`} className="lg:pt-10">
          <div className="lg:sticky lg:top-24">
            <ReviewSidebar operator={op} total={loaderData.total} />
          </div>
        </aside>
      </div>
      <ResponsibleGamblingBox />
    </article>
  );
}
