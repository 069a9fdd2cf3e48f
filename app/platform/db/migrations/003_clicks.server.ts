import { sql, type Kysely } from "kysely";

/**
 * Clicks on calls to action that lead to an operator (GET /visitar/<operator-id>).
 * Deliberately no IP address, no cookie, no User-Agent string and no identifier of the person:
 * only closed-list values the redirect derived from the request (app/features/outbound/outbound.server.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbound_clicks")
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    // The moment of the request, not of the (batched) insert.
    .addColumn("clicked_at", "timestamptz", (c) => c.notNull())
    .addColumn("operator_id", "text", (c) => c.notNull())
    // Where the button sat and the page it was on; null when the link carried none, or a value
    // outside the closed lists that the redirect dropped.
    .addColumn("placement", "text")
    .addColumn("page_path", "text")
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("is_bot", "boolean", (c) => c.notNull())
    .addCheckConstraint("outbound_clicks_operator_id", sql`char_length(operator_id) BETWEEN 1 AND 64`)
    .addCheckConstraint("outbound_clicks_placement", sql`char_length(placement) <= 40`)
    .addCheckConstraint("outbound_clicks_page_path", sql`char_length(page_path) <= 300`)
    .addCheckConstraint("outbound_clicks_device", sql`device IN ('desktop', 'mobile', 'tablet', 'tv', 'other')`)
    .addCheckConstraint("outbound_clicks_browser", sql`char_length(browser) <= 40`)
    .execute();
  // Every report covers a period of time.
  await db.schema.createIndex("outbound_clicks_time").on("outbound_clicks").column("clicked_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbound_clicks").execute();
}
