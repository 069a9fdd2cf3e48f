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
