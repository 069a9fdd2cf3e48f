import { sql } from "kysely";
import type { Db } from "../../app/platform/db/db.server";

/**
 * Tests only: `outbound_clicks.click_id` as migration 005 (the click ID of each click, built on
 * its own branch) creates it — nullable text, unique. Added only if absent, so the same tests run
 * before and after 005 is merged; never part of a migration (005 owns the column).
 */
export async function ensureClickIdColumn(db: Db): Promise<void> {
  await sql`ALTER TABLE outbound_clicks ADD COLUMN IF NOT EXISTS click_id text`.execute(db);
  const unique = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_indexes
    WHERE tablename = 'outbound_clicks' AND indexdef ILIKE '%UNIQUE%' AND indexdef ILIKE '%(click_id)%'`.execute(db);
  if (!unique.rows[0]?.n) await sql`CREATE UNIQUE INDEX outbound_clicks_click_id_test ON outbound_clicks (click_id)`.execute(db);
}

/** Inserts a person's click with a click ID (raw SQL: the typed click record gains `clickId` with 005). */
export async function insertClickWithId(
  db: Db,
  c: { at: string; operatorId: string; clickId: string | null; placement: string | null; pagePath: string | null; bot?: boolean },
): Promise<void> {
  await sql`INSERT INTO outbound_clicks (clicked_at, operator_id, placement, page_path, device, browser, is_bot, click_id)
    VALUES (${c.at}::timestamptz, ${c.operatorId}, ${c.placement}, ${c.pagePath}, 'desktop', 'Chrome', ${c.bot ?? false}, ${c.clickId})`.execute(db);
}
