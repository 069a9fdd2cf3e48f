/**
 * Shapes of the comparison's texts that loaders hand to components (content/copy/comparison.yaml and
 * head-to-head.yaml, read and resolved by comparison-copy.server.ts). Types only: client components import them.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import type { comparisonCopyDefinition, headToHeadCopyDefinition } from "./definition.ts";

type HeadToHeadFile = Resolved<typeof headToHeadCopyDefinition>;

/** content/copy/comparison.yaml, resolved, with the pair picker's texts (head-to-head.yaml). */
export type ComparisonCopy = Resolved<typeof comparisonCopyDefinition> & { picker: PickerCopy };

/** The pair picker's heading (the one for where it is shown) and sentence (content/copy/head-to-head.yaml, `picker`). */
export type PickerCopy = Pick<HeadToHeadFile["picker"], "title" | "intro">;

/** /comparar's texts (head-to-head.yaml, `pickerPage`). */
export type PickerPageCopy = HeadToHeadFile["pickerPage"];

/**
 * content/copy/head-to-head.yaml resolved for one pair (the table's row names come with the rows): its texts
 * with the pair's values, and the verdict the server composes from `verdict`'s sentences.
 */
export type HeadToHeadCopy = Pick<HeadToHeadFile, "meta" | "h1" | "table"> & {
  /** The sentence under the title: who wins more fields, the ties, the overall ranking. */
  verdict: string;
  picker: PickerCopy;
};

/** The texts around the links between side-by-side pages (head-to-head.yaml, `links`). */
export type PairLinksCopy = HeadToHeadFile["links"];
