import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_REQUESTS } from "../../../tests/support/malformed-requests.mjs";
import { DatabaseUnavailableError, migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { handleNewsletterPost, MAX_BODY_BYTES, MESSAGES, type EndpointContext } from "./newsletter-endpoint.server.ts";
import { countSubscribers, SIGNUP_QUEUE_MAX } from "./newsletter.server.ts";
import { NEWSLETTER_CONSENT_VERSION } from "~/platform/site";
import { RateLimiter } from "../../platform/rate-limit.server.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-endpoint-test-"));
let db: Db;
const quietLog = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  db = await openPglite(tmp, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
}, 600_000);

afterAll(async () => {
  await db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const ctx = (over: Partial<EndpointContext> = {}): EndpointContext => ({
  clientAddress: "198.51.100.7",
  getDatabase: async () => db,
  rateLimiter: new RateLimiter(0),
  log: quietLog,
  ...over,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3601/api/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost:3601", ...headers },
    // As the form sends it: with the consent version, unless the case sets its own.
    body: typeof body === "string" ? body : JSON.stringify({ consent_version: NEWSLETTER_CONSENT_VERSION, ...(body as object) }),
  });

describe("POST /api/newsletter handler", () => {
  it("answers 201 and stores the signup", async () => {
    const res = await handleNewsletterPost(post({ email: "Nuevo@Ejemplo.es", browser_name: "Chrome" }), ctx());
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ ok: true });
    expect(await db.selectFrom("newsletter_subscriptions").where("email", "=", "nuevo@ejemplo.es").execute()).toHaveLength(1);
  });

  it("stores the page of the signup and none of the spec's other client fields (decision 0365)", async () => {
    const sent = {
      email: "minimo@ejemplo.es",
      source_page: "/blog",
      user_agent: "Mozilla/5.0 Chrome/126",
      language: "es-ES",
      timezone: "Europe/Madrid",
      browser_name: "Chrome",
      platform: "Linux x86_64",
      referrer: "https://buscador.example/",
      utm_source: "boletin",
      utm_campaign: "otono",
    };
    expect((await handleNewsletterPost(post(sent), ctx())).status).toBe(201);
    const row = await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", sent.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_page: "/blog", consent_version: NEWSLETTER_CONSENT_VERSION });
    for (const field of ["user_agent", "language", "timezone", "browser_name", "platform", "referrer", "utm_source", "utm_campaign"] as const) {
      expect(row[field], field).toBeNull();
    }
  });

  it("refuses the consent text of before the 18+ box (2026-11-v1)", async () => {
    const res = await handleNewsletterPost(post({ email: "version-antigua@ejemplo.es", consent_version: "2026-11-v1" }), ctx());
    expect(res.status).toBe(400);
    expect(await db.selectFrom("newsletter_subscriptions").where("email", "=", "version-antigua@ejemplo.es").execute()).toHaveLength(0);
  });

  it("answers 409 with code 23505 for the same address in another case", async () => {
    const res = await handleNewsletterPost(post({ email: " NUEVO@ejemplo.ES" }), ctx());
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: "23505", error: MESSAGES.duplicate });
  });

  it("accepts a same-origin browser post (Origin and Sec-Fetch-Site)", async () => {
    const res = await handleNewsletterPost(
      post({ email: "mismo-origen@ejemplo.es" }, { Origin: "http://localhost:3601", "Sec-Fetch-Site": "same-origin" }),
      ctx(),
    );
    expect(res.status).toBe(201);
  });

  it("accepts the canonical site origin behind a proxy", async () => {
    const res = await handleNewsletterPost(
      post({ email: "proxy@ejemplo.es" }, { Origin: "https://www.rankingcasinos.es", Host: "127.0.0.1:3000" }),
      ctx({ allowedOrigins: ["https://www.rankingcasinos.es"] }),
    );
    expect(res.status).toBe(201);
  });

  it("drops the spec's always-null fields sent as null", async () => {
    const res = await handleNewsletterPost(
      post({ email: "nulos@ejemplo.es", ip_address: null, screen_width: null, canvas_fingerprint: null }),
      ctx(),
    );
    expect(res.status).toBe(201);
  });

  it.each(MALFORMED_REQUESTS as Array<{ name: string; method: string; headers: Record<string, string>; body?: string | Uint8Array; status: number }>)(
    "$name → $status, nothing stored",
    async ({ method, headers, body, status }) => {
      const before = await countSubscribers(db);
      const req = new Request("http://localhost:3601/api/newsletter", {
        method,
        headers: { Host: "localhost:3601", ...headers },
        body: method === "GET" ? undefined : (body as BodyInit),
      });
      const res = await handleNewsletterPost(req, ctx());
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/json");
      const payload = (await res.json()) as { error?: string };
      expect(payload.error).toMatch(/\S/);
      expect(JSON.stringify(payload)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
      expect(await countSubscribers(db)).toBe(before);
    },
  );

  it("refuses a declared oversize body without reading it", async () => {
    const req = post({ email: "x@y.es" }, { "Content-Length": String(MAX_BODY_BYTES + 1) });
    expect((await handleNewsletterPost(req, ctx())).status).toBe(413);
  });

  it("says which field is wrong, in Spanish", async () => {
    const res = await handleNewsletterPost(post({ email: "a@b.es", browser_name: "Lynx" }), ctx());
    expect(await res.json()).toEqual({ error: "El campo «browser_name» no es válido.", field: "browser_name" });
    const empty = await handleNewsletterPost(post({ email: "" }), ctx());
    expect(await empty.json()).toMatchObject({ error: "Por favor, introduce tu email" });
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    const limiter = new RateLimiter(2);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await handleNewsletterPost(post({ email: `limite${i}@ejemplo.es` }), ctx({ rateLimiter: limiter }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Another address is not affected.
    const other = await handleNewsletterPost(
      post({ email: "limite-otro@ejemplo.es" }),
      ctx({ rateLimiter: limiter, clientAddress: "198.51.100.8" }),
    );
    expect(other.status).toBe(201);
  });

  it("answers 503 (JSON, no stack) when the database is unreachable", async () => {
    const res = await handleNewsletterPost(
      post({ email: "caido@ejemplo.es" }),
      ctx({
        getDatabase: async () => {
          throw new DatabaseUnavailableError(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
        },
      }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await res.json()).toEqual({ error: MESSAGES.unavailable });
  });

  it.each(["53100", "53200", "53400"])("answers 503 with Retry-After, not 500, when the database lacks resources (SQLSTATE %s, e.g. disk full)", async (code) => {
    const res = await handleNewsletterPost(
      post({ email: `lleno-${code}@ejemplo.es` }),
      ctx({
        getDatabase: async () => {
          throw Object.assign(new Error("could not extend file: No space left on device"), { code });
        },
      }),
    );
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ error: MESSAGES.unavailable });
  });

  it("stores consent sent as exactly `true` with the version", async () => {
    expect((await handleNewsletterPost(post({ email: "si-consiento@ejemplo.es", consent: true }), ctx())).status).toBe(201);
  });

  it("refuses with 503 what does not fit in the writer's queue, and stores every signup it answered 201", async () => {
    // The database stalls: every write waits at the gate, so signups pile up in the queue.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stalled = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        await gate;
        return args.result;
      },
    });
    const before = await countSubscribers(db);
    // More than the queue plus what up to four writes in flight (200 each) can have taken out of it.
    const total = SIGNUP_QUEUE_MAX + 1000;
    let refused = 0;
    const answers = Array.from({ length: total }, (_, i) =>
      handleNewsletterPost(post({ email: `cola-${i}@ejemplo.es` }), ctx({ getDatabase: async () => stalled })).then(
        async (res) => {
          if (res.status === 503) {
            refused++;
            expect(res.headers.get("retry-after")).toBeTruthy();
            expect(await res.json()).toEqual({ error: MESSAGES.unavailable });
          }
          return res.status;
        },
      ),
    );
    for (let waited = 0; refused < 200 && waited < 30_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(refused).toBeGreaterThanOrEqual(200);
    release();
    const statuses = await Promise.all(answers);
    const created = statuses.filter((s) => s === 201).length;
    expect(created + statuses.filter((s) => s === 503).length).toBe(total);
    expect(created).toBeGreaterThanOrEqual(SIGNUP_QUEUE_MAX);
    expect(await countSubscribers(db)).toBe(before + created);
  }, 600_000);

  it("never logs the email address", async () => {
    const lines: string[] = [];
    const log = { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const failing = db.withPlugin({
      transformQuery: () => {
        throw Object.assign(new Error("boom"), { code: "XX000", detail: "Key (email)=(secreto@ejemplo.es)" });
      },
      transformResult: async (args) => args.result,
    });
    const res = await handleNewsletterPost(post({ email: "secreto@ejemplo.es" }), ctx({ getDatabase: async () => failing, log }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: MESSAGES.internal });
    expect(lines.join("\n")).not.toContain("secreto");
  });
});
