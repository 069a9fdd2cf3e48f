/**
 * The arithmetic of the ranking, without data or zod (components, the content check and tests share
 * it): the rating is the weighted mean of the sub-scores, rounded as the rating is shown (one decimal).
 * Relative imports only.
 */

export interface WeightedCriterion {
  id: string;
  weight: number;
}

/** Weighted mean of the sub-scores (weights in percent), unrounded; undefined when a score is missing. */
export function weightedScore(scores: Readonly<Record<string, number>>, criteria: readonly WeightedCriterion[]): number | undefined {
  let total = 0;
  let weights = 0;
  for (const c of criteria) {
    const s = scores[c.id];
    if (s === undefined) return undefined;
    // Integer arithmetic on tenths: 8.7 × 15 must not come out as 130.49999…
    total += Math.round(s * 10) * c.weight;
    weights += c.weight;
  }
  return weights ? total / weights / 10 : undefined;
}

/** Rounded to one decimal, as ratings are written and shown (9,5; 8,8; 9). */
export function roundScore(n: number): number {
  return Math.round(n * 10 + 1e-9) / 10;
}

/** The criterion whose score rests on the DGOJ register check (same id as methodology/licence-criterion.ts). */
const LICENCE_ID = "licencia";

/**
 * The criteria an operator is scored on (decision 0236): all of them once its licence has a check record;
 * without one, «Licencia y seguridad» gets no score and the rating is the weighted mean of the others
 * (their weights re-scaled to 100 %). An unchecked licence is neither rewarded nor guessed.
 */
export function scoredCriteria<C extends WeightedCriterion>(criteria: readonly C[], licenceChecked: boolean): C[] {
  return licenceChecked ? [...criteria] : criteria.filter((c) => c.id !== LICENCE_ID);
}

/** The rating pages show: the rounded weighted mean over `scoredCriteria`; undefined when a score is missing. */
export function shownRating(scores: Readonly<Record<string, number>>, criteria: readonly WeightedCriterion[], licenceChecked: boolean): number | undefined {
  const exact = weightedScore(scores, scoredCriteria(criteria, licenceChecked));
  return exact === undefined ? undefined : roundScore(exact);
}
