import { Link } from "react-router";
import { type CardOperator } from "~/features/operators/operator-utils";
import { AdLabel } from "./ad-label";
import { BonusTerms } from "./bonus-terms";
import { CheckList } from "./check-list";
import { OperatorLogo } from "./operator-logo";
import { PlayButton } from "./play-button";
import { RankBadge, RatingValue } from "./rating-badge";
import { StarRating } from "./star-rating";

/** Card of one operator on the home page (top 6): stars = floor(rating) on five, plus the /10 value. */
export function CasinoCard({ operator, headingLevel = 3 }: { operator: CardOperator; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <article
      aria-labelledby={`card-${operator.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="casino-card"
    >
      <div className="flex items-center justify-between gap-2">
        <RankBadge rank={operator.rank} />
        <AdLabel />
      </div>
      {/* The badge is the name (its alt): shown once, and the heading is named by it (issue 25, item 4).
          Stars beside it when the card is wide enough for both (≈300 px), else under it: decided by the
          card's width, so every card of a row does the same. */}
      <div className="mt-4 @container">
        <div className="flex flex-col items-start gap-x-4 gap-y-2 @min-[19rem]:flex-row @min-[19rem]:items-center">
          <Heading id={`card-${operator.id}`} className="shrink-0">
            <OperatorLogo operator={operator} width={120} className="block" />
          </Heading>
          <div className="flex items-center gap-2">
            <StarRating rating={operator.rating} />
            <RatingValue rating={operator.rating} />
          </div>
        </div>
      </div>
      <BonusTerms operator={operator} spot="home-top6" compact className="mt-4 rounded-xl bg-brand-50 p-3" />
      <CheckList items={operator.pros.slice(0, 3)} tone="pro" className="mt-4 text-sm text-slate-800" label={`Ventajas de ${operator.name}`} />
      <div className="mt-auto pt-5">
        <PlayButton operator={operator} placement="home-top6" full />
        <Link to={operator.detailUrl} className="mt-3 inline-block font-semibold text-brand-700 underline">
          Leer el análisis de {operator.name}
        </Link>
      </div>
    </article>
  );
}
