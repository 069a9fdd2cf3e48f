import { Link } from "react-router";
import type { CardOperator } from "~/features/operators/operator-utils";
import { AdLabel } from "./ad-label";
import { BonusTerms } from "./bonus-terms";
import { PlayButton } from "./play-button";
import { RatingValue } from "./rating-badge";
import { StarRating } from "./star-rating";

/**
 * An operator's call to action inside a text: the `::operador{id="…"}` directive of a blog post or a
 * content page. Everything a promotion must carry (RD 958/2020): «Publicidad», the name and rating,
 * the current bonus with its terms and the link to the full terms, the tracked button (placement
 * `article`, the page it is on) and the +18 / responsible-gambling line beside it.
 */
export function OperatorCta({ operator }: { operator: CardOperator }) {
  return (
    <aside
      aria-label={`Publicidad: ${operator.name}`}
      className="operator-cta not-prose my-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="operator-cta"
      data-operator={operator.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-bold text-ink">{operator.name}</p>
        <AdLabel />
      </div>
      <div className="mt-1 flex items-center gap-2">
        <StarRating rating={operator.rating} />
        <RatingValue rating={operator.rating} />
      </div>
      <BonusTerms operator={operator} spot="article" inline className="mt-3 rounded-xl bg-brand-50 p-3" />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PlayButton operator={operator} placement="article" className="sm:max-w-sm" />
        <Link to={operator.detailUrl} className="font-semibold text-brand-700 underline">
          Leer el análisis de {operator.name}
        </Link>
      </div>
    </aside>
  );
}
