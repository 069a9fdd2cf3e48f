import { sql, type Kysely } from "kysely";

/**
 * The click ID of a human click through the tracked redirect (issue 23): a random value made by
 * `/visitar` (crypto.randomUUID, never derived from the person), passed to the operator's tracking
 * link as sub-ID, and reported back by the affiliate platform with the registrations and deposits
 * it brought, so a conversion can be joined to its click (operator, page, placement). Null for bots,
 * HEAD, prefetches and the clicks stored before this migration. Unique: one ID, one click.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbound_clicks")
    .addColumn("click_id", "text", (c) => c.check(sql`char_length(click_id) <= 64`))
    .execute();
  // Also the index a conversion import looks clicks up by.
  await db.schema.createIndex("outbound_clicks_click_id").on("outbound_clicks").column("click_id").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbound_clicks_click_id").execute();
  await db.schema.alterTable("outbound_clicks").dropColumn("click_id").execute();
}
