import { randomUUID } from "node:crypto";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, SubscriberStatus } from "../../platform/db/schema.server";
import { mailAddress, type MailEnv } from "../../platform/env.server";
import { NEWSLETTER_OPT_IN } from "~/platform/site";
import { SITE_TIME_ZONE } from "../../platform/format";
import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from "./mail/links.server";
import { confirmationEmail, type RenderedEmail } from "./mail/templates.server";
import { newToken, PENDING_RETENTION_DAYS, TOKEN_TTL_MS, tokenHashFromInput, type TokenPurpose } from "./mail/tokens.server";

/**
 * The subscriber's life: pending → confirmed → unsubscribed (→ pending again on a new signup).
 * Every state change and the email it causes are written in ONE transaction (the outbox row
 * commits with the change or not at all); the outbox worker (mail/outbox.server.ts) sends them.
 */

/** Kysely handle or an open transaction on it. */
type Q = Kysely<Database>;

/** At most one confirmation email per address in this window, however often it signs up. */
export const CONFIRMATION_RESEND_MS = NEWSLETTER_OPT_IN.resendMinutes * 60 * 1000;
/** Unconfirmed addresses are deleted by the server after this long (the confirmation email quotes it). */
export { PENDING_RETENTION_DAYS };
/** Unsubscribed addresses are erased after this long. */
export const UNSUBSCRIBED_RETENTION_DAYS = NEWSLETTER_OPT_IN.unsubscribedRetentionDays;
/** Sent, failed and cancelled outbox rows (bodies already emptied) are kept this long for diagnosis. */
export const OUTBOX_RETENTION_DAYS = NEWSLETTER_OPT_IN.mailLogRetentionDays;

export interface LinkContext {
  /** Origin of links, no trailing slash. */
  siteUrl: string;
  /** Address of the List-Unsubscribe mailto:. */
  unsubscribeTo: string;
  /** Domain part of Message-IDs (the From address's). */
  messageDomain: string;
}

export function linkContext(mail: MailEnv): LinkContext {
  return {
    siteUrl: mail.siteUrl,
    unsubscribeTo: mail.unsubscribeTo,
    messageDomain: mailAddress(mail.from).split("@")[1] ?? "localhost",
  };
}

export const newMessageId = (ctx: LinkContext) => `<${randomUUID()}@${ctx.messageDomain}>`;

// ---------------------------------------------------------------------------- tokens

async function insertTokens(
  q: Q,
  subscriberIds: string[],
  purpose: TokenPurpose,
  now: Date,
): Promise<Map<string, string>> {
  const byId = new Map<string, string>();
  if (subscriberIds.length === 0) return byId;
  const expires = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  const rows = subscriberIds.map((id) => {
    const { token, hash } = newToken();
    byId.set(id, token);
    return { token_hash: hash, subscriber_id: id, purpose, expires_at: expires };
  });
  await q.insertInto("newsletter_tokens").values(rows).execute();
  return byId;
}

/** A fresh unsubscribe link per message, and the List-Unsubscribe headers that go with it. */
export async function unsubscribeLinks(q: Q, subscriberIds: string[], ctx: LinkContext, now = new Date()) {
  const tokens = await insertTokens(q, subscriberIds, "unsubscribe", now);
  return new Map(
    [...tokens].map(([id, token]) => {
      const url = unsubscribeUrl(ctx.siteUrl, token);
      return [id, { url, headers: listUnsubscribeHeaders(url, ctx.unsubscribeTo, token) }] as const;
    }),
  );
}

// ---------------------------------------------------------------------------- signup

export interface QueuedMail extends RenderedEmail {
  subscriber_id: string;
  recipient: string;
  headers: Record<string, string>;
}

