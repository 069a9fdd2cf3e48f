import { Marked, type Tokens } from "marked";
import { escapeMarkup } from "../../../platform/text";
import { SITE_NAME } from "../../../platform/site";
import { emailCopy } from "../newsletter-copy.server";

/**
 * The site's emails, in Spanish, each as plain text and HTML (clients that cannot or will not
 * show HTML get the same content). Their wording is copy: content/copy/emails.yaml, read through
 * copy.server.ts like every page's (docs/editing-content.md). Everything interpolated is escaped:
 * the copy's text, the variables' values and the links' addresses; the only markup in an email is
 * ours or comes from the operator's own Markdown issue.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** "23 de noviembre de 2026" in Spain's time zone. */
export function formatMailDate(date: Date): string {
  return new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Madrid" }).format(
    date,
  );
}

const LINK_STYLE = "color:#15803d";

/** A value a sentence quotes: plain, or with its own HTML (already escaped). */
type Value = string | { text: string; html: string };
/** A link a sentence may carry: its address, and what it shows in HTML when written bare. */
interface Link {
  url: string;
  bareHtml: string;
}

const TOKEN = /\[([^\]]+)\]\(\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}\)|\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g;

/**
 * One sentence of emails.yaml as plain text and as HTML. `[texto]({{enlace}})` is a link (text:
 * «texto (dirección)»); a bare `{{enlace}}` goes on its own line. Every literal part, every value
 * and every address is escaped in the HTML; an unknown `{{name}}` (the content check refuses it)
 * is left as written.
 */
export function renderMailText(template: string, values: Record<string, Value> = {}, links: Record<string, Link> = {}): { text: string; html: string } {
  let text = "";
  let html = "";
  let last = 0;
  for (const m of template.matchAll(TOKEN)) {
    const literal = template.slice(last, m.index);
    text += literal;
    html += escapeMarkup(literal);
    last = m.index + m[0].length;
    const [whole, label, linkName, name] = m;
    if (label !== undefined) {
      const link = links[linkName!];
      if (!link) {
        text += whole;
        html += escapeMarkup(whole);
        continue;
      }
      text += `${label} (${link.url})`;
      html += `<a href="${escapeMarkup(link.url)}" style="${LINK_STYLE}">${escapeMarkup(label)}</a>`;
      continue;
    }
    const link = links[name!];
    if (link) {
      text = `${text.trimEnd()}\n${link.url}\n`;
      html = `${html.trimEnd()}<br>${link.bareHtml}`;
      continue;
    }
    const value = values[name!];
    if (value === undefined) {
      text += whole;
      html += escapeMarkup(whole);
    } else if (typeof value === "string") {
      text += value;
      html += escapeMarkup(value);
    } else {
      text += value.text;
      html += value.html;
    }
  }
  const rest = template.slice(last);
  text = (text.endsWith("\n") ? text + rest.trimStart() : text + rest).trimEnd();
  html += escapeMarkup(rest);
  return { text, html };
}

/** Who sends it and the responsible-gambling line: the end of every email. */
function footer(): { text: string[]; html: string } {
  const f = emailCopy().footer;
  const lines = [renderMailText(f.publisher), renderMailText(f.responsible)];
  return { text: lines.map((l) => l.text), html: lines.map((l) => `<p style="margin:0 0 8px">${l.html}</p>`).join("\n") };
}

