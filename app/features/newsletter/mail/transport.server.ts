import { eventLog } from "../../../platform/log.server";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { describeSmtpUrl } from "../../../platform/env.server";

/**
 * The mail transport: SMTP through nodemailer when `SMTP_URL` is set; otherwise every message
 * is written as an .eml file under `DATA_DIR/mail/` (and its path logged), so the site runs with
 * no mail server and a developer can open exactly what would have been sent.
 */

export interface OutgoingMessage {
  /** Outbox row id: names the .eml file. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed when the message is queued, so a retry is recognisably the same message. */
  messageId: string;
  headers: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the server accepted the message (250) or the file is written. */
  send(message: OutgoingMessage): Promise<{ where: string }>;
  close(): void;
  readonly description: string;
}

/** A rejection that no retry will change (5xx: unknown mailbox, refused content). */
export class PermanentMailError extends Error {
  override name = "PermanentMailError";
}

type Log = Pick<Console, "info" | "warn">;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log?: Log;
}

function mailOptions(from: string, m: OutgoingMessage) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    messageId: m.messageId,
    headers: m.headers,
  };
}

/** The raw RFC 5322 bytes of a message, as they would go over SMTP (for .eml files and previews). */
export async function composeRaw(from: string, message: OutgoingMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transport.sendMail(mailOptions(from, message));
  return info.message as Buffer;
}

/** Writes a message as `dir/<time>-<id>.eml`, readable only by the owner (it holds an address and links). */
export async function writeEml(dir: string, from: string, message: OutgoingMessage): Promise<string> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const raw = await composeRaw(from, message);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${message.id.replace(/[^A-Za-z0-9_-]/g, "_")}.eml`);
  // Whole or not at all: written beside it, flushed, then renamed. A full disk leaves no 0-byte
  // or cut .eml behind (the partial file is removed) and the error reaches the outbox, which retries.
  const partial = `${file}.partial`;
  try {
    const fd = fs.openSync(partial, "w", 0o600);
    try {
      fs.writeFileSync(fd, raw);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? eventLog("mail");
  if (!options.smtpUrl) {
    const dir = path.join(options.dataDir, "mail");
    return {
      description: `.eml files in ${dir} (no SMTP_URL)`,
      async send(message) {
        const file = await writeEml(dir, options.from, message);
        log.info(`[mail] no SMTP_URL: message ${message.id} written to ${file}`);
        return { where: file };
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // Kept-alive connections: as many as the outbox worker ever has messages in flight (1 at
    // ordinary rates, up to 4 at very high ones).
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${describeSmtpUrl(options.smtpUrl)}`,
    async send(message) {
      try {
        const info = await transport.sendMail(mailOptions(options.from, message));
        return { where: String(info.response ?? "accepted") };
      } catch (error) {
        if (isPermanentSmtpError(error)) {
          throw new PermanentMailError((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
    close() {
      transport.close();
    },
  };
}
