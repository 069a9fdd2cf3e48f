/**
 * The shape of the reviews' texts that the loader hands to the review's components (content/copy/review.yaml,
 * read and resolved by review-copy.server.ts). Types and a constant only: client components import them.
 */
import type { CalculatorCopy } from "../bonus-calculator/index.ts";
import type { FaqItem } from "../copy/index.ts";

/** Longest review <title> that search results show whole: the first of review.yaml's `title` candidates that fits is used. */
export const REVIEW_TITLE_MAX = 60;

/** content/copy/review.yaml resolved for one operator (the variant its licence and flags call for). */
export interface ReviewCopy {
  title: string;
  h1: string;
  description: string;
  keywords: string[];
  headings: {
    summary: string;
    score: string;
    license: string;
    analysis: string;
    bonuses: string;
    conditions: string;
    facts: string;
    games: string;
    prosCons: string;
    pros: string;
    cons: string;
    faq: string;
    quickInfo: string;
    payments: string;
    security: string;
    play: string;
    comparisons: string;
  };
  score: { intro: string };
  license: { pending: string; pendingNote: string; howTo: string; registerLink: string };
  analysisTitles: { highlights: string; weaknesses: string; audience: string; bonus: string; payments: string; mobile: string; support: string };
  bonuses: {
    welcome: string;
    kind: string;
    contribution: string;
    /** Under the contribution table when it is the market's typical one, not the operator's. */
    contributionTypical: string;
    calculator: string;
    /** Why there is no calculator: an offer that is not a deposit match (spins, wagering on winnings). */
    noCalculator: string;
    /** …bet credits. */
    noCalculatorCredit: string;
    /** …a poker bonus. */
    noCalculatorPoker: string;
  };
  facts: { intro: string; empty: string };
  /** One line and a link to the guide of the market's typical conditions (the figures are there, once). */
  conditions: { text: string; guideLink: string };
  games: { providers: string; popular: string };
  faq: FaqItem[];
  /** The calculator's texts, only for an operator whose welcome terms the calculator can start from. */
  calculator?: CalculatorCopy;
}
