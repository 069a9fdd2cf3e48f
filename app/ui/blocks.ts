/**
 * A question and its answer as written in the TypeScript copy of the home page and the reviews
 * (inline marks: [label](href) and **bold**, drawn by components/content/inline-text.tsx).
 * The guide, landing, game and legal pages keep theirs in Markdown frontmatter (pages.server.ts).
 */
export interface FaqItem {
  question: string;
  answer: string;
}
