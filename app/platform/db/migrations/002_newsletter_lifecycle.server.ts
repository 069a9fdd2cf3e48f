import { sql, type Kysely } from "kysely";

/**
 * The newsletter's whole life (docs/decisions/0050-newsletter-mail-outbox.md): subscriber status
 * with its times, hashed single-use link tokens, the mail outbox, issues and who was queued each
 * issue (never twice: primary key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows from before double opt-in gave consent through the form (time and text recorded) but
  // never confirmed by email: they stay subscribed, with confirmed_at empty to say so.
  await db.schema
    .alterTable("newsletter_subscriptions")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("confirmed")
        .check(sql`status IN ('pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("unsubscribed_at", "timestamptz")
    // The last confirmation email queued: at most one per address per 10 minutes.
    .addColumn("confirmation_sent_at", "timestamptz")
    .execute();
  await db.schema
    .alterTable("newsletter_subscriptions")
    .alterColumn("status", (c) => c.setDefault("pending"))
    .execute();
  // The server deletes addresses left unconfirmed for 30 days.
  await db.schema
    .createIndex("newsletter_subscriptions_pending")
    .on("newsletter_subscriptions")
    .column("consent_given_at")
    .where(sql.ref("status"), "=", "pending")
    .execute();

  await db.schema
    .createTable("newsletter_tokens")
    // SHA-256 of the token in the link (hex): the link itself is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("subscriber_id", "bigint", (c) =>
      c.notNull().references("newsletter_subscriptions.id").onDelete("cascade"),
    )
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose IN ('confirm', 'unsubscribe')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("newsletter_tokens_subscriber").on("newsletter_tokens").column("subscriber_id").execute();
  await db.schema.createIndex("newsletter_tokens_expires").on("newsletter_tokens").column("expires_at").execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('confirmation', 'issue')`))
    // Erasing a subscriber erases the mail still waiting for them.
    .addColumn("subscriber_id", "bigint", (c) => c.references("newsletter_subscriptions.id").onDelete("cascade"))
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    // Bodies and headers hold links with tokens: emptied once the message is sent.
    .addColumn("text_body", "text")
    .addColumn("html_body", "text")
    .addColumn("headers", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Fixed at queueing: a retry after "sent but not marked" carries the same Message-ID.
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    // 0 = transactional (confirmations) before 1 = bulk (issues).
    .addColumn("priority", "smallint", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("lease_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["priority", "next_attempt_at", "id"])
    .where(sql.ref("status"), "in", ["pending", "sending"])
    .execute();
  await db.schema.createIndex("mail_outbox_subscriber").on("mail_outbox").column("subscriber_id").execute();
  await db.schema.createIndex("mail_outbox_sent_at").on("mail_outbox").column("sent_at").execute();

  await db.schema
    .createTable("newsletter_issues")
    .addColumn("id", "bigint", (c) => c.generatedAlwaysAsIdentity().primaryKey())
    // The Markdown file's name: `send` of the same file again resumes, it never starts over.
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("content_sha256", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("newsletter_issue_sends")
    .addColumn("issue_id", "bigint", (c) => c.notNull().references("newsletter_issues.id").onDelete("cascade"))
    .addColumn("subscriber_id", "bigint", (c) =>
      c.notNull().references("newsletter_subscriptions.id").onDelete("cascade"),
    )
    .addColumn("outbox_id", "bigint", (c) => c.references("mail_outbox.id").onDelete("set null"))
    .addColumn("queued_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // One message per subscriber per issue, whatever happens to the command that queues them.
    .addPrimaryKeyConstraint("newsletter_issue_sends_pkey", ["issue_id", "subscriber_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_issue_sends").execute();
  await db.schema.dropTable("newsletter_issues").execute();
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("newsletter_tokens").execute();
  await db.schema.dropIndex("newsletter_subscriptions_pending").execute();
  await db.schema
    .alterTable("newsletter_subscriptions")
    .dropColumn("status")
    .dropColumn("confirmed_at")
    .dropColumn("unsubscribed_at")
    .dropColumn("confirmation_sent_at")
    .execute();
}
