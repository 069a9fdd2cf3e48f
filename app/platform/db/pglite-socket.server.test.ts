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
