import { z } from "zod";
import { NEWSLETTER_CONSENT_VERSION } from "../lib/site";
import { isUniqueViolation, type Database } from "./db.server";

/**
 * The newsletter service: validation of a signup, the insert, and the operator queries (count,
 * export, GDPR erasure). Engine-agnostic: it only talks to the `Database` adapter.
 */

/** Consent texts this build can have shown. Add the old version here when the text changes. */
export const KNOWN_CONSENT_VERSIONS: readonly string[] = [NEWSLETTER_CONSENT_VERSION];

// C0/C1 control characters never belong in any of these fields, and NUL cannot even be stored
// in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

// A lone UTF-16 surrogate cannot be encoded as UTF-8: the drivers would silently replace it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const wellFormed = (s: string) => !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s);

/** Optional client-data text: string or null, empty means null, bounded, no control chars. */
const optionalText = (max: number, pattern?: RegExp) =>
  z
    .string()
    .max(max)
    .refine(wellFormed)
    .refine((s) => !pattern || s === "" || pattern.test(s))
    .nullish()
    .transform((s) => (s == null || s.trim() === "" ? null : s.trim()));

export const EMAIL_MAX_LENGTH = 254;

export const SignupSchema = z.object({
  email: z
    .string()
    .refine((s) => s.length <= 1024 && wellFormed(s.trim()))
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email())),
  user_agent: optionalText(512),
  language: optionalText(35, /^[A-Za-z0-9-]+$/),
  timezone: optionalText(64, /^[A-Za-z0-9_+\-/]+$/),
  browser_name: z
    .enum(["Chrome", "Firefox", "Safari", "Other"])
    .nullish()
    .transform((v) => v ?? null),
  platform: optionalText(64),
  referrer: optionalText(2048),
  source_page: optionalText(2048, /^\//),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
  consent_version: z
    .string()
    .refine((v) => KNOWN_CONSENT_VERSIONS.includes(v))
    .optional(),
  /** Honeypot: invisible to people, so only a bot fills it. Checked by the endpoint. */
  website: z.string().max(1024).nullish(),
  // Anything else (the spec's always-null fingerprint fields, or junk) is dropped by zod's
  // default object parsing and can never reach the database.
});

export type SignupInput = z.output<typeof SignupSchema>;

export const SUBSCRIPTION_COLUMNS = [
  "id",
  "email",
  "created_at",
  "user_agent",
  "language",
  "timezone",
  "browser_name",
  "platform",
  "referrer",
  "source_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "consent_given_at",
  "consent_version",
] as const;

export type SubscriptionRow = Record<(typeof SUBSCRIPTION_COLUMNS)[number], string | null>;

export type SubscribeResult = { status: "created"; id: string } | { status: "duplicate" };

const INSERT_SQL = `INSERT INTO newsletter_subscriptions
  (email, user_agent, language, timezone, browser_name, platform, referrer, source_page,
   utm_source, utm_medium, utm_campaign, utm_term, utm_content, consent_given_at, consent_version)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now(), $14)
  RETURNING id`;

export async function subscribe(db: Database, input: SignupInput): Promise<SubscribeResult> {
  try {
    const { rows } = await db.query<{ id: string | number }>(INSERT_SQL, [
      input.email,
      input.user_agent,
      input.language,
      input.timezone,
      input.browser_name,
      input.platform,
      input.referrer,
      input.source_page,
      input.utm_source,
      input.utm_medium,
      input.utm_campaign,
      input.utm_term,
      input.utm_content,
      input.consent_version ?? NEWSLETTER_CONSENT_VERSION,
    ]);
    return { status: "created", id: String(rows[0]?.id) };
  } catch (error) {
    // One path for duplicates, concurrent or not: the unique index decides, never a
    // check-then-insert race.
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

export async function countSubscribers(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_subscriptions");
  return Number(rows[0]?.n ?? 0);
}

/** GDPR erasure (art. 17). Matches the way signups are stored: trimmed and lower-case. */
export async function deleteSubscriber(db: Database, email: string): Promise<number> {
  const { rowCount } = await db.query(
    "DELETE FROM newsletter_subscriptions WHERE lower(email) = lower(btrim($1))",
    [email],
  );
  return rowCount;
}

const SELECT_PAGE_SQL = `SELECT id::text AS id, email,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  user_agent, language, timezone, browser_name, platform, referrer, source_page,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  to_char(consent_given_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS consent_given_at,
  consent_version
  FROM newsletter_subscriptions WHERE id > $1 ORDER BY id LIMIT $2`;

/** All rows in id order, a page at a time, so an export of any size runs in bounded memory. */
export async function* iterateSubscribers(db: Database, pageSize = 1000): AsyncGenerator<SubscriptionRow> {
  let after = "0";
  for (;;) {
    const { rows } = await db.query<SubscriptionRow>(SELECT_PAGE_SQL, [after, pageSize]);
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id!;
  }
}

/**
 * One CSV cell (RFC 4180). Cells a spreadsheet would run as a formula (= + - @, or a leading
 * tab/CR that some programs strip before looking) get a leading apostrophe: OWASP's advice
 * against CSV injection. Every cell is quoted, so commas, quotes and newlines are safe.
 */
export function csvCell(value: string | null | undefined): string {
  if (value == null) return "";
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

export function csvHeader(): string {
  return SUBSCRIPTION_COLUMNS.join(",") + "\r\n";
}

export function csvLine(row: SubscriptionRow): string {
  return SUBSCRIPTION_COLUMNS.map((c) => csvCell(row[c])).join(",") + "\r\n";
}
