import { describe, expect, it } from "vitest";
import { BatchWriter, QueueFullError, QueueTimeoutError } from "./batch-writer.server.ts";

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

  it("acknowledges each submitted item with its own result, only after its batch is written", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batches: number[][] = [];
    const w = new BatchWriter<number, string>({
      write: async (b) => {
        await gate;
        batches.push(b);
        return b.map((n) => `fila ${n}`);
      },
    });
    let settled = 0;
    const answers = [1, 2, 3].map((n) => w.submit(n).finally(() => settled++));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(0); // nothing is answered before the write has finished
    release();
    expect(await Promise.all(answers)).toEqual(["fila 1", "fila 2", "fila 3"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gives each item of a failed batch its own outcome when the error is one bad item's", async () => {
    const writes: number[][] = [];
    const w = new BatchWriter<number, string>({
      write: async (b) => {
        writes.push(b);
        if (b.includes(13)) throw new Error("fila mala");
        return b.map((n) => `ok ${n}`);
      },
      retryOneByOne: (e) => e instanceof Error && e.message === "fila mala",
    });
    const answers = await Promise.allSettled([11, 12, 13, 14].map((n) => w.submit(n)));
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([
      "ok 11",
      "ok 12",
      "fila mala",
      "ok 14",
    ]);
    expect(writes).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]]);
  });

  it("fails every item of a batch on an outage, without retrying one by one, and mixes with fire-and-forget", async () => {
    const lost: number[] = [];
    let calls = 0;
    const w = new BatchWriter<number, void>({
      write: async () => {
        calls++;
        throw new Error("ECONNREFUSED");
      },
      onFailure: (n) => lost.push(n),
      retryOneByOne: (e) => !(e instanceof Error && e.message === "ECONNREFUSED"),
    });
    w.push(0);
    const answers = await Promise.allSettled([1, 2, 3].map((n) => w.submit(n)));
    expect(answers.every((a) => a.status === "rejected" && (a.reason as Error).message === "ECONNREFUSED")).toBe(true);
    expect(calls).toBe(1);
    expect(lost).toEqual([1]); // only the fire-and-forget item is reported as lost
  });

  it("refuses a submitted item at once when the queue is full, and never answers one without a result", async () => {
    const w = new BatchWriter<number, string>({ write: async (b) => b.slice(1).map(String), maxQueue: 2 });
    const first = w.submit(1);
    const second = w.submit(2);
    await expect(w.submit(3)).rejects.toBeInstanceOf(QueueFullError);
    // The write returned one result too few: the item without one is refused, not reported saved.
    const settled = await Promise.allSettled([first, second]);
    expect(settled[0]).toEqual({ status: "fulfilled", value: "2" });
    expect(settled[1]!.status).toBe("rejected");
    expect(w.pending).toBe(0);
  });

  it("rejects, never writes, an acknowledged item that waited past maxWaitMs behind a slow batch", async () => {
    const written: number[] = [];
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const w = new BatchWriter<number, void>({
      write: async (b) => {
        if (b.includes(1)) await gate;
        written.push(...b);
        return b.map(() => undefined);
      },
      maxWaitMs: 50,
    });
    const first = w.submit(1);
    await new Promise((r) => setImmediate(r)); // 1 is being written
    const second = w.submit(2); // waits behind it
    await new Promise((r) => setTimeout(r, 80));
    open();
    await expect(first).resolves.toBeUndefined();
    await expect(second).rejects.toBeInstanceOf(QueueTimeoutError);
    await w.drain();
    expect(written).toEqual([1]);
  });
});
