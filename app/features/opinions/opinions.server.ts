import { z } from "zod";
import { sql } from "kysely";
import { isOwnDatabase, limitTransaction, withDeadline, type Db } from "../../platform/db/db.server.ts";
import type { OpinionStatus } from "../../platform/db/schema.server.ts";
import { parseEnv } from "../../platform/env.server.ts";
import { getOperator } from "../operators/index.server.ts";
import { linkContext, newMessageId, newToken, SignupSchema, tokenHashFromInput, type LinkContext } from "../newsletter/index.server.ts";
import { OPINION_CONFIRM_DAYS, OPINION_CONFIRM_PATH, OPINION_CONSENT_VERSION, OPINION_DELETE_PATH, OPINION_LIMITS } from "./opinions-links.ts";
import { opinionEmail } from "./opinion-email.server.ts";
import { getOpinionTexts } from "./opinion-texts.server.ts";
import { dropPublicCache } from "./opinions-cache.server.ts";

/**
 * Player opinions (issue 38, docs/decisions/0280-player-opinions.md): validation, the one
 * transaction that stores an opinion with its email, the links of that email (confirm, delete),
 * moderation and erasure, and the public page's query. Nothing here edits a player's words.
 */

/** Consent texts this build can have shown. Add the old version here when the text changes. */
export const KNOWN_OPINION_CONSENT_VERSIONS: readonly string[] = [OPINION_CONSENT_VERSION];

