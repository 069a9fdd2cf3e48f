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
  /** GDPR art. 7(1): when consent was given, and to which text. */
  consent_given_at: Timestamp;
  consent_version: string;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type Subscription = Selectable<NewsletterSubscriptionsTable>;
export type NewSubscription = Insertable<NewsletterSubscriptionsTable>;
