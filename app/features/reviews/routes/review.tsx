import { data } from "react-router";
import type { Route } from "./+types/review";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { FaqSection } from "~/ui/faq-section";
import { ReviewHero } from "~/features/reviews/review-hero";
import {
  ReviewAnalysis,
  ReviewBonuses,
  ReviewConditions,
  ReviewFacts,
  ReviewGames,
  ReviewProsCons,
  ReviewSummary,
} from "~/features/reviews/review-sections";
import { ReviewSidebar } from "~/features/reviews/review-sidebar";
import { reviewPaymentLinks, getPaymentMethodsTexts } from "~/features/payment-methods/index.server";
import { getOpinionTexts } from "~/features/opinions/index.server";
import { methodNames } from "~/features/operators";
import { LicensePanel } from "~/features/reviews/license-panel";
import { ScoreBreakdown } from "~/features/reviews/score-breakdown";
import { getCriteria } from "~/features/methodology/index.server";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { requireAuthor } from "~/features/authors/index.server";
import { getOperatorByPath, getOperators } from "~/features/operators/index.server";
import { Byline } from "~/features/authors/components";
import type { Operator } from "~/features/operators";
import { reviewPageCopy } from "~/features/reviews/review-copy.server";
import { REVIEW_TITLE_MAX } from "~/features/reviews/review-copy";
import { PairLinks } from "~/features/comparison/components";
import { OpinionsReviewSection } from "~/features/opinions/components";
import { reviewPairLinks } from "~/features/comparison/index.server";
import { breadcrumbJsonLd, buildMeta, faqJsonLd, reviewJsonLd, webPageJsonLd } from "~/platform/seo";

/** One template for the 20 review URLs: /{id} (canonical) and /casinos/{slug} (declares /{id} canonical). */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const operator = getOperatorByPath(path);
  if (!operator) throw data(null, { status: 404 });
  // The loader hands the component the one operator it shows, so the client bundle never needs the
  // full data set (nor zod, which validates it at build).
  const criteria = getCriteria().map(({ id, name, weight }) => ({ id, name, weight }));
  const { name, url: authorUrl, example } = requireAuthor(operator.author);
  // The review's texts (content/copy/review.yaml) resolved for this operator: only its strings ship.
  const copy = reviewPageCopy(operator);
  // Its side-by-side pages with every other operator (neighbours in the ranking and the most searched first).
  const comparisons = reviewPairLinks(operator);
  // Each of its payment methods with a page links to it (app/features/payment-methods); the note leads to «Cómo reclamar».
  const links = new Map(reviewPaymentLinks(methodNames(operator)).map((l) => [l.method, l.href]));
  const pmTexts = getPaymentMethodsTexts();
  const payments = {
    chips: methodNames(operator).map((method) => ({ method, ...(links.has(method) ? { href: links.get(method)! } : {}) })),
    linkTitle: pmTexts.reviewsLinkLabel,
    complaintNote: pmTexts.complaintNote,
  };
  // The «Deja tu opinión» section's texts (content/site/opiniones.yaml, form).
  const opinionForm = getOpinionTexts().form;
  return { operator, path, total: getOperators().length, criteria, author: { name, url: authorUrl, example }, copy, comparisons, payments, opinionForm };
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
  const { title, description, keywords } = loaderData.copy;
  return buildMeta({
    title,
    // The operator, the year and its offer are what earns the click: the site name only if it fits too.
    titleMax: REVIEW_TITLE_MAX,
    description,
    path: loaderData.path,
    canonicalPath: op.detailUrl,
    ogType: "article",
    keywords,
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
      faqJsonLd(loaderData.copy.faq),
    ],
  });
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const op = loaderData.operator;
  const copy = loaderData.copy;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={crumbs(op)} />
      <ReviewHero operator={op} h1={copy.h1} />
      <Byline author={loaderData.author} updated={op.updated} className="mt-4" />
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <ReviewSummary operator={op} copy={copy} />
          <ScoreBreakdown operator={op} criteria={loaderData.criteria} copy={copy} />
          <LicensePanel operator={op} copy={copy} />
          <ReviewAnalysis operator={op} copy={copy} />
          <ReviewBonuses operator={op} copy={copy} />
          <ReviewFacts operator={op} copy={copy} />
          <ReviewConditions copy={copy} />
          <ReviewGames operator={op} copy={copy} />
          <ReviewProsCons operator={op} copy={copy} />
          <OpinionsReviewSection operatorId={op.id} operatorName={op.name} texts={loaderData.opinionForm} />
          <PairLinks id="comparaciones" title={copy.headings.comparisons} items={loaderData.comparisons} />
          <FaqSection id="faq" title={copy.headings.faq} items={copy.faq} />
        </div>
        <aside aria-label={`Información rápida de ${op.name}`} className="lg:pt-10">
          <div className="lg:sticky lg:top-24">
            <ReviewSidebar operator={op} total={loaderData.total} copy={copy} payments={loaderData.payments} />
          </div>
        </aside>
      </div>
      <ResponsibleGamblingBox />
    </article>
  );
}
