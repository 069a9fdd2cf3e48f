/**
 * A real SMTP server in the test process (the `smtp-server` package) that accepts every message
 * and keeps it, parsed (`mailparser`), for the test to read. `stop()` closes it so that the
 * application meets a mail server that is down; `start()` again on the same port brings it back.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** When the message's transaction began (the client's MAIL FROM): the moment the sender handed
   *  it over, before its bytes travelled. Paced sending is measured on this, not on arrival. */
  startedAt: number;
  receivedAt: number;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  messages: CaughtMail[];
  /** Messages sent to `address` (case-insensitive). */
  to(address: string): CaughtMail[];
  /** Resolves once `predicate` holds; fails after `timeoutMs` with no new message (progress, not total time). */
  waitFor(predicate: (all: CaughtMail[]) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startSmtpCatcher(port?: number): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const listenPort = port ?? (await freeLoopbackPort());
  let server: SMTPServer | null = null;

  // The time of the current transaction's MAIL FROM, per connection (session).
  const mailFromAt = new WeakMap<object, number>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // On stop, drop kept-alive client connections almost at once, as a crashed server would.
      closeTimeout: 200,
      onMailFrom(_address, session, callback) {
        mailFromAt.set(session, Date.now());
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          const receivedAt = Date.now();
          const startedAt = mailFromAt.get(session) ?? receivedAt;
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          // Accept (250) at once, as a real server does; parse afterwards, off the sender's path.
          callback();
          simpleParser(raw)
            .then((parsed) => messages.push({ to, raw: raw.toString("utf8"), parsed, startedAt, receivedAt }))
            .catch((error: unknown) => console.warn(`smtp-catcher: unparsable message: ${String(error)}`));
        });
      },
    });

  const catcher: SmtpCatcher = {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    // `timeoutMs` without a new message, not in all: a slow machine delivers a long issue slowly
    // but steadily, and only a delivery that stops making progress is a failure.
    async waitFor(predicate, timeoutMs = 20_000, what = "messages") {
      let seen = messages.length;
      let deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (messages.length !== seen) {
          seen = messages.length;
          deadline = Date.now() + timeoutMs;
        }
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: no new message for ${timeoutMs} ms (have ${messages.length})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async start() {
      if (server) return;
      server = make();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(listenPort, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      // Close open client connections too: a real outage drops them.
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await catcher.start();
  return catcher;
}
