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

/** Which conversions to look for their click: an operator and/or a range of days, or one click ID. */
export interface AttributionScope {
  operatorId?: string;
  from?: string;
  to?: string;
  subId?: string;
  /** Conversions with id in (idAfter, idThrough]: a batch of matchWaitingConversions. */
  idAfter?: string;
  idThrough?: string;
}

/**
 * Records on each conversion of `scope` still waiting for its click (migration 014) the page and
 * button of that click, once it exists; returns how many were matched. Called where a conversion is
 * stored (import, postback) and by the daily commands for every waiting row (matchWaitingConversions).
 * The reports never write: they read a waiting row's click through a join (conversionsByClick), so a
 * row whose click is not stored yet, or never will be, costs one probe per report, as before.
 */
export async function attributeConversions(db: Db, scope: AttributionScope = {}): Promise<number> {
  const where = [sql`NOT v.click_found`, sql`v.sub_id IS NOT NULL`, sql`c.click_id = v.sub_id`, sql`c.operator_id = v.operator_id`];
  if (scope.operatorId !== undefined) where.push(sql`v.operator_id = ${scope.operatorId}`);
  if (scope.from !== undefined) where.push(sql`v.day >= ${scope.from}::date`);
  if (scope.to !== undefined) where.push(sql`v.day <= ${scope.to}::date`);
  if (scope.subId !== undefined) where.push(sql`v.sub_id = ${scope.subId}`);
  if (scope.idAfter !== undefined) where.push(sql`v.id > ${scope.idAfter}`);
  if (scope.idThrough !== undefined) where.push(sql`v.id <= ${scope.idThrough}`);
  const result = await sql`
    UPDATE conversions v SET click_found = true, click_page_path = c.page_path, click_placement = c.placement
    FROM outbound_clicks c
    WHERE ${sql.join(where, sql` AND `)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** How many waiting conversions one statement of matchWaitingConversions looks at: ~1 s at ten million clicks. */
export const MATCH_BATCH = 5000;

/**
 * Matches every waiting conversion whose click exists, in batches of MATCH_BATCH rows by id (each a
 * short statement, so a large backlog — the rows stored before migration 014 — never holds a statement
 * past a time limit); rows with no click stay waiting. Returns how many were matched.
 */
export async function matchWaitingConversions(db: Db, batch = MATCH_BATCH): Promise<number> {
  let matched = 0;
  let after = "0";
  for (;;) {
    const ids = await sql<{ last: string | null }>`
      SELECT max(id)::text AS last FROM (
        SELECT id FROM conversions WHERE NOT click_found AND sub_id IS NOT NULL AND id > ${after} ORDER BY id LIMIT ${batch}
      ) b`.execute(db);
    const last = ids.rows[0]?.last;
    if (!last) return matched;
    matched += await attributeConversions(db, { idAfter: after, idThrough: last });
    after = last;
  }
}

/**
 * SQL: the conversions of a period, each with its click's page and button — recorded on the row when
 * the click was found, else looked up (only for the rows still waiting: the partial index of migration
 * 014). Columns: day, operator_id, page_path, placement, matched, registrations, ftds, commission_cents.
 */
export function conversionsByClick(from: string, to: string) {
  return sql`
    SELECT v.day, v.operator_id, v.click_page_path AS page_path, v.click_placement AS placement, true AS matched,
      v.registrations, v.ftds, v.commission_cents
    FROM conversions v WHERE v.click_found AND v.day BETWEEN ${from}::date AND ${to}::date
    UNION ALL
    SELECT v.day, v.operator_id, c.page_path, c.placement, (c.id IS NOT NULL) AS matched,
      v.registrations, v.ftds, v.commission_cents
    FROM conversions v
    LEFT JOIN outbound_clicks c ON c.click_id = v.sub_id AND c.operator_id = v.operator_id
    WHERE NOT v.click_found AND v.day BETWEEN ${from}::date AND ${to}::date`;
}

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
    await attributeConversions(trx, { operatorId, from: period.from, to: period.to });
    const unmatched = await sql<{ sub_id: string | null }>`
      SELECT v.sub_id FROM conversions v
      WHERE v.operator_id = ${operatorId} AND v.source <> 'postback'
        AND v.day BETWEEN ${period.from}::date AND ${period.to}::date
        AND NOT v.click_found`.execute(trx);
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
  const stored = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (stored) await attributeConversions(db, { operatorId: e.operatorId, subId: e.clickId });
  return stored;
}
