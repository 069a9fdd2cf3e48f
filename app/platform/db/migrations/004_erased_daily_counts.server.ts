import { sql, type Kysely } from "kysely";

/**
 * Anonymous daily counts of signups and confirmations whose subscribers were erased (a GDPR
 * deletion, or the retention purge of unconfirmed and unsubscribed addresses). Erasing a person
 * removes their data, not the fact that someone signed up that day: the reports add these counts
 * to the live rows, so deleting an address never rewrites the history of /panel and `npm run stats`.
 * Days are local days in the reports' time zone (Europe/Madrid). No address, no id, nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_erased_daily")
    .addColumn("day", "date", (c) => c.primaryKey())
    .addColumn("signups", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("confirmations", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("newsletter_erased_daily_counts", sql`signups >= 0 AND confirmations >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_erased_daily").execute();
}
