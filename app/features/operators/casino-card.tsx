import { Link } from "react-router";
import { type CardOperator } from "~/features/operators/operator-utils";
import { RankAndAdLabel } from "./ad-label";
import { BonusTerms } from "./bonus-terms";
import { CheckList } from "./check-list";
import { OfferNotice } from "./offer-notice";
import { OperatorMark } from "./operator-mark";
import { PlayButton } from "./play-button";

/**
 * One operator of the home page's ranking (the top 6, right under the hero): position, badge, stars =
 * floor(rating) on five plus the /10 value, the bonus with its terms on one line, the call to action
 * with its +18 line, then who cannot receive the offer, three pros and the review link. Short on
 * purpose: on a 390×844 phone the first one's call to action is on the first screen, and on a
 * 1280×800 desktop the first three's.
 */
export function CasinoCard({ operator, headingLevel = 3 }: { operator: CardOperator; headingLevel?: 3 | 4 }) {
  return (
    <article
      aria-labelledby={`card-${operator.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="casino-card"
      data-ranking-entry={operator.rank}
    >
      <RankAndAdLabel rank={operator.rank} />
      <OperatorMark operator={operator} id={`card-${operator.id}`} level={headingLevel} lazy={operator.rank > 3} className="mt-2" />
      <BonusTerms operator={operator} spot="home-top6" withNotice={false} inline className="mt-2 rounded-xl bg-brand-50 px-3 py-2" />
      <PlayButton operator={operator} placement="home-top6" full className="mt-3" />
      {/* After the call to action, so that the first one still fits a phone's first screen. */}
      <OfferNotice rank={operator.rank} spot="home-top6" className="mt-2" />
      <CheckList items={operator.pros.slice(0, 3)} tone="pro" className="mt-3 text-sm text-slate-800" label={`Ventajas de ${operator.name}`} />
      <Link to={operator.detailUrl} className="mt-auto inline-block pt-3 font-semibold text-brand-700 underline">
        Leer el análisis de {operator.name}
      </Link>
    </article>
  );
}
