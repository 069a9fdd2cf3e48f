/**
 * The shape of the reviews' texts that the loader hands to the review's components (content/copy/review.yaml,
 * read and resolved by review-copy.server.ts), derived from the definition. Types and a constant only: client components import them.
 */
import type { CalculatorCopy } from "../bonus-calculator/index.ts";
import type { Resolved } from "../../platform/content/resolved.ts";
import type { reviewCopyDefinition } from "./definition.ts";

/** Longest review <title> that search results show whole: the first of review.yaml's `title` candidates that fits is used. */
export const REVIEW_TITLE_MAX = 60;

/**
 * content/copy/review.yaml resolved for one operator: its variables filled, the first title that fits picked,
 * the description and answers of the variant its licence and flags call for (the definition's marks say which).
 */
export type ReviewCopy = Resolved<typeof reviewCopyDefinition> & {
  /** The calculator's texts, only for an operator whose welcome terms the calculator can start from. */
  calculator?: CalculatorCopy;
};
