import { ExternalLink } from "~/ui/external-link";
import { type Operator } from "~/features/operators";
import { bonusTermsLine } from "~/features/operators";
import { AdLabel } from "../operators/components";
import { OperatorLogo } from "../operators/components";
import { PlayButton } from "../operators/components";
import { RankBadge, RatingValue } from "../operators/components";
import { StarRating } from "../operators/components";
import { OfferNotice } from "../operators/components";
import { OfferCheckNote } from "../operators/components";

/** Review hero: logo, name, rank badge, rating /10, description, play button and terms button. */
export function ReviewHero({ operator, h1 }: { operator: Operator; /** The page's heading, from the route loader. */ h1: string }) {
  return (
    <section aria-labelledby="review-title" className="mt-4 rounded-3xl bg-brand-900 p-6 text-white sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RankBadge rank={operator.rank} tone="gold" />
        <AdLabel />
      </div>
      <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-center">
        <OperatorLogo operator={operator} width={192} lazy={false} className="rounded-xl" besideName />
        <div>
          <h1 id="review-title" className="text-3xl font-extrabold sm:text-4xl">
            {h1}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <StarRating rating={operator.rating} />
            <RatingValue rating={operator.rating} className="text-2xl text-white [&>span:last-child]:text-brand-100" />
          </div>
        </div>
      </div>
      <p className="mt-5 max-w-3xl text-lg text-brand-50" data-propio="">
        {operator.description}
      </p>
      <div className="mt-6 rounded-2xl bg-white/10 p-4">
        <p className="text-lg font-bold">
          <span className="sr-only">Bono de bienvenida: </span>
          {operator.bonus}
        </p>
        <p className="mt-1 text-sm text-brand-50">{bonusTermsLine(operator)}</p>
        {/* The first screen states the offer: its check state goes with it, as everywhere the offer is. */}
        <p className="mt-1 text-sm text-brand-50">
          <OfferCheckNote operator={operator} />
        </p>
        <OfferNotice rank={operator.rank} spot="review-hero" tone="dark" className="mt-2" />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <PlayButton operator={operator} placement="review-hero" tone="dark" className="sm:max-w-md" />
        <ExternalLink
          href={operator.termsUrl}
          sponsored
          className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
        >
          Términos y condiciones
          <span className="sr-only"> del bono de {operator.name}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
