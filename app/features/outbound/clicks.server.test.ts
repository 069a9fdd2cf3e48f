import { describe, expect, it } from "vitest";
import { ClickRecorder, type ClickRecord } from "./clicks.server";

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
    recorder.record(click({ clickId: ids[0] }));
    recorder.record(click({ clickId: ids[1], placement: "newsletter", pagePath: "newsletter:2026-05" }));
    recorder.record(click({ bot: true }));
    await recorder.flush();
    const lost = lines.find((l) => l.event === "click_lost") as { clicks: Array<Record<string, unknown>> } | undefined;
    expect(lost?.clicks).toEqual([
      { clickId: ids[0], at: "2026-03-10T12:00:00.000Z", operator: "op-a", placement: "article", page: "/blog/x" },
      { clickId: ids[1], at: "2026-03-10T12:00:00.000Z", operator: "op-a", placement: "newsletter", page: "newsletter:2026-05" },
    ]);
    expect(lines).toContainEqual(expect.objectContaining({ event: "click_write_failed", lost: 3 }));
  });
});
