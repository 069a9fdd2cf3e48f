import { describe, expect, it } from "vitest";
import { parseEnv, parseWholeNumberSetting } from "./env.server";

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

  it("a ceiling on new signup addresses a minute, on by default, 0 turns it off", () => {
    expect(parseEnv({}).newClientsPerMinute).toBeGreaterThan(0);
    expect(parseEnv({ NEWSLETTER_NEW_CLIENTS_PER_MINUTE: "0" }).newClientsPerMinute).toBe(0);
    expect(parseEnv({ NEWSLETTER_NEW_CLIENTS_PER_MINUTE: "500" }).newClientsPerMinute).toBe(500);
    expect(() => parseEnv({ NEWSLETTER_NEW_CLIENTS_PER_MINUTE: "-1" })).toThrow(/NEWSLETTER_NEW_CLIENTS_PER_MINUTE/);
  });

  it("rejects a malformed configuration with a clear message", () => {
    expect(() => parseEnv({ NEWSLETTER_RATE_LIMIT: "muchos" })).toThrow(/NEWSLETTER_RATE_LIMIT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/postgres/);
  });
});

describe("mail environment", () => {
  it("defaults: no SMTP (files), a From on the site's domain, 60 a minute, links on the build's SITE_URL", () => {
    const { mail } = parseEnv({});
    expect(mail.smtpUrl).toBeUndefined();
    expect(mail.from).toMatch(/^"Ranking Casinos España" <boletin@[a-z0-9.-]+>$/);
    expect(mail.unsubscribeTo).toMatch(/^boletin@/);
    expect(mail.ratePerMinute).toBe(60);
    expect(mail.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });

  it("reads SMTP_URL, MAIL_FROM, the rate and a run-time SITE_URL for links", () => {
    const { mail } = parseEnv({
      SMTP_URL: "smtp://u:p@127.0.0.1:2525",
      MAIL_FROM: "Boletín <hola@ejemplo.es>",
      MAIL_RATE_PER_MINUTE: "600",
      SITE_URL: "http://localhost:3000/",
    });
    expect(mail.smtpUrl).toBe("smtp://u:p@127.0.0.1:2525");
    expect(mail.unsubscribeTo).toBe("hola@ejemplo.es");
    expect(mail.ratePerMinute).toBe(600);
    expect(mail.siteUrl).toBe("http://localhost:3000");
  });

  it("rejects a malformed mail configuration", () => {
    expect(() => parseEnv({ SMTP_URL: "mail.ejemplo.es" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_RATE_PER_MINUTE: "0" })).toThrow(/MAIL_RATE_PER_MINUTE/);
  });
});

describe("parseWholeNumberSetting", () => {
  const o = { fallback: 7, maxDigits: 3, unit: "de cosas", zero: "ninguna" };
  it("reads digits (spaces around allowed), the fallback when unset or empty", () => {
    expect(parseWholeNumberSetting("X", undefined, o)).toBe(7);
    expect(parseWholeNumberSetting("X", " ", o)).toBe(7);
    expect(parseWholeNumberSetting("X", " 12 ", o)).toBe(12);
    expect(parseWholeNumberSetting("X", 0, o)).toBe(0);
  });
  it("refuses anything else with a Spanish reason naming the setting", () => {
    for (const bad of ["-1", "1.5", "mucho", "1e3", "1000", -2, 1.5]) {
      expect(() => parseWholeNumberSetting("X", bad, o)).toThrow(/^X=.* no vale: escribe un número entero de cosas \(por defecto 7\), o 0 para ninguna\.$/);
    }
  });
});
