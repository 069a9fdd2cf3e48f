import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * The database, table by table: the one definition every query is typed against. A migration
 * (./migrations) creates what is described here; insert and select types are derived from it.
 * `bigint` ids arrive as strings (both engines are configured so, see ../db.server.ts), and
 * `timestamptz` columns as `Date`.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, never>;

/**
 * Newsletter subscribers, the product's only personal data (spec section 3). Only the
 * client-data fields the spec calls "filled" are columns; the always-null fingerprint fields are
 * deliberately absent so they can never be stored by accident (docs/decisions/0010).
 */
export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  /** Stored normalised: trimmed and lower-case (a CHECK constraint enforces it). */
  email: string;
  created_at: Timestamp;
  user_agent: string | null;
  language: string | null;
  timezone: string | null;
  browser_name: "Chrome" | "Firefox" | "Safari" | "Other" | null;
  platform: string | null;
  referrer: string | null;
  source_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** GDPR art. 7(1): when consent was given, and to which text (renewed by a signup after an unsubscribe). */
  consent_given_at: ColumnType<Date, Date | string | undefined, Date | string>;
  consent_version: string;
  /** Double opt-in (docs/decisions/0050): pending → confirmed → unsubscribed. */
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  confirmed_at: NullableTime;
  unsubscribed_at: NullableTime;
  /** The last confirmation email queued (at most one per 10 minutes). */
  confirmation_sent_at: NullableTime;
}

/** A time the application sets or changes (null until then). */
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** Link tokens (confirm, unsubscribe): only the SHA-256 of the token in the link is stored. */
export interface NewsletterTokensTable {
  token_hash: string;
  subscriber_id: string;
  purpose: "confirm" | "unsubscribe";
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: NullableTime;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "cancelled";

/** Every email, written in the same transaction as the change that causes it; sent by the worker. */
export interface MailOutboxTable {
  id: Generated<string>;
  kind: "confirmation" | "issue" | "opinion";
  subscriber_id: string | null;
  /** The opinion a kind-'opinion' email is about (migration 011); null for newsletter mail. */
  opinion_id: ColumnType<string | null, string | null | undefined, string | null>;
  recipient: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  headers: ColumnType<Record<string, string>, string | Record<string, string> | undefined, string | Record<string, string>>;
  message_id: string;
  priority: ColumnType<number, number | undefined, number>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  lease_until: NullableTime;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTime;
}

export interface NewsletterIssuesTable {
  id: Generated<string>;
  slug: string;
  subject: string;
  content_sha256: string;
  created_at: Timestamp;
}

/** Who was queued which issue: the primary key (issue, subscriber) makes a second copy impossible. */
export interface NewsletterIssueSendsTable {
  issue_id: string;
  subscriber_id: string;
  outbox_id: string | null;
  queued_at: Timestamp;
}

/**
 * Clicks through the tracked redirect /visitar/<operator-id> (migration 003). No IP, no cookie,
 * no User-Agent string, no identifier of the person: only values from closed lists.
 */
export interface OutboundClicksTable {
  id: Generated<string>;
  /** When the visitor clicked (set by the redirect, not by the batched insert). */
  clicked_at: ColumnType<Date, Date | string, never>;
  operator_id: string;
  /** A placement of app/features/operators/outbound-link.ts, or null. */
  placement: string | null;
  /** A known page path of the site, or null. */
  page_path: string | null;
  device: "desktop" | "mobile" | "tablet" | "tv" | "other";
  /** A browser family of app/features/outbound/outbound.server.ts. */
  browser: string;
  /** Crawler, link preview, HEAD or prefetch: kept, but never counted as a click. */
  is_bot: boolean;
  /**
   * Random ID of a human click (migration 005), passed to the operator's tracking link as sub-ID;
   * null for bots, HEAD, prefetches and clicks stored before it existed.
   */
  click_id: string | null;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_tokens: NewsletterTokensTable;
  mail_outbox: MailOutboxTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_issue_sends: NewsletterIssueSendsTable;
  outbound_clicks: OutboundClicksTable;
  newsletter_erased_daily: NewsletterErasedDailyTable;
  conversions: ConversionsTable;
  page_views: PageViewsTable;
  source_pages: SourcePagesTable;
  opinions: OpinionsTable;
  opinion_tokens: OpinionTokensTable;
}

export type OpinionStatus = "unconfirmed" | "pending" | "approved" | "rejected";

/** Player opinions (migration 011): shown only once confirmed by email AND approved by the owner. */
export interface OpinionsTable {
  id: Generated<string>;
  operator_id: string;
  rating: number;
  title: string;
  body: string;
  customer_since: string | null;
  /** Stored normalised: trimmed and lower-case. Never shown. */
  email: string;
  consent_version: string;
  created_at: Timestamp;
  status: ColumnType<OpinionStatus, OpinionStatus | undefined, OpinionStatus>;
  confirmed_at: NullableTime;
  moderated_at: NullableTime;
  reject_reason: string | null;
}

/** An opinion's email links: only the SHA-256 of the token in the link is stored. */
export interface OpinionTokensTable {
  token_hash: string;
  opinion_id: string;
  purpose: "confirm" | "delete";
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: NullableTime;
}

export type ConversionEvent = "registration" | "ftd" | "commission";

/**
 * What an operator reported back (migration 006): from an imported platform CSV (`source` = the
 * file's name) or a postback (`source` = 'postback', `event` set). `sub_id` is the click ID or
 * sub-ID; it joins `outbound_clicks.click_id` (migration 005) when the click is known.
 */
export interface ConversionsTable {
  id: Generated<string>;
  operator_id: string;
  sub_id: string | null;
  /**
   * Local day the platform reports the conversion on; written as YYYY-MM-DD. `pg` reads a `date`
   * back as a Date at the server's local midnight: reports select `to_char(day, 'YYYY-MM-DD')`.
   */
  day: ColumnType<Date, string, string>;
  registrations: number;
  ftds: number;
  /** Euro cents; bigint arrives as a string. */
  commission_cents: ColumnType<string, number | string | bigint, number | string | bigint>;
  source: string;
  event: ConversionEvent | null;
  /** Postbacks only: what makes one the same as another (migration 012, postbackKey()). */
  postback_key: string | null;
  imported_at: Timestamp;
  /** The click this conversion came from was found (migration 014, attributeConversions()). */
  click_found: Generated<boolean>;
  /** That click's page and button (NULL when the link carried none, or no click was found). */
  click_page_path: string | null;
  click_placement: string | null;
}

/** Views of prerendered pages by people, per local day and known page path (migration 006). */
export interface PageViewsTable {
  /** Written as YYYY-MM-DD; read back as a Date (see ConversionsTable.day). */
  day: ColumnType<Date, string, string>;
  page_path: string;
  views: number;
}

/** The source watch's last look at each cited URL (migration 010, `npm run fuentes`). */
export interface SourcePagesTable {
  url: string;
  status: number | null;
  error: string | null;
  final_url: string | null;
  content_hash: string | null;
  page_text: string | null;
  excerpt: string | null;
  change_excerpt: string | null;
  first_fetched_at: Timestamp;
  fetched_at: ColumnType<Date, Date | string | undefined, Date | string>;
  changed_at: NullableTime;
}

/** Anonymous per-day counts of erased subscribers (migration 004): the reports add them back. */
export interface NewsletterErasedDailyTable {
  day: string;
  signups: number;
  confirmations: number;
}

export type Subscription = Selectable<NewsletterSubscriptionsTable>;
export type NewSubscription = Insertable<NewsletterSubscriptionsTable>;
export type NewClick = Insertable<OutboundClicksTable>;
