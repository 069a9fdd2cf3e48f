import { formatNumber } from "~/platform/format";
import { formatRating, type Operator } from "~/features/operators";
import type { ReviewCopy } from "~/features/copy";

/** Interface labels of the score table (caption, column and total headers); the texts come from the route loader. */
const TABLE = {
  caption: (name: string) => `Subnotas de ${name} por criterio, peso de cada criterio y nota final`,
  criterion: "Criterio",
  weight: "Peso",
  score: "Nota (sobre 10)",
  points: "Aporta",
  total: "Nota final (media ponderada, con un decimal)",
  exact: (n: string) => `Sin redondear: ${n}`,
  provisional: "Provisional",
  provisionalRow: "licencia pendiente de comprobar en el registro de la DGOJ",
  provisionalTotal: "Nota provisional: la licencia de este operador aún no está comprobada en el registro de la DGOJ.",
};
import { weightedScore } from "~/features/operators";
import { ScrollRegion } from "~/ui/scroll-region";
import { LICENCE_CRITERION_ID, MethodologyLink } from "../methodology/components";

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
  const SCORE_COPY = { ...TABLE, title: copy.headings.score, intro: copy.score.intro };
  const total = weightedScore(operator.scores, criteria);
  // A licence sub-score before anyone has read the register is an estimate, and so is the rating.
  const provisional = !operator.licenseChecked;
  return (
    <section aria-labelledby="puntuacion-title" id="puntuacion" className="mt-10 scroll-mt-24">
      <h2 id="puntuacion-title" className="text-2xl font-bold text-ink">
        {SCORE_COPY.title}
      </h2>
      <p className="mt-2 text-slate-700">
        {SCORE_COPY.intro} <MethodologyLink />
      </p>
      <ScrollRegion label={SCORE_COPY.caption(operator.name)} className="mt-4">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{SCORE_COPY.caption(operator.name)}</caption>
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
              return (
                <tr key={c.id}>
                  <th scope="row" className="border border-slate-200 px-3 py-2 font-medium">
                    {c.name}
                    {provisional && c.id === LICENCE_CRITERION_ID ? (
                      <span className="block text-xs font-normal text-amber-800">
                        {SCORE_COPY.provisional}: <a href="#licencia" className="underline">{SCORE_COPY.provisionalRow}</a>
                      </span>
                    ) : null}
                    <span aria-hidden="true" className="mt-1 block h-1.5 w-full max-w-40 rounded-full bg-slate-200">
                      <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${s * 10}%` }} />
                    </span>
                  </th>
                  <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber(c.weight)} %</td>
                  <td className="border border-slate-200 px-3 py-2 text-right font-semibold tabular-nums">{formatRating(s)}</td>
                  <td className="border border-slate-200 px-3 py-2 text-right tabular-nums">{formatNumber((s * c.weight) / 100, 2)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="border border-slate-200 bg-brand-50 px-3 py-2 font-bold">
                {SCORE_COPY.total}
                {total !== undefined ? <span className="block text-xs font-normal text-slate-700">{SCORE_COPY.exact(formatNumber(total, 3))}</span> : null}
                {provisional ? <span className="block text-xs font-normal text-amber-800">{SCORE_COPY.provisionalTotal}</span> : null}
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
