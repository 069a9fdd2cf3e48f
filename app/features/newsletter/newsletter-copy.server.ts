/**
 * The newsletter's fixed texts as data: content/copy/newsletter.yaml and emails.yaml, copy files of the copy
 * feature's machinery (copyCollection: schema, links and {{variables}} checked by `npm run content:check`;
 * readCopy: read once, the site's variables resolved), with the readers of its boxes, its link pages and its
 * emails. Server and build only; relative imports only.
 */
import type { z } from "zod";
import { toZod } from "../../platform/content/fields.ts";
import { copyCollection, readCopy } from "../copy/index.server.ts";
import { emailsCopyDefinition, newsletterCopyDefinition } from "./definition.ts";
import type { ConfirmView, LinkViewCopy, NewsletterShellCopy, UnsubscribeView } from "./newsletter-copy.ts";

/** The newsletter's texts: the fields of definition.ts. */
export const newsletterCopySchema = toZod(newsletterCopyDefinition);
/** The emails' texts: the fields of definition.ts. */
export const emailsCopySchema = toZod(emailsCopyDefinition);

export const newsletterCopy = copyCollection("textos del boletín", "newsletter.yaml", newsletterCopySchema);
export const emailsCopy = copyCollection("textos de los correos del boletín", "emails.yaml", emailsCopySchema, {
  "confirmation.intro": ["fecha", "email"],
  "confirmation.action": ["enlaceConfirmacion"],
  "confirmation.notYou.text": ["enlaceBaja"],
  "issue.unsubscribe": ["enlaceBaja"],
});

/** The signup boxes' texts, the newsletter's slice of the root loader's `copy` (app/root.tsx). */
export function newsletterShellCopy(): NewsletterShellCopy {
  const nl = readCopy(newsletterCopy);
  return { box: nl.box, article: nl.article, dialog: nl.dialog };
}

/** Title and description of a newsletter link page (its `meta`). */
export function newsletterLinkMeta(page: "confirm" | "unsubscribe"): { title: string; description: string } {
  const { title, description } = readCopy(newsletterCopy)[page];
  return { title, description };
}

/** The text of one outcome of a newsletter link page: only that one goes to the browser. */
export function newsletterLinkView(page: "confirm", view: ConfirmView): LinkViewCopy;
export function newsletterLinkView(page: "unsubscribe", view: UnsubscribeView): LinkViewCopy;
export function newsletterLinkView(page: "confirm" | "unsubscribe", view: ConfirmView | UnsubscribeView): LinkViewCopy {
  const nl = readCopy(newsletterCopy);
  if (view === "unavailable") return nl.unavailable;
  return (nl[page] as unknown as Record<string, LinkViewCopy>)[view]!;
}

/** The unsubscribe page's label before the mailbox address. */
export function unsubscribeMailboxLabel(): string {
  return readCopy(newsletterCopy).unsubscribe.mailboxLabel;
}

/** The emails' texts, site variables resolved; their own ({{fecha}}, {{enlaceBaja}}…) left for mail/templates.server.ts. */
export function emailCopy(): z.output<typeof emailsCopySchema> {
  return readCopy(emailsCopy);
}
