import net from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminAuthenticator, hashPassword } from "./admin-auth.server";
import { addressKey, isLoopback, RateLimiter } from "./rate-limit.server";

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

describe("limiters on a PostgreSQL that hangs", () => {
  it("a signup's rate check gives up on the store and counts in memory instead of hanging the request", async () => {
    const hung = await hungPostgres();
    const rl = new RateLimiter(1, [], { databaseUrl: hung.url });
    try {
      expect((await rl.check("203.0.113.60")).ok).toBe(true);
      expect((await rl.check("203.0.113.60")).ok).toBe(false);
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
      expect(await auth.check(basic, "203.0.113.61")).toEqual({ status: "ok" });
      expect(lines).toHaveLength(1);
    } finally {
      await auth.close();
      hung.close();
    }
  }, 20_000);
});
