import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminAuthenticator, hashPassword } from "../features/panel/admin-auth.server";
import type pg from "pg";
import { addressKey, isLoopback, LIMITER_QUERY_TIMEOUT_MS, LIMITER_QUEUE_TIMEOUT_MS, openLimiterPool, RateLimiter, sharedCounter, STORE_RETRY_MS } from "./rate-limit.server";

describe("RateLimiter (memory store)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("lets `limit` attempts through per minute, then refuses with the seconds left", async () => {
    const rl = new RateLimiter(3);
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await rl.check("203.0.113.9")).ok);
    expect(first).toEqual([true, true, true]);
    vi.advanceTimersByTime(20_000);
    const denied = await rl.check("203.0.113.9");
    expect(denied).toEqual({ ok: false, retryAfter: 40 });
    expect((await rl.check("203.0.113.10")).ok).toBe(true); // another address counts apart
    vi.advanceTimersByTime(40_001);
    expect((await rl.check("203.0.113.9")).ok).toBe(true);
  });

  it("0 turns the limit off", async () => {
    const rl = new RateLimiter(0);
    for (let i = 0; i < 100; i++) expect((await rl.check("203.0.113.9")).ok).toBe(true);
  });

  it("exempts loopback only when configured, and named addresses", async () => {
    const exempt = new RateLimiter(1, ["loopback", "198.51.100.7"]);
    for (const a of ["127.0.0.1", "127.0.0.1", "::1", "198.51.100.7", "198.51.100.7"]) expect((await exempt.check(a)).ok, a).toBe(true);
    const strict = new RateLimiter(1, []);
    expect((await strict.check("::ffff:127.0.0.1")).ok).toBe(true);
    expect((await strict.check("127.0.0.1")).ok).toBe(false); // same address, mapped or not
  });

  it("treats a whole IPv6 /64 as one client", async () => {
    expect(addressKey("2001:db8:1:2::5")).toBe(addressKey("2001:0db8:0001:0002:ffff::9"));
    expect(addressKey("2001:db8:1:2::5")).not.toBe(addressKey("2001:db8:1:3::5"));
    const rl = new RateLimiter(1);
    expect((await rl.check("2001:db8:1:2::5")).ok).toBe(true);
    expect((await rl.check("2001:db8:1:2::6")).ok).toBe(false);
  });

  it("a request with no known address shares one counter, never unlimited", async () => {
    const rl = new RateLimiter(1);
    expect((await rl.check(undefined)).ok).toBe(true);
    expect((await rl.check(undefined)).ok).toBe(false);
  });

  it("keeps its counters bounded: past the ceiling on new addresses a minute, new ones wait, known ones go on", async () => {
    const notes: number[] = [];
    const rl = new RateLimiter(3, [], { newClientsPerMinute: 5, onCeiling: () => notes.push(Date.now()) });
    expect((await rl.check("198.51.100.1")).ok).toBe(true); // a client already counting this minute
    for (let i = 2; i <= 5; i++) expect((await rl.check(`198.51.100.${i}`)).ok, `new address ${i}`).toBe(true);
    vi.advanceTimersByTime(15_000);
    // A sixth address this minute is refused with the seconds until the minute ends …
    expect(await rl.check("198.51.100.6")).toEqual({ ok: false, retryAfter: 45 });
    expect(await rl.check("2001:db8:9::1")).toEqual({ ok: false, retryAfter: 45 });
    expect(notes).toHaveLength(1); // … the operator is told once, not once per refusal
    // … while an address that already counts keeps its own limit (two attempts left).
    expect((await rl.check("198.51.100.1")).ok).toBe(true);
    expect((await rl.check("198.51.100.1")).ok).toBe(true);
    expect((await rl.check("198.51.100.1")).ok).toBe(false);
    // Retrying from a refused address does not use the ceiling up for the next minute.
    for (let i = 0; i < 50; i++) await rl.check("198.51.100.6");
    vi.advanceTimersByTime(45_001);
    expect((await rl.check("198.51.100.6")).ok).toBe(true);
    expect((await rl.check("198.51.100.7")).ok).toBe(true);
  });

  it("one client cannot use the ceiling on new addresses up alone", async () => {
    const rl = new RateLimiter(3, [], { newClientsPerMinute: 2 });
    for (let i = 0; i < 20; i++) await rl.check("203.0.113.50");
    expect((await rl.check("203.0.113.51")).ok).toBe(true);
  });

  it("0 turns the ceiling off", async () => {
    const rl = new RateLimiter(1, [], { newClientsPerMinute: 0 });
    for (let i = 0; i < 300; i++) expect((await rl.check(`10.0.${i >> 8}.${i & 255}`)).ok).toBe(true);
  });

  it("recognises loopback addresses", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("127.8.9.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("192.0.2.1")).toBe(false);
  });
});

