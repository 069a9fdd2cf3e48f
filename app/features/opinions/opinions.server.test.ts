import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server.ts";
import { RateLimiter } from "../../platform/rate-limit.server.ts";
import { handleOpinionPost, MAX_BODY_BYTES, OPINION_MESSAGES, type OpinionsEndpointContext } from "./opinions-endpoint.server.ts";
import {
  approvedOpinions,
  confirmOpinion,
  deleteOpinionByLink,
  eraseOpinionsByEmail,
  inspectOpinionLink,
  cleanupOpinions,
  moderateOpinion,
  OPINION_UNCONFIRMED_DAYS,
  OPINIONS_PER_EMAIL_PER_DAY,
  pendingOpinions,
} from "./opinions.server.ts";
import { OPINION_CONFIRM_PATH, OPINION_CONSENT_VERSION, OPINION_DELETE_PATH } from "./opinions-links.ts";
import { cached, CACHE_MS, dropPublicCache, store } from "./opinions-cache.server.ts";
import { getOperators } from "../operators/index.server.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "opinions-test-"));
let db: Db;
const quietLog = { warn: () => {}, error: () => {} };
const OPERATOR = getOperators()[0]!.id;
const TEXT = "Me registré sin problemas, deposité con tarjeta y retiré en dos días. La atención al cliente respondió rápido por chat.";

