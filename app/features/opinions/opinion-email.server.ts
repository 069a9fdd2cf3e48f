import type { Output } from "../../platform/content/fields.ts";
import { escapeMarkup, fillTemplate } from "../../platform/text.ts";
import type { opinionTextsDefinition } from "./definition.ts";
import { SITE_NAME } from "../../platform/site.ts";

/**
 * The email an opinion's author receives: the link that confirms it (its page confirms by POST) and
 * the link that deletes it, at any time. Plain text and HTML; everything interpolated is escaped. The
 * words are the owner's (content/site/opiniones.yaml, `email`).
 */
export interface OpinionEmailInput {
  operatorName: string;
  title: string;
  confirmUrl: string;
  deleteUrl: string;
  confirmDays: number;
  unconfirmedDays: number;
}

/** The email's texts of content/site/opiniones.yaml (`email`). */
export type OpinionEmailTexts = Output<typeof opinionTextsDefinition>["email"];

export function opinionEmail(input: OpinionEmailInput, t: OpinionEmailTexts): { subject: string; text: string; html: string } {
  const vars = { sitio: SITE_NAME, operador: input.operatorName, titulo: input.title };
  const fill = (text: string, dias?: number) => fillTemplate(text, dias === undefined ? vars : { ...vars, dias: String(dias) });
  const subject = fill(t.subject);
  const paragraphs: Array<{ text: string; link?: { label: string; url: string } }> = [
    { text: fill(t.greeting) },
    { text: fill(t.confirm, input.confirmDays), link: { label: t.confirmLink, url: input.confirmUrl } },
    { text: fill(t.review) },
    { text: fill(t.delete), link: { label: t.deleteLink, url: input.deleteUrl } },
    { text: fill(t.notYou, input.unconfirmedDays) },
  ];
  const text = paragraphs.map((p) => (p.link ? `${p.text}\n${p.link.url}` : p.text)).join("\n\n") + `\n\n${SITE_NAME}\n`;
  const html =
    `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">` +
    paragraphs
      .map(
        (p) =>
          `<p>${escapeMarkup(p.text)}</p>` +
          (p.link ? `<p><a href="${escapeMarkup(p.link.url)}" style="color:#15803d;font-weight:bold">${escapeMarkup(p.link.label)}</a></p>` : ""),
      )
      .join("") +
    `<p>${escapeMarkup(SITE_NAME)}</p></body></html>`;
  return { subject, text, html };
}
