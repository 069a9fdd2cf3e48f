import { describe, expect, it } from "vitest";
import { ClickRecorder, type ClickRecord } from "./clicks.server.ts";

const click = (over: Partial<ClickRecord>): ClickRecord => ({
  at: new Date("2026-03-10T12:00:00Z"),
  operatorId: "op-a",
  placement: "article",
  pagePath: "/blog/x",
  device: "desktop",
  browser: "Chrome",
  bot: false,
  clickId: null,
  ...over,
});

describe("ClickRecorder with the database down", () => {
  it("logs every lost human click with its click ID, so the operator's report can still be matched", async () => {
    const lines: Record<string, unknown>[] = [];
    const recorder = new ClickRecorder({
      getDatabase: async () => {
        throw new Error("connect ECONNREFUSED");
      },
      log: (l) => lines.push(l),
    });
    const ids = ["5f0c6f0e-1111-4a1a-8a1a-000000000001", "5f0c6f0e-1111-4a1a-8a1a-000000000002"];
    const stored = [
      recorder.record(click({ clickId: ids[0] })),
      recorder.record(click({ clickId: ids[1], placement: "newsletter", pagePath: "newsletter:2026-05" })),
    ];
    void recorder.record(click({ bot: true }));
    await recorder.flush();
    // Not committed: the redirect is told so, and hands out no ID.
    expect(await Promise.all(stored)).toEqual([false, false]);
    const lost = lines.find((l) => l.event === "click_lost") as { clicks: Array<Record<string, unknown>> } | undefined;
    expect(lost?.clicks).toEqual([
      { clickId: ids[0], at: "2026-03-10T12:00:00.000Z", operator: "op-a", placement: "article", page: "/blog/x" },
      { clickId: ids[1], at: "2026-03-10T12:00:00.000Z", operator: "op-a", placement: "newsletter", page: "newsletter:2026-05" },
    ]);
    const failed = lines.filter((l) => l.event === "click_write_failed") as Array<{ lost: number; lostTotal: number }>;
    expect(failed.reduce((n, l) => n + l.lost, 0)).toBe(3);
    expect(failed.at(-1)?.lostTotal).toBe(3);
  });
});

describe("ClickRecorder: a person's click is committed before `record` says so", () => {
  /** A database stub whose INSERT waits until the test lets it commit. */
  function slowDatabase() {
    const committed: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const db = {
      insertInto: () => ({
        values: (rows: Array<{ click_id: string | null }>) => ({
          execute: async () => {
            await gate;
            committed.push(...rows.map((r) => String(r.click_id)));
          },
        }),
      }),
    };
    return { db: db as never, committed, release: () => release() };
  }

  it("resolves true only after the row's INSERT has finished, several clicks in one batch", async () => {
    const { db, committed, release } = slowDatabase();
    const recorder = new ClickRecorder({ getDatabase: async () => db, log: () => {} });
    const settled: boolean[] = [];
    const ids = ["a", "b", "c"].map((x) => `5f0c6f0e-1111-4a1a-8a1a-00000000000${x}`);
    const pending = ids.map((id) => recorder.record(click({ clickId: id })).then((ok) => (settled.push(ok), ok)));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toEqual([]); // nothing acknowledged while the write is open
    release();
    expect(await Promise.all(pending)).toEqual([true, true, true]);
    expect(committed).toEqual(ids);
  });

  it("resolves false when the commit does not come within waitMs (the redirect then hands out no ID)", async () => {
    const { db, release } = slowDatabase();
    const recorder = new ClickRecorder({ getDatabase: async () => db, log: () => {}, waitMs: 30 });
    expect(await recorder.record(click({ clickId: "5f0c6f0e-1111-4a1a-8a1a-00000000000d" }))).toBe(false);
    release();
    await recorder.flush();
  });
});
