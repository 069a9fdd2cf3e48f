/**
 * Shapes of the newsletter's texts that the server hands to components (content/copy/newsletter.yaml, read and
 * resolved by newsletter-copy.server.ts), derived from the definition, and the hook of its boxes' texts. Types,
 * a constant and a hook: client components import them.
 */
import type { Resolved } from "../../platform/content/resolved.ts";
import { useShellSlice } from "../layout/index.ts";
import type { newsletterCopyDefinition } from "./definition.ts";

type NewsletterFile = Resolved<typeof newsletterCopyDefinition>;

/** The signup boxes' texts, which the root loader hands to every page (shellCopy's `newsletter` slice). */
export type NewsletterShellCopy = Pick<NewsletterFile, "box" | "article" | "dialog">;

/** The outcomes of a confirmation link, and of an unsubscribe link, each with its text. */
export type ConfirmView = Exclude<keyof NewsletterFile["confirm"], "title" | "description"> | "unavailable";
export type UnsubscribeView = Exclude<keyof NewsletterFile["unsubscribe"], "title" | "description" | "mailboxLabel"> | "unavailable";

/** The text of one outcome of a newsletter link page: a heading and a text, with the valid link's button (and note). */
export type LinkViewCopy = NewsletterFile["unavailable"] & Partial<NewsletterFile["confirm"]["valid"] & NewsletterFile["unsubscribe"]["valid"]>;

/** No text rather than a second copy of the texts in the bundle: when the root loader has no data (its own error). */
const EMPTY_NEWSLETTER_SHELL_COPY: NewsletterShellCopy = { box: { title: "", text: "", consent: "" }, article: { title: "", text: "" }, dialog: { title: "", text: "" } };

/** The signup boxes' texts (content/copy/newsletter.yaml `box`, `article`, `dialog`), from the root loader. */
export function useNewsletterShellCopy(): NewsletterShellCopy {
  return useShellSlice("newsletter", EMPTY_NEWSLETTER_SHELL_COPY);
}
