// npm run backup / npm run restore on PGlite: a round trip gives back every column of every table
// exactly (a table added by a later migration included, the rate limiters' counters left out), the
// identity sequences continue after the restored ids, and every refusal writes nothing.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "../../platform/db/data-dir-lock.server";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS, type Db } from "../../platform/db/db.server";
import { migrations } from "../../platform/db/migrations/index.server";
import { backupCli, defaultBackupFile, restoreCli, runCaptured } from "./backup.cli";
import { dumpDatabase, foreignKeyOrder } from "./backup.server";
import { pgliteTestFlags } from "../../../scripts/lib/pglite-template.mjs";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const source = path.join(tmp, "origen");
const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

// A table a later feature adds: backed up with no change to the code. (Not named `conversions`:
// migration 006 has that table now.)
const EXTRA = "999_test_later_feature";
beforeAll(() => {
  migrations[EXTRA] = {
    up: async (db) => {
      await sql`CREATE TABLE later_feature (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        click_id bigint NOT NULL REFERENCES outbound_clicks (id),
        amount numeric(12, 2), big bigint, tags text[], meta jsonb, at timestamptz NOT NULL)`.execute(db);
    },
  };
});
afterAll(() => {
  delete migrations[EXTRA];
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Opens a data folder as the only owner, like an operator command without a server. */
async function withPglite<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const lock = await acquireDataDirLock(dataDir, "cli");
  try {
    const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
    try {
      return await fn(db);
    } finally {
      await db.destroy();
    }
  } finally {
    lock.release();
  }
}

/** Every table of `public` but Kysely's own, each row as PostgreSQL's JSON text, in key order. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
      AND tablename NOT IN ('kysely_migration', 'kysely_migration_lock') ORDER BY tablename`.execute(db);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ j: string }>`SELECT row_to_json(t)::text AS j FROM ${sql.table(name)} AS t ORDER BY 1`.execute(db);
    out[name] = rows.map((r) => r.j);
  }
  return out;
}

async function seed(db: Db) {
  await migrate(db);
  // The three statuses, odd characters, microseconds.
  await sql`INSERT INTO newsletter_subscriptions
      (email, created_at, user_agent, language, timezone, browser_name, platform, referrer, source_page,
       utm_source, utm_medium, utm_campaign, utm_term, utm_content, consent_given_at, consent_version,
       status, confirmed_at, unsubscribed_at, confirmation_sent_at)
    VALUES
      ('ana@ejemplo.es', '2024-05-01 10:00:00.123456+00', 'Mozilla/5.0 "comillas", coma', 'es-ES', 'Europe/Madrid', 'Firefox',
       'Linux', 'https://buscador.example/?q=casino&x=1', '/blog/año-nuevo', 'boletín', 'email', 'camp\\aña', 't', 'línea1
línea2', '2024-05-01 10:00:00.123456+00', 'v1', 'confirmed', '2024-05-01 10:05:00.000001+00', NULL, '2024-05-01 10:00:01+00'),
      ('pepe@ejemplo.es', '2024-06-01 08:00:00+00', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       '2024-06-01 08:00:00+00', 'v2', 'pending', NULL, NULL, '2024-06-01 08:00:00.5+00'),
      ('baja@ejemplo.es', '2023-01-01 00:00:00+00', 'UA', 'en', 'UTC', 'Other', 'Mac', NULL, '/', NULL, NULL, NULL, NULL, NULL,
       '2023-01-01 00:00:00+00', 'v1', 'unsubscribed', '2023-01-02 00:00:00+00', '2023-02-01 00:00:00+00', NULL)`.execute(db);
  // Enough subscribers and sends for several pages of the composite key (issue_id, subscriber_id).
  await sql`INSERT INTO newsletter_subscriptions (email, consent_version, status, confirmed_at)
    SELECT 'lector' || g || '@ejemplo.es', 'v2', 'confirmed', now() FROM generate_series(1, 2100) AS g`.execute(db);
  // A gap in the ids: the sequence must continue after max(id), not after the row count.
  await sql`DELETE FROM newsletter_subscriptions WHERE email = 'lector2100@ejemplo.es'`.execute(db);
  await sql`INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, expires_at, used_at)
    SELECT md5(id::text || purpose), id, purpose, now() + interval '7 days', CASE WHEN id % 2 = 0 THEN now() END
    FROM newsletter_subscriptions CROSS JOIN (VALUES ('confirm'), ('unsubscribe')) AS p(purpose) WHERE id <= 10`.execute(db);
  await sql`INSERT INTO newsletter_issues (slug, subject, content_sha256) VALUES ('2024-05', 'Mayo «ofertas»', 'abc'), ('2024-06', 'Junio', 'def')`.execute(db);
  await sql`INSERT INTO mail_outbox (kind, subscriber_id, recipient, subject, text_body, html_body, headers, message_id, priority, status, attempts, last_error, sent_at)
    SELECT 'issue', s.id, s.email, 'Mayo', CASE WHEN s.id % 3 = 0 THEN NULL ELSE 'texto ' || s.id END, NULL,
      jsonb_build_object('List-Unsubscribe', '<https://x/baja/' || s.id || '>', 'n', s.id),
      '<' || s.id || '@ejemplo.es>', 1, CASE WHEN s.id % 2 = 0 THEN 'sent' ELSE 'pending' END, s.id % 4, NULL,
      CASE WHEN s.id % 2 = 0 THEN now() END
    FROM newsletter_subscriptions AS s WHERE s.status = 'confirmed'`.execute(db);
  await sql`INSERT INTO mail_outbox (kind, subscriber_id, recipient, subject, message_id, status, last_error)
    VALUES ('confirmation', NULL, 'borrado@ejemplo.es', 'Confirma', '<huérfano@ejemplo.es>', 'failed', 'SMTP 550 "no"')`.execute(db);
  await sql`INSERT INTO newsletter_issue_sends (issue_id, subscriber_id, outbox_id)
    SELECT i.id, o.subscriber_id, CASE WHEN i.slug = '2024-05' THEN o.id END
    FROM newsletter_issues AS i CROSS JOIN mail_outbox AS o WHERE o.subscriber_id IS NOT NULL`.execute(db);
  await sql`INSERT INTO outbound_clicks (clicked_at, operator_id, placement, page_path, device, browser, is_bot)
    SELECT timestamptz '2024-05-01 00:00:00+00' + g * interval '1.000001 second', 'operador-' || (g % 7),
      CASE WHEN g % 5 = 0 THEN NULL ELSE 'hero' END, CASE WHEN g % 3 = 0 THEN NULL ELSE '/casinos/' || g END,
      (ARRAY['desktop', 'mobile', 'tablet', 'tv', 'other'])[1 + g % 5], 'Chrome', g % 11 = 0
    FROM generate_series(1, 4500) AS g`.execute(db);
  // Player opinions (migration 011): every status, the author's words with line breaks and markup
  // kept as written, their links and an opinion's email in the outbox.
  await sql`INSERT INTO opinions (operator_id, rating, title, body, customer_since, email, consent_version, created_at, status, confirmed_at, moderated_at, reject_reason)
    SELECT 'bet365', 1 + g % 5, 'Título «' || g || '»', repeat('Texto con <b>marcas</b> y "comillas"
segunda línea. ', 3), CASE WHEN g % 2 = 0 THEN '2021-0' || (1 + g % 9) END, 'autor' || g || '@ejemplo.es', 'op-v1',
      timestamptz '2026-01-01 00:00:00.123456+00' + g * interval '1 hour',
      (ARRAY['unconfirmed', 'pending', 'approved', 'rejected'])[1 + g % 4],
      CASE WHEN g % 4 > 0 THEN now() END, CASE WHEN g % 4 > 1 THEN now() END, CASE WHEN g % 4 = 3 THEN 'Publicidad' END
    FROM generate_series(1, 8) AS g`.execute(db);
  await sql`INSERT INTO opinion_tokens (token_hash, opinion_id, purpose, expires_at)
    SELECT md5('op' || id || purpose), id, purpose, now() + interval '7 days' FROM opinions CROSS JOIN (VALUES ('confirm'), ('delete')) AS p(purpose)`.execute(db);
  await sql`INSERT INTO mail_outbox (kind, opinion_id, recipient, subject, text_body, message_id)
    SELECT 'opinion', id, email, 'Confirma tu opinión', 'enlace', '<op' || id || '@ejemplo.es>' FROM opinions WHERE status = 'unconfirmed'`.execute(db);
  await sql`INSERT INTO newsletter_erased_daily (day, signups, confirmations) VALUES ('2024-05-01', 3, 1), ('2024-05-02', 0, 2)`.execute(db);
  await sql`INSERT INTO later_feature (click_id, amount, big, tags, meta, at)
    VALUES (1, 12.5, 9007199254740993, ARRAY['a', 'b,c', NULL], '{"k": [1, 2.50, "x"], "n": null}', '2024-05-01 00:00:00.999999+02'),
           (2, NULL, NULL, NULL, NULL, now())`.execute(db);
  // A rate limiter's counters: minutes-long, not part of a backup.
  await sql`CREATE TABLE newsletter_rate_limit (key varchar(255) PRIMARY KEY, points integer, expire bigint)`.execute(db);
  await sql`INSERT INTO newsletter_rate_limit VALUES ('127.0.0.1', 3, 0)`.execute(db);
}

let backupFile = "";
let before: Record<string, string[]> = {};

/**
 * A copy's text, gzip'd, with the end line's SHA-256 recomputed for it: an edit the checksum cannot
 * see, to test the checks that come after it (a row the database refuses, unknown migrations).
 */
function resealed(text: string): Buffer {
  const body = text.slice(0, text.trimEnd().lastIndexOf("\n") + 1);
  const end = JSON.parse(text.slice(body.length));
  end.sha256 = createHash("sha256").update(body, "utf8").digest("hex");
  return zlib.gzipSync(`${body}${JSON.stringify(end)}\n`);
}

describe("npm run backup and npm run restore (PGlite)", () => {
  it("backs up every table but the counters, privately, and restores it identically into an empty folder", async () => {
    before = await withPglite(source, async (db) => {
      await seed(db);
      return snapshot(db);
    });
    backupFile = path.join(tmp, "copia.jsonl.gz");
    const made = await runCaptured(backupCli, [backupFile], env(source));
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toMatch(/Copia de seguridad de .* hecha en/);
    expect(made.stderr).toMatch(/newsletter_subscriptions\s+2\.?102 fila\(s\)/);
    expect(made.stderr).toContain(`Archivo: ${backupFile}`);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(tmp).filter((f) => f.includes("incompleta"))).toEqual([]);

    const lines = zlib.gunzipSync(fs.readFileSync(backupFile)).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]!);
    expect(header.format).toBe("casinos-espana-copia");
    expect(header.engine).toBe("pglite");
    expect(header.migrations).toEqual([...Object.keys(migrations)].sort());
    expect(Object.keys(header.tables).sort()).toEqual(Object.keys(before).filter((t) => t !== "newsletter_rate_limit").sort());
    for (const [name, rows] of Object.entries(before)) if (name !== "newsletter_rate_limit") expect(header.tables[name], name).toBe(rows.length);
    // Referenced tables first, so the restore can insert in file order.
    const order = Object.keys(header.tables);
    expect(order.indexOf("newsletter_subscriptions")).toBeLessThan(order.indexOf("newsletter_tokens"));
    expect(order.indexOf("mail_outbox")).toBeLessThan(order.indexOf("newsletter_issue_sends"));
    expect(order.indexOf("outbound_clicks")).toBeLessThan(order.indexOf("later_feature"));
    expect(header.tables.opinions).toBe(8);
    expect(header.tables.opinion_tokens).toBe(16);
    expect(order.indexOf("opinions")).toBeLessThan(order.indexOf("opinion_tokens"));
    expect(order.indexOf("opinions")).toBeLessThan(order.indexOf("mail_outbox"));
    // The end line: the row count and the SHA-256 of every line before it (header and rows).
    const sha256 = createHash("sha256").update(lines.slice(0, -1).map((l) => `${l}\n`).join(""), "utf8").digest("hex");
    expect(lines.at(-1)).toBe(JSON.stringify({ end: true, rows: lines.length - 2, sha256 }));
    expect(header.version).toBe(2);

    const target = path.join(tmp, "destino");
    const restored = await runCaptured(restoreCli, [backupFile], env(target));
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stderr).toMatch(/Restaurada la copia .* 2\.?102 fila\(s\)|newsletter_subscriptions\s+2\.?102 fila\(s\)/);
    expect(restored.stderr).toContain("Suma de comprobación SHA-256 correcta");

    await withPglite(target, async (db) => {
      const after = await snapshot(db);
      const { newsletter_rate_limit: counters, ...expected } = before;
      expect(counters).toHaveLength(1);
      expect(Object.keys(after).sort()).toEqual(Object.keys(expected).sort());
      for (const name of Object.keys(expected)) expect(after[name], name).toEqual(expected[name]);
      // Identity columns continue after max(id) (GENERATED ALWAYS: no id can be given).
      const max = await sql<{ m: string }>`SELECT max(id)::text AS m FROM newsletter_subscriptions`.execute(db);
      const next = await db
        .insertInto("newsletter_subscriptions")
        .values({ email: "nueva@ejemplo.es", consent_version: "v3" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(BigInt(next.id)).toBe(BigInt(max.rows[0]!.m) + 1n);
      const click = await sql<{ id: string }>`INSERT INTO outbound_clicks (clicked_at, operator_id, device, browser, is_bot)
        VALUES (now(), 'x', 'mobile', 'Chrome', false) RETURNING id::text AS id`.execute(db);
      expect(click.rows[0]!.id).toBe("4501");
      // The site starts on it: nothing left to migrate.
      expect((await migrate(db)).applied).toEqual([]);
    });
  }, 240_000);

  it("refuses a folder that already holds a database, and touches nothing", async () => {
    const refused = await runCaptured(restoreCli, [backupFile], env(source));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("ya contiene una base de datos");
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const still = await withPglite(source, snapshot);
    expect(still).toEqual(before);
  }, 600_000);

  it("refuses an unknown format, a truncated copy and a damaged row, creating nothing", async () => {
    const cases: [string, Buffer, RegExp][] = [];
    cases.push(["texto.jsonl.gz", Buffer.from("id,email\n1,a@b.es\n"), /formato desconocido/]);
    cases.push(["otro.jsonl.gz", zlib.gzipSync('{"format":"pg_dump"}\n'), /formato desconocido/]);
    const whole = fs.readFileSync(backupFile);
    cases.push(["cortada.jsonl.gz", whole.subarray(0, Math.floor(whole.length / 2)), /incompleta o dañada/]);
    // Whole gzip, but the text stops before the end line.
    const text = zlib.gunzipSync(whole).toString("utf8");
    cases.push(["sin-final.jsonl.gz", zlib.gzipSync(text.slice(0, text.lastIndexOf("{"))), /incompleta o dañada.*falta el final/]);
    for (const [name, bytes, message] of cases) {
      const file = path.join(tmp, name);
      fs.writeFileSync(file, bytes);
      const target = path.join(tmp, `destino-${name}`);
      const res = await runCaptured(restoreCli, [file], env(target));
      expect(res.code, name).toBe(1);
      expect(res.stderr, name).toMatch(message);
      expect(fs.existsSync(target), name).toBe(false);
    }
  }, 600_000);

  it("refuses a copy with one row edited and recompressed (its SHA-256 no longer matches), naming the file, creating nothing", async () => {
    const text = zlib.gunzipSync(fs.readFileSync(backupFile)).toString("utf8");
    // One value of one subscriber, the row count and the file's shape unchanged: only the checksum sees it.
    const edited = text.replace('"status":"pending"', '"status":"confirmed"');
    expect(edited).not.toBe(text);
    expect(edited.split("\n").length).toBe(text.split("\n").length);
    const file = path.join(tmp, "fila-editada.jsonl.gz");
    fs.writeFileSync(file, zlib.gzipSync(edited));
    const target = path.join(tmp, "destino-fila-editada");
    const res = await runCaptured(restoreCli, [file], env(target));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`La copia ${file} no coincide con su suma de comprobación SHA-256`);
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(target)).toBe(false);
    // The end line's checksum removed (or not hex): refused too, as damaged.
    const unsealed = text.replace(/,"sha256":"[0-9a-f]{64}"\}\n$/, "}\n");
    expect(unsealed).not.toBe(text);
    const stripped = path.join(tmp, "sin-suma.jsonl.gz");
    fs.writeFileSync(stripped, zlib.gzipSync(unsealed));
    const res2 = await runCaptured(restoreCli, [stripped], env(target));
    expect(res2.code).toBe(1);
    expect(res2.stderr).toMatch(/incompleta o dañada \(falta la suma de comprobación SHA-256/);
    expect(fs.existsSync(target)).toBe(false);
  }, 600_000);

  it("still restores a copy of format version 1 (made before the checksum), saying what was not checked", async () => {
    const text = zlib.gunzipSync(fs.readFileSync(backupFile)).toString("utf8");
    const nl = text.indexOf("\n");
    const header = JSON.parse(text.slice(0, nl));
    header.version = 1;
    const old = JSON.stringify(header) + text.slice(nl).replace(/,"sha256":"[0-9a-f]{64}"\}\n$/, "}\n");
    const file = path.join(tmp, "version-1.jsonl.gz");
    fs.writeFileSync(file, zlib.gzipSync(old));
    const target = path.join(tmp, "destino-version-1");
    const res = await runCaptured(restoreCli, [file], env(target));
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain("anterior a las sumas de comprobación");
  }, 600_000);

  it("rolls everything back when a row is refused halfway (a failed restore leaves no half database)", async () => {
    const text = zlib.gunzipSync(fs.readFileSync(backupFile)).toString("utf8");
    // A click row the database's CHECK refuses, after thousands of rows already inserted.
    const bad = text.replace(/"device":"tv"/, '"device":"nevera"');
    expect(bad).not.toBe(text);
    const file = path.join(tmp, "fila-mala.jsonl.gz");
    fs.writeFileSync(file, resealed(bad));
    const target = path.join(tmp, "destino-fila-mala");
    const res = await runCaptured(restoreCli, [file], env(target));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^restore: ha fallado y no se ha restaurado nada: .*outbound_clicks_device/m);
    expect(fs.existsSync(target)).toBe(false);
  }, 600_000);

  it("refuses a copy from a newer version of the site, and bad usage with exit code 2", async () => {
    const text = zlib.gunzipSync(fs.readFileSync(backupFile)).toString("utf8");
    const nl = text.indexOf("\n");
    const header = JSON.parse(text.slice(0, nl));
    header.migrations.push("998_del_futuro");
    const file = path.join(tmp, "futura.jsonl.gz");
    fs.writeFileSync(file, resealed(JSON.stringify(header) + text.slice(nl)));
    const target = path.join(tmp, "destino-futura");
    const res = await runCaptured(restoreCli, [file], env(target));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("998_del_futuro");
    expect(fs.existsSync(target)).toBe(false);

    expect((await runCaptured(restoreCli, [], env(target))).code).toBe(2);
    expect((await runCaptured(backupCli, ["a", "b"], env(source))).code).toBe(2);
    const again = await runCaptured(backupCli, [backupFile], env(source));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Ya existe");
    const missing = await runCaptured(backupCli, [path.join(tmp, "no-hay-datos.jsonl.gz")], env(path.join(tmp, "vacía")));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No hay datos en");
  }, 600_000);
});