beforeAll(async () => {
  db = await openPglite(tmp, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
}, 600_000);

afterAll(async () => {
  await db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom("opinions").execute();
  await db.deleteFrom("mail_outbox").execute();
  dropPublicCache();
});

const ctx = (over: Partial<OpinionsEndpointContext> = {}): OpinionsEndpointContext => ({
  clientAddress: "198.51.100.7",
  getDatabase: async () => db,
  rateLimiter: new RateLimiter(0),
  emailRateLimiter: new RateLimiter(0),
  log: quietLog,
  ...over,
});

const valid = (over: Record<string, unknown> = {}) => ({
  operator: OPERATOR,
  rating: 4,
  title: "Retiradas rápidas",
  text: TEXT,
  customer_since: "2023-05",
  email: "Jugador@Ejemplo.es",
  consent: true,
  consent_version: OPINION_CONSENT_VERSION,
  website: "",
  ...over,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost:5301/api/opiniones", {
    method: "POST",
    headers: { "Content-Type": "application/json", Host: "localhost:5301", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const count = async (table: "opinions" | "mail_outbox" | "opinion_tokens") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);

/** The two links of the last opinion email queued. */
async function linksOfLastMail() {
  const mail = await db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  const token = (p: string) => new RegExp(`${p}\\?t=([A-Za-z0-9_-]{43})`).exec(mail.text_body ?? "")?.[1] ?? null;
  return { mail, confirm: token(OPINION_CONFIRM_PATH), remove: token(OPINION_DELETE_PATH) };
}

describe("POST /api/opiniones", () => {
  it("answers 201, stores the opinion unconfirmed and queues ONE email with a confirm and a delete link", async () => {
    const res = await handleOpinionPost(post(valid()), ctx());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: OPINION_MESSAGES.created });
    const rows = await db.selectFrom("opinions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: OPERATOR, rating: 4, status: "unconfirmed", email: "jugador@ejemplo.es", customer_since: "2023-05", body: TEXT });
    const { mail, confirm, remove } = await linksOfLastMail();
    expect(mail).toMatchObject({ kind: "opinion", opinion_id: rows[0]!.id, recipient: "jugador@ejemplo.es", status: "pending" });
    expect(OPINION_CONFIRM_PATH).toContain("opinion");
    expect(confirm).not.toBeNull();
    expect(remove).not.toBeNull();
    expect(mail.html_body).toContain(OPINION_DELETE_PATH);
    // Only hashes are stored: the links' tokens are nowhere in the tokens table.
    const hashes = (await db.selectFrom("opinion_tokens").select("token_hash").execute()).map((t) => t.token_hash);
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(confirm);
  });

  const refusals: Array<[string, unknown, number, string?]> = [
    ["without email", valid({ email: undefined }), 400, OPINION_MESSAGES.emailMissing],
    ["with an empty email", valid({ email: "  " }), 400, OPINION_MESSAGES.emailMissing],
    ["with an invalid email", valid({ email: "no-es-un-email" }), 400, OPINION_MESSAGES.emailInvalid],
    ["with a header-injection email", valid({ email: "a@b.es\r\nBcc: x@y.es" }), 400],
    ["without consent_version", valid({ consent_version: undefined }), 400, OPINION_MESSAGES.consentMissing],
    ["with consent false", valid({ consent: false }), 400, OPINION_MESSAGES.consentMissing],
    ["with consent \"true\" as a string", valid({ consent: "true" }), 400, OPINION_MESSAGES.consentMissing],
    ["with an unknown consent version", valid({ consent_version: "inventada" }), 400, OPINION_MESSAGES.consentMissing],
    ["for an unknown operator", valid({ operator: "no-existe" }), 400, OPINION_MESSAGES.operator],
    ["for __proto__", valid({ operator: "__proto__" }), 400, OPINION_MESSAGES.operator],
    ["with a 79-character text", valid({ text: "x".repeat(79) }), 400, OPINION_MESSAGES.text],
    ["with 80 characters made of spaces around 10", valid({ text: `   ${"y".repeat(10)}${" ".repeat(70)}` }), 400, OPINION_MESSAGES.text],
    ["with a 4001-character text", valid({ text: "z".repeat(4001) }), 400, OPINION_MESSAGES.text],
    ["with a NUL in the text", valid({ text: `${TEXT}\u0000` }), 400, OPINION_MESSAGES.text],
    ["with rating 0", valid({ rating: 0 }), 400, OPINION_MESSAGES.rating],
    ["with rating 6", valid({ rating: 6 }), 400, OPINION_MESSAGES.rating],
    ["with rating 3.5", valid({ rating: 3.5 }), 400, OPINION_MESSAGES.rating],
    ["with rating \"5\"", valid({ rating: "5" }), 400, OPINION_MESSAGES.rating],
    ["without rating", valid({ rating: undefined }), 400, OPINION_MESSAGES.rating],
    ["with a title of 2 characters", valid({ title: "ok" }), 400, OPINION_MESSAGES.title],
    ["with a title holding a line break", valid({ title: "uno\ndos" }), 400, OPINION_MESSAGES.title],
    ["with a future «cliente desde»", valid({ customer_since: "2999-01" }), 400, OPINION_MESSAGES.customerSince],
    ["with «cliente desde» month 13", valid({ customer_since: "2020-13" }), 400, OPINION_MESSAGES.customerSince],
    ["with «cliente desde» as an object", valid({ customer_since: { $gt: "" } }), 400],
    ["with the honeypot filled", valid({ website: "http://spam.example" }), 400, OPINION_MESSAGES.rejected],
    ["as truncated JSON", '{"operator":', 400, OPINION_MESSAGES.badJson],
    ["as a JSON array", JSON.stringify([valid()]), 400, OPINION_MESSAGES.notObject],
    ["as JSON null", "null", 400, OPINION_MESSAGES.notObject],
  ];

  it.each(refusals)("refuses an opinion %s (%#) with a Spanish message, storing nothing", async (_name, body, status, message) => {
    const res = await handleOpinionPost(post(body), ctx());
    expect(res.status).toBe(status);
    const payload = (await res.json()) as { error: string };
    if (message) expect(payload.error).toBe(message);
    expect(payload.error).toMatch(/[a-záéíóúñ]/i);
    expect(await count("opinions")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("refuses the wrong method, another site's origin, the wrong media type and an oversize body, storing nothing", async () => {
    const get = await handleOpinionPost(new Request("http://localhost:5301/api/opiniones"), ctx());
    expect(get.status).toBe(405);
    expect((await handleOpinionPost(post(valid(), { Origin: "https://malo.example", "Sec-Fetch-Site": "cross-site" }), ctx())).status).toBe(403);
    const form = new Request("http://localhost:5301/api/opiniones", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "operator=x" });
    expect((await handleOpinionPost(form, ctx())).status).toBe(415);
    const huge = await handleOpinionPost(post(valid({ text: "a".repeat(MAX_BODY_BYTES) })), ctx());
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toBe(OPINION_MESSAGES.tooLarge);
    expect(await count("opinions")).toBe(0);
  });

  it("keeps hostile text verbatim as data (it is escaped where shown, never refused for its words)", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> ${TEXT}`;
    expect((await handleOpinionPost(post(valid({ text: hostile, title: "<b>negrita</b>" })), ctx())).status).toBe(201);
    const row = await db.selectFrom("opinions").select(["body", "title"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ body: hostile, title: "<b>negrita</b>" });
    const { mail } = await linksOfLastMail();
    expect(mail.html_body).toContain("&lt;b&gt;negrita&lt;/b&gt;");
    expect(mail.html_body).not.toContain("<b>negrita");
  });

  it("limits attempts per client address (429, Retry-After) and stores nothing past the limit", async () => {
    const limited = ctx({ rateLimiter: new RateLimiter(2) });
    expect((await handleOpinionPost(post(valid({ email: "a1@ejemplo.es" })), limited)).status).toBe(201);
    expect((await handleOpinionPost(post(valid({ email: "a2@ejemplo.es" })), limited)).status).toBe(201);
    const third = await handleOpinionPost(post(valid({ email: "a3@ejemplo.es" })), limited);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count("opinions")).toBe(2);
  });

  it("limits opinions per email: per minute by the limiter, and per 24 hours in the database", async () => {
    const perMinute = ctx({ emailRateLimiter: new RateLimiter(1) });
    expect((await handleOpinionPost(post(valid({ email: "uno@ejemplo.es" })), perMinute)).status).toBe(201);
    expect((await handleOpinionPost(post(valid({ email: " UNO@ejemplo.es" })), perMinute)).status).toBe(429);
    await db.deleteFrom("opinions").execute();
    for (let i = 0; i < OPINIONS_PER_EMAIL_PER_DAY; i++) {
      expect((await handleOpinionPost(post(valid({ email: "dia@ejemplo.es" })), ctx({ clientAddress: `198.51.100.${i + 10}` }))).status).toBe(201);
    }
    const over = await handleOpinionPost(post(valid({ email: "dia@ejemplo.es" })), ctx());
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe(OPINION_MESSAGES.emailLimited);
    expect(await count("opinions")).toBe(OPINIONS_PER_EMAIL_PER_DAY);
  });

  it("stores nothing half-way: when the email cannot be queued, the opinion is not kept either", async () => {
    await sql`CREATE FUNCTION refuse_opinion_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no mail'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_opinion_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_opinion_mail()`.execute(db);
    try {
      const res = await handleOpinionPost(post(valid()), ctx());
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: string }).error).toBe(OPINION_MESSAGES.internal);
      expect(await count("opinions")).toBe(0);
      expect(await count("opinion_tokens")).toBe(0);
    } finally {
      await sql`DROP TRIGGER refuse_opinion_mail ON mail_outbox`.execute(db);
      await sql`DROP FUNCTION refuse_opinion_mail()`.execute(db);
    }
  });

  it("answers 503 in Spanish when the database is down", async () => {
    const res = await handleOpinionPost(post(valid()), ctx({ getDatabase: async () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })) }));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe(OPINION_MESSAGES.unavailable);
  });
});

