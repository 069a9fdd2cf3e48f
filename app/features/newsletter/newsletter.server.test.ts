import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_VERSION } from "../../platform/site";
import { SignupSchema } from "./newsletter.server";

describe("SignupSchema", () => {
  it("normalises the email: trimmed and lower-case", () => {
    const r = SignupSchema.parse({ email: "  Ana.Garcia@Ejemplo.ES \n" });
    expect(r.email).toBe("ana.garcia@ejemplo.es");
  });

  it("turns missing and empty client data into null and keeps the filled fields", () => {
    const r = SignupSchema.parse({
      email: "a@b.es",
      user_agent: "Mozilla/5.0",
      language: "es-ES",
      timezone: "Europe/Madrid",
      browser_name: "Firefox",
      platform: "",
      referrer: null,
      source_page: "/blog/guia",
      utm_source: "boletin",
    });
    expect(r).toMatchObject({
      user_agent: "Mozilla/5.0",
      language: "es-ES",
      timezone: "Europe/Madrid",
      browser_name: "Firefox",
      platform: null,
      referrer: null,
      source_page: "/blog/guia",
      utm_source: "boletin",
      utm_medium: null,
    });
  });

  it("drops unknown fields, including the spec's always-null fingerprint fields", () => {
    const r = SignupSchema.parse({ email: "a@b.es", ip_address: "1.2.3.4", canvas_fingerprint: "x", is_admin: true });
    expect(r).not.toHaveProperty("ip_address");
    expect(r).not.toHaveProperty("canvas_fingerprint");
    expect(r).not.toHaveProperty("is_admin");
  });

  it("accepts the current consent version and refuses unknown ones", () => {
    expect(SignupSchema.safeParse({ email: "a@b.es", consent_version: NEWSLETTER_CONSENT_VERSION }).success).toBe(true);
    expect(SignupSchema.safeParse({ email: "a@b.es", consent_version: "1999" }).success).toBe(false);
  });

  it.each([
    ["missing email", {}],
    ["null email", { email: null }],
    ["number email", { email: 42 }],
    ["no at sign", { email: "ana.ejemplo.es" }],
    ["two at signs", { email: "a@@b.es" }],
    ["space inside", { email: "an a@b.es" }],
    ["NUL inside", { email: "ana\u0000@b.es" }],
    ["newline inside", { email: "ana\n@b.es" }],
    ["too long", { email: `${"a".repeat(64)}@${"b".repeat(187)}.es` }],
    ["local part of 65 characters (RFC 5321: 64)", { email: `${"a".repeat(65)}@b.es` }],
    ["HTML", { email: "<script>alert(1)</script>@x.es" }],
    ["SQL", { email: "x'; DROP TABLE newsletter_subscriptions;--@x.es" }],
    ["browser_name outside the list", { email: "a@b.es", browser_name: "Edge" }],
    ["user_agent as number", { email: "a@b.es", user_agent: 5 }],
    ["user_agent too long", { email: "a@b.es", user_agent: "x".repeat(513) }],
    ["utm_source as object", { email: "a@b.es", utm_source: { $ne: 1 } }],
    ["utm_term as array", { email: "a@b.es", utm_term: ["a"] }],
    ["control character in referrer", { email: "a@b.es", referrer: "https://x.es/\u0007" }],
    ["source_page not a path", { email: "a@b.es", source_page: "javascript:alert(1)" }],
    ["timezone with spaces", { email: "a@b.es", timezone: "Europe/Madrid; DROP" }],
    ["lone surrogate", { email: "a@b.es", platform: "\ud800" }],
  ])("rejects %s", (_name, body) => {
    expect(SignupSchema.safeParse(body).success).toBe(false);
  });

  it("accepts an address of exactly 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.es`;
    expect(email).toHaveLength(254);
    expect(SignupSchema.safeParse({ email }).success).toBe(true);
  });

  it("accepts a local part of exactly 64 characters", () => {
    expect(SignupSchema.safeParse({ email: `${"a".repeat(64)}@b.es` }).success).toBe(true);
  });
});
