/**
 * The newsletter's whole life against the BUILT production server (`npm run build` first) and a
 * real SMTP server started in this process (tests/support/smtp-catcher.ts): double opt-in, the
 * link pages, one-click unsubscribe, an SMTP outage, a SIGKILL with mail in the outbox, and an
 * issue sent to 1,000 subscribers, stopped half-way and resumed. Messages are read as the mail
 * server received them.
 *
 * Time travel (an expired link, an address pending for 31 days) and bulk set-up (1,000 confirmed
 * subscribers) are done on the database directly, with the server stopped: PGlite allows one
 * process per directory.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, postSignup, request as rawRequest, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../app/platform/db/db.server";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../support/smtp-catcher";
import { COUNT_LABELS, runNewsletterCli } from "../../app/features/newsletter/newsletter.cli";
import { readCopy } from "../../app/features/copy/copy.server";
import { emailCopy, newsletterCopy } from "../../app/features/newsletter/newsletter-copy.server";
import { SITE_NAME } from "../../app/platform/site";
import { pgliteTestFlags } from "../../scripts/lib/pglite-template.mjs";

/** The copy the server renders (content/copy/emails.yaml and newsletter.yaml), read here instead of pinned. */
const emails = emailCopy();
const newsletter = readCopy(newsletterCopy);
/** As React writes text into a page's HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
/** As the email templates do. */
const escapeMail = (s: string) => escapeHtml(s).replace(/&#x27;/g, "&#39;");

requireBuild();

const request = rawRequest as (
  base: string,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; headers: Record<string, string | undefined>; body: string }>;

type AppServer = Awaited<ReturnType<typeof startAppServer>>;

const TOKEN = "([A-Za-z0-9_-]{43})";
let seq = 0;
const address = (tag: string) => `${tag}-${process.pid}-${++seq}@ejemplo.es`;

describe("newsletter mail: double opt-in, unsubscribe, outbox, issues", { timeout: 900_000 }, () => {
  let tmp: string;
  let dataDir: string;
  let smtp: SmtpCatcher;
  let server: AppServer | null = null;
  let port: number;
  let base: string;
  let rate = "60000";

  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: smtp.url,
    SITE_URL: base,
    MAIL_FROM: "Ranking Casinos España <boletin@rankingcasinos.es>",
    MAIL_RATE_PER_MINUTE: rate,
    MAIL_RETRY_BASE_SECONDS: "0.2",
    MAIL_RETRY_MAX_SECONDS: "1",
    NEWSLETTER_RATE_LIMIT: "0",
  });

  async function startServer() {
    server = await startAppServer({ port, env: env() });
    return server;
  }

  /** Stops the server (SIGTERM), runs `fn` on the database directly, starts the server again. */
  async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    await server?.stop();
    server = null;
    const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
    try {
      return await fn(db);
    } finally {
      await db.destroy();
      await startServer();
    }
  }

  /**
   * `npm run newsletter -- …` run in this process (app/features/newsletter/newsletter.cli.ts: the command
   * line's own function, no tsx start-up per command). The real command line runs end to end in
   * the 1,000-subscriber test below.
   */
  async function cli(args: string[], extraEnv: Record<string, string> = {}) {
    const { code, stdout, stderr } = await runNewsletterCli(args, { ...process.env, ...env(), ...extraEnv });
    if (code !== 0) throw new Error(`newsletter ${args.join(" ")} failed (${code}): ${stderr}`);
    return { stdout, stderr };
  }

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    // The command's Spanish labels, read back to the statuses they name.
    const status = Object.fromEntries(Object.entries(COUNT_LABELS).map(([k, label]) => [label, k]));
    for (const line of (await cli(["count"])).stdout.trim().split("\n")) {
      const [k, v] = line.trim().split(/\s+/);
      out[status[k!] ?? k!] = Number(v);
    }
    return out;
  }

  async function exported(): Promise<Record<string, string>[]> {
    return parse((await cli(["export"])).stdout, { columns: true }) as Record<string, string>[];
  }
  const statusOf = async (email: string) => (await exported()).find((r) => r.email === email)?.status;

  function link(mail: CaughtMail, pathName: string): { url: string; token: string } {
    const m = new RegExp(`${base.replace(/[.:/]/g, "\\$&")}${pathName}\\?t=${TOKEN}`).exec(mail.parsed.text ?? "");
    if (!m) throw new Error(`no ${pathName} link in:\n${mail.parsed.text}`);
    return { url: m[0], token: m[1]! };
  }

  const listUnsubscribe = (mail: CaughtMail) =>
    /^List-Unsubscribe: (.*)$/im.exec(mail.raw.replace(/\r\n[ \t]+/g, " "))?.[1]?.trim() ?? "";

  async function signupAndGetConfirmation(email: string) {
    // A 503 with Retry-After is the server's designed answer when its database does not answer within
    // the visitor's deadline (nothing saved, try again): on a loaded CI machine the first signup after
    // a start can meet it. It is retried, as a person would; any other answer fails at once.
    let res = await postSignup(base, { email, source_page: "/" });
    for (let retry = 0; retry < 3 && res.status === 503 && res.headers["retry-after"]; retry++) {
      await new Promise((r) => setTimeout(r, 1_000));
      res = await postSignup(base, { email, source_page: "/" });
    }
    expect(res.status).toBe(201);
    await smtp.waitFor(() => smtp.to(email).length >= 1, 20_000, `confirmation to ${email}`);
    return smtp.to(email)[0]!;
  }

  async function subscribeConfirmed(email: string) {
    const mail = await signupAndGetConfirmation(email);
    const res = await request(base, { method: "POST", path: link(mail, "/newsletter/confirmar").url.slice(base.length) });
    expect(res.status).toBe(200);
    return mail;
  }

  function writeIssue(name: string, body: string) {
    const file = path.join(tmp, `${name}.md`);
    fs.writeFileSync(file, body);
    return file;
  }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-mail-test-"));
    dataDir = path.join(tmp, "data");
    smtp = await startSmtpCatcher();
    port = await freePort(process.env.E2E_PORT);
    base = `http://127.0.0.1:${port}`;
    await startServer();
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("a signup is stored pending and brings a Spanish confirmation email with its link and unsubscribe headers", async () => {
    const email = address("nuevo");
    const mail = await signupAndGetConfirmation(email);
    expect(await statusOf(email)).toBe("pending");
    expect(mail.parsed.subject).toBe(emails.confirmation.subject);
    expect(mail.parsed.from?.text).toContain("boletin@rankingcasinos.es");
    const text = mail.parsed.text ?? "";
    const html = String(mail.parsed.html);
    // The copy's sentences as the mail server received them (HTML-escaped in the HTML part).
    for (const [body, as] of [[text, (s: string) => s], [html, escapeMail]] as const) {
      expect(body).toContain(as(SITE_NAME));
      expect(body).toContain(as(emails.confirmation.notYou.heading));
      expect(body).toContain(as(emails.confirmation.expiry));
      expect(body).toContain(as(emails.footer.publisher));
    }
    const confirm = link(mail, "/newsletter/confirmar");
    expect(html).toContain(`href="${confirm.url}"`);
    const unsubscribe = link(mail, "/newsletter/baja");
    expect(listUnsubscribe(mail)).toBe(
      `<${unsubscribe.url}>, <mailto:boletin@rankingcasinos.es?subject=baja%20${unsubscribe.token}>`,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(mail.parsed.messageId).toMatch(/@rankingcasinos\.es>$/);
  });

  it("GET on the link only shows a page; its POST confirms; the link cannot be used twice", async () => {
    const email = address("confirma");
    const mail = await signupAndGetConfirmation(email);
    const confirmPath = link(mail, "/newsletter/confirmar").url.slice(base.length);

    const page = await request(base, { path: confirmPath });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(escapeHtml(newsletter.confirm.valid.heading));
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain("noindex");
    // A second GET (a mail scanner, a preview) changes nothing either.
    await request(base, { path: confirmPath });
    expect(await statusOf(email)).toBe("pending");

    const done = await request(base, { method: "POST", path: confirmPath });
    expect(done.status).toBe(200);
    expect(done.body).toContain(escapeHtml(newsletter.confirm.confirmed.heading));
    const row = (await exported()).find((r) => r.email === email)!;
    expect(row.status).toBe("confirmed");
    expect(Date.parse(row.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await request(base, { method: "POST", path: confirmPath });
    expect(again.body).toContain(escapeHtml(newsletter.confirm.already.heading));
    // A confirmed address keeps answering the duplicate toast.
    const dup = await postSignup(base, { email });
    expect(dup.status).toBe(409);
    expect(JSON.parse(dup.body).code).toBe("23505");
    // A token that was never issued is refused without touching anything.
    const bogus = await request(base, { method: "POST", path: `/newsletter/confirmar?t=${"A".repeat(43)}` });
    expect(bogus.status).toBe(404);
    expect(bogus.body).toContain(escapeHtml(newsletter.confirm.invalid.heading));
  });

  it("unsubscribe: the link's page has one button; a one-click POST (RFC 8058) unsubscribes at once; never mailed again", async () => {
    const byPage = address("baja-pagina");
    const oneClick = address("baja-un-clic");
    const stays = address("sigue");
    for (const e of [byPage, oneClick, stays]) await subscribeConfirmed(e);
    const issue = writeIssue("boletin-baja", "# Novedades de la semana\n\nLee [la comparativa](/comparacion).\n");
    await cli(["send", issue]);
    await smtp.waitFor(() => [byPage, oneClick, stays].every((e) => smtp.to(e).length === 2), 20_000, "the issue");

    const issueMail = smtp.to(oneClick)[1]!;
    expect(issueMail.parsed.subject).toBe("Novedades de la semana");
    expect(String(issueMail.parsed.html)).toContain(`href="${base}/comparacion"`);
    const header = /<(http[^>]+)>/.exec(listUnsubscribe(issueMail))![1]!;
    expect(issueMail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    // Every issue says why it arrives and carries the unsubscribe link in its body too (copy/emails.yaml).
    expect(issueMail.parsed.text).toContain(emails.issue.why);
    expect(issueMail.parsed.text).toContain(header);
    expect(String(issueMail.parsed.html)).toContain(escapeMail(emails.issue.why));
    expect(String(issueMail.parsed.html)).toContain(`href="${escapeMail(header)}"`);
    // What a mail client sends: no cookie, no Origin, the RFC 8058 body.
    const res = await request(base, {
      method: "POST",
      path: header.slice(base.length),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await statusOf(oneClick)).toBe("unsubscribed");

    const pagePath = link(smtp.to(byPage)[1]!, "/newsletter/baja").url.slice(base.length);
    const page = await request(base, { path: pagePath });
    expect(page.status).toBe(200);
    const main = /<main[\s\S]*<\/main>/.exec(page.body)?.[0] ?? "";
    expect(main.match(/<button/g)).toHaveLength(1);
    expect(page.body).toContain(escapeHtml(newsletter.unsubscribe.valid.button));
    expect(await statusOf(byPage)).toBe("confirmed");
    const done = await request(base, {
      method: "POST",
      path: pagePath,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(done.body).toContain(escapeHtml(newsletter.unsubscribe.unsubscribed.heading));
    const row = (await exported()).find((r) => r.email === byPage)!;
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribed_at).not.toBe("");

    const next = writeIssue("boletin-despues-de-la-baja", "# Otra semana\n\nMás novedades.\n");
    await cli(["send", next]);
    await smtp.waitFor(() => smtp.to(stays).length === 3, 20_000, "the next issue");
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to(byPage)).toHaveLength(2);
    expect(smtp.to(oneClick)).toHaveLength(2);

    // Subscribing again starts a new double opt-in.
    expect((await postSignup(base, { email: oneClick })).status).toBe(201);
    await smtp.waitFor(() => smtp.to(oneClick).length === 3, 20_000, "a new confirmation");
    expect(smtp.to(oneClick)[2]!.parsed.subject).toBe(emails.confirmation.subject);
    expect(await statusOf(oneClick)).toBe("pending");
  });

  it("time: expired links, one confirmation per 10 minutes, unconfirmed addresses deleted after 30 days", async () => {
    const expired = address("caducado");
    const again = address("repite");
    const old = address("antiguo");
    const recent = address("reciente");
    const expiredMail = await signupAndGetConfirmation(expired);
    await signupAndGetConfirmation(again);
    await signupAndGetConfirmation(old);
    await signupAndGetConfirmation(recent);

    // Pending and signing up again within 10 minutes: the duplicate toast, no second email.
    expect((await postSignup(base, { email: again })).status).toBe(409);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.to(again)).toHaveLength(1);

    await withDatabase(async (db) => {
      await db
        .updateTable("newsletter_tokens")
        .set({ expires_at: sql`now() - interval '1 minute'` } as never)
        .where("subscriber_id", "in", db.selectFrom("newsletter_subscriptions").select("id").where("email", "=", expired))
        .execute();
      await db
        .updateTable("newsletter_subscriptions")
        .set({ confirmation_sent_at: sql`now() - interval '11 minutes'` })
        .where("email", "=", again)
        .execute();
      await db
        .updateTable("newsletter_subscriptions")
        .set({ consent_given_at: sql`now() - interval '31 days'` })
        .where("email", "=", old)
        .execute();
      await db
        .updateTable("newsletter_subscriptions")
        .set({ consent_given_at: sql`now() - interval '29 days'` })
        .where("email", "=", recent)
        .execute();
    });

    const confirmPath = link(expiredMail, "/newsletter/confirmar").url.slice(base.length);
    const page = await request(base, { path: confirmPath });
    expect(page.status).toBe(410);
    expect(page.body).toContain(escapeHtml(newsletter.confirm.expired.heading));
    expect((await request(base, { method: "POST", path: confirmPath })).status).toBe(410);
    expect(await statusOf(expired)).toBe("pending");

    expect((await postSignup(base, { email: again })).status).toBe(409);
    await smtp.waitFor(() => smtp.to(again).length === 2, 20_000, "the confirmation again after 10 minutes");

    // The server deleted the address pending for 31 days at start-up, and kept the 29-day one.
    const emails = (await exported()).map((r) => r.email);
    expect(emails).not.toContain(old);
    expect(emails).toContain(recent);
  });

  it("SMTP down for a while: signups still succeed, and each mail arrives once when it is back", async () => {
    await smtp.stop();
    const emails = [address("caida-1"), address("caida-2"), address("caida-3")];
    for (const e of emails) expect((await postSignup(base, { email: e })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 2500));
    for (const e of emails) expect(smtp.to(e)).toHaveLength(0);
    await smtp.start();
    await smtp.waitFor(() => emails.every((e) => smtp.to(e).length >= 1), 30_000, "delivery after the outage");
    await new Promise((r) => setTimeout(r, 1500));
    for (const e of emails) expect(smtp.to(e)).toHaveLength(1);
  });

  it("server SIGKILLed with mail in the outbox: delivered after the restart, none twice", async () => {
    await smtp.stop();
    const emails = [address("kill-1"), address("kill-2"), address("kill-3")];
    for (const e of emails) expect((await postSignup(base, { email: e })).status).toBe(201);
    await server!.kill();
    server = null;
    await smtp.start();
    await startServer();
    await smtp.waitFor(() => emails.every((e) => smtp.to(e).length >= 1), 30_000, "delivery after the restart");
    await new Promise((r) => setTimeout(r, 1500));
    for (const e of emails) expect(smtp.to(e)).toHaveLength(1);
  });

  it("MAIL_RATE_PER_MINUTE spaces the messages evenly", async () => {
    const people = Array.from({ length: 5 }, () => address("ritmo"));
    await withDatabase(async (db) => {
      // Only these five are confirmed for this check.
      await db.updateTable("newsletter_subscriptions").set({ status: "unsubscribed" }).where("status", "=", "confirmed").execute();
      await db
        .insertInto("newsletter_subscriptions")
        .values(people.map((email) => ({ email, consent_version: "2026-11-v1", status: "confirmed" as const })))
        .execute();
      rate = "60"; // one a second
    });
    expect(server!.log()).toContain("60 a minute");
    await cli(["send", writeIssue("boletin-ritmo", "# Ritmo\n\nUn boletín para medir el ritmo.\n")]);
    await smtp.waitFor(() => people.every((e) => smtp.to(e).length === 1), 30_000, "the paced issue");
    // When the server handed each message over (its MAIL FROM), not when the bytes arrived: a
    // loaded machine delays a message's travel (the first one also opens the connection), not
    // the pacing. Messages leave one a second, so five take 4 s from first to last; unpaced they
    // take well under 0.5 s. One interval of slack for a server delayed by the machine's load.
    const times = people.map((e) => smtp.to(e)[0]!.startedAt).sort((a, b) => a - b);
    expect(times[times.length - 1]! - times[0]!).toBeGreaterThanOrEqual((times.length - 2) * 1000);
    rate = "60000";
  });

  it("an issue to 1,000 confirmed subscribers, stopped half-way and resumed: each gets exactly one", async () => {
    const slugTag = `mil-${process.pid}`;
    const t0 = Date.now();
    const lap = (what: string) => console.info(`[1,000] ${what} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await withDatabase(async (db) => {
      await db.updateTable("newsletter_subscriptions").set({ status: "unsubscribed" }).where("status", "=", "confirmed").execute();
      await sql`INSERT INTO newsletter_subscriptions (email, consent_version, status, confirmed_at)
        SELECT ${slugTag} || '-' || g || '@ejemplo.es', '2026-11-v1', 'confirmed', now() FROM generate_series(1, 1000) AS g`.execute(db);
      rate = "6000"; // one every 10 ms: fast, yet slow enough to stop half-way
    });
    const recipients = Array.from({ length: 1000 }, (_, i) => `${slugTag}-${i + 1}@ejemplo.es`);
    const file = writeIssue("boletin-mil", "# Mil\n\nEl número que reciben mil personas.\n");

    // Dry run: the count and one preview file, nothing queued.
    lap("1,000 subscribers stored, server restarted");
    const dry = await cli(["send", file, "--dry-run"]);
    expect(dry.stdout).toMatch(/iría a 1000 suscriptor\(es\) confirmado/);
    const preview = /(\S+\.eml)/.exec(dry.stdout + dry.stderr)?.[1];
    expect(preview && fs.existsSync(preview)).toBe(true);
    expect(fs.readFileSync(preview!, "utf8")).toContain("Subject: Mil");

    // Queue it; stop the server half-way through delivery.
    lap("dry run");
    const queued = await cli(["send", file]);
    lap("queued");
    expect(queued.stdout).toMatch(/: 1000 mensaje\(s\) puestos en cola/);
    const delivered = () => smtp.messages.filter((m) => m.parsed.subject === "Mil");
    await smtp.waitFor(() => delivered().length >= 300, 60_000, "the first part of the issue");
    await server!.stop();
    server = null;
    const atStop = delivered().length;
    lap(`stopped with ${atStop} delivered`);
    expect(atStop).toBeLessThan(1000);

    // Running the command again queues nothing new (each already has it queued). The real command
    // line end to end (tsx, its own process, PGlite opened under the directory's lock).
    const resumeQueue = spawn(process.execPath, [...pgliteTestFlags(), "--import", "tsx", "app/composition/commands.cli.ts", "newsletter", "send", file], {
      cwd: ROOT,
      env: { ...process.env, ...env() },
    });
    let out = "";
    resumeQueue.stdout.on("data", (d) => (out += d));
    const resumeCode = await new Promise((r) => resumeQueue.once("exit", r));
    expect(out).toMatch(/: 0 mensaje\(s\) puestos en cola/);
    expect(resumeCode).toBe(0);

    lap("resume command");
    await startServer();
    await smtp.waitFor(() => delivered().length >= 1000, 120_000, "the rest of the issue");
    await new Promise((r) => setTimeout(r, 1500));
    lap("all delivered");
    const perRecipient = new Map<string, number>();
    for (const m of delivered()) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(1000);
    for (const r of recipients) expect(perRecipient.get(r), r).toBe(1);
    rate = "60000";
  });

  it("count and export show each subscriber's status; export never changes an address", async () => {
    const dash = `-guion-${process.pid}@ejemplo.es`;
    expect((await postSignup(base, { email: dash })).status).toBe(201);
    const c = await counts();
    expect(c.pending).toBeGreaterThan(0);
    expect(c.confirmed).toBeGreaterThan(0);
    expect(c.unsubscribed).toBeGreaterThan(0);
    expect(c.total).toBe(c.pending! + c.confirmed! + c.unsubscribed!);
    const rows = await exported();
    expect(rows).toHaveLength(c.total!);
    expect(rows.find((r) => r.email === dash)?.status).toBe("pending");
  });
});