export async function insertOutbox(q: Q, kind: "confirmation" | "issue", mails: QueuedMail[], ctx: LinkContext) {
  if (mails.length === 0) return [];
  return q
    .insertInto("mail_outbox")
    .values(
      mails.map((m) => ({
        kind,
        subscriber_id: m.subscriber_id,
        recipient: m.recipient,
        subject: m.subject,
        text_body: m.text,
        html_body: m.html,
        headers: JSON.stringify(m.headers),
        message_id: newMessageId(ctx),
        priority: kind === "confirmation" ? 0 : 1,
      })),
    )
    .returning(["id", "subscriber_id"])
    .execute();
}

/**
 * Queues the double opt-in email for these subscribers (inside the caller's transaction):
 * a confirm token, an unsubscribe token ("it was not me"), the outbox row, and the time.
 */
export async function queueConfirmations(q: Q, subscribers: Array<{ id: string; email: string }>, ctx: LinkContext) {
  if (subscribers.length === 0) return;
  const now = new Date();
  const ids = subscribers.map((s) => s.id);
  const confirm = await insertTokens(q, ids, "confirm", now);
  const unsubscribe = await unsubscribeLinks(q, ids, ctx, now);
  await insertOutbox(
    q,
    "confirmation",
    subscribers.map((s) => {
      const unsub = unsubscribe.get(s.id)!;
      return {
        subscriber_id: s.id,
        recipient: s.email,
        headers: unsub.headers,
        ...confirmationEmail({
          email: s.email,
          confirmUrl: confirmUrl(ctx.siteUrl, confirm.get(s.id)!),
          unsubscribeUrl: unsub.url,
          signedUpAt: now,
        }),
      };
    }),
    ctx,
  );
  await q
    .updateTable("newsletter_subscriptions")
    .set({ confirmation_sent_at: now })
    .where("id", "in", ids)
    .execute();
}

export type SignupOutcome =
  /** New address, or an unsubscribed one that starts a new double opt-in: the success toast. */
  | { status: "created"; id: string }
  /** Already registered (pending or confirmed): the duplicate toast. */
  | { status: "duplicate" };

/**
 * What a signup of an address that already exists does, inside the signup's transaction:
 * confirmed → duplicate; pending → duplicate, and the confirmation again (at most once per 10
 * minutes); unsubscribed → a new double opt-in with the consent just given.
 */
export async function resignup(
  q: Q,
  emails: string[],
  consent: Map<string, { consent_version: string }>,
  ctx: LinkContext,
): Promise<Map<string, SignupOutcome>> {
  const out = new Map<string, SignupOutcome>();
  if (emails.length === 0) return out;
  const existing = await q
    .selectFrom("newsletter_subscriptions")
    .select(["id", "email", "status", "confirmation_sent_at"])
    .where(sql<string>`lower(email)`, "in", emails)
    .forUpdate()
    .execute();
  const now = Date.now();
  const toMail: Array<{ id: string; email: string }> = [];
  for (const row of existing) {
    if (row.status === "confirmed") {
      out.set(row.email, { status: "duplicate" });
      continue;
    }
    // Pending: the address IS registered (the duplicate toast, as for any 23505), and the
    // confirmation goes again. Unsubscribed: a new subscription, the success toast.
    out.set(row.email, row.status === "pending" ? { status: "duplicate" } : { status: "created", id: row.id });
    const recent = row.confirmation_sent_at && now - row.confirmation_sent_at.getTime() < CONFIRMATION_RESEND_MS;
    if (row.status === "unsubscribed") {
      // A new double opt-in: new consent (time and text), and the 30 days start again.
      await q
        .updateTable("newsletter_subscriptions")
        .set({
          status: "pending",
          consent_given_at: new Date(now),
          consent_version: consent.get(row.email)?.consent_version ?? sql<string>`consent_version`,
          confirmed_at: null,
        })
        .where("id", "=", row.id)
        .execute();
    }
    // The 10-minute limit is for repeated signups of a pending address; coming back after an
    // unsubscribe always starts a new double opt-in with its own email.
    if (row.status === "unsubscribed" || !recent) toMail.push({ id: row.id, email: row.email });
  }
  await queueConfirmations(q, toMail, ctx);
  return out;
}

