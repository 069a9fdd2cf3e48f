/**
 * The `conversions` table (migration 006): what operators report back, written two ways.
 *
 * - `importReport`: the rows of one platform CSV for one operator and period replace every
 *   imported row of that operator and period, in one transaction (platforms correct their
 *   reports after the fact; a re-import must replace, not add). Postback rows are never touched.
 * - `recordPostback`: one event of one click, stored once per operator and `postbackKey`
 *   (migration 012) however often the platform sends it (a partial unique index, ON CONFLICT DO
 *   NOTHING).
 *
 * A row matches a click when its sub-ID is the `click_id` of a click of the same operator
 * (`outbound_clicks.click_id`, migration 005); rows that match none are kept and reported as
 * unmatched.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/db.server";
import type { ConversionEvent } from "../../platform/db/schema.server";
import type { ReportRow } from "./report-csv.server";

export interface ImportPeriod {
  from: string;
  to: string;
}

export interface ImportResult extends ImportPeriod {
  /** Rows written. */
  inserted: number;
  /** Imported rows of the same operator and period that the new ones replaced. */
  replaced: number;
  registrations: number;
  ftds: number;
  commissionCents: number;
  /** Rows of this import whose sub-ID matches no click of the operator (kept all the same). */
  unmatched: number;
  /** A few of those sub-IDs, for the owner to look up in the platform. */
  unmatchedSample: string[];
}

/** The days a report covers: from its first to its last row (an empty report has none). */
export function periodOf(rows: readonly ReportRow[]): ImportPeriod | null {
  if (rows.length === 0) return null;
  let from = rows[0]!.day;
  let to = from;
  for (const r of rows) {
    if (r.day < from) from = r.day;
    if (r.day > to) to = r.day;
  }
  return { from, to };
}

/** SQL: the click a conversion row came from, or nothing. */
const clickOf = sql`SELECT 1 FROM outbound_clicks c WHERE c.click_id = v.sub_id AND c.operator_id = v.operator_id`;

/**
 * Replaces the operator's imported rows of `period` with `rows` (all of them inside the period:
 * the caller checked), in one transaction: either the whole new report is in, or the old one is
 * still there untouched.
 */
export async function importReport(
  db: Db,
  operatorId: string,
  source: string,
  period: ImportPeriod,
  rows: readonly ReportRow[],
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("conversions")
      .where("operator_id", "=", operatorId)
      .where("source", "<>", "postback")
      .where("day", ">=", sql<Date>`${period.from}::date`)
      .where("day", "<=", sql<Date>`${period.to}::date`)
      .executeTakeFirst();
    const importedAt = new Date();
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto("conversions")
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            operator_id: operatorId,
            sub_id: r.subId,
            day: r.day,
            registrations: r.registrations,
            ftds: r.ftds,
            commission_cents: r.commissionCents,
            source,
            event: null,
            imported_at: importedAt,
          })),
        )
        .execute();
    }
    const unmatched = await sql<{ sub_id: string | null }>`
      SELECT v.sub_id FROM conversions v
      WHERE v.operator_id = ${operatorId} AND v.source <> 'postback'
        AND v.day BETWEEN ${period.from}::date AND ${period.to}::date
        AND NOT EXISTS (${clickOf})`.execute(trx);
    const sum = (f: (r: ReportRow) => number) => rows.reduce((a, r) => a + f(r), 0);
    return {
      ...period,
      inserted: rows.length,
      replaced: Number(deleted.numDeletedRows),
      registrations: sum((r) => r.registrations),
      ftds: sum((r) => r.ftds),
      commissionCents: sum((r) => r.commissionCents),
      unmatched: unmatched.rows.length,
      unmatchedSample: [...new Set(unmatched.rows.map((r) => r.sub_id ?? "(sin sub-ID)"))].slice(0, 5),
    };
  });
}

export interface PostbackEvent {
  operatorId: string;
  clickId: string;
  event: ConversionEvent;
  /** YYYY-MM-DD, the local day it is counted on. */
  day: string;
  commissionCents: number;
  /** The platform's own transaction ID, when it sends one. */
  transactionId?: string | null;
}

/**
 * What makes two postbacks the same (issue 41): the platform's transaction ID when it sends one;
 * else the click and the event for a registration or a first deposit (once per player), and the
 * click, the event and the day for commission (revenue share recurs: once per click and day).
 */
export function postbackKey(e: Pick<PostbackEvent, "clickId" | "event" | "day" | "transactionId">): string {
  if (e.transactionId) return `tx:${e.transactionId}`;
  return e.event === "commission" ? `${e.event}:${e.clickId}:${e.day}` : `${e.event}:${e.clickId}`;
}

/** Stores one postback; false when one with the same key (postbackKey) was already counted. */
export async function recordPostback(db: Db, e: PostbackEvent): Promise<boolean> {
  const result = await db
    .insertInto("conversions")
    .values({
      operator_id: e.operatorId,
      sub_id: e.clickId,
      day: e.day,
      registrations: e.event === "registration" ? 1 : 0,
      ftds: e.event === "ftd" ? 1 : 0,
      commission_cents: e.commissionCents,
      source: "postback",
      event: e.event,
      postback_key: postbackKey(e),
    })
    .onConflict((oc) => oc.columns(["operator_id", "postback_key"]).where("source", "=", "postback").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
