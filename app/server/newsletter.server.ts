import { z } from "zod";
import { NEWSLETTER_CONSENT_VERSION } from "../lib/site";
import { sql } from "kysely";
import { engineOf, isConnectionError, type Db } from "./db.server";
import type { NewSubscription, Subscription } from "./db/schema.server";

/**
 * The newsletter service: validation of a signup, the insert, and the operator queries (count,
 * export, GDPR erasure), typed by the table definition in ./db/schema.server.ts.
 */

/** Consent texts this build can have shown. Add the old version here when the text changes. */
export const KNOWN_CONSENT_VERSIONS: readonly string[] = [NEWSLETTER_CONSENT_VERSION];

// C0/C1 control characters never belong in any of these fields, and NUL cannot even be stored
// in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

// A lone UTF-16 surrogate cannot be encoded as UTF-8: the drivers would silently replace it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const wellFormed = (s: string) => !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s);

/** Optional client-data text: string or null, empty means null, bounded, no control chars. */
const optionalText = (max: number, pattern?: RegExp) =>
  z
    .string()
    .max(max)
    .refine(wellFormed)
    .refine((s) => !pattern || s === "" || pattern.test(s))
    .nullish()
    .transform((s) => (s == null || s.trim() === "" ? null : s.trim()));

/** RFC 5321 §4.5.3.1: a path holds at most 254 characters of address, 64 of them before the "@". */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const SignupSchema = z.object({
  email: z
    .string()
    .refine((s) => s.length <= 1024 && wellFormed(s.trim()))
    .transform((s) => s.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1)
        .max(EMAIL_MAX_LENGTH)
        .refine((s) => s.lastIndexOf("@") <= EMAIL_LOCAL_PART_MAX_LENGTH)
        .pipe(z.email()),
    ),
  user_agent: optionalText(512),
  language: optionalText(35, /^[A-Za-z0-9-]+$/),
  timezone: optionalText(64, /^[A-Za-z0-9_+\-/]+$/),
  browser_name: z
    .enum(["Chrome", "Firefox", "Safari", "Other"])
    .nullish()
    .transform((v) => v ?? null),
  platform: optionalText(64),
  referrer: optionalText(2048),
  source_page: optionalText(2048, /^\//),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
  consent_version: z
    .string()
    .refine((v) => KNOWN_CONSENT_VERSIONS.includes(v))
    .optional(),
  /** Honeypot: invisible to people, so only a bot fills it. Checked by the endpoint. */
  website: z.string().max(1024).nullish(),
  // Anything else (the spec's always-null fingerprint fields, or junk) is dropped by zod's
  // default object parsing and can never reach the database.
});

export type SignupInput = z.output<typeof SignupSchema>;

export type SubscribeResult = { status: "created"; id: string } | { status: "duplicate" };

const TABLE = "newsletter_subscriptions";

/** The row a signup becomes: the validated fields, minus the honeypot, plus the consent text shown. */
function toRow({ website: _honeypot, consent_version, ...fields }: SignupInput): NewSubscription {
  return { ...fields, consent_version: consent_version ?? NEWSLETTER_CONSENT_VERSION };
}

/**
 * Inserts several signups in ONE statement (one commit). The unique index on lower(email)
 * decides who is new: `ON CONFLICT … DO NOTHING` skips an address that already exists — also
 * one committed a moment ago by another connection or another server — and RETURNING lists the
 * rows actually written. Within the batch the first occurrence of an address wins. The result
 * is acknowledged only after the statement has committed.
 */
export async function insertSignups(db: Db, inputs: SignupInput[]): Promise<SubscribeResult[]> {
  const firstIndex = new Map<string, number>();
  const unique: SignupInput[] = [];
  inputs.forEach((input, i) => {
    if (!firstIndex.has(input.email)) {
      firstIndex.set(input.email, i);
      unique.push(input);
    }
  });
  // consent_given_at and created_at are the moment of the insert, set by the database.
  const rows = await db
    .insertInto(TABLE)
    .values(unique.map(toRow))
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(["id", "email"])
    .execute();
  const created = new Map(rows.map((r) => [r.email, String(r.id)]));
  return inputs.map((input, i) => {
    const id = created.get(input.email);
    return id !== undefined && firstIndex.get(input.email) === i ? { status: "created", id } : { status: "duplicate" };
  });
}

