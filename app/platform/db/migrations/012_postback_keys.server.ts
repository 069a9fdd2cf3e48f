import { sql, type Kysely } from "kysely";

/**
 * What makes a postback "the same one" (issue 41). Migration 006 counted a postback once per
 * (operator, click ID, event), so a click's monthly revenue share could arrive only once. Now
 * each postback row carries `postback_key`, unique per operator:
 * - `tx:<id>` when the platform sends its own transaction ID (`txid`): resent, it is the same;
 * - `registration:<click>` / `ftd:<click>`: a player registers and first-deposits once;
 * - `commission:<click>:<day>`: recurring commission counts once per click and day.
 * Rows already stored keep their old meaning (`<event>:<click>`), so nothing counted changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conversions").addColumn("postback_key", "text").execute();
  await sql`UPDATE conversions SET postback_key = event || ':' || sub_id WHERE source = 'postback'`.execute(db);
  await db.schema
    .alterTable("conversions")
    .addCheckConstraint("conversions_postback_key", sql`(source = 'postback') = (postback_key IS NOT NULL) AND char_length(postback_key) <= 300`)
    .execute();
  await db.schema.dropIndex("conversions_postback_once").execute();
  await db.schema
    .createIndex("conversions_postback_key")
    .unique()
    .on("conversions")
    .columns(["operator_id", "postback_key"])
    .where(sql.ref("source"), "=", "postback")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("conversions_postback_key").execute();
  await db.schema.alterTable("conversions").dropConstraint("conversions_postback_key").execute();
  await db.schema.alterTable("conversions").dropColumn("postback_key").execute();
  await db.schema
    .createIndex("conversions_postback_once")
    .unique()
    .on("conversions")
    .columns(["operator_id", "sub_id", "event"])
    .where(sql.ref("source"), "=", "postback")
    .execute();
}
