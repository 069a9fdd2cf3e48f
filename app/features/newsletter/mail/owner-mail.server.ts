/**
 * Mail to the site's owner (ADMIN_EMAIL) through the site's own mail transport (SMTP_URL; without it,
 * an .eml file in DATA_DIR/mail): `npm run alertas` (the panel's alerts) and the monthly restore test
 * of `npm run restore` (the backups feature) report this way. Plain text, and the same text escaped in
 * a <pre> for mail clients that show only HTML.
 */
import { randomUUID } from "node:crypto";
import { EnvError, mailAddress, parseEnv, type ServerEnv } from "../../../platform/env.server";
import { SITE_NAME } from "../../../platform/site";
import { escapeMarkup } from "../../../platform/text";
import { createMailer, type Mailer } from "./transport.server";

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** ADMIN_EMAIL, or null when unset; a malformed address is a configuration error said in Spanish. */
export function adminEmail(source: NodeJS.ProcessEnv): string | null {
  const to = source.ADMIN_EMAIL?.trim();
  if (!to) return null;
  if (!ADDRESS.test(to)) throw new EnvError(`ADMIN_EMAIL no es una dirección de correo válida: «${to}».`);
  return to;
}

/** The message's HTML part: the text as it is, escaped, in a <pre> that wraps long lines. */
export const ownerMailHtml = (text: string) => `<pre style="white-space:pre-wrap">${escapeMarkup(text)}</pre>`;

/** Sends one message to `to`; where it went (the SMTP server, or the .eml file). `mailer`: the tests' own. */
export async function mailTo(env: ServerEnv, to: string, subject: string, text: string, io: { mailer?: Mailer } = {}): Promise<string> {
  const mailer = io.mailer ?? createMailer({ smtpUrl: env.mail.smtpUrl, from: env.mail.from, dataDir: env.dataDir, log: { info: () => {}, warn: () => {} } });
  const id = `alerta-${randomUUID()}`;
  const domain = mailAddress(env.mail.from).split("@")[1] ?? "localhost";
  try {
    const { where } = await mailer.send({
      id,
      to,
      subject: `[${SITE_NAME}] ${subject}`,
      text,
      html: ownerMailHtml(text),
      messageId: `<${id}@${domain}>`,
      headers: { "Auto-Submitted": "auto-generated" },
    });
    return where;
  } finally {
    if (!io.mailer) mailer.close();
  }
}

/**
 * Mails `text` to ADMIN_EMAIL through the site's mail transport; null (nothing sent) without
 * ADMIN_EMAIL.
 */
export async function mailOwner(source: NodeJS.ProcessEnv, subject: string, text: string, io: { mailer?: Mailer } = {}): Promise<{ to: string; where: string } | null> {
  const to = adminEmail(source);
  if (!to) return null;
  return { to, where: await mailTo(parseEnv(source), to, subject, text, io) };
}

export type { Mailer };
