import { formatNumber } from "~/platform/format";
import { fillTemplate } from "~/platform/text";
import { formatRating, type Operator } from "~/features/operators";
import type { ReviewCopy } from "./review-copy";

import { scoredCriteria, weightedScore } from "~/features/operators";
import { ScrollRegion } from "~/ui/scroll-region";
import { LICENCE_CRITERION_ID, MethodologyLink } from "../methodology/components.ts";

export interface CriterionSummary {
  id: string;
  name: string;
  weight: number;
}

/**
 * The review's score block: the operator's sub-score per criterion with its weight and what it adds
 * to the total, the weighted total (= the rating) and the link to /metodologia. Numbers are always
 * written out; the bars only repeat them for the eye.
 */
export function ScoreBreakdown({ operator, criteria, copy }: { operator: Operator; criteria: readonly CriterionSummary[]; copy: ReviewCopy }) {
  // The table's labels are review.yaml's (`score.table`); {{nota}} and {{criterio}} are filled here.
  const table = copy.score.table;
  const SCORE_COPY = {
    ...table,
    exact: (nota: string) => fillTemplate(table.exact, { nota }),
    unscoredTotal: (criterio: string) => fillTemplate(table.unscoredTotal, { criterio }),
    title: copy.headings.score,
    intro: copy.score.intro,
  };
  // No licence score while nobody has read the register (decision 0236): the rating is the mean of the rest.
  const provisional = !operator.licenseCheck;
  const scored = scoredCriteria(criteria, !provisional);
  const weights = scored.reduce((sum, c) => sum + c.weight, 0);
  const total = weightedScore(operator.scores, scored);
  return (
    <section aria-labelledby="puntuacion-title" id="puntuacion" className="mt-10 scroll-mt-24">
      <h2 id="puntuacion-title" className="text-2xl font-bold text-ink">
        {SCORE_COPY.title}
      </h2>
      <p className="mt-2 text-slate-700">
        {SCORE_COPY.intro} <MethodologyLink />
      </p>
      <ScrollRegion label={SCORE_COPY.caption} className="mt-4">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{SCORE_COPY.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2">{SCORE_COPY.criterion}</th>
              <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2 text-right">{SCORE_COPY.weight}</th>
              <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2 text-right">{SCORE_COPY.score}</th>
              <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2 text-right">{SCORE_COPY.points}</th>
            </tr>
          </thead>
          <tbody>
            {criteria.map((c) => {
              const s = operator.scores[c.id] ?? 0;
              const unscored = provisional && c.id === LICENCE_CRITERION_ID;
              // The weight a criterion has in this rating: re-scaled to 100 % when the licence does not count.
              const weight = unscored ? 0 : (c.weight * 100) / weights;
              return (
                <tr key={c.id}>
                  <th scope="row" className="border border-slate-200 px-3 py-2 font-medium">
                    {c.name}
                    {unscored ? (
                      <span className="block text-xs font-normal text-amber-800">
                        <a href="#licencia" className="underline">{SCORE_COPY.unscoredRow}</a>
                      </span>
                    ) : (
                      <span aria-hidden="true" className="mt-1 block h-1.5 w-full max-w-40 rounded-full bg-slate-200">
                        <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${s * 10}%` }} />
                      </span>
                    )}
                  </th>
                  {unscored ? (
                    <td colSpan={3} className="border border-slate-200 px-3 py-2 text-right font-semibold text-amber-900" data-testid="licence-unscored">
                      {SCORE_COPY.unscored}
                    </td>
                  ) : (
                    <>
                      <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber(weight, Number.isInteger(weight) ? 0 : Number.isInteger(weight * 10) ? 1 : 2)} %</td>
                      <td className="border border-slate-200 px-3 py-2 text-right font-semibold tabular-nums">{formatRating(s)}</td>
                      <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber((s * weight) / 100, 2)}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="border border-slate-200 bg-brand-50 px-3 py-2 font-bold">
                {SCORE_COPY.total}
                {total !== undefined ? <span className="block text-xs font-normal text-slate-700">{SCORE_COPY.exact(formatNumber(total, 3))}</span> : null}
                {provisional ? <span className="block text-xs font-normal text-amber-800">{SCORE_COPY.unscoredTotal(criteria.find((c) => c.id === LICENCE_CRITERION_ID)?.name ?? "")}</span> : null}
              </th>
              <td className="border border-slate-200 bg-brand-50 px-3 py-2 text-right text-base font-extrabold tabular-nums">
                {formatRating(operator.rating)}/10
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </section>
  );
}
