import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/support/smtp-catcher";
import { emailCopy } from "../newsletter-copy.server";
import { listUnsubscribeHeaders } from "./links.server";
import { confirmationEmail } from "./templates.server";
import { createMailer, PermanentMailError, type OutgoingMessage } from "./transport.server";

const FROM = '"Ranking Casinos España" <boletin@rankingcasinos.es>';

function message(id: string, to = "ana@ejemplo.es"): OutgoingMessage {
  const mail = confirmationEmail({
    email: to,
    confirmUrl: "https://www.rankingcasinos.es/newsletter/confirmar?t=abc",
    unsubscribeUrl: "https://www.rankingcasinos.es/newsletter/baja?t=def",
    signedUpAt: new Date("2026-11-23T10:00:00Z"),
  });
  return {
    id,
    to,
    ...mail,
    messageId: `<${id}.test@rankingcasinos.es>`,
    headers: listUnsubscribeHeaders("https://www.rankingcasinos.es/newsletter/baja?t=def", "baja@rankingcasinos.es", "def"),
  };
}

describe("mail transport", () => {
  let smtp: SmtpCatcher;
  let tmp: string;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mail-transport-"));
  });
  afterAll(async () => {
    await smtp.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("sends through SMTP_URL with the fixed Message-ID, both bodies and the unsubscribe headers", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: tmp });
    try {
      await mailer.send(message("1"));
    } finally {
      mailer.close();
    }
    // The test server answers 250 before it has parsed the message.
    await smtp.waitFor(() => smtp.to("ana@ejemplo.es").length === 1);
    const [got] = smtp.to("ana@ejemplo.es");
    expect(got).toBeDefined();
    expect(got!.parsed.messageId).toBe("<1.test@rankingcasinos.es>");
    expect(got!.parsed.subject).toBe(emailCopy().confirmation.subject);
    expect(got!.parsed.text).toContain("https://www.rankingcasinos.es/newsletter/confirmar?t=abc");
    expect(got!.parsed.html).toContain('href="https://www.rankingcasinos.es/newsletter/confirmar?t=abc"');
    const raw = got!.raw.replace(/\r\n[ \t]+/g, " ");
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/www\.rankingcasinos\.es\/newsletter\/baja\?t=def>, <mailto:baja@rankingcasinos\.es\?subject=baja%20def>/m);
  });

  it("without SMTP_URL writes a private .eml file and logs its path", async () => {
    const info = vi.fn();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir: tmp, log: { info, warn: vi.fn() } });
    const { where } = await mailer.send(message("42"));
    expect(path.dirname(where)).toBe(path.join(tmp, "mail"));
    expect(where.endsWith("-42.eml")).toBe(true);
    expect(fs.statSync(where).mode & 0o777).toBe(0o600);
    const raw = fs.readFileSync(where, "utf8");
    expect(raw).toContain("Message-ID: <42.test@rankingcasinos.es>");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(info).toHaveBeenCalledWith(expect.stringContaining(where));
  });

  it("a full disk leaves no empty or cut .eml behind, and the send fails (the outbox retries it)", async () => {
    const dir = path.join(tmp, "disco-lleno");
    const mailer = createMailer({ smtpUrl: undefined, dataDir: dir, from: FROM, log: { info() {}, warn() {} } });
    const real = fs.writeFileSync;
    const spy = vi.spyOn(fs, "writeFileSync").mockImplementation(((file: fs.PathOrFileDescriptor, data: unknown, ...rest: unknown[]) => {
      // As a full disk does: the first bytes land, then ENOSPC.
      (real as (...a: unknown[]) => void)(file, String(data).slice(0, 10), ...rest);
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }) as typeof fs.writeFileSync);
    try {
      await expect(mailer.send(message("lleno-1"))).rejects.toThrow(/ENOSPC/);
    } finally {
      spy.mockRestore();
    }
    expect(fs.readdirSync(path.join(dir, "mail"))).toEqual([]);
    // With space again, the same message is written whole.
    const { where } = await mailer.send(message("lleno-1"));
    expect(fs.readFileSync(where, "utf8")).toContain("Message-ID: <lleno-1.test@rankingcasinos.es>");
    expect(fs.readdirSync(path.join(dir, "mail"))).toHaveLength(1);
  });

  it("a 5xx rejection is permanent; an unreachable server is not", async () => {
    const { SMTPServer } = await import("smtp-server");
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(_address, _session, cb) {
        cb(Object.assign(new Error("Buzón inexistente"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((r) => rejecting.listen(0, "127.0.0.1", () => r()));
    const port = (rejecting.server.address() as { port: number }).port;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir: tmp });
    await expect(mailer.send(message("2"))).rejects.toBeInstanceOf(PermanentMailError);
    mailer.close();
    await new Promise<void>((r) => rejecting.close(() => r()));

    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, dataDir: tmp });
    const error = await down.send(message("3")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
    down.close();
  });
});
