import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("server environment", () => {
  it("defaults: PGlite in ./data, 10 signups a minute per address, loopback spared", () => {
    const env = parseEnv({});
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir.endsWith("/data")).toBe(true);
    expect(env.rateLimitPerMinute).toBe(10);
    expect(env.rateLimitExempt).toEqual(["loopback"]);
  });

  it("an explicit limit applies to every address unless an exemption is named", () => {
    expect(parseEnv({ NEWSLETTER_RATE_LIMIT: "5" }).rateLimitExempt).toEqual([]);
    expect(parseEnv({ NEWSLETTER_RATE_LIMIT: "5", NEWSLETTER_RATE_LIMIT_EXEMPT: "loopback" }).rateLimitExempt).toEqual(["loopback"]);
    expect(parseEnv({ NEWSLETTER_RATE_LIMIT_EXEMPT: "none" }).rateLimitExempt).toEqual([]);
    expect(parseEnv({ NEWSLETTER_RATE_LIMIT: "0" }).rateLimitPerMinute).toBe(0);
  });

  it("rejects a malformed configuration with a clear message", () => {
    expect(() => parseEnv({ NEWSLETTER_RATE_LIMIT: "muchos" })).toThrow(/NEWSLETTER_RATE_LIMIT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/postgres/);
  });
});
