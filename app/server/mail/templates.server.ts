import { Marked, type Tokens } from "marked";
import { MIN_AGE, NEWSLETTER_CADENCE, PRIMARY_HELPLINE, PUBLISHER, SITE_NAME, type Publisher } from "../../lib/site";

/**
 * The site's emails, in Spanish, each as plain text and HTML (clients that cannot or will not
 * show HTML get the same content). Everything interpolated is escaped: the only markup in an
 * email is ours or comes from the operator's own Markdown issue.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the subscriber signed up for; the cadence is the site config's, the one the pages quote too. */
export const NEWSLETTER_DESCRIPTION = `análisis de casinos con licencia en España, cambios en las condiciones de los bonos y consejos de juego responsable, ${NEWSLETTER_CADENCE.phrase}`;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** "23 de noviembre de 2026" in Spain's time zone. */
export function formatMailDate(date: Date): string {
  return new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Madrid" }).format(
    date,
  );
}

function footerLines(publisher: Publisher): string[] {
  return [
    `${SITE_NAME} lo edita ${publisher.name}, ${publisher.address} (NIF ${publisher.nif}).`,
    `Contenido solo para mayores de ${MIN_AGE} años. Juega con responsabilidad: si el juego te preocupa, llama gratis al ${PRIMARY_HELPLINE.display} (${PRIMARY_HELPLINE.name.split(" – ")[0]}).`,
  ];
}

/** The HTML shell shared by every email: a single centred column, inline styles only. */
function layout(opts: { title: string; preheader: string; bodyHtml: string; footerHtml: string }): string {
  return `<!doctype html>
<html lang="es-ES">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.55">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</div>
<div role="article" aria-label="${escapeHtml(opts.title)}" lang="es-ES" style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#14532d">${escapeHtml(SITE_NAME)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${opts.bodyHtml}
</div>
<div style="padding:16px 8px;font-size:13px;color:#475569">
${opts.footerHtml}
</div>
</div>
</body>
</html>
`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;

export interface ConfirmationEmailInput {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  signedUpAt: Date;
  publisher?: Publisher;
}

/** Double opt-in: what was asked for, by whom, the link, and what to do if it was not them. */
export function confirmationEmail(input: ConfirmationEmailInput): RenderedEmail {
  const publisher = input.publisher ?? PUBLISHER;
  const subject = `Confirma tu suscripción al boletín de ${SITE_NAME}`;
  const date = formatMailDate(input.signedUpAt);
  const text = [
    "Hola:",
    "",
    `El ${date} alguien pidió suscribir esta dirección (${input.email}) al boletín de ${SITE_NAME}: ${NEWSLETTER_DESCRIPTION}.`,
    "",
    "Para confirmar la suscripción, abre este enlace y pulsa «Confirmar suscripción»:",
    input.confirmUrl,
    "",
    "El enlace caduca en 7 días. Hasta que confirmes no te enviaremos ningún boletín.",
    "",
    "¿No has sido tú? No tienes que hacer nada: sin tu confirmación no recibirás nada más y borraremos la dirección en 30 días. Si prefieres que la borremos ya, usa este enlace:",
    input.unsubscribeUrl,
    "",
    "-- ",
    ...footerLines(publisher),
    "",
  ].join("\n");
  const html = layout({
    title: subject,
    preheader: "Un clic para confirmar que quieres recibir nuestro boletín.",
    bodyHtml: [
      `<h1 style="margin:0 0 16px;font-size:22px">Confirma tu suscripción</h1>`,
      `<p>El ${escapeHtml(date)} alguien pidió suscribir esta dirección (<strong>${escapeHtml(input.email)}</strong>) al boletín de ${escapeHtml(SITE_NAME)}: ${escapeHtml(NEWSLETTER_DESCRIPTION)}.</p>`,
      `<p>Para confirmar la suscripción, abre el enlace y pulsa «Confirmar suscripción»:</p>`,
      button(input.confirmUrl, "Confirmar mi suscripción"),
      `<p style="font-size:14px;color:#475569">Si el botón no funciona, copia esta dirección en el navegador:<br><a href="${escapeHtml(input.confirmUrl)}" style="color:#15803d;word-break:break-all">${escapeHtml(input.confirmUrl)}</a></p>`,
      `<p>El enlace caduca en 7 días. Hasta que confirmes no te enviaremos ningún boletín.</p>`,
      `<h2 style="margin:24px 0 8px;font-size:17px">¿No has sido tú?</h2>`,
      `<p>No tienes que hacer nada: sin tu confirmación no recibirás nada más y borraremos la dirección en 30 días. Si prefieres que la borremos ya, <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#15803d">usa este enlace</a>.</p>`,
    ].join("\n"),
    footerHtml: footerLines(publisher)
      .map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`)
      .join("\n"),
  });
  return { subject, text, html };
}

// ------------------------------------------------------------------------------------ issues

/** Turns a site path into an absolute URL; leaves absolute http(s) and mailto links alone. */
function absolute(href: string, siteUrl: string): string {
  if (href.startsWith("/") && !href.startsWith("//")) return `${siteUrl}${href}`;
  if (/^(https?:|mailto:)/i.test(href)) return href;
  throw new Error(`enlace no admitido en el boletín: «${href}» (usa /ruta del sitio, https:// o mailto:)`);
}

/**
 * An issue body: the operator's Markdown rendered with `marked` (the library the blog uses).
 * Raw HTML in the file is shown as text, not passed through; links to the site become absolute.
 * Rendered once per issue: the per-subscriber part (the unsubscribe link) is added by
 * `issueEmail`, so queueing a thousand messages does not parse the Markdown a thousand times.
 */
export function renderIssueBody(markdown: string, siteUrl: string): { html: string; text: string } {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.raw);
      },
      link(token: Tokens.Link) {
        const href = absolute(token.href, siteUrl);
        return `<a href="${escapeHtml(href)}" style="color:#15803d">${this.parser.parseInline(token.tokens)}</a>`;
      },
      image(token: Tokens.Image) {
        const src = absolute(token.href, siteUrl);
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}" style="max-width:100%;height:auto">`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  // Plain text: Markdown is already meant to be read as text; only links need their target
  // spelt out, absolute.
  const text = markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_m, alt: string, href: string) => `[${alt}: ${absolute(href, siteUrl)}]`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, href: string) => `${label} (${absolute(href, siteUrl)})`)
    .trim();
  return { html, text };
}

export interface IssueEmailInput {
  subject: string;
  body: { html: string; text: string };
  unsubscribeUrl: string;
  publisher?: Publisher;
}

export function issueEmail(input: IssueEmailInput): RenderedEmail {
  const publisher = input.publisher ?? PUBLISHER;
  const why = `Recibes este correo porque te suscribiste y confirmaste tu suscripción al boletín de ${SITE_NAME}.`;
  const text = [
    input.body.text,
    "",
    "-- ",
    why,
    "Para darte de baja, abre este enlace (un clic, sin contraseña):",
    input.unsubscribeUrl,
    "",
    ...footerLines(publisher),
    "",
  ].join("\n");
  const html = layout({
    title: input.subject,
    preheader: input.subject,
    bodyHtml: input.body.html,
    footerHtml: [
      `<p style="margin:0 0 8px">${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#15803d">Darme de baja</a></p>`,
      ...footerLines(publisher).map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`),
    ].join("\n"),
  });
  return { subject: input.subject, text, html };
}