describe("an opinion's life", () => {
  it("is never public before it is confirmed AND approved; the author's link deletes it for good", async () => {
    expect((await handleOpinionPost(post(valid()), ctx())).status).toBe(201);
    const { confirm, remove } = await linksOfLastMail();
    const id = (await db.selectFrom("opinions").select("id").executeTakeFirstOrThrow()).id;
    const shown = async () => (await approvedOpinions(db, OPERATOR, 1))!.count;

    expect(await shown()).toBe(0);
    expect(await pendingOpinions(db)).toHaveLength(0); // unconfirmed: not even in the owner's queue
    expect(await moderateOpinion(db, id, "approve")).toBe("unconfirmed");
    expect(await shown()).toBe(0);

    expect(await inspectOpinionLink(db, "confirm", confirm)).toBe("valid"); // GET changes nothing
    expect(await inspectOpinionLink(db, "confirm", confirm)).toBe("valid");
    expect(await confirmOpinion(db, confirm)).toBe("confirmed");
    expect(await confirmOpinion(db, confirm)).toBe("already");
    expect(await shown()).toBe(0);
    const pending = await pendingOpinions(db);
    expect(pending.map((p) => p.id)).toEqual([id]);
    expect(JSON.stringify(pending)).not.toContain("@"); // the owner's list never shows the address

    expect(await moderateOpinion(db, id, "approve")).toBe("approved");
    expect(await moderateOpinion(db, id, "approve")).toBe("unchanged");
    const page = (await approvedOpinions(db, OPERATOR, 1))!;
    expect(page).toMatchObject({ count: 1, average: 4, pages: 1 });
    expect(page.items[0]).toMatchObject({ title: "Retiradas rápidas", text: TEXT, customerSince: "2023-05" });

    expect(await moderateOpinion(db, id, "reject", "Publicidad")).toBe("rejected");
    expect(await shown()).toBe(0);
    expect((await db.selectFrom("opinions").select("reject_reason").executeTakeFirstOrThrow()).reject_reason).toBe("Publicidad");
    expect(await moderateOpinion(db, id, "approve")).toBe("approved");

    expect(await deleteOpinionByLink(db, remove)).toBe("deleted");
    expect(await shown()).toBe(0);
    expect(await count("opinions")).toBe(0);
    expect(await count("opinion_tokens")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
    expect(await deleteOpinionByLink(db, remove)).toBe("invalid");
  });

  it("the delete link never expires (even one sent with a one-year date, years ago); the confirm link does", async () => {
    expect((await handleOpinionPost(post(valid()), ctx())).status).toBe(201);
    const { confirm, remove } = await linksOfLastMail();
    // Both links as if mailed two years ago, the delete one with the one-year expiry links used to get.
    await sql`UPDATE opinion_tokens SET expires_at = now() - interval '365 days'`.execute(db);
    await sql`UPDATE opinions SET created_at = now() - interval '730 days'`.execute(db);
    expect(await inspectOpinionLink(db, "confirm", confirm)).toBe("expired");
    expect(await confirmOpinion(db, confirm)).toBe("expired");
    expect(await inspectOpinionLink(db, "delete", remove)).toBe("valid");
    expect(await deleteOpinionByLink(db, remove)).toBe("deleted");
    expect(await count("opinions")).toBe(0);
  });

  it("says so for unknown ids and links that cannot be ours, without a query error", async () => {
    expect(await moderateOpinion(db, "999999", "approve")).toBe("not-found");
    expect(await moderateOpinion(db, "1; DROP TABLE opinions", "approve")).toBe("not-found");
    expect(await confirmOpinion(db, "x")).toBe("invalid");
    expect(await inspectOpinionLink(db, "delete", "A".repeat(43))).toBe("invalid");
  });

  it("erases every opinion of an address (any case, spaces) and nothing else", async () => {
    await handleOpinionPost(post(valid({ email: "borrar@ejemplo.es" })), ctx());
    await handleOpinionPost(post(valid({ email: "borrar@ejemplo.es", rating: 2 })), ctx());
    await handleOpinionPost(post(valid({ email: "quedar@ejemplo.es" })), ctx());
    expect(await eraseOpinionsByEmail(db, " BORRAR@ejemplo.es ")).toBe(2);
    expect((await db.selectFrom("opinions").select("email").execute()).map((r) => r.email)).toEqual(["quedar@ejemplo.es"]);
  });

  it("pages approved opinions newest first, and a page past the last is null", async () => {
    for (let i = 0; i < 12; i++) {
      await db
        .insertInto("opinions")
        .values({ operator_id: OPERATOR, rating: (i % 5) + 1, title: `Opinión ${i}`, body: TEXT, email: `p${i}@ejemplo.es`, consent_version: OPINION_CONSENT_VERSION, status: "approved", created_at: new Date(Date.UTC(2026, 0, i + 1)) })
        .execute();
    }
    const first = (await approvedOpinions(db, OPERATOR, 1))!;
    expect(first).toMatchObject({ count: 12, pages: 2 });
    expect(first.items.map((o) => o.title).slice(0, 2)).toEqual(["Opinión 11", "Opinión 10"]);
    expect((await approvedOpinions(db, OPERATOR, 2))!.items).toHaveLength(2);
    expect(await approvedOpinions(db, OPERATOR, 3)).toBeNull();
    expect(first.average).toBe(Math.round(((1 + 2 + 3 + 4 + 5) * 2 + 1 + 2) / 12 * 10) / 10);
  });
});

describe("housekeeping", () => {
  it("deletes only opinions left unconfirmed longer than OPINION_UNCONFIRMED_DAYS (address, links and mail with them)", async () => {
    const day = 24 * 3600 * 1000;
    const insert = (status: "unconfirmed" | "pending", daysAgo: number) =>
      db
        .insertInto("opinions")
        .values({ operator_id: OPERATOR, rating: 3, title: `${status} ${daysAgo}`, body: TEXT, email: `c${daysAgo}${status}@ejemplo.es`, consent_version: OPINION_CONSENT_VERSION, status, created_at: new Date(Date.now() - daysAgo * day) })
        .execute();
    await insert("unconfirmed", OPINION_UNCONFIRMED_DAYS + 1);
    await insert("unconfirmed", OPINION_UNCONFIRMED_DAYS - 1);
    await insert("pending", OPINION_UNCONFIRMED_DAYS + 5);
    expect(await cleanupOpinions(db)).toBe(1);
    expect((await db.selectFrom("opinions").select("title").orderBy("title").execute()).map((r) => r.title)).toEqual([
      `pending ${OPINION_UNCONFIRMED_DAYS + 5}`,
      `unconfirmed ${OPINION_UNCONFIRMED_DAYS - 1}`,
    ]);
  });
});

describe("the opinions pages' cache", () => {
  it("keeps a page under CACHE_MS and drops it on demand", () => {
    store("x", 1, { a: 1 }, 1000);
    expect(cached("x", 1, 1000 + CACHE_MS - 1)).toEqual({ a: 1 });
    expect(cached("x", 1, 1000 + CACHE_MS)).toBeUndefined();
    store("x", 1, { a: 1 });
    store("y", 1, { b: 1 });
    dropPublicCache("x");
    expect(cached("x", 1)).toBeUndefined();
    expect(cached("y", 1)).toEqual({ b: 1 });
    expect(CACHE_MS).toBeLessThan(60_000);
  });
});
