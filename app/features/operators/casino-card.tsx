import { Link } from "react-router";
import { type CardOperator } from "~/features/operators/operator-utils";
import { AdLabel } from "./ad-label";
import { BonusTerms } from "./bonus-terms";
import { CheckList } from "./check-list";
import { OperatorMark } from "./operator-mark";
import { PlayButton } from "./play-button";
import { RankBadge } from "./rating-badge";

/** Card of one operator on the home page (top 6): stars = floor(rating) on five, plus the /10 value. */
export function CasinoCard({ operator, headingLevel = 3 }: { operator: CardOperator; headingLevel?: 3 | 4 }) {
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
      <OperatorMark operator={operator} id={`card-${operator.id}`} level={headingLevel} className="mt-4" />
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