describe("RateLimiter (PostgreSQL store unreachable)", () => {
  it("falls back to counting in memory instead of failing or letting everyone through", async () => {
    const rl = new RateLimiter(2, [], { databaseUrl: "postgresql://nobody@127.0.0.1:1/none" });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await rl.check("203.0.113.50")).ok);
      expect(answers).toEqual([true, true, false]);
    } finally {
      await rl.close();
    }
  });
});

/**
 * A "PostgreSQL" that accepts connections and logs clients in, then never answers a query: the
 * way a server stuck on locks or a full disk looks from outside.
 */
async function hungPostgres(): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("data", () => {
      // AuthenticationOk, then ReadyForQuery (idle).
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://casinos@127.0.0.1:${port}/casinos`,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe("sharedCounter after a failed query", () => {
  afterEach(() => vi.useRealTimers());

  it("counts in memory for STORE_RETRY_MS, asking PostgreSQL once, then tries it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    let queries = 0;
    const pool = {
      query: async () => {
        queries++;
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      },
      on: () => pool,
    } as unknown as pg.Pool;
    const fallbacks: number[] = [];
    const counter = sharedCounter(
      { pool, tableName: "t", keyPrefix: "k", points: 3, duration: 60 },
      () => fallbacks.push(Date.now()),
    );
    const consumed = [];
    for (let i = 0; i < 5; i++) consumed.push(await counter.consume("a", 1).then(() => true, () => false));
    expect(consumed).toEqual([true, true, true, false, false]); // still limited, in memory
    expect(queries).toBe(1);
    expect(fallbacks).toHaveLength(1);
    vi.advanceTimersByTime(STORE_RETRY_MS + 1);
    await counter.get("a");
    expect(queries).toBe(2); // PostgreSQL asked again …
    expect(fallbacks).toHaveLength(2); // … and, still down, memory again
  });
});

describe("limiters on a PostgreSQL that hangs", () => {
  it("a signup's rate check gives up on the store and counts in memory instead of hanging the request", async () => {
    const hung = await hungPostgres();
    const rl = new RateLimiter(1, [], { databaseUrl: hung.url });
    try {
      expect((await rl.check("203.0.113.60")).ok).toBe(true);
      // Once one query has timed out, the counters stay in memory for a while: the next requests
      // do not each wait for the hung server.
      const start = performance.now();
      expect((await rl.check("203.0.113.60")).ok).toBe(false);
      expect((await rl.check("203.0.113.61")).ok).toBe(true);
      expect(performance.now() - start).toBeLessThan(LIMITER_QUERY_TIMEOUT_MS / 2);
    } finally {
      await rl.close();
      hung.close();
    }
  }, 20_000);

  it("a /panel login is answered too (in-memory count, logged)", async () => {
    const hung = await hungPostgres();
    const lines: unknown[] = [];
    const auth = new AdminAuthenticator(
      { user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) },
      { databaseUrl: hung.url, log: (l) => lines.push(l) },
    );
    try {
      const basic = `Basic ${Buffer.from("ana:la buena de verdad").toString("base64")}`;
      expect(await auth.check(basic, "203.0.113.61")).toMatchObject({ status: "ok" });
      expect(lines).toHaveLength(1);
    } finally {
      await auth.close();
      hung.close();
    }
  }, 20_000);
});

describe("the limiter's own pool", () => {
  it("waits for a free connection longer than it waits to open one (a burst queues; a dead server fails fast)", async () => {
    const hung = await hungPostgres();
    const pool = openLimiterPool(hung.url, 1);
    try {
      const first = await pool.connect();
      setTimeout(() => first.release(), 3000);
      const start = performance.now();
      // With one timeout for both, this wait failed at 2 s and moved the counters into memory.
      const second = await pool.connect();
      expect(performance.now() - start).toBeGreaterThan(2500);
      second.release();
    } finally {
      await pool.end();
      hung.close();
    }
    // A server that accepts the connection and never answers: opening gives up after about 2 s.
    const silent = net.createServer((socket) => socket.on("error", () => {}));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const dead = openLimiterPool(`postgresql://casinos@127.0.0.1:${(silent.address() as net.AddressInfo).port}/casinos`, 1);
    try {
      const start = performance.now();
      await expect(dead.connect()).rejects.toThrow();
      expect(performance.now() - start).toBeLessThan(LIMITER_QUEUE_TIMEOUT_MS - 2000);
    } finally {
      await dead.end().catch(() => {});
      silent.close();
    }
  }, 30_000);
});
