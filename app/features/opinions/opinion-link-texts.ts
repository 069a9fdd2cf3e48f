/**
 * What the opinion link pages say, per purpose and outcome: the owner's texts (content/site/opiniones.yaml,
 * `links`), which the route's loader passes to the page. Browser-safe: the page component reads it.
 */
import type { Output } from "../../platform/content/fields.ts";
import type { opinionTextsDefinition } from "./definition.ts";

export type OpinionLinkView = "valid" | "already" | "expired" | "invalid" | "unavailable" | "confirmed" | "deleted";

/** The link pages' texts of content/site/opiniones.yaml. */
export type OpinionLinkTexts = Output<typeof opinionTextsDefinition>["links"];

/** One outcome's texts, as the definition types its groups: heading and text, and a button on the pages that ask (`confirmValid`, `deleteValid`). */
export type LinkText = OpinionLinkTexts["invalid"] & Partial<OpinionLinkTexts["confirmValid"]>;

export function opinionLinkTitle(texts: OpinionLinkTexts, purpose: "confirm" | "delete"): string {
  return purpose === "confirm" ? texts.confirmTitle : texts.deleteTitle;
}

export function opinionLinkText(texts: OpinionLinkTexts, purpose: "confirm" | "delete", view: OpinionLinkView): LinkText {
  switch (view) {
    case "valid":
      return purpose === "confirm" ? texts.confirmValid : texts.deleteValid;
    case "confirmed":
      return texts.confirmed;
    case "deleted":
      return texts.deleted;
    case "already":
      return purpose === "confirm" ? texts.alreadyConfirmed : texts.invalid;
    case "expired":
      return texts.expired;
    case "unavailable":
      return texts.unavailable;
    default:
      return texts.invalid;
  }
}
