import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { migrations } from "../../platform/db/migrations/index.server.ts";
import { insertClicks, type ClickRecord } from "../outbound/clicks.server.ts";
import type { Placement } from "../outbound/index.ts";
import { getEarnings } from "../panel/earnings.server.ts";
import { getDailyOperatorClicks, UNMATCHED } from "../panel/stats.server.ts";
import { attributeConversions, matchWaitingConversions, recordPostback } from "./conversions.server.ts";

/**
 * A conversion carries its click's page and button (migration 014): the reports read them from the
 * conversion instead of joining every conversion to the clicks. Here: rows stored before the migration
 * wait, the reports read their click through the join all the same, and the daily commands' batch
 * matcher records it; a postback whose click is stored later is reported on its click's page at once
 * and recorded by the matcher; a sub-ID that is another operator's click stays unmatched.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "attribution-test-"));
let db: Db;
const PERIOD = { from: "2026-05-01", to: "2026-05-03" };
const click = (at: string, operatorId: string, clickId: string, placement: Placement, pagePath: string): ClickRecord => ({
  at: new Date(at),
  operatorId,
  clickId,
  placement,
  pagePath,
  device: "mobile",
  browser: "Safari",
  bot: false,
});
const stored = async () =>
  (
    await sql<{ sub_id: string; click_found: boolean; click_page_path: string | null; click_placement: string | null }>`
      SELECT sub_id, click_found, click_page_path, click_placement FROM conversions ORDER BY sub_id`.execute(db)
  ).rows;

beforeAll(async () => {
  db = await openPglite(path.join(tmp, "data"), { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  // The schema as it was before migration 014, with a click and two conversions stored under it.
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "014"));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) throw error;
  await insertClicks(db, [click("2026-05-01T09:00:00Z", "bet365", "old-click", "comparison-card", "/comparacion")]);
  await sql`
    INSERT INTO conversions (operator_id, sub_id, day, registrations, ftds, commission_cents, source)
    VALUES ('bet365', 'old-click', '2026-05-01', 1, 0, 0, 'ia.csv'),
           ('codere', 'old-click', '2026-05-01', 1, 0, 0, 'nr.csv')`.execute(db);
  await migrate(db);
}, 600_000);

afterAll(async () => {
  await db?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("conversions carry their click's page and button", () => {
  it("rows stored before migration 014 wait; the reports read their click all the same; the batch matcher records it — only the same operator's", async () => {
    const waiting = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM conversions WHERE NOT click_found`.execute(db)).rows[0]!.n;
    expect(await waiting()).toBe(2);
    const before = await getEarnings(db, PERIOD);
    expect(before.byPagePlacement.find((r) => r.page === "/comparacion")).toMatchObject({ registrations: 1 });
    expect(await waiting()).toBe(2); // a report never writes
    // Batches of one row: the matcher walks past the row that has no click instead of stopping on it.
    expect(await matchWaitingConversions(db, 1)).toBe(1);
    const rows = await sql`SELECT operator_id, click_found, click_page_path, click_placement FROM conversions ORDER BY operator_id`.execute(db);
    expect(rows.rows).toEqual([
      { operator_id: "bet365", click_found: true, click_page_path: "/comparacion", click_placement: "comparison-card" },
      { operator_id: "codere", click_found: false, click_page_path: null, click_placement: null },
    ]);
    expect(await getEarnings(db, PERIOD)).toEqual(before);
  });

  it("a postback that arrives before its click is stored is reported on its click's page once the click is there", async () => {
    expect(await recordPostback(db, { operatorId: "bet365", clickId: "fast-click", event: "ftd", day: "2026-05-02", commissionCents: 4000 })).toBe(true);
    expect((await stored()).find((r) => r.sub_id === "fast-click")).toMatchObject({ click_found: false, click_page_path: null });

    await insertClicks(db, [click("2026-05-02T08:00:00Z", "bet365", "fast-click", "home-top6", "/")]);
    const earnings = await getEarnings(db, PERIOD);
    // (Its click's count is not asserted: the days of May were rolled up by the report above, before this
    // click of a past day was inserted — a thing only a test does.)
    expect(earnings.byPagePlacement.find((r) => r.page === "/" && r.placement === "home-top6")).toMatchObject({ ftds: 1, commissionCents: 4000 });
    // Codere's conversion names Bet365's click: still nobody's, in the reports too.
    expect(earnings.unmatched.byOperator.map((u) => [u.operator, u.rows])).toEqual([["codere", 1]]);
    const csv = await getDailyOperatorClicks(db, PERIOD);
    expect(csv.filter((r) => r.page_path === UNMATCHED).map((r) => [r.operator_id, r.registrations])).toEqual([["codere", 1]]);
    expect(await matchWaitingConversions(db)).toBe(1);
    expect((await stored()).find((r) => r.sub_id === "fast-click")).toMatchObject({ click_found: true, click_page_path: "/", click_placement: "home-top6" });
    expect(await getEarnings(db, PERIOD)).toEqual(earnings);
  });

  it("a postback whose click is already stored is matched as it is recorded; nothing is left to match", async () => {
    await insertClicks(db, [click("2026-05-03T08:00:00Z", "bet365", "slow-postback", "review-hero", "/bet365")]);
    await recordPostback(db, { operatorId: "bet365", clickId: "slow-postback", event: "registration", day: "2026-05-03", commissionCents: 0 });
    expect((await stored()).find((r) => r.sub_id === "slow-postback")).toMatchObject({ click_found: true, click_page_path: "/bet365", click_placement: "review-hero" });
    expect(await attributeConversions(db, PERIOD)).toBe(0);
  });
});
