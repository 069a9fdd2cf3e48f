import { sql, type Kysely } from "kysely";

/**
 * The newsletter table. `IF NOT EXISTS` throughout: databases created by the project's earlier,
 * hand-written migrator already hold exactly this table (recorded in `schema_migrations`, which
 * this migration retires), and must upgrade without error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscriptions")
    .ifNotExists()
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    // Normalised (trimmed, lower-case) so 'Ana@X.es' and 'ana@x.es ' are one subscriber.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_agent", "text")
    .addColumn("language", "text")
    .addColumn("timezone", "text")
    .addColumn("browser_name", "text")
    .addColumn("platform", "text")
    .addColumn("referrer", "text")
    .addColumn("source_page", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("consent_given_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addCheckConstraint(
      "newsletter_subscriptions_email_normalised",
      sql`email = lower(btrim(email)) AND char_length(email) BETWEEN 3 AND 254`,
    )
    .addCheckConstraint(
      "newsletter_subscriptions_browser_name",
      sql`browser_name IN ('Chrome', 'Firefox', 'Safari', 'Other')`,
    )
    .execute();
  // Case-insensitive uniqueness: a duplicate raises SQLSTATE 23505 in PGlite and PostgreSQL alike.
  await db.schema
    .createIndex("newsletter_subscriptions_email_key")
    .ifNotExists()
    .unique()
    .on("newsletter_subscriptions")
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.dropTable("schema_migrations").ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_subscriptions").execute();
}
