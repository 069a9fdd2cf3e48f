import { describe, expect, it } from "vitest";
import {
  AdminAuthenticator,
  adminConfig,
  FAILURES_OVERALL,
  FAILURES_PER_ADDRESS,
  hashPassword,
  isPasswordHash,
  parseBasicAuth,
  verifyPassword,
} from "./admin-auth.server";

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("password hashes", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("correcto caballo batería", 12);
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain("correcto");
    expect(await verifyPassword("correcto caballo batería", hash)).toBe(true);
    expect(await verifyPassword("correcto caballo bateria", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("igual-igual-igual", 10)).not.toBe(await hashPassword("igual-igual-igual", 10));
  });

  it.each(["", "plain", "scrypt:17:8:1:abc", "scrypt:30:8:1:AAAA:AAAA", "$2b$10$abcdefghijklmnopqrstuv"])(
    "does not take %j for a hash",
    (value) => {
      expect(isPasswordHash(value)).toBe(false);
    },
  );
});

describe("adminConfig", () => {
  it("is off without both variables or with a malformed hash", async () => {
    expect(adminConfig({})).toBeNull();
    expect(adminConfig({ ADMIN_USER: "ana" })).toBeNull();
    expect(adminConfig({ ADMIN_USER: "ana", ADMIN_PASSWORD_HASH: "secreto" })).toBeNull();
    const hash = await hashPassword("una contraseña larga", 10);
    expect(adminConfig({ ADMIN_USER: " ana ", ADMIN_PASSWORD_HASH: hash })).toEqual({ user: "ana", passwordHash: hash });
  });
});

describe("parseBasicAuth", () => {
  it("reads user and password (the password may contain colons)", () => {
    expect(parseBasicAuth(basic("ana", "a:b:c"))).toEqual({ user: "ana", password: "a:b:c" });
    expect(parseBasicAuth("Bearer x")).toBeNull();
    expect(parseBasicAuth(null)).toBeNull();
    expect(parseBasicAuth(`Basic ${"A".repeat(5000)}`)).toBeNull();
  });
});

describe("AdminAuthenticator", () => {
  it("lets the right credentials in, refuses wrong ones, and blocks an address after too many failures", async () => {
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) });
    expect(await auth.check(null, "203.0.113.5")).toEqual({ status: "unauthorized" });
    expect(await auth.check(basic("eva", "la buena de verdad"), "203.0.113.5")).toEqual({ status: "unauthorized" });
    for (let i = 1; i < FAILURES_PER_ADDRESS; i++) await auth.check(basic("ana", `mala ${i}`), "203.0.113.5");
    const limited = await auth.check(basic("ana", "la buena de verdad"), "203.0.113.5");
    expect(limited.status).toBe("limited");
    expect(limited.status === "limited" && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await auth.check(null, "203.0.113.5")).status).toBe("limited");
    // Another address is not affected.
    expect(await auth.check(basic("ana", "la buena de verdad"), "198.51.100.7")).toEqual({ status: "ok" });
  });

  it("a successful login does not count as a failure", async () => {
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) });
    for (let i = 0; i < FAILURES_PER_ADDRESS - 1; i++) await auth.check(basic("ana", `mala ${i}`), "203.0.113.6");
    expect(await auth.check(basic("ana", "la buena de verdad"), "203.0.113.6")).toEqual({ status: "ok" });
    expect(await auth.check(basic("ana", "la última mala"), "203.0.113.6")).toEqual({ status: "unauthorized" });
    expect((await auth.check(basic("ana", "otra mala"), "203.0.113.6")).status).toBe("limited");
  });

  it("counts a burst of concurrent guesses before checking them: no more than the limit get through", async () => {
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) });
    const one = await Promise.all(Array.from({ length: 30 }, (_, i) => auth.check(basic("ana", `ráfaga ${i}`), "203.0.113.7")));
    expect(one.filter((r) => r.status === "unauthorized")).toHaveLength(FAILURES_PER_ADDRESS);
    expect(one.filter((r) => r.status === "limited")).toHaveLength(30 - FAILURES_PER_ADDRESS);
    const many = await Promise.all(
      Array.from({ length: FAILURES_OVERALL + 50 }, (_, i) => auth.check(basic("ana", `reparto ${i}`), `198.18.${i >> 8}.${i & 255}`)),
    );
    expect(many.filter((r) => r.status === "unauthorized")).toHaveLength(FAILURES_OVERALL - FAILURES_PER_ADDRESS);
  });

  it("with PostgreSQL unreachable, counts in memory and says so in the log instead of locking the operator out", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const auth = new AdminAuthenticator(
      { user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) },
      { databaseUrl: "postgresql://nobody@127.0.0.1:1/none", log: (l) => lines.push(l) },
    );
    try {
      expect(await auth.check(basic("ana", "la buena de verdad"), "203.0.113.9")).toEqual({ status: "ok" });
      for (let i = 0; i < FAILURES_PER_ADDRESS; i++) await auth.check(basic("ana", `mala ${i}`), "203.0.113.9");
      expect((await auth.check(basic("ana", "otra"), "203.0.113.9")).status).toBe("limited");
      expect(lines.map((l) => l.event)).toEqual(["panel_limiter_fallback"]); // logged, at most once a minute
    } finally {
      await auth.close();
    }
  });
});
