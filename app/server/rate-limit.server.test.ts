import { describe, expect, it } from "vitest";
import { addressKey, isLoopback, RateLimiter } from "./rate-limit.server";

describe("RateLimiter", () => {
  it("lets `limit` attempts through per minute, then refills one at a time", () => {
    let now = 0;
    const rl = new RateLimiter(3, [], () => now);
    expect([1, 2, 3].map(() => rl.check("203.0.113.9").ok)).toEqual([true, true, true]);
    const denied = rl.check("203.0.113.9");
    expect(denied.ok).toBe(false);
    expect(denied.retryAfter).toBe(20);
    expect(rl.check("203.0.113.10").ok).toBe(true); // another address has its own bucket
    now += 20_000;
    expect(rl.check("203.0.113.9").ok).toBe(true);
    expect(rl.check("203.0.113.9").ok).toBe(false);
  });

  it("0 turns the limit off", () => {
    const rl = new RateLimiter(0);
    for (let i = 0; i < 1000; i++) expect(rl.check("203.0.113.9").ok).toBe(true);
  });

  it("exempts loopback only when configured", () => {
    const exempt = new RateLimiter(1, ["loopback"]);
    expect(exempt.check("127.0.0.1").ok && exempt.check("127.0.0.1").ok && exempt.check("::1").ok).toBe(true);
    const strict = new RateLimiter(1, []);
    expect(strict.check("::ffff:127.0.0.1").ok).toBe(true);
    expect(strict.check("127.0.0.1").ok).toBe(false); // same address, mapped or not
  });

  it("treats a whole IPv6 /64 as one client", () => {
    expect(addressKey("2001:db8:1:2::5")).toBe(addressKey("2001:0db8:0001:0002:ffff::9"));
    expect(addressKey("2001:db8:1:2::5")).not.toBe(addressKey("2001:db8:1:3::5"));
    const rl = new RateLimiter(1);
    expect(rl.check("2001:db8:1:2::5").ok).toBe(true);
    expect(rl.check("2001:db8:1:2::6").ok).toBe(false);
  });

  it("stays bounded under a flood of distinct addresses", () => {
    const rl = new RateLimiter(5, [], () => 0, 1000);
    for (let i = 0; i < 5000; i++) rl.check(`10.0.${i >> 8}.${i & 255}`);
    expect(rl.size).toBeLessThanOrEqual(1000);
  });

  it("recognises loopback addresses", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("127.8.9.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("192.0.2.1")).toBe(false);
  });
});
