/**
 * The criterion whose sub-score rests on the DGOJ register check (content/methodology/licencia.yaml):
 * while an operator's licence is unchecked (no `licenseCheck`), that criterion does not score and the
 * rating is the mean of the others (decision 0236; score-math.ts keeps the same id). Client-safe (no zod): the review's score table reads it.
 */
export const LICENCE_CRITERION_ID = "licencia";
