import { sql, type Kysely } from "kysely";

/**
 * Daily roll-ups of the clicks (issue 39, decision 0296): per local day (Europe/Madrid), operator,
 * page, placement and bot flag, the number of clicks. The reports (`npm run stats`, /panel) read
 * whole past days here and only the days not yet rolled up from `outbound_clicks`, so their cost
 * follows the length of the period, not the traffic. `click_rollup.through` is the last day rolled
 * up (one row); a day is rolled up once, in one transaction with the update of `through`, after it
 * has ended (app/features/panel/click-rollup.server.ts). The raw rows stay: the CSV export and the
 * conversions' matching (sub-ID → click) read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("click_daily")
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("operator_id", "text", (c) => c.notNull())
    .addColumn("page_path", "text")
    .addColumn("placement", "text")
    .addColumn("is_bot", "boolean", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addCheckConstraint("click_daily_clicks", sql`clicks > 0`)
    .execute();
  await db.schema.createIndex("click_daily_day").on("click_daily").column("day").execute();
  await db.schema
    .createTable("click_rollup")
    .addColumn("id", "smallint", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("through", "date", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("click_rollup").execute();
  await db.schema.dropTable("click_daily").execute();
}
