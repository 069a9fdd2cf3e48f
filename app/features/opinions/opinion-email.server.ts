import { escapeMarkup } from "../../platform/text.ts";
import { SITE_NAME } from "../../platform/site.ts";

/**
 * The email an opinion's author receives: the link that confirms it (its page confirms by POST) and
 * the link that deletes it, at any time. Plain text and HTML; everything interpolated is escaped.
 */
export interface OpinionEmailInput {
  operatorName: string;
  title: string;
  confirmUrl: string;
  deleteUrl: string;
  confirmDays: number;
  unconfirmedDays: number;
}

export function opinionEmail(input: OpinionEmailInput): { subject: string; text: string; html: string } {
  const subject = `Confirma tu opinión sobre ${input.operatorName}`;
  const paragraphs: Array<{ text: string; link?: { label: string; url: string } }> = [
    { text: `Hola: hemos recibido en ${SITE_NAME} tu opinión sobre ${input.operatorName} titulada «${input.title}».` },
    {
      text: `Para confirmar que la has escrito tú, abre este enlace y pulsa el botón de la página (el enlace caduca en ${input.confirmDays} días):`,
      link: { label: "Confirmar mi opinión", url: input.confirmUrl },
    },
    {
      text: "Después la leeremos antes de publicarla: la aprobamos tal como la escribiste o no la publicamos, y no te escribiremos para contarte la decisión (si la aprobamos, aparecerá en la página de opiniones del operador). Nunca cambiamos tus palabras.",
    },
    {
      text: "Puedes borrar tu opinión cuando quieras, esté publicada o no, con este otro enlace:",
      link: { label: "Borrar mi opinión", url: input.deleteUrl },
    },
    {
      text: `Si no has escrito tú esta opinión, ignora este mensaje: sin confirmar no se publica y la borramos, con tu email, a los ${input.unconfirmedDays} días.`,
    },
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