// ---------------------------------------------------------------------------- links

export type TokenState =
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "used"; status: SubscriberStatus }
  | { state: "valid"; status: SubscriberStatus };

async function findToken(q: Q, purpose: TokenPurpose, raw: string | null | undefined, lock = false) {
  const hash = tokenHashFromInput(raw);
  if (!hash) return undefined;
  let query = q
    .selectFrom("newsletter_tokens as t")
    .innerJoin("newsletter_subscriptions as s", "s.id", "t.subscriber_id")
    .select(["t.token_hash", "t.subscriber_id", "t.expires_at", "t.used_at", "s.status"])
    .where("t.token_hash", "=", hash)
    .where("t.purpose", "=", purpose);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What a link would do, without doing it (GET shows a page; only its POST acts). */
export async function inspectToken(q: Q, purpose: TokenPurpose, raw: string | null | undefined): Promise<TokenState> {
  const token = await findToken(q, purpose, raw);
  if (!token) return { state: "invalid" };
  if (token.used_at) return { state: "used", status: token.status };
  if (token.expires_at.getTime() < Date.now()) return { state: "expired" };
  return { state: "valid", status: token.status };
}

export type ConfirmOutcome = "confirmed" | "already" | "expired" | "invalid" | "unsubscribed";

/** POST /newsletter/confirmar: pending → confirmed, the time recorded; the token is spent. */
export async function confirmSubscription(db: Q, raw: string | null | undefined): Promise<ConfirmOutcome> {
  return db.transaction().execute(async (trx) => {
    const token = await findToken(trx, "confirm", raw, true);
    if (!token) return "invalid";
    if (token.status === "unsubscribed") return "unsubscribed";
    if (token.used_at || token.status === "confirmed") {
      return token.status === "confirmed" ? "already" : "invalid";
    }
    if (token.expires_at.getTime() < Date.now()) return "expired";
    const now = new Date();
    // Every confirm link of this subscriber is spent: one confirmation, one recorded time.
    await trx
      .updateTable("newsletter_tokens")
      .set({ used_at: now })
      .where("subscriber_id", "=", token.subscriber_id)
      .where("purpose", "=", "confirm")
      .where("used_at", "is", null)
      .execute();
    await trx
      .updateTable("newsletter_subscriptions")
      .set({ status: "confirmed", confirmed_at: now })
      .where("id", "=", token.subscriber_id)
      .execute();
    return "confirmed";
  });
}

export type UnsubscribeOutcome = "unsubscribed" | "already" | "expired" | "invalid";

/**
 * POST /newsletter/baja (the page's button or a mail client's RFC 8058 one-click): the
 * subscriber is unsubscribed at once, every link they hold is spent, and mail still waiting
 * for them is cancelled — never mailed again.
 */
export async function unsubscribe(db: Q, raw: string | null | undefined): Promise<UnsubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const token = await findToken(trx, "unsubscribe", raw, true);
    if (!token) return "invalid";
    if (token.status === "unsubscribed") return "already";
    if (token.used_at) return "invalid";
    if (token.expires_at.getTime() < Date.now()) return "expired";
    const now = new Date();
    await trx
      .updateTable("newsletter_subscriptions")
      .set({ status: "unsubscribed", unsubscribed_at: now })
      .where("id", "=", token.subscriber_id)
      .execute();
    await trx
      .updateTable("newsletter_tokens")
      .set({ used_at: now })
      .where("subscriber_id", "=", token.subscriber_id)
      .where("used_at", "is", null)
      .execute();
    await cancelPendingMail(trx, token.subscriber_id);
    return "unsubscribed";
  });
}

