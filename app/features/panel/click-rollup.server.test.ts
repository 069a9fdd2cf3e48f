/**
 * Daily click roll-ups (decision 0296): the reports read whole past days from `click_daily` and the
 * days after from the raw rows, with the same figures as counting the raw rows; a day is rolled up
 * once, only after it has ended, and the raw rows stay.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClicks, type ClickRecord } from "../outbound/clicks.server";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server";
import { clickGroups, getDailyOperatorClicks, getStats, rollUpClicks, ROLLUP_MARGIN_MS } from "./stats.server";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rollup-test-"));
let db: Db;

beforeAll(async () => {
  db = await openPglite(path.join(tmp, "data"), { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
}, 600_000);

afterAll(async () => {
  await db?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const click = (at: string, over: Partial<ClickRecord> = {}): ClickRecord => ({
  at: new Date(at),
  operatorId: "bet365",
  placement: "comparison-card",
  pagePath: "/comparacion",
  device: "desktop",
  browser: "Chrome",
  bot: false,
  ...over,
});

const rows = async <R>(query: string) => (await sql<R>`${sql.raw(query)}`.execute(db)).rows;
const total = (groups: { n: number; is_bot: boolean }[], bot = false) => groups.filter((g) => g.is_bot === bot).reduce((a, g) => a + g.n, 0);

describe("daily click roll-ups", () => {
  it("rolls up ended days once, reads them with today's raw rows, and keeps the raw rows", async () => {
    // Madrid is UTC+1 in March: 23:30 UTC on the 10th is the 11th there.
    await insertClicks(db, [
      click("2026-03-09T12:00:00Z"),
      click("2026-03-10T12:00:00Z"),
      click("2026-03-10T12:05:00Z", { operatorId: "codere", placement: null, pagePath: null }),
      click("2026-03-10T23:30:00Z"),
      click("2026-03-10T13:00:00Z", { bot: true }),
      // "Today" below: the 12th in Madrid.
      click("2026-03-12T08:00:00Z"),
    ]);
    const period = { from: "2026-03-09", to: "2026-03-12" };
    // 00:05 on the 12th in Madrid: the 11th ended five minutes ago, inside the margin: rolled up to the 10th only.
    const early = new Date("2026-03-11T23:05:00Z");
    expect(ROLLUP_MARGIN_MS).toBeGreaterThan(5 * 60_000);
    expect(await rollUpClicks(db, early)).toBe("2026-03-10");
    const now = new Date("2026-03-12T09:00:00Z");
    const groups = await clickGroups(db, period, now);
    expect(await rows("SELECT to_char(through, 'YYYY-MM-DD') AS t FROM click_rollup")).toEqual([{ t: "2026-03-11" }]);
    // Same figures as the raw rows: 5 people, 1 bot, per day in Spanish time.
    expect(total(groups)).toBe(5);
    expect(total(groups, true)).toBe(1);
    const perDay = (d: string) => groups.filter((g) => g.day === d && !g.is_bot).reduce((a, g) => a + g.n, 0);
    expect([perDay("2026-03-09"), perDay("2026-03-10"), perDay("2026-03-11"), perDay("2026-03-12")]).toEqual([1, 2, 1, 1]);
    expect(groups.find((g) => g.operator_id === "codere")).toMatchObject({ page_path: null, placement: null, n: 1 });
    // Ended days are in click_daily, today is not; the raw rows are all still there (CSV, conversions).
    expect(await rows("SELECT to_char(day, 'YYYY-MM-DD') AS d, sum(clicks)::int AS n FROM click_daily GROUP BY day ORDER BY day")).toEqual([
      { d: "2026-03-09", n: 1 },
      { d: "2026-03-10", n: 3 },
      { d: "2026-03-11", n: 1 },
    ]);
    expect(await rows("SELECT count(*)::int AS n FROM outbound_clicks")).toEqual([{ n: 6 }]);
    // Again: nothing rolled up twice.
    await rollUpClicks(db, now);
    expect(await rows("SELECT sum(clicks)::int AS n FROM click_daily")).toEqual([{ n: 5 }]);
    expect(total(await clickGroups(db, period, now))).toBe(5);
    // A period entirely in rolled-up days, and one entirely after them.
    expect(total(await clickGroups(db, { from: "2026-03-10", to: "2026-03-10" }, now))).toBe(2);
    expect(total(await clickGroups(db, { from: "2026-03-12", to: "2026-03-20" }, now))).toBe(1);
    // A raw row written late into a day already rolled up is not counted again: the CSV reads the same
    // groups as `npm run stats` and /panel (getStats), so the three agree, per operator and per day.
    await insertClicks(db, [click("2026-03-10T14:00:00Z")]);
    const csv = await getDailyOperatorClicks(db, period, await clickGroups(db, period, now));
    const stats = await getStats(db, period, await clickGroups(db, period, now));
    const sumBy = (key: (r: (typeof csv)[number]) => string) => {
      const out: Record<string, number> = {};
      for (const r of csv) out[key(r)] = (out[key(r)] ?? 0) + r.clicks;
      return out;
    };
    expect(csv.reduce((a, r) => a + r.clicks, 0)).toBe(5);
    expect(csv.reduce((a, r) => a + r.bot_clicks, 0)).toBe(stats.bots);
    expect(sumBy((r) => r.operator_id)).toEqual(Object.fromEntries(Object.entries(stats.clicks)));
    expect(Object.fromEntries(Object.entries(sumBy((r) => r.day)))).toEqual(Object.fromEntries(Object.entries(stats.byDay).filter(([, n]) => n > 0)));
  });

  it("reads its days through the day index (EXPLAIN)", async () => {
    await rows("SET enable_seqscan = off");
    const plan = await rows<{ "QUERY PLAN": string }>("EXPLAIN SELECT * FROM click_daily WHERE day BETWEEN '2026-03-01' AND '2026-03-31'");
    await rows("RESET enable_seqscan");
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/click_daily_day/);
  });
});
