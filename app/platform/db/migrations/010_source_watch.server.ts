import { sql, type Kysely } from "kysely";

/**
 * The source watch (issue 37, item 4; `npm run fuentes`): per URL the content cites, the last
 * answer (HTTP status or the reason there was none), where its redirects ended, and the SHA-256 of
 * its normalised text, with the text itself (capped) to word the next change, and when it last
 * changed. A failed fetch keeps the last good text and hash: an outage is a broken link, not a change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("source_pages")
    .addColumn("url", "text", (c) => c.primaryKey())
    // Null when no answer came (DNS, timeout, an address the guard refused): `error` says why.
    .addColumn("status", "integer")
    .addColumn("error", "text")
    .addColumn("final_url", "text")
    .addColumn("content_hash", "text")
    .addColumn("page_text", "text")
    // The start of the page's text, for the owner's reports.
    .addColumn("excerpt", "text")
    // The last change, worded: «antes: «…» · ahora: «…»».
    .addColumn("change_excerpt", "text")
    .addColumn("first_fetched_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("fetched_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("changed_at", "timestamptz")
    .addCheckConstraint("source_pages_url", sql`char_length(url) BETWEEN 1 AND 2000`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("source_pages").execute();
}