/** The HTML shell shared by every email: a single centred column, inline styles only. */
function layout(opts: { title: string; preheader: string; bodyHtml: string; footerHtml: string }): string {
  return `<!doctype html>
<html lang="es-ES">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.55">
<div style="display:none;max-height:0;overflow:hidden">${escapeMarkup(opts.preheader)}</div>
<div role="article" aria-label="${escapeMarkup(opts.title)}" lang="es-ES" style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#14532d">${escapeMarkup(SITE_NAME)}</p>
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

/** An address written out as a link, on its own line (a bare `{{enlaceBaja}}`, the confirm link's fallback). */
const addressLink = (url: string) => `<a href="${escapeMarkup(url)}" style="${LINK_STYLE};word-break:break-all">${escapeMarkup(url)}</a>`;

const button = (href: string, label: string) =>
  `<a href="${escapeMarkup(href)}" style="display:inline-block;margin:16px 0 8px;background:#15803d;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeMarkup(label)}</a>`;


export interface ConfirmationEmailInput {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  signedUpAt: Date;
}

/** Double opt-in: what was asked for, by whom, the link, and what to do if it was not them. */
export function confirmationEmail(input: ConfirmationEmailInput): RenderedEmail {
  const c = emailCopy().confirmation;
  const values: Record<string, Value> = {
    fecha: formatMailDate(input.signedUpAt),
    email: { text: input.email, html: `<strong>${escapeMarkup(input.email)}</strong>` },
  };
  const links: Record<string, Link> = {
    // Bare, the confirmation link is the button; its address is repeated under it (`fallback`).
    enlaceConfirmacion: { url: input.confirmUrl, bareHtml: button(input.confirmUrl, c.button) },
    enlaceBaja: { url: input.unsubscribeUrl, bareHtml: addressLink(input.unsubscribeUrl) },
  };
  const t = (s: string) => renderMailText(s, values, links);
  const subject = t(c.subject).text;
  const greeting = t(c.greeting);
  const intro = t(c.intro);
  const action = t(c.action);
  const expiry = t(c.expiry);
  const notYouHeading = t(c.notYou.heading);
  const notYou = t(c.notYou.text);
  const foot = footer();
  const text = [
    greeting.text,
    "",
    intro.text,
    "",
    action.text,
    "",
    expiry.text,
    "",
    `${notYouHeading.text} ${notYou.text}`,
    "",
    "-- ",
    ...foot.text,
    "",
  ].join("\n");
  const html = layout({
    title: subject,
    preheader: t(c.preheader).text,
    bodyHtml: [
      `<h1 style="margin:0 0 16px;font-size:22px">${t(c.heading).html}</h1>`,
      `<p>${greeting.html}</p>`,
      `<p>${intro.html}</p>`,
      `<p>${action.html}</p>`,
      `<p style="font-size:14px;color:#475569">${t(c.fallback).html}<br>${addressLink(input.confirmUrl)}</p>`,
      `<p>${expiry.html}</p>`,
      `<h2 style="margin:24px 0 8px;font-size:17px">${notYouHeading.html}</h2>`,
      `<p>${notYou.html}</p>`,
    ].join("\n"),
    footerHtml: foot.html,
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
 * `rewriteLink` maps each absolute link (the issue's operator links go through /visitar with
 * placement `newsletter`: ../issue-links.server.ts).
 */
export function renderIssueBody(markdown: string, siteUrl: string, rewriteLink: (href: string) => string = (h) => h): { html: string; text: string } {
  const target = (href: string) => rewriteLink(absolute(href, siteUrl));
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeMarkup(token.raw);
      },
      link(token: Tokens.Link) {
        const href = target(token.href);
        return `<a href="${escapeMarkup(href)}" style="color:#15803d">${this.parser.parseInline(token.tokens)}</a>`;
      },
      image(token: Tokens.Image) {
        const src = absolute(token.href, siteUrl);
        return `<img src="${escapeMarkup(src)}" alt="${escapeMarkup(token.text)}" style="max-width:100%;height:auto">`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  // Plain text: Markdown is already meant to be read as text; only links need their target
  // spelt out, absolute.
  const text = markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_m, alt: string, href: string) => `[${alt}: ${absolute(href, siteUrl)}]`)
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, href: string) => `${label} (${target(href)})`)
    .trim();
  return { html, text };
}

export interface IssueEmailInput {
  subject: string;
  body: { html: string; text: string };
  unsubscribeUrl: string;
}

/** A newsletter issue: its body, then why the reader gets it, the unsubscribe link and who sends it. */
export function issueEmail(input: IssueEmailInput): RenderedEmail {
  const c = emailCopy().issue;
  const links: Record<string, Link> = {
    enlaceBaja: { url: input.unsubscribeUrl, bareHtml: addressLink(input.unsubscribeUrl) },
  };
  const why = renderMailText(c.why, {}, links);
  const unsubscribe = renderMailText(c.unsubscribe, {}, links);
  const foot = footer();
  const text = [input.body.text, "", "-- ", why.text, unsubscribe.text, "", ...foot.text, ""].join("\n");
  const html = layout({
    title: input.subject,
    preheader: input.subject,
    bodyHtml: input.body.html,
    footerHtml: [`<p style="margin:0 0 8px">${why.html} ${unsubscribe.html}</p>`, foot.html].join("\n"),
  });
  return { subject: input.subject, text, html };
}
