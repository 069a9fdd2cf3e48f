import { describe, expect, it } from "vitest";
import {
  AdminAuthenticator,
  adminConfig,
  DEVICE_COOKIE,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_QUEUE_MAX,
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
    expect(await auth.check(basic("ana", "la buena de verdad"), "198.51.100.7")).toMatchObject({ status: "ok" });
  });

  it("a successful login does not count as a failure", async () => {
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) });
    for (let i = 0; i < FAILURES_PER_ADDRESS - 1; i++) await auth.check(basic("ana", `mala ${i}`), "203.0.113.6");
    expect(await auth.check(basic("ana", "la buena de verdad"), "203.0.113.6")).toMatchObject({ status: "ok" });
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
    // Counted guesses were either checked (unauthorized) or turned away by the full password
    // queue before hashing (limited for a few seconds); the rest hit the overall limit.
    const checked = many.filter((r) => r.status === "unauthorized").length;
    const turnedAway = many.filter((r) => r.status === "limited" && r.retryAfterSeconds === 5).length;
    expect(checked).toBeGreaterThanOrEqual(PASSWORD_QUEUE_MAX);
    expect(checked + turnedAway).toBe(FAILURES_OVERALL - FAILURES_PER_ADDRESS);
  });

  it("checks one password at a time and turns guesses away before hashing once the queue is full", async () => {
    let running = 0;
    let most = 0;
    let hashed = 0;
    const verify = async (password: string) => {
      running++;
      hashed++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return password === "la buena de verdad";
    };
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) }, { verify });
    // 40 guesses from 40 addresses at once: within every limit, so only the queue holds them back.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => auth.check(basic("ana", `mala ${i}`), `192.0.2.${i}`)));
    expect(most).toBe(PASSWORD_CHECKS_AT_ONCE);
    expect(hashed).toBe(PASSWORD_QUEUE_MAX + PASSWORD_CHECKS_AT_ONCE);
    expect(answers.filter((r) => r.status === "unauthorized")).toHaveLength(hashed);
    expect(answers.filter((r) => r.status === "limited")).toHaveLength(40 - hashed);
    // Once the line has cleared, the owner gets in.
    expect((await auth.check(basic("ana", "la buena de verdad"), "192.0.2.200")).status).toBe("ok");
  });

  it("cannot lock the owner out: past the overall limit, the browser that logged in before still gets in", async () => {
    const auth = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) });
    const before = await auth.check(basic("ana", "la buena de verdad"), "203.0.113.20");
    expect(before.status).toBe("ok");
    const cookie = before.status === "ok" ? before.setCookie! : "";
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=/panel; Max-Age=\\d+; HttpOnly; SameSite=Strict$`));
    const deviceCookie = cookie.split(";")[0]!;
    // An attacker spreads failures over many addresses, each below its own limit, until the
    // overall limit is reached (one at a time: the password queue never fills).
    for (let i = 0; i < FAILURES_OVERALL; i++) await auth.check(basic("ana", `mala ${i}`), `198.51.${i >> 4}.${i & 15}`);
    // A new address without the cookie is refused, even with the right password …
    expect((await auth.check(basic("ana", "la buena de verdad"), "203.0.113.21")).status).toBe("limited");
    // … the owner's browser, from a new address too, is in (and keeps its cookie, not a new one).
    expect(await auth.check(basic("ana", "la buena de verdad"), "203.0.113.22", `otra=1; ${deviceCookie}`)).toEqual({ status: "ok" });
    // A forged or altered cookie is no key.
    const forged = deviceCookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await auth.check(basic("ana", "la buena de verdad"), "203.0.113.23", forged)).status).toBe("limited");
    // A cookie signed for another password is no key either.
    const other = new AdminAuthenticator({ user: "ana", passwordHash: await hashPassword("otra distinta", 10) });
    const otherOk = await other.check(basic("ana", "otra distinta"), "203.0.113.24");
    const otherCookie = otherOk.status === "ok" ? otherOk.setCookie!.split(";")[0]! : "";
    expect((await auth.check(basic("ana", "la buena de verdad"), "203.0.113.25", otherCookie)).status).toBe("limited");
    // The cookie never exempts its address from that address's own limit.
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) await auth.check(basic("ana", `mía ${i}`), "203.0.113.26", deviceCookie);
    expect((await auth.check(basic("ana", "la buena de verdad"), "203.0.113.26", deviceCookie)).status).toBe("limited");
  });

  it("with PostgreSQL unreachable, counts in memory and says so in the log instead of locking the operator out", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const auth = new AdminAuthenticator(
      { user: "ana", passwordHash: await hashPassword("la buena de verdad", 10) },
      { databaseUrl: "postgresql://nobody@127.0.0.1:1/none", log: (l) => lines.push(l) },
    );
    try {
      expect(await auth.check(basic("ana", "la buena de verdad"), "203.0.113.9")).toMatchObject({ status: "ok" });
      for (let i = 0; i < FAILURES_PER_ADDRESS; i++) await auth.check(basic("ana", `mala ${i}`), "203.0.113.9");
      expect((await auth.check(basic("ana", "otra"), "203.0.113.9")).status).toBe("limited");
      expect(lines.map((l) => l.event)).toEqual(["panel_limiter_fallback"]); // logged, at most once a minute
    } finally {
      await auth.close();
    }
  });
});
