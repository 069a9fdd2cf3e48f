/**
 * The data layer against BOTH engines: embedded PGlite and a real PostgreSQL server that this
 * file starts and stops itself (scripts/lib/postgres-harness.mjs). Same SQL, same migrations,
 * same SQLSTATE codes: every case below runs on each.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresOrExplain } from "../../scripts/lib/postgres-harness.mjs";
import { DatabaseUnavailableError, openPglite, openPostgres, sqlState, type Database } from "./db.server";
import { loadMigrations, migrate } from "./migrate.server";
import {
  countSubscribers,
  deleteSubscriber,
  iterateSubscribers,
  SignupSchema,
  subscribe,
} from "./newsletter.server";

interface TestPostgres {
  url: string;
  start(): void;
  stop(mode?: string): void;
  destroy(): void;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-db-test-"));
let pgServer: TestPostgres | null = null;

const engines: Array<{ name: string; open: () => Promise<Database> }> = [
  { name: "PGlite", open: () => openPglite(path.join(tmp, `pglite-${Math.random().toString(36).slice(2)}`)) },
  {
    name: "PostgreSQL",
    open: async () => {
      if (!pgServer) throw new Error("no PostgreSQL");
      return openPostgres(pgServer.url, { connectionTimeoutMillis: 1000 });
    },
  },
];

beforeAll(async () => {
  pgServer = (await startPostgresOrExplain("db.server.test.ts (data layer)")) as TestPostgres | null;
}, 600_000);

afterAll(() => {
  pgServer?.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const signup = (email: string, extra: Record<string, unknown> = {}) => SignupSchema.parse({ email, ...extra });

describe.each(engines)("$name", ({ name, open }) => {
  let db: Database;
  const available = () => name === "PGlite" || pgServer !== null;

  beforeAll(async () => {
    if (!available()) return;
    db = await open();
    await db.exec("DROP TABLE IF EXISTS newsletter_subscriptions; DROP TABLE IF EXISTS schema_migrations;");
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it("applies the migrations once, and again is a no-op", async (ctx) => {
    if (!available()) return ctx.skip();
    const first = await migrate(db);
    expect(first.applied).toEqual(loadMigrations().map((m) => `${String(m.version).padStart(3, "0")}_${m.name}`));
    const second = await migrate(db);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toBe(first.applied.length);
  });

  it("serialises concurrent migration runs (two instances starting at once)", async (ctx) => {
    if (!available()) return ctx.skip();
    const others = name === "PGlite" ? [db, db, db] : [await open(), await open(), await open()];
    // Every table, whoever added it: the run below must rebuild the whole schema.
    await others[0]!.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    const results = await Promise.all(others.map((o) => migrate(o)));
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, loadMigrations().length]);
    if (name !== "PGlite") await Promise.all(others.map((o) => o.close()));
  });

  it("refuses to run when an applied migration was edited", async (ctx) => {
    if (!available()) return ctx.skip();
    const edited = loadMigrations().map((m) => ({ ...m, checksum: "edited" }));
    await expect(migrate(db, edited)).rejects.toThrow(/changed after it was applied/);
  });

  it("stores a signup with normalised email, client data and the consent record", async (ctx) => {
    if (!available()) return ctx.skip();
    const result = await subscribe(
      db,
      signup(" Ana@Ejemplo.ES ", { language: "es-ES", browser_name: "Safari", source_page: "/", utm_campaign: "otoño" }),
    );
    expect(result.status).toBe("created");
    const { rows } = await db.query<Record<string, unknown>>(
      "SELECT email, language, browser_name, source_page, utm_campaign, consent_version, consent_given_at FROM newsletter_subscriptions WHERE email = $1",
      ["ana@ejemplo.es"],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "ana@ejemplo.es",
      language: "es-ES",
      browser_name: "Safari",
      source_page: "/",
      utm_campaign: "otoño",
    });
    expect(rows[0]!.consent_version).toMatch(/\S/);
    expect(rows[0]!.consent_given_at).toBeInstanceOf(Date);
  });

  it("has no column for the fingerprint fields the spec leaves null", async (ctx) => {
    if (!available()) return ctx.skip();
    const { rows } = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'newsletter_subscriptions'",
    );
    const columns = rows.map((r) => r.column_name);
    for (const c of ["ip_address", "screen_width", "canvas_fingerprint", "fonts", "do_not_track"]) {
      expect(columns).not.toContain(c);
    }
  });

  it("reports a case-insensitive duplicate as 23505, as a duplicate", async (ctx) => {
    if (!available()) return ctx.skip();
    expect((await subscribe(db, signup("ANA@ejemplo.es"))).status).toBe("duplicate");
    const error = await db
      .query("INSERT INTO newsletter_subscriptions (email, consent_version) VALUES ('ana@ejemplo.es', 'x')")
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe("23505");
  });

  it("keeps direct inserts normalised too (CHECK constraint)", async (ctx) => {
    if (!available()) return ctx.skip();
    const error = await db
      .query("INSERT INTO newsletter_subscriptions (email, consent_version) VALUES ('Mixed@Case.es', 'x')")
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe("23514");
  });

  it("50 concurrent signups of one address in mixed case create exactly one row", async (ctx) => {
    if (!available()) return ctx.skip();
    const variants = Array.from({ length: 50 }, (_, i) =>
      [..."carmen.lopez@correo.es"].map((c, j) => ((i >> j % 6) & 1 ? c.toUpperCase() : c)).join(""),
    );
    const results = await Promise.all(variants.map((v) => subscribe(db, signup(v))));
    expect(results.filter((r) => r.status === "created")).toHaveLength(1);
    expect(results.filter((r) => r.status === "duplicate")).toHaveLength(49);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'carmen.lopez@correo.es'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("counts, exports page by page and erases by email (any case, any spaces)", async (ctx) => {
    if (!available()) return ctx.skip();
    // Enough rows for ids to cross a power of ten (9 → 10): text ordering would skip rows.
    for (let i = 0; i < 12; i++) await subscribe(db, signup(`b${i}@x.es`));
    const total = await countSubscribers(db);
    const exported: string[] = [];
    for await (const row of iterateSubscribers(db, 2)) exported.push(row.email!);
    expect(exported).toHaveLength(total);
    expect(new Set(exported).size).toBe(total);
    expect(await deleteSubscriber(db, "  B2@X.ES ")).toBe(1);
    expect(await deleteSubscriber(db, "b2@x.es")).toBe(0);
    expect(await countSubscribers(db)).toBe(total - 1);
  });
});

describe("PostgreSQL outage", () => {
  it("turns an unreachable server into DatabaseUnavailableError and recovers when it is back", async (ctx) => {
    if (!pgServer) return ctx.skip();
    const db = openPostgres(pgServer.url, { connectionTimeoutMillis: 1000 });
    try {
      await migrate(db);
      expect(await countSubscribers(db)).toBeGreaterThanOrEqual(0);
      pgServer.stop("fast");
      await expect(countSubscribers(db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(subscribe(db, signup("down@x.es"))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      pgServer.start();
      expect((await subscribe(db, signup("back@x.es"))).status).toBe("created");
    } finally {
      if (!(pgServer as unknown as { running: boolean }).running) pgServer.start();
      await db.close();
    }
  }, 120_000);
});