export async function cancelPendingMail(q: Q, subscriberId: string) {
  await q
    .updateTable("mail_outbox")
    .set({ status: "cancelled", text_body: null, html_body: null, headers: "{}" })
    .where("subscriber_id", "=", subscriberId)
    .where("status", "=", "pending")
    .execute();
}

// ---------------------------------------------------------------------------- housekeeping

export interface CleanupResult {
  pendingDeleted: number;
  unsubscribedDeleted: number;
  tokensDeleted: number;
  outboxDeleted: number;
}

/** The database's "now" minus whole days (its clock, so every instance agrees). */
const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/**
 * Deletes the subscribers `where` selects and, in the same statement, adds them to the anonymous
 * per-day counts (newsletter_erased_daily): the person's data goes, the day's signup and
 * confirmation counts in the reports stay. Returns how many were deleted.
 */
export async function eraseSubscribers(db: Q, where: RawBuilder<boolean>): Promise<number> {
  const tz = sql.lit(SITE_TIME_ZONE);
  const { rows } = await sql<{ n: number }>`
    WITH gone AS (
      DELETE FROM newsletter_subscriptions WHERE ${where} RETURNING created_at, confirmed_at
    ), counted AS (
      INSERT INTO newsletter_erased_daily AS t (day, signups, confirmations)
      SELECT day, sum(s)::int, sum(c)::int FROM (
        SELECT (created_at AT TIME ZONE ${tz})::date AS day, 1 AS s, 0 AS c FROM gone
        UNION ALL
        SELECT (confirmed_at AT TIME ZONE ${tz})::date, 0, 1 FROM gone WHERE confirmed_at IS NOT NULL
      ) AS events
      GROUP BY day
      ON CONFLICT (day) DO UPDATE
        SET signups = t.signups + EXCLUDED.signups, confirmations = t.confirmations + EXCLUDED.confirmations
    )
    SELECT count(*)::int AS n FROM gone`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Run by the server at start-up and every hour: addresses never confirmed within 30 days, and
 * addresses unsubscribed more than 30 days ago, are deleted (with their tokens and mail, by
 * cascade); long-expired tokens go, and finished outbox rows older than 30 days go. Nothing here depends on a request.
 */
export async function cleanup(db: Q): Promise<CleanupResult> {
  const pending = await eraseSubscribers(
    db,
    sql<boolean>`status = 'pending' AND consent_given_at < ${daysAgo(PENDING_RETENTION_DAYS)}`,
  );
  // An unsubscribe is kept 30 days (proof that it was honoured, and no mail goes out meanwhile),
  // then the address is erased as the privacy policy promises.
  const unsubscribed = await eraseSubscribers(
    db,
    sql<boolean>`status = 'unsubscribed' AND unsubscribed_at < ${daysAgo(UNSUBSCRIBED_RETENTION_DAYS)}`,
  );
  // Kept a while past expiry so an old link still says "caducado" rather than "no válido".
  const tokens = await db
    .deleteFrom("newsletter_tokens")
    .where("expires_at", "<", daysAgo(30))
    .executeTakeFirst();
  const outbox = await db
    .deleteFrom("mail_outbox")
    .where("status", "in", ["sent", "failed", "cancelled"])
    .where("created_at", "<", daysAgo(OUTBOX_RETENTION_DAYS))
    .executeTakeFirst();
  return {
    pendingDeleted: pending,
    unsubscribedDeleted: unsubscribed,
    tokensDeleted: Number(tokens.numDeletedRows),
    outboxDeleted: Number(outbox.numDeletedRows),
  };
}

export interface StatusCounts {
  pending: number;
  confirmed: number;
  unsubscribed: number;
  total: number;
}

export async function countByStatus(db: Q): Promise<StatusCounts> {
  const rows = await db
    .selectFrom("newsletter_subscriptions")
    .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
    .groupBy("status")
    .execute();
  const counts: StatusCounts = { pending: 0, confirmed: 0, unsubscribed: 0, total: 0 };
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}