describe("dumpDatabase on PGlite", () => {
  it("holds PGlite's one session only to copy the snapshot: the site writes while the pages go out, and no copy stays", async () => {
    const dataDir = path.join(tmp, "en-marcha");
    await withPglite(dataDir, async (db) => {
      await migrate(db);
      await sql`INSERT INTO newsletter_subscriptions (email, consent_version, status)
        SELECT 'antes' || g || '@ejemplo.es', 'v1', 'pending' FROM generate_series(1, 4500) AS g`.execute(db);
      const lines: string[] = [];
      let during = "";
      const header = await dumpDatabase(db, async (chunk) => {
        // A signup arriving while the dump writes its first page: another client of the same
        // PGlite. Were the snapshot's transaction still open, this would wait for the dump to end
        // (which waits for this) until the query timeout failed the test.
        if (lines.length === 1 && during === "") {
          during = "durante@ejemplo.es";
          await sql`INSERT INTO newsletter_subscriptions (email, consent_version, status) VALUES (${during}, 'v1', 'pending')`.execute(db);
        }
        lines.push(chunk);
      });
      expect(during).not.toBe("");
      expect(header.engine).toBe("pglite");
      expect(header.tables.newsletter_subscriptions).toBe(4500);
      const text = lines.join("");
      expect(text).not.toContain(during);
      expect(text.match(/"antes\d+@ejemplo\.es"/g)).toHaveLength(4500);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE 'copia_instantanea%'`.execute(db);
      expect(rows[0]!.n).toBe(0);
      const { rows: now } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM newsletter_subscriptions`.execute(db);
      expect(now[0]!.n).toBe(4501);
    });
  });
});