/**
 * Group commit. Signups received in the same turn of the event loop, or while a write is in
 * flight, go to the database together in one INSERT: a lone signup is written at once, a burst
 * of hundreds costs a handful of commits instead of hundreds. (PGlite spends ~0.4 ms of CPU per statement whatever
 * its size, and a PostgreSQL commit waits for its WAL flush.)
 */
class SignupWriter {
  private queue: Array<{ input: SignupInput; resolve: (r: SubscribeResult) => void; reject: (e: unknown) => void }> =
    [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly maxBatch: number,
    private readonly maxInFlight: number,
  ) {}

  private scheduled = false;

  subscribe(input: SignupInput): Promise<SubscribeResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Writes on the next turn of the event loop, not at once: PGlite runs its queries on this
   * thread, so while it works no new request is even read. Waiting one turn lets every signup
   * already received in this turn join the batch, at a cost of well under a millisecond.
   */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async write(batch: SignupWriter["queue"]) {
    try {
      const results = await insertSignups(
        this.db,
        batch.map((b) => b.input),
      );
      batch.forEach((b, i) => b.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1 || isConnectionError(error)) {
        for (const b of batch) b.reject(error);
        return;
      }
      // One bad row must not fail its neighbours: retry them one by one.
      for (const b of batch) {
        try {
          b.resolve((await insertSignups(this.db, [b.input]))[0]!);
        } catch (single) {
          b.reject(single);
        }
      }
    }
  }
}

const writers = new WeakMap<Db, SignupWriter>();

/** Stores one signup (through the database's group-commit writer). */
export function subscribe(db: Db, input: SignupInput): Promise<SubscribeResult> {
  let writer = writers.get(db);
  if (!writer) {
    // PGlite is one connection: one write at a time. A PostgreSQL pool can take a few at once.
    writer = new SignupWriter(db, 200, engineOf(db) === "pglite" ? 1 : 4);
    writers.set(db, writer);
  }
  return writer.subscribe(input);
}

export async function countSubscribers(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom(TABLE)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** GDPR erasure (art. 17). Matches the way signups are stored: trimmed and lower-case. */
export async function deleteSubscriber(db: Db, email: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom(TABLE)
    .where(sql`lower(email)`, "=", sql`lower(btrim(${email}))`)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** All rows in id order, a page at a time, so an export of any size runs in bounded memory. */
export async function* iterateSubscribers(db: Db, pageSize = 1000): AsyncGenerator<Subscription> {
  let after = "0";
  for (;;) {
    // ids are bigint: compared as numbers by the database (as text, '10' would sort before '9').
    const rows = await db.selectFrom(TABLE).selectAll().where("id", ">", after).orderBy("id").limit(pageSize).execute();
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * One CSV cell (RFC 4180). Cells a spreadsheet would run as a formula (= + - @, or a leading
 * tab/CR that some programs strip before looking) get a leading apostrophe: OWASP's advice
 * against CSV injection. Every cell is quoted, so commas, quotes and newlines are safe.
 */
export function csvCell(value: string | Date | null | undefined): string {
  if (value == null) return "";
  let v = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

/**
 * The export as CSV chunks: a header of the table's columns in their database order (read from
 * the catalogue, so a migration that adds a column adds it here), then one line per subscriber.
 */
export async function* exportCsv(db: Db, pageSize?: number): AsyncGenerator<string> {
  const tables = await db.introspection.getTables();
  const columns = tables.find((t) => t.name === TABLE)!.columns.map((c) => c.name) as Array<keyof Subscription>;
  yield columns.join(",") + "\r\n";
  for await (const row of iterateSubscribers(db, pageSize))
    yield columns.map((c) => csvCell(row[c])).join(",") + "\r\n";
}
