import { stringify } from "csv-stringify/sync";
import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../platform/db/db.server";
import { addDays, SITE_TIME_ZONE, todayInSpain, type Period } from "../../platform/format";
import type { SubscriberStatus } from "../../platform/db/schema.server";
import { conversionsByClick } from "../conversions/index.server.ts";

// The period of a report and its day arithmetic are the platform's (one place for dates); re-exported
// for the panel's callers.
export { addDays, DEFAULT_PERIOD_DAYS, MAX_PERIOD_DAYS, PeriodError, resolvePeriod, type Period } from "../../platform/format";

/**
 * The operator's reports: clicks per operator, placement, page and day (bots apart), newsletter
 * signups per day and the subscriber count, for a period of whole days in Spanish time. One
 * module for `npm run stats` and the /panel dashboard, so both always show the same figures.
 */

/** Days are counted in the site's audience's time zone, not the server's. */
export const REPORT_TIME_ZONE = SITE_TIME_ZONE;

/** Key used for clicks whose link carried no (valid) placement or page. */
export const NONE = "(none)";

export interface Stats extends Period {
  /** Clicks by people per operator id. */
  clicks: Record<string, number>;
  /** Requests of the redirect that looked like bots, prefetches or link checkers. */
  bots: number;
  byPlacement: Record<string, number>;
  byPage: Record<string, number>;
  /** Every day of the period, zero included. */
  byDay: Record<string, number>;
  /**
   * Newsletter signups per day (the form sent; double opt-in still pending or not), every day of
   * the period. A signup again after an unsubscribe keeps its first day.
   */
  signups: Record<string, number>;
  /** Signups confirmed per day through the emailed link (docs/decisions/0050), every day of the period. */
  confirmations: Record<string, number>;
  /** Confirmed subscribers now, the people an issue goes to (not limited to the period). */
  subscribers: number;
  /** Every address by its status now. */
  subscribersByStatus: Record<SubscriberStatus, number>;
}

/** Today's date in the report time zone. */
export const today = todayInSpain;

export function daysOf(period: Period): string[] {
  const out: string[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) out.push(d);
  return out;
}

const TZ = sql.lit(REPORT_TIME_ZONE);
/** First instant of a local day in REPORT_TIME_ZONE. */
const startOf = (day: string): RawBuilder<Date> => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${TZ}`;
/** First instant of the day after. */
const endOf = (day: string): RawBuilder<Date> => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${TZ}`;
const localDay = (column: "clicked_at" | "created_at" | "confirmed_at") => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${TZ}, 'YYYY-MM-DD')`;
const count = sql<number>`count(*)::int`;

/** The clicks of a period's local days (also the earnings' clicks: ./earnings.server.ts). */
export const clicksIn = (db: Db, period: Period) =>
  db
    .selectFrom("outbound_clicks")
    .where("clicked_at", ">=", startOf(period.from))
    .where("clicked_at", "<", endOf(period.to));

function toRecord(rows: Array<{ k: string | null; n: number | string }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) out[r.k ?? NONE] = Number(r.n);
  return out;
}

const byCount = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));

/** How long after midnight (Spanish time) a day is rolled up: a click's batch is written milliseconds after it, never minutes. */
export const ROLLUP_MARGIN_MS = 10 * 60_000;

/**
 * Rolls up into `click_daily` every whole day that ended at least ROLLUP_MARGIN_MS ago and is not
 * rolled up yet (decision 0296), in one transaction with `click_rollup.through`, which it returns
 * (YYYY-MM-DD, the last day rolled up). The first call on a database with clicks rolls up all their
 * past days at once; later calls add the days since. The row lock serialises two reports at once.
 */
export async function rollUpClicks(db: Db, now: Date = new Date()): Promise<string> {
  const closed = addDays(today(new Date(now.getTime() - ROLLUP_MARGIN_MS)), -1);
  return db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO click_rollup (id, through)
      SELECT 1, coalesce((SELECT (min(clicked_at) AT TIME ZONE ${TZ})::date - 1 FROM outbound_clicks), ${closed}::date)
      ON CONFLICT (id) DO NOTHING`.execute(trx);
    const row = await sql<{ through: string }>`SELECT to_char(through, 'YYYY-MM-DD') AS through FROM click_rollup WHERE id = 1 FOR UPDATE`.execute(trx);
    const through = row.rows[0]!.through;
    if (through >= closed) return through;
    await sql`
      INSERT INTO click_daily (day, operator_id, page_path, placement, is_bot, clicks)
      SELECT (clicked_at AT TIME ZONE ${TZ})::date, operator_id, page_path, placement, is_bot, count(*)::int
      FROM outbound_clicks
      WHERE clicked_at >= ${startOf(addDays(through, 1))} AND clicked_at < ${endOf(closed)}
      GROUP BY 1, 2, 3, 4, 5`.execute(trx);
    await sql`UPDATE click_rollup SET through = ${closed}::date WHERE id = 1`.execute(trx);
    return closed;
  });
}

