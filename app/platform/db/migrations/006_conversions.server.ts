import { sql, type Kysely } from "kysely";

/**
 * What the operators report back (issue 23) and the page views behind the clicks.
 *
 * `conversions`: registrations, first deposits (FTD) and commission per operator, sub-ID (the
 * click ID `/visitar` passed to the operator, migration 005) and day, from two sources:
 * - an affiliate platform's CSV export (`npm run conversions -- import`), `source` = the file's
 *   name; a re-import of the same operator and period deletes those rows and writes the new ones
 *   in one transaction (platforms correct their reports after the fact);
 * - a server-to-server postback (`/postback/<operator>`), `source` = 'postback', one row per
 *   (operator, click ID, event): the partial unique index makes a repeated postback a no-op.
 * Rows whose sub-ID matches no click are kept (reported as unmatched). Commission in euro cents,
 * negative allowed (chargebacks, negative revenue share).
 *
 * `page_views`: views of the prerendered pages the server served to people, per local day
 * (Europe/Madrid) and known page path. No IP, no cookie, no User-Agent: a count per key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversions")
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("operator_id", "text", (c) => c.notNull())
    // The click ID or sub-ID the platform reports; null when its row carries none.
    .addColumn("sub_id", "text")
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("registrations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ftds", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("commission_cents", "bigint", (c) => c.notNull().defaultTo(0))
    // The imported file's name, or 'postback'.
    .addColumn("source", "text", (c) => c.notNull())
    // Postbacks only: 'registration', 'ftd' or 'commission' (idempotency key with operator and sub_id).
    .addColumn("event", "text")
    .addColumn("imported_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("conversions_operator_id", sql`char_length(operator_id) BETWEEN 1 AND 64`)
    .addCheckConstraint("conversions_sub_id", sql`char_length(sub_id) BETWEEN 1 AND 200`)
    .addCheckConstraint("conversions_counts", sql`registrations >= 0 AND ftds >= 0`)
    .addCheckConstraint("conversions_source", sql`char_length(source) BETWEEN 1 AND 200`)
    .addCheckConstraint(
      "conversions_event",
      sql`(source = 'postback') = (event IS NOT NULL) AND (event IS NULL OR event IN ('registration', 'ftd', 'commission'))`,
    )
    .execute();
  // Reports and re-imports select by operator and period.
  await db.schema.createIndex("conversions_operator_day").on("conversions").columns(["operator_id", "day"]).execute();
  // The join to the click that earned it (outbound_clicks.click_id).
  await db.schema.createIndex("conversions_sub_id").on("conversions").column("sub_id").execute();
  // A postback counted once per operator, click ID and event, however often it arrives.
  await db.schema
    .createIndex("conversions_postback_once")
    .unique()
    .on("conversions")
    .columns(["operator_id", "sub_id", "event"])
    .where(sql.ref("source"), "=", "postback")
    .execute();

  await db.schema
    .createTable("page_views")
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("page_path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_views_pkey", ["day", "page_path"])
    .addCheckConstraint("page_views_page_path", sql`char_length(page_path) BETWEEN 1 AND 300`)
    .addCheckConstraint("page_views_views", sql`views >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
  await db.schema.dropTable("conversions").execute();
}
