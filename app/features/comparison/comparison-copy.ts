/**
 * Shapes of the comparison's texts that loaders hand to components (content/copy/comparison.yaml and
 * head-to-head.yaml, read and resolved by comparison-copy.server.ts). Types only: client components import them.
 */
import type { Output } from "../../platform/content/fields.ts";
import type { PageMeta } from "../copy/index.ts";
import type { comparisonCopyDefinition, headToHeadCopyDefinition } from "./definition.ts";

/** content/copy/comparison.yaml, resolved, with the pair picker's texts (head-to-head.yaml). */
export type ComparisonCopy = Output<typeof comparisonCopyDefinition> & { picker: PickerCopy };

/** The pair picker's heading and sentence (content/copy/head-to-head.yaml, `picker`). */
export interface PickerCopy {
  title: string;
  intro: string;
}

/** /comparar's texts (head-to-head.yaml, `pickerPage`). */
export type PickerPageCopy = Output<typeof headToHeadCopyDefinition>["pickerPage"];

/** content/copy/head-to-head.yaml resolved for one pair (the table's row names come with the rows). */
export interface HeadToHeadCopy {
  meta: PageMeta;
  h1: string;
  /** The sentence under the title: who wins more fields, the ties, the overall ranking. */
  verdict: string;
  table: { title: string; intro: string; tie: string; notScored: string; /** Said to screen readers before the winner's value on a phone. */ winsLabel: string; source: string };
  picker: PickerCopy;
}

/** The texts around the links between side-by-side pages (head-to-head.yaml, `links`). */
export type PairLinksCopy = Output<typeof headToHeadCopyDefinition>["links"];
