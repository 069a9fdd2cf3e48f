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

/**
 * Clicks through the tracked redirect /visitar/<operator-id> (migration 003). No IP, no cookie,
 * no User-Agent string, no identifier of the person: only values from closed lists.
 */
export interface OutboundClicksTable {
  id: Generated<string>;
  /** When the visitor clicked (set by the redirect, not by the batched insert). */
  clicked_at: ColumnType<Date, Date | string, never>;
  operator_id: string;
  /** A placement of app/lib/outbound.ts, or null. */
  placement: string | null;
  /** A known page path of the site, or null. */
  page_path: string | null;
  device: "desktop" | "mobile" | "tablet" | "tv" | "other";
  /** A browser family of app/server/outbound.server.ts. */
  browser: string;
  /** Crawler, link preview, HEAD or prefetch: kept, but never counted as a click. */
  is_bot: boolean;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  outbound_clicks: OutboundClicksTable;
}

export type Subscription = Selectable<NewsletterSubscriptionsTable>;
export type NewSubscription = Insertable<NewsletterSubscriptionsTable>;
export type NewClick = Insertable<OutboundClicksTable>;