export interface ClickGroup {
  day: string;
  operator_id: string;
  page_path: string | null;
  placement: string | null;
  is_bot: boolean;
  n: number;
}

/**
 * The period's clicks per day, operator, page, placement and bot flag: rolled-up days from
 * `click_daily`, the days after the roll-up (today, at least) from the raw rows. Its size follows
 * the days and the site's pages and operators, not the number of clicks.
 */
export async function clickGroups(db: Db, period: Period, now: Date = new Date()): Promise<ClickGroup[]> {
  const through = await rollUpClicks(db, now);
  const rolledTo = period.to < through ? period.to : through;
  const rawFrom = period.from > through ? period.from : addDays(through, 1);
  const out: ClickGroup[] = [];
  if (period.from <= rolledTo) {
    const rolled = await sql<ClickGroup>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, operator_id, page_path, placement, is_bot, sum(clicks)::int AS n
      FROM click_daily WHERE day BETWEEN ${period.from}::date AND ${rolledTo}::date
      GROUP BY day, operator_id, page_path, placement, is_bot`.execute(db);
    out.push(...rolled.rows);
  }
  if (rawFrom <= period.to) {
    const day = localDay("clicked_at");
    const raw = await clicksIn(db, { from: rawFrom, to: period.to })
      .select([day.as("day"), "operator_id", "page_path", "placement", "is_bot", count.as("n")])
      .groupBy([day, "operator_id", "page_path", "placement", "is_bot"])
      .execute();
    out.push(...raw);
  }
  return out.map((g) => ({ ...g, n: Number(g.n) }));
}

/** `groups`: the period's clickGroups when the caller already has them (/panel computes them once per request). */
export async function getStats(db: Db, period: Period, groups?: readonly ClickGroup[]): Promise<Stats> {
  groups ??= await clickGroups(db, period);
  const clicks: Record<string, number> = {};
  const byPlacement: Record<string, number> = {};
  const byPage: Record<string, number> = {};
  const clickDays: Record<string, number> = {};
  let botClicks = 0;
  const add = (o: Record<string, number>, k: string | null, n: number) => (o[k ?? NONE] = (o[k ?? NONE] ?? 0) + n);
  for (const g of groups) {
    if (g.is_bot) {
      botClicks += g.n;
      continue;
    }
    add(clicks, g.operator_id, g.n);
    add(byPlacement, g.placement, g.n);
    add(byPage, g.page_path, g.n);
    add(clickDays, g.day, g.n);
  }
  const perDay = async (column: "created_at" | "confirmed_at") => {
    const day = localDay(column);
    return toRecord(
      await db
        .selectFrom("newsletter_subscriptions")
        .where(column, ">=", startOf(period.from))
        .where(column, "<", endOf(period.to))
        .select([day.as("k"), count.as("n")])
        .groupBy(day)
        .execute(),
    );
  };
  // Erased subscribers still count on the day they signed up and confirmed (anonymous counts).
  const erased = await db
    .selectFrom("newsletter_erased_daily")
    .where("day", ">=", sql<string>`${period.from}::date`)
    .where("day", "<=", sql<string>`${period.to}::date`)
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "signups", "confirmations"])
    .execute();
  const signupDays = await perDay("created_at");
  const confirmDays = await perDay("confirmed_at");
  for (const e of erased) {
    signupDays[e.day] = (signupDays[e.day] ?? 0) + Number(e.signups);
    confirmDays[e.day] = (confirmDays[e.day] ?? 0) + Number(e.confirmations);
  }
  const statusRows = await db
    .selectFrom("newsletter_subscriptions")
    .select(["status as k", count.as("n")])
    .groupBy("status")
    .execute();
  const byStatus = toRecord(statusRows);
  const subscribersByStatus: Record<SubscriberStatus, number> = {
    pending: byStatus.pending ?? 0,
    confirmed: byStatus.confirmed ?? 0,
    unsubscribed: byStatus.unsubscribed ?? 0,
  };

  const days = daysOf(period);
  return {
    from: period.from,
    to: period.to,
    clicks: byCount(clicks),
    bots: botClicks,
    byPlacement: byCount(byPlacement),
    byPage: byCount(byPage),
    byDay: Object.fromEntries(days.map((d) => [d, clickDays[d] ?? 0])),
    signups: Object.fromEntries(days.map((d) => [d, signupDays[d] ?? 0])),
    confirmations: Object.fromEntries(days.map((d) => [d, confirmDays[d] ?? 0])),
    subscribers: subscribersByStatus.confirmed,
    subscribersByStatus,
  };
}

export const totalOf = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

export interface DailyOperatorRow {
  day: string;
  operator_id: string;
  /** The page of the button; NONE when the link carried none; UNMATCHED for conversions with no known click. */
  page_path: string;
  placement: string;
  clicks: number;
  bot_clicks: number;
  registrations: number;
  ftds: number;
  /** Euros with a decimal point ("100.00"). */
  commission_eur: string;
}

/** Page and placement of conversions whose sub-ID matches no click. */
export const UNMATCHED = "(unmatched)";

/** Cents as euros with a decimal point, for machine-readable files. */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

/**
 * Clicks per day, operator, page and placement, with the conversions the operators reported for
 * that day attributed to the page and placement of their click (issue 23): for reconciling with
 * the operators' affiliate dashboards and for spreadsheets.
 */
export async function getDailyOperatorClicks(db: Db, period: Period, groups?: readonly ClickGroup[]): Promise<DailyOperatorRow[]> {
  // The same rolled-up groups as the reports (decision 0296): past days never re-count the raw rows.
  const clicks = groups ?? (await clickGroups(db, period));
  const conversions = await sql<{
    day: string;
    operator_id: string;
    page_path: string | null;
    placement: string | null;
    matched: boolean;
    registrations: number;
    ftds: number;
    commission: string;
  }>`
    SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.operator_id, x.page_path, x.placement, x.matched,
      sum(x.registrations)::int AS registrations, sum(x.ftds)::int AS ftds, sum(x.commission_cents)::bigint AS commission
    FROM (${conversionsByClick(period.from, period.to)}) x
    GROUP BY x.day, x.operator_id, x.page_path, x.placement, x.matched`.execute(db);
  const rows = new Map<string, DailyOperatorRow & { cents: number }>();
  const at = (d: string, operator: string, page: string, placement: string) => {
    const key = [d, operator, page, placement].join("\u0000");
    let r = rows.get(key);
    if (!r) {
      r = { day: d, operator_id: operator, page_path: page, placement, clicks: 0, bot_clicks: 0, registrations: 0, ftds: 0, commission_eur: "", cents: 0 };
      rows.set(key, r);
    }
    return r;
  };
  for (const c of clicks) {
    const r = at(c.day, c.operator_id, c.page_path ?? NONE, c.placement ?? NONE);
    if (c.is_bot) r.bot_clicks += c.n;
    else r.clicks += c.n;
  }
  for (const v of conversions.rows) {
    const r = v.matched ? at(v.day, v.operator_id, v.page_path ?? NONE, v.placement ?? NONE) : at(v.day, v.operator_id, UNMATCHED, UNMATCHED);
    r.registrations += Number(v.registrations);
    r.ftds += Number(v.ftds);
    r.cents += Number(v.commission);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.operator_id.localeCompare(b.operator_id) ||
        a.page_path.localeCompare(b.page_path) ||
        a.placement.localeCompare(b.placement),
    )
    .map(({ cents, ...r }) => ({ ...r, commission_eur: centsToEuros(cents) }));
}

export const CSV_COLUMNS = [
  "day",
  "operator_id",
  "page_path",
  "placement",
  "clicks",
  "bot_clicks",
  "registrations",
  "ftds",
  "commission_eur",
] as const;

/** RFC 4180 CSV with a header line; operator ids come from the content data, page paths and placements from closed lists. */
export function dailyOperatorCsv(rows: readonly DailyOperatorRow[]): string {
  return stringify(rows as DailyOperatorRow[], { header: true, columns: [...CSV_COLUMNS], record_delimiter: "windows" });
}
