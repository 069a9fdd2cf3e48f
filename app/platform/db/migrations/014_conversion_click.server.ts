import { sql, type Kysely } from "kysely";

/**
 * Each conversion carries the page and button of the click it came from (issue 39). The reports
 * attributed conversions to pages by joining every conversion of the period to `outbound_clicks` on
 * its sub-ID: one index probe per conversion, 1.2 s of a /panel view at ten million clicks a year
 * (docs/benchmarks.md). A conversion's click never changes once found (a click is never edited or
 * deleted), so it is recorded on the conversion when it is found — at import, at the postback, or at a
 * later report for a conversion whose click was not there yet — and the reports read it from the row.
 * `click_found`: the click was found (its page and button may still be NULL: a link that carried none).
 * Rows already stored are not matched here: at ten million clicks that UPDATE outlasts the server's
 * 10 s statement limit and the start fails (measured). They start as waiting, and the first report
 * of each period matches that period's rows once — the cost every report paid before this migration.
 * Adding the columns with a constant default and the partial index is quick at any size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("conversions")
    .addColumn("click_found", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("click_page_path", "text")
    .addColumn("click_placement", "text")
    .execute();
  // The conversions still waiting for their click, in id order: what matchWaitingConversions walks in
  // batches, and the only rows a report looks the clicks up for (conversionsByClick's `NOT click_found`).
  await db.schema
    .createIndex("conversions_click_pending")
    .on("conversions")
    .column("id")
    .where(sql<boolean>`NOT click_found`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("conversions_click_pending").execute();
  await db.schema.alterTable("conversions").dropColumn("click_placement").dropColumn("click_page_path").dropColumn("click_found").execute();
}