// Control characters never belong in a title; in the text only the line break (\n) does.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Months in «cliente desde»: AAAA or AAAA-MM, from 1990 to the current month. */
function validSince(value: string, now = new Date()): boolean {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  if (year < 1990 || month < 1 || month > 12) return false;
  return year * 12 + month <= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const title = z
  .string()
  .max(1000)
  .refine((s) => !CONTROL.test(s) && !LONE_SURROGATE.test(s))
  .transform((s) => s.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(OPINION_LIMITS.titleMin).max(OPINION_LIMITS.titleMax));

const text = z
  .string()
  .max(20_000)
  .transform((s) => s.replace(/\r\n?/g, "\n"))
  .refine((s) => !CONTROL_BUT_NEWLINE.test(s) && !LONE_SURROGATE.test(s))
  // Spaces at line ends and runs of blank lines add nothing; the words stay as written.
  .transform((s) => s.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim())
  .pipe(z.string().min(OPINION_LIMITS.textMin).max(OPINION_LIMITS.textMax));

export const OpinionSchema = z.object({
  operator: z.string().max(64).refine((id) => getOperator(id) !== undefined),
  rating: z.number().int().min(1).max(5),
  title,
  text,
  customer_since: z
    .string()
    .max(16)
    .nullish()
    .transform((s) => (s == null || s.trim() === "" ? null : s.trim()))
    .refine((s) => s === null || validSince(s)),
  email: SignupSchema.shape.email,
  consent_version: z
    .string()
    .refine((v) => KNOWN_OPINION_CONSENT_VERSIONS.includes(v))
    .optional(),
  /** Honeypot: invisible to people, so only a bot fills it. Checked by the endpoint. */
  website: z.string().max(1024).nullish(),
});

export type OpinionInput = z.output<typeof OpinionSchema>;

/** Opinions one address may send in 24 hours (all operators together). */
export const OPINIONS_PER_EMAIL_PER_DAY = 3;
/** Confirmation links work this long; unconfirmed opinions are deleted after OPINION_UNCONFIRMED_DAYS. */
export { OPINION_CONFIRM_DAYS } from "./opinions-links.ts";
export const OPINION_UNCONFIRMED_DAYS = 30;
/**
 * The author's delete link never expires: the texts promise «bórrala cuando quieras», only whoever holds
 * the mailed link can use it, and deleting is always safe. The column is NOT NULL, so the row stores this
 * date; the code never reads it for a delete link (links sent with a one-year date keep working too).
 */
const DELETE_LINK_STORED_EXPIRY = new Date("9999-12-31T00:00:00Z");

/** Bounds of a visitor's write, as for a newsletter signup (issue 43): an answer within 5 s. */
const TRANSACTION_MS = 2_500;
const TRANSACTION_LIMITS = { lockMs: 1_000, statementMs: 2_000 } as const;

export class EmailLimitError extends Error {
  constructor() {
    super("too many opinions from this address");
  }
}

let defaultContext: LinkContext | undefined;
const defaultLinkContext = () => (defaultContext ??= linkContext(parseEnv().mail));

const DAY_MS = 24 * 3600 * 1000;

/**
 * Stores an opinion (status «unconfirmed») with its two links and its email in the outbox, in ONE
 * transaction: all of it or nothing. Refused with EmailLimitError when the address already sent
 * OPINIONS_PER_EMAIL_PER_DAY opinions in the last 24 hours (counted in the same transaction).
 */
export async function submitOpinion(db: Db, input: OpinionInput, ctx: LinkContext = defaultLinkContext()): Promise<{ id: string }> {
  const own = isOwnDatabase(db);
  const timed = own ? db : withDeadline(db, TRANSACTION_MS);
  const operator = getOperator(input.operator)!;
  return timed.transaction().execute(async (trx) => {
    if (!own) await limitTransaction(trx, TRANSACTION_LIMITS);
    // Two opinions of one address at once must not both pass the count: one waits for the other.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`opinion:${input.email}`}))`.execute(trx);
    const { n } = await trx
      .selectFrom("opinions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "=", input.email)
      .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    if (Number(n) >= OPINIONS_PER_EMAIL_PER_DAY) throw new EmailLimitError();
    const { id } = await trx
      .insertInto("opinions")
      .values({
        operator_id: input.operator,
        rating: input.rating,
        title: input.title,
        body: input.text,
        customer_since: input.customer_since,
        email: input.email,
        consent_version: input.consent_version ?? OPINION_CONSENT_VERSION,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const confirm = newToken();
    const remove = newToken();
    await trx
      .insertInto("opinion_tokens")
      .values([
        { token_hash: confirm.hash, opinion_id: id, purpose: "confirm", expires_at: new Date(now + OPINION_CONFIRM_DAYS * DAY_MS) },
        { token_hash: remove.hash, opinion_id: id, purpose: "delete", expires_at: DELETE_LINK_STORED_EXPIRY },
      ])
      .execute();
    const mail = opinionEmail({
      operatorName: operator.name,
      title: input.title,
      confirmUrl: `${ctx.siteUrl}${OPINION_CONFIRM_PATH}?t=${encodeURIComponent(confirm.token)}`,
      deleteUrl: `${ctx.siteUrl}${OPINION_DELETE_PATH}?t=${encodeURIComponent(remove.token)}`,
      confirmDays: OPINION_CONFIRM_DAYS,
      unconfirmedDays: OPINION_UNCONFIRMED_DAYS,
    }, getOpinionTexts().email);
    await trx
      .insertInto("mail_outbox")
      .values({
        kind: "opinion",
        opinion_id: id,
        subscriber_id: null,
        recipient: input.email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: "{}",
        message_id: newMessageId(ctx),
        priority: 0,
      })
      .execute();
    return { id: String(id) };
  });
}

// ---------------------------------------------------------------------------- links

export type OpinionLinkPurpose = "confirm" | "delete";

async function findToken(q: Db, purpose: OpinionLinkPurpose, raw: string | null | undefined, lock = false) {
  const hash = tokenHashFromInput(raw);
  if (!hash) return undefined;
  let query = q
    .selectFrom("opinion_tokens as t")
    .innerJoin("opinions as o", "o.id", "t.opinion_id")
    .select(["t.opinion_id", "t.expires_at", "t.used_at", "o.status", "o.operator_id"])
    .where("t.token_hash", "=", hash)
    .where("t.purpose", "=", purpose);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What a link's page shows on GET (nothing changes): valid, already (confirmed before), expired or invalid. */
export type OpinionLinkView = "valid" | "already" | "expired" | "invalid";

export async function inspectOpinionLink(db: Db, purpose: OpinionLinkPurpose, raw: string | null | undefined): Promise<OpinionLinkView> {
  const token = await findToken(db, purpose, raw);
  if (!token) return "invalid";
  if (purpose === "confirm" && token.status !== "unconfirmed") return "already";
  if (token.used_at) return "invalid";
  if (purpose === "confirm" && token.expires_at.getTime() < Date.now()) return "expired";
  return "valid";
}

/** POST of the confirm page: unconfirmed → pending (it then waits for moderation). */
export async function confirmOpinion(db: Db, raw: string | null | undefined): Promise<"confirmed" | "already" | "expired" | "invalid"> {
  return db.transaction().execute(async (trx) => {
    const token = await findToken(trx, "confirm", raw, true);
    if (!token) return "invalid";
    if (token.status !== "unconfirmed") return "already";
    if (token.expires_at.getTime() < Date.now()) return "expired";
    const now = new Date();
    await trx.updateTable("opinion_tokens").set({ used_at: now }).where("opinion_id", "=", token.opinion_id).where("purpose", "=", "confirm").execute();
    await trx.updateTable("opinions").set({ status: "pending", confirmed_at: now }).where("id", "=", token.opinion_id).execute();
    return "confirmed";
  });
}

/** POST of the delete page: the opinion goes, with its links and any mail still waiting (cascade). Never expires. */
export async function deleteOpinionByLink(db: Db, raw: string | null | undefined): Promise<"deleted" | "invalid"> {
  const outcome = await db.transaction().execute(async (trx) => {
    const token = await findToken(trx, "delete", raw, true);
    if (!token) return { view: "invalid" as const };
    await trx.deleteFrom("opinions").where("id", "=", token.opinion_id).execute();
    return { view: "deleted" as const, operator: token.operator_id };
  });
  if (outcome.view === "deleted") dropPublicCache(outcome.operator);
  return outcome.view;
}

// ---------------------------------------------------------------------------- moderation

export interface ModerationItem {
  id: string;
  operatorId: string;
  operatorName: string;
  rating: number;
  title: string;
  text: string;
  customerSince: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  status: OpinionStatus;
}

/** Confirmed opinions waiting for the owner, oldest first. The author's address is not shown. */
export async function pendingOpinions(db: Db): Promise<ModerationItem[]> {
  const rows = await db
    .selectFrom("opinions")
    .select(["id", "operator_id", "rating", "title", "body", "customer_since", "created_at", "confirmed_at", "status"])
    .where("status", "=", "pending")
    .orderBy("confirmed_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    operatorId: r.operator_id,
    operatorName: getOperator(r.operator_id)?.name ?? r.operator_id,
    rating: r.rating,
    title: r.title,
    text: r.body,
    customerSince: r.customer_since,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    status: r.status,
  }));
}

export type ModerationOutcome = "approved" | "rejected" | "not-found" | "unconfirmed" | "unchanged";

/** Ids are positive whole numbers; anything else cannot be an opinion (no query). */
export const isOpinionId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

export const REJECT_REASON_MAX = 500;

/**
 * The owner's decision: approve (shown on the operator's page) or reject with a reason (never shown,
 * kept for the record). Works on confirmed opinions only; the words are never touched.
 */
export async function moderateOpinion(db: Db, id: string, decision: "approve" | "reject", reason?: string): Promise<ModerationOutcome> {
  if (!isOpinionId(id)) return "not-found";
  const target: OpinionStatus = decision === "approve" ? "approved" : "rejected";
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("opinions").select(["status", "operator_id"]).where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) return { outcome: "not-found" as const };
    if (row.status === "unconfirmed") return { outcome: "unconfirmed" as const };
    if (row.status === target) return { outcome: "unchanged" as const };
    await trx
      .updateTable("opinions")
      .set({ status: target, moderated_at: new Date(), reject_reason: target === "rejected" ? (reason?.trim().slice(0, REJECT_REASON_MAX) || null) : null })
      .where("id", "=", id)
      .execute();
    return { outcome: target, operator: row.operator_id };
  });
  if ("operator" in result && result.operator) dropPublicCache(result.operator);
  return result.outcome;
}

