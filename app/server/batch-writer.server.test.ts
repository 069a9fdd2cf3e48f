import { describe, expect, it } from "vitest";
import { BatchWriter } from "./batch-writer.server";

describe("BatchWriter", () => {
  it("writes items pushed in one turn of the event loop as one batch", async () => {
    const batches: number[][] = [];
    const w = new BatchWriter<number>({ write: async (b) => void batches.push(b), onFailure: () => {} });
    for (let i = 0; i < 300; i++) w.push(i);
    await w.drain();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(300);
  });

  it("keeps at most one write in flight and batches what arrives meanwhile", async () => {
    const batches: number[][] = [];
    let active = 0;
    let maxActive = 0;
    const w = new BatchWriter<number>({
      write: async (b) => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 5));
        batches.push(b);
        active--;
      },
      onFailure: () => {},
      maxBatch: 50,
    });
    for (let i = 0; i < 120; i++) w.push(i);
    await new Promise((r) => setTimeout(r, 1));
    for (let i = 120; i < 130; i++) w.push(i);
    await w.drain();
    expect(maxActive).toBe(1);
    expect(batches.flat()).toEqual([...Array(130).keys()]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(50);
  });

  it("reports a failed batch and a full queue as lost, and goes on", async () => {
    const lost: number[] = [];
    let fail = true;
    const written: number[] = [];
    const w = new BatchWriter<number>({
      write: async (b) => {
        if (fail) throw new Error("down");
        written.push(...b);
      },
      onFailure: (n) => lost.push(n),
      maxQueue: 5,
    });
    for (let i = 0; i < 8; i++) w.push(i);
    await w.drain();
    expect(lost).toEqual([1, 1, 1, 5]);
    fail = false;
    w.push(99);
    await w.drain();
    expect(written).toEqual([99]);
  });
});
