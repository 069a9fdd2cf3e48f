import { sql, type Kysely } from "kysely";

/**
 * Player opinions (issue 38, item 2; docs/decisions/0280-player-opinions.md): the opinion with its
 * author's address and consent, its single-use links (confirm, delete: only their SHA-256), and the
 * outbox row of its email. Life: unconfirmed → pending (confirmed by email) → approved | rejected.
 * The owner moderates; nothing here lets anyone change the player's words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("opinions")
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("operator_id", "text", (c) => c.notNull())
    .addColumn("rating", "smallint", (c) => c.notNull().check(sql`rating BETWEEN 1 AND 5`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // «Cliente desde»: a year (AAAA) or a month (AAAA-MM) as the author gave it; not verified.
    .addColumn("customer_since", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("unconfirmed")
        .check(sql`status IN ('unconfirmed', 'pending', 'approved', 'rejected')`),
    )
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("moderated_at", "timestamptz")
    .addColumn("reject_reason", "text")
    .addCheckConstraint("opinions_email_normalised", sql`email = lower(btrim(email)) AND char_length(email) BETWEEN 3 AND 254`)
    .addCheckConstraint("opinions_title_length", sql`char_length(title) BETWEEN 3 AND 120`)
    .addCheckConstraint("opinions_body_length", sql`char_length(body) BETWEEN 80 AND 4000`)
    .addCheckConstraint("opinions_customer_since", sql`customer_since IS NULL OR customer_since ~ '^[0-9]{4}(-[0-9]{2})?$'`)
    .execute();
  // The public page: approved opinions of one operator, newest first.
  await db.schema
    .createIndex("opinions_public")
    .on("opinions")
    .columns(["operator_id", "created_at"])
    .where(sql.ref("status"), "=", "approved")
    .execute();
  await db.schema.createIndex("opinions_email").on("opinions").column("email").execute();
  await db.schema.createIndex("opinions_status").on("opinions").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("opinion_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("opinion_id", "bigint", (c) => c.notNull().references("opinions.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose IN ('confirm', 'delete')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("opinion_tokens_opinion").on("opinion_tokens").column("opinion_id").execute();

  // The opinion's email goes through the newsletter's outbox: a third kind, tied to its opinion
  // (deleting the opinion deletes the mail still waiting for it).
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_kind_check`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('confirmation', 'issue', 'opinion'))`.execute(db);
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("opinion_id", "bigint", (c) => c.references("opinions.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("mail_outbox_opinion").on("mail_outbox").column("opinion_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("opinion_id").execute();
  await sql`DELETE FROM mail_outbox WHERE kind = 'opinion'`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_kind_check`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('confirmation', 'issue'))`.execute(db);
  await db.schema.dropTable("opinion_tokens").execute();
  await db.schema.dropTable("opinions").execute();
}
