import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClickRecorder, insertClicks, type ClickRecord } from "../outbound/clicks.server";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server";
import { deleteSubscriber } from "../newsletter/newsletter.server";
import { cleanup } from "../newsletter/newsletter-lifecycle.server";
import {
  dailyOperatorCsv,
  getDailyOperatorClicks,
  getStats,
  NONE,
  PeriodError,
  resolvePeriod,
  today,
} from "./stats.server";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "stats-test-"));
let db: Db;

beforeAll(async () => {
  db = await openPglite(path.join(tmp, "data"), { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
}, 600_000);

afterAll(async () => {
  await db?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const click = (over: Partial<ClickRecord>): ClickRecord => ({
  at: new Date("2026-03-10T12:00:00Z"),
  operatorId: "bet365",
  placement: "comparison-card",
  pagePath: "/comparacion",
  device: "desktop",
  browser: "Chrome",
  bot: false,
  ...over,
});

describe("stats over the click records", () => {
  it("counts people per operator, placement, page and Spanish day; bots apart", async () => {
    await insertClicks(db, [
      click({}),
      click({ operatorId: "codere", placement: "home-top6", pagePath: "/" }),
      click({ placement: null, pagePath: null }),
      // 23:30 UTC on 10 March is already 11 March in Madrid (UTC+1 in winter).
      click({ at: new Date("2026-03-10T23:30:00Z") }),
      click({ bot: true }),
      // Outside the period on both sides.
      click({ at: new Date("2026-03-08T22:59:59Z") }),
      click({ at: new Date("2026-03-12T23:00:00Z") }),
    ]);
    await db
      .insertInto("newsletter_subscriptions")
      .values([
        // Signed up in the period, not confirmed yet.
        { email: "a@ejemplo.es", consent_version: "v", created_at: "2026-03-11T10:00:00Z" },
        // Signed up before the period, confirmed in it (23:30 UTC on 11 March is the 12th in Madrid).
        {
          email: "b@ejemplo.es",
          consent_version: "v",
          created_at: "2026-01-01T10:00:00Z",
          status: "confirmed",
          confirmed_at: "2026-03-11T23:30:00Z",
        },
        // Signed up, confirmed and left within the period: a signup, a confirmation, not a subscriber.
        {
          email: "c@ejemplo.es",
          consent_version: "v",
          created_at: "2026-03-09T09:00:00Z",
          status: "unsubscribed",
          confirmed_at: "2026-03-09T09:30:00Z",
          unsubscribed_at: "2026-03-10T09:00:00Z",
        },
      ])
      .execute();
    const s = await getStats(db, { from: "2026-03-09", to: "2026-03-12" });
    expect(s.clicks).toEqual({ bet365: 3, codere: 1 });
    expect(s.bots).toBe(1);
    expect(s.byPlacement).toEqual({ "comparison-card": 2, "home-top6": 1, [NONE]: 1 });
    expect(s.byPage).toEqual({ "/comparacion": 2, "/": 1, [NONE]: 1 });
    expect(s.byDay).toEqual({ "2026-03-09": 0, "2026-03-10": 3, "2026-03-11": 1, "2026-03-12": 0 });
    expect(s.signups).toEqual({ "2026-03-09": 1, "2026-03-10": 0, "2026-03-11": 1, "2026-03-12": 0 });
    expect(s.confirmations).toEqual({ "2026-03-09": 1, "2026-03-10": 0, "2026-03-11": 0, "2026-03-12": 1 });
    // Only confirmed addresses receive the newsletter: they are the subscribers.
    expect(s.subscribers).toBe(1);
    expect(s.subscribersByStatus).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });

    const rows = await getDailyOperatorClicks(db, { from: "2026-03-09", to: "2026-03-12" });
    const none = { registrations: 0, ftds: 0, commission_eur: "0.00" };
    expect(rows).toEqual([
      { day: "2026-03-10", operator_id: "bet365", page_path: NONE, placement: NONE, clicks: 1, bot_clicks: 0, ...none },
      { day: "2026-03-10", operator_id: "bet365", page_path: "/comparacion", placement: "comparison-card", clicks: 1, bot_clicks: 1, ...none },
      { day: "2026-03-10", operator_id: "codere", page_path: "/", placement: "home-top6", clicks: 1, bot_clicks: 0, ...none },
      { day: "2026-03-11", operator_id: "bet365", page_path: "/comparacion", placement: "comparison-card", clicks: 1, bot_clicks: 0, ...none },
    ]);
    expect(dailyOperatorCsv(rows)).toBe(
      "day,operator_id,page_path,placement,clicks,bot_clicks,registrations,ftds,commission_eur\r\n" +
        "2026-03-10,bet365,(none),(none),1,0,0,0,0.00\r\n" +
        "2026-03-10,bet365,/comparacion,comparison-card,1,1,0,0,0.00\r\n" +
        "2026-03-10,codere,/,home-top6,1,0,0,0,0.00\r\n" +
        "2026-03-11,bet365,/comparacion,comparison-card,1,0,0,0,0.00\r\n",
    );
  });

  it("erasing subscribers (GDPR deletion, retention purge) keeps the day's anonymous signup and confirmation counts", async () => {
    const period = { from: "2027-02-01", to: "2027-02-03" };
    await db
      .insertInto("newsletter_subscriptions")
      .values([
        { email: "borrar@ejemplo.es", consent_version: "v", created_at: "2027-02-01T10:00:00Z", status: "confirmed", confirmed_at: "2027-02-02T10:00:00Z" },
        // Never confirmed: the retention purge erases it after 30 days.
        { email: "caducada@ejemplo.es", consent_version: "v", created_at: "2027-02-01T11:00:00Z", consent_given_at: "2026-01-01T00:00:00Z" },
        { email: "queda@ejemplo.es", consent_version: "v", created_at: "2027-02-03T10:00:00Z" },
      ])
      .execute();
    const before = await getStats(db, period);
    expect(before.signups).toEqual({ "2027-02-01": 2, "2027-02-02": 0, "2027-02-03": 1 });
    expect(before.confirmations).toEqual({ "2027-02-01": 0, "2027-02-02": 1, "2027-02-03": 0 });

    expect(await deleteSubscriber(db, " BORRAR@ejemplo.es ")).toBe(1);
    expect((await cleanup(db)).pendingDeleted).toBeGreaterThanOrEqual(1);
    const emails = (await db.selectFrom("newsletter_subscriptions").select("email").execute()).map((r) => r.email);
    expect(emails).not.toContain("borrar@ejemplo.es");
    expect(emails).not.toContain("caducada@ejemplo.es");

    const after = await getStats(db, period);
    expect(after.signups).toEqual(before.signups);
    expect(after.confirmations).toEqual(before.confirmations);
    // Only counts are kept: no address, no identifier.
    const kept = await db.selectFrom("newsletter_erased_daily").selectAll().execute();
    for (const row of kept) expect(Object.keys(row).sort()).toEqual(["confirmations", "day", "signups"]);
    // Deleting an address that is not there changes nothing.
    expect(await deleteSubscriber(db, "nadie@ejemplo.es")).toBe(0);
    expect((await getStats(db, period)).signups).toEqual(before.signups);
  });

  it("the recorder writes every queued click, in batches, without the caller waiting", async () => {
    const recorder = new ClickRecorder({ getDatabase: async () => db, log: () => {} });
    const at = new Date("2027-01-05T10:00:00Z");
    for (let i = 0; i < 500; i++) recorder.record(click({ at, operatorId: "paf" }));
    await recorder.flush();
    const s = await getStats(db, { from: "2027-01-05", to: "2027-01-05" });
    expect(s.clicks).toEqual({ paf: 500 });
    expect(recorder.failedTotal).toBe(0);
  });

  it("the recorder counts lost clicks in one log line when the database is down", async () => {
    const lines: Record<string, unknown>[] = [];
    const recorder = new ClickRecorder({
      getDatabase: async () => {
        throw new Error("connect ECONNREFUSED");
      },
      log: (l) => lines.push(l),
    });
    for (let i = 0; i < 3; i++) recorder.record(click({}));
    await recorder.flush();
    expect(recorder.failedTotal).toBe(3);
    expect(lines).toEqual([expect.objectContaining({ event: "click_write_failed", lost: 3, lostTotal: 3 })]);
  });
});

describe("resolvePeriod", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("defaults to the last 30 days up to today in Madrid", () => {
    expect(resolvePeriod({}, now)).toEqual({ from: "2026-05-17", to: "2026-06-15" });
    expect(today(new Date("2026-06-15T22:30:00Z"))).toBe("2026-06-16");
  });
  it("takes given days", () => {
    expect(resolvePeriod({ from: "2026-01-01", to: "2026-01-31" }, now)).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(resolvePeriod({ from: "2026-06-01" }, now)).toEqual({ from: "2026-06-01", to: "2026-06-15" });
  });
  it.each([
    [{ from: "2026-02-30" }],
    [{ from: "15/06/2026" }],
    [{ to: "2026-6-1" }],
    [{ from: "2026-06-10", to: "2026-06-01" }],
    [{ from: "2000-01-01", to: "2026-01-01" }],
  ])("refuses %j with a Spanish message", (input) => {
    expect(() => resolvePeriod(input, now)).toThrow(PeriodError);
  });
});