describe("the command lines", () => {
  it("npm run backup / restore as the owner runs them: exit codes 0 and 2, the default name", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const run = (script: string, args: string[]) =>
      spawnSync(process.execPath, [...pgliteTestFlags(), "--import", "tsx", path.join(root, "app/composition/commands.cli.ts"), script, ...args], {
        cwd: root,
        env: { ...process.env, ...env(source) },
        encoding: "utf8",
        timeout: 600_000,
      });
    const file = path.join(tmp, "real.jsonl.gz");
    const made = run("backup", [file]);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stderr).toContain(`Archivo: ${file}`);
    expect(made.stdout).toBe("");
    const usage = run("restore", []);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^Falta el archivo de la copia\.\nUso: npm run restore/);
    expect(defaultBackupFile(new Date(2025, 2, 1, 3, 4, 5), "/b")).toBe("/b/copia-2025-03-01-030405.jsonl.gz");
  }, 600_000);
});

describe("foreignKeyOrder", () => {
  it("puts referenced tables first, ties by name, and survives a cycle", () => {
    expect(
      foreignKeyOrder([
        { name: "b", references: ["a"] },
        { name: "a", references: [] },
        { name: "c", references: ["b", "a", "fuera"] },
      ]),
    ).toEqual(["a", "b", "c"]);
    expect(foreignKeyOrder([{ name: "x", references: ["y"] }, { name: "y", references: ["x"] }])).toEqual(["x", "y"]);
  });
});
