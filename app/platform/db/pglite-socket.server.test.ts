/**
 * The exchange queue in front of PGlite's one session, with a stand-in engine: what a client sends
 * after the queue ended its session (a COPY … FROM STDIN) never reaches PGlite, whether it was already
 * queued behind the COPY or arrives later, and the other clients go on.
 */
import { describe, expect, it } from "vitest";
import { type Engine, ExchangeQueue } from "./pglite-socket.server.ts";

const query = (sql: string) => {
  const text = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write("Q", 0);
  head.writeInt32BE(4 + text.length, 1);
  return new Uint8Array(Buffer.concat([head, text]));
};
/** CopyInResponse: text format, no columns. */
const COPY_IN = new Uint8Array([0x47, 0, 0, 0, 7, 0, 0, 0]);
const READY = new Uint8Array([0x5a, 0, 0, 0, 5, 0x49]);

/** A PGlite stand-in: records the SQL of each Query it runs (and every message's type); a COPY answers CopyInResponse. */
function fakeEngine() {
  const ran: string[] = [];
  const types: string[] = [];
  const engine: Engine = {
    closed: false,
    inTransaction: () => false,
    async exec(message, onData) {
      await new Promise((r) => setTimeout(r, 1));
      types.push(String.fromCharCode(message[0]!));
      if (message[0] !== 0x51) return void onData?.(READY);
      const sql = Buffer.from(message.subarray(5, message.indexOf(0, 5))).toString();
      ran.push(sql);
      onData?.(/^COPY/i.test(sql) ? COPY_IN : READY);
    },
  };
  return { engine, ran, types };
}

describe("the PGlite exchange queue", () => {
  it("drops what a client sends after its session was ended by a COPY … FROM STDIN, queued or later, and serves the others", async () => {
    const { engine, ran, types } = fakeEngine();
    const ended: number[] = [];
    const queue = new ExchangeQueue(engine, (handlerId) => ended.push(handlerId));
    const answers: Uint8Array[] = [];
    const onData = (d: Uint8Array) => answers.push(d);
    // Client 1 pipelines an INSERT behind the COPY (both queued before either runs).
    const copy = queue.enqueue(1, query("COPY t FROM STDIN"), onData);
    const pipelined = queue.enqueue(1, query("INSERT INTO t VALUES (1)"), onData);
    const other = queue.enqueue(2, query("SELECT 2"), () => {});
    await Promise.all([copy, pipelined, other]);
    expect(ended).toEqual([1]);
    // …and sends another before reading the error.
    expect(await queue.enqueue(1, query("INSERT INTO t VALUES (2)"), onData)).toBe(0);
    expect(ran).toEqual(["COPY t FROM STDIN", "SELECT 2"]);
    // The queue closed the ended exchange with a Sync before anyone else ran (PGlite skips all until one).
    expect(types.slice(0, 3)).toEqual(["Q", "S", "Q"]);
    // Nothing of the CopyInResponse reached client 1 (it gets the error through `end` instead).
    expect(answers).toEqual([]);
    // PGlite is free: another client runs at once.
    await queue.enqueue(3, query("SELECT 3"), () => {});
    expect(ran.at(-1)).toBe("SELECT 3");
  });

  it("forgets an ended client when its socket closes (nothing kept per connection)", async () => {
    const { engine, ran } = fakeEngine();
    const queue = new ExchangeQueue(engine, () => {});
    await queue.enqueue(7, query("COPY t FROM STDIN"), () => {});
    expect(await queue.enqueue(7, query("SELECT 1"), () => {})).toBe(0);
    queue.forget(7);
    // The handler id is never reused by the socket library; were it, it would be a new session.
    await queue.enqueue(7, query("SELECT 1"), () => {});
    expect(ran).toEqual(["COPY t FROM STDIN", "SELECT 1"]);
  });
});

/**
 * A PGlite stand-in closer to the worker: one message at a time in the order sent, BEGIN/COMMIT/ROLLBACK
 * moving its transaction state, which the queue reads as of the last message that finished.
 */
function serialEngine() {
  const ran: string[] = [];
  let chain: Promise<void> = Promise.resolve();
  let inTx = false;
  const engine: Engine = {
    closed: false,
    inTransaction: () => inTx,
    exec(message, onData) {
      const step = chain.then(async () => {
        await new Promise((r) => setTimeout(r, 5));
        const type = String.fromCharCode(message[0]!);
        const sql = type === "Q" ? Buffer.from(message.subarray(5, message.indexOf(0, 5))).toString() : type;
        ran.push(sql);
        if (/^BEGIN/i.test(sql)) inTx = true;
        if (/^(COMMIT|ROLLBACK)/i.test(sql)) inTx = false;
        onData?.(READY);
      });
      chain = step.catch(() => {});
      return step;
    },
  };
  return { engine, ran };
}

describe("the PGlite exchange queue when a client goes while its message runs", () => {
  it("rolls back a BEGIN that was still running when the client went, before the next client runs, and frees PGlite", async () => {
    const { engine, ran } = serialEngine();
    const queue = new ExchangeQueue(engine, () => {});
    const begin = queue.enqueue(1, query("BEGIN"), () => {});
    // The socket closes while BEGIN runs: the library's detach asks the queue to clean up (the engine
    // still says "no transaction": BEGIN has not finished).
    await new Promise((r) => setTimeout(r, 1));
    expect(engine.inTransaction()).toBe(false);
    const cleared = queue.clearTransactionIfNeeded(1);
    const next = queue.enqueue(2, query("SELECT 2"), () => {});
    await Promise.all([begin, cleared, next]);
    // The next client never runs inside the gone client's transaction (it would then keep PGlite to
    // itself after its own query, and every other client would wait for it).
    expect(ran.filter((s) => s !== "S")).toEqual(["BEGIN", "ROLLBACK", "SELECT 2"]);
    expect(engine.inTransaction()).toBe(false);
    const third = queue.enqueue(3, query("SELECT 3"), () => {});
    const late = new Promise((r) => setTimeout(r, 2_000, "PGlite still held"));
    expect(await Promise.race([third.then(() => "answered"), late])).toBe("answered");
  });
});
