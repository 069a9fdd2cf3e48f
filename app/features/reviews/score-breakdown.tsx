import { formatNumber } from "~/platform/format";
import { fillTemplate } from "~/platform/text";
import { formatRating, type Operator } from "~/features/operators";
import type { ReviewCopy } from "./review-copy";

import { countedScores, criterionScores, spanishList, weightedScore } from "~/features/operators";
import { CheckNote } from "~/features/operators/components";
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
  // Each criterion computed from the data, scored by the editors with a real author's check, or «Sin puntuar»
  // (score-formulas.ts; decisions 0236 and 0375): the rating is the mean of the scored ones.
  const list = criterionScores(operator, criteria);
  const counted = countedScores(list);
  const scored = criteria.filter((c) => c.id in counted);
  const weights = scored.reduce((sum, c) => sum + c.weight, 0);
  const total = weightedScore(counted, scored);
  const unscoredNames = list.filter((c) => c.basis === "sin-puntuar").map((c) => `«${criteria.find((x) => x.id === c.id)!.name}»`);
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
            {list.map((cs) => {
              const c = criteria.find((x) => x.id === cs.id)!;
              const licence = c.id === LICENCE_CRITERION_ID;
              if (cs.basis === "sin-puntuar") {
                return (
                  <tr key={c.id} data-basis="sin-puntuar">
                    <th scope="row" className="border border-slate-200 px-3 py-2 font-medium">
                      {c.name}
                      <span className="block text-xs font-normal text-amber-800">
                        {licence ? (
                          <a href="#licencia" className="underline">
                            {SCORE_COPY.unscoredRow}
                          </a>
                        ) : (
                          cs.reason
                        )}
                      </span>
                    </th>
                    <td colSpan={3} className="border border-slate-200 px-3 py-2 text-right font-semibold text-amber-900" data-testid={licence ? "licence-unscored" : "criterion-unscored"}>
                      {licence ? SCORE_COPY.unscored : SCORE_COPY.unscoredOther}
                    </td>
                  </tr>
                );
              }
              // The weight a criterion has in this rating: re-scaled to 100 % over the scored criteria.
              const weight = (c.weight * 100) / weights;
              return (
                <tr key={c.id} data-basis={cs.basis}>
                  <th scope="row" className="border border-slate-200 px-3 py-2 font-medium">
                    {c.name}
                    <span className="block text-xs font-normal text-slate-700">
                      {cs.basis === "formula" ? (
                        <a href="/metodologia#formulas" className="underline">
                          {SCORE_COPY.formulaRow}
                        </a>
                      ) : (
                        <>
                          {SCORE_COPY.editorialRow}: <CheckNote check={cs.check} />
                        </>
                      )}
                    </span>
                    <span aria-hidden="true" className="mt-1 block h-1.5 w-full max-w-40 rounded-full bg-slate-200">
                      <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${cs.score * 10}%` }} />
                    </span>
                  </th>
                  <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber(weight, Number.isInteger(weight) ? 0 : Number.isInteger(weight * 10) ? 1 : 2)} %</td>
                  <td className="border border-slate-200 px-3 py-2 text-right font-semibold tabular-nums">{formatRating(cs.score)}</td>
                  <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber((cs.score * weight) / 100, 2)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="border border-slate-200 bg-brand-50 px-3 py-2 font-bold">
                {SCORE_COPY.total}
                {total !== undefined ? <span className="block text-xs font-normal text-slate-700">{SCORE_COPY.exact(formatNumber(total, 3))}</span> : null}
                {unscoredNames.length ? <span className="block text-xs font-normal text-amber-800">{SCORE_COPY.unscoredTotal(spanishList(unscoredNames))}</span> : null}
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