/** Erasure by address (GDPR art. 17): every opinion of that email goes, with its links and mail. */
export async function eraseOpinionsByEmail(db: Db, email: string): Promise<number> {
  const rows = await db.deleteFrom("opinions").where(sql<string>`lower(email)`, "=", sql<string>`lower(btrim(${email}))`).returning("operator_id").execute();
  for (const r of new Set(rows.map((r) => r.operator_id))) dropPublicCache(r);
  return rows.length;
}

/** Housekeeping: opinions never confirmed within OPINION_UNCONFIRMED_DAYS are deleted (address included). */
export async function cleanupOpinions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("opinions")
    .where("status", "=", "unconfirmed")
    .where("created_at", "<", sql<Date>`now() - make_interval(days => ${OPINION_UNCONFIRMED_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------------------- public page

export const OPINIONS_PER_PAGE = 10;

export interface PublicOpinion {
  id: string;
  rating: number;
  title: string;
  text: string;
  customerSince: string | null;
  /** YYYY-MM-DD of the opinion (when it was written). */
  date: string;
}

export interface OpinionSummary {
  count: number;
  /** Mean rating, one decimal; null without opinions. */
  average: number | null;
}

export interface OpinionsPage extends OpinionSummary {
  page: number;
  pages: number;
  items: PublicOpinion[];
}

/** Approved opinions of one operator, newest first, one page of them; null when `page` is past the last. */
export async function approvedOpinions(db: Db, operatorId: string, page: number): Promise<OpinionsPage | null> {
  const summary = await db
    .selectFrom("opinions")
    .select((eb) => [eb.fn.countAll<string>().as("n"), eb.fn.avg<string | null>("rating").as("avg")])
    .where("operator_id", "=", operatorId)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  const count = Number(summary.n);
  const pages = Math.max(1, Math.ceil(count / OPINIONS_PER_PAGE));
  if (page > pages) return null;
  const rows = await db
    .selectFrom("opinions")
    .select(["id", "rating", "title", "body", "customer_since", sql<string>`to_char(created_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD')`.as("day")])
    .where("operator_id", "=", operatorId)
    .where("status", "=", "approved")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(OPINIONS_PER_PAGE)
    .offset((page - 1) * OPINIONS_PER_PAGE)
    .execute();
  return {
    count,
    average: summary.avg === null ? null : Math.round(Number(summary.avg) * 10) / 10,
    page,
    pages,
    items: rows.map((r) => ({ id: String(r.id), rating: r.rating, title: r.title, text: r.body, customerSince: r.customer_since, date: r.day })),
  };
}
