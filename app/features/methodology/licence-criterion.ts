/**
 * The criterion whose sub-score rests on the DGOJ register check (content/methodology/licencia.yaml):
 * while an operator's licence is unchecked (no `licenseChecked`), that sub-score — and so the rating —
 * is shown as provisional. Client-safe (no zod): the review's score table reads it.
 */
export const LICENCE_CRITERION_ID = "licencia";
