import { Link } from "react-router";
import type { Operator } from "~/features/operators";
import { AdLabel } from "../operators/components";
import { BonusTerms } from "../operators/components";
import { PlayButton } from "../operators/components";
import { RatingValue } from "../operators/components";
import { StarRating } from "../operators/components";

/**
 * Desktop only: the ranking as one short table (position, rating, bonus with its terms, call to
 * action with its +18 line) so the first three fit on the first screen; the detailed cards follow.
 * Phones skip it (display: none, so screen readers too): there the cards themselves put the bonus and
 * the call to action first.
 */
// Its rows (`data-comparison-id`) are reordered and hidden by the comparison's controls (comparison-controls.tsx).
export function ComparisonSummary({ operators, caption }: { operators: readonly Operator[]; caption: string }) {
  return (
    <div className="mt-4 hidden lg:block" data-testid="comparison-summary">
      <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Pos.
            </th>
            <th scope="col" className="px-3 py-2">
              Casino y valoración
            </th>
            <th scope="col" className="px-3 py-2">
              Bono de bienvenida <AdLabel className="ml-1" />
            </th>
            <th scope="col" className="w-72 px-3 py-2">
              <span className="sr-only">Visitar el casino</span>
            </th>
          </tr>
        </thead>
        <tbody data-comparison-rows="">
          {operators.map((op) => (
            <tr key={op.id} data-comparison-id={op.id} data-ranking-entry={op.rank} className="align-top [&>*]:border-t [&>*]:border-slate-200">
              <td className="px-3 py-3 text-lg font-extrabold text-ink">{op.rank}</td>
              <th scope="row" className="px-3 py-3 font-normal">
                {/* The name as text, no badge: a row header and a link read best as words, and at the size a
                    table row allows the longer wordmarks (Marca Apuestas) are too small to read; the
                    cards below show the badges (issue 25, item 4). */}
                <Link to={op.detailUrl} className="font-bold text-ink underline decoration-slate-300 hover:decoration-brand-700">
                  {op.name}
                </Link>
                <div className="mt-0.5 flex items-center gap-2">
                  <StarRating rating={op.rating} />
                  <RatingValue rating={op.rating} className="text-sm" />
                </div>
              </th>
              <td className="px-3 py-3">
                <BonusTerms operator={op} spot="comparison-table" inline showChecked={false} />
              </td>
              <td className="px-3 py-3">
                <PlayButton operator={op} placement="comparison-table" full />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
