import { Link } from "react-router";
import type { CardOperator } from "~/features/operators/operator-utils";
import { AdLabel } from "./ad-label";
import { BonusTerms } from "./bonus-terms";
import { OfferNotice } from "./offer-notice";
import { PlayButton } from "./play-button";
import { RankBadge, RatingValue } from "./rating-badge";
import { StarRating } from "./star-rating";

/**
 * A compact entry of the ranking for the first screen of the home page: position, name, stars and
 * rating, the bonus with its terms, the call to action with its +18 line and the review link. It
 * is short on purpose: on a 390×844 phone the first one fits under the hero's title.
 */
export function TopPick({ operator }: { operator: CardOperator }) {
  return (
    <article
      aria-label={`N.º ${operator.rank} del ranking: ${operator.name}`}
      className="flex h-full flex-col rounded-2xl bg-white p-4 text-ink shadow-lg"
      data-testid="top-pick"
      data-ranking-entry={operator.rank}
    >
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <RankBadge rank={operator.rank} />
          <p className="text-lg font-bold">{operator.name}</p>
        </div>
        <AdLabel />
      </div>
      <div className="mt-1 flex items-center gap-2">
        <StarRating rating={operator.rating} />
        <RatingValue rating={operator.rating} />
      </div>
      <BonusTerms operator={operator} spot="home-hero" withNotice={false} compact className="mt-2 rounded-xl bg-brand-50 px-3 py-2" />
      <div className="mt-auto pt-3">
        <PlayButton operator={operator} placement="home-hero" full />
        {/* After the call to action, so that the first one still fits a phone's first screen. */}
        <OfferNotice rank={operator.rank} spot="home-hero" className="mt-2" />
        <Link to={operator.detailUrl} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Leer el análisis de {operator.name}
        </Link>
      </div>
    </article>
  );
}
