import { z } from "zod";
import { NEWSLETTER_CONSENT_VERSION } from "../../platform/site.ts";
import { sql } from "kysely";
import { BatchWriter } from "../../platform/db/batch-writer.server.ts";
import { engineOf, isConnectionError, isOwnDatabase, limitTransaction, OWN_PGLITE_QUERY_TIMEOUT_MS, withDeadline, type Db } from "../../platform/db/db.server.ts";
import { eraseSubscribers, linkContext, queueConfirmations, resignup, type LinkContext } from "./newsletter-lifecycle.server.ts";
import { csvHeaderLine, csvRecords } from "./newsletter-csv.server.ts";
import { parseEnv } from "../../platform/env.server.ts";
import type { NewSubscription, Subscription } from "../../platform/db/schema.server.ts";

/**
 * The newsletter service: validation of a signup, the insert, and the operator queries (count,
 * export, GDPR erasure), typed by the table definition in ./db/schema.server.ts.
 */

/**
 * Consent texts this build can have shown. Add the old version here when the text changes — unless
 * the old text lacks something the new one records: 2026-11-v1 had no 18+ confirmation (decision
 * 0365), so a signup from a page of that text is refused (the visitor reloads and sees the box).
 */
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

/**
 * The row a signup becomes: the address, the page it was made on and the consent text shown —
 * nothing else (GDPR art. 5(1)(c), decision 0365). The spec's other client fields are still
 * validated when a client sends them (junk gets its 400, as before) but never stored: their
 * columns stay empty.
 */
function toRow({ email, source_page, consent_version }: SignupInput): NewSubscription {
  return { email, source_page, consent_version: consent_version ?? NEWSLETTER_CONSENT_VERSION };
}

/**
 * Inserts several signups in ONE statement (one commit). The unique index on lower(email)
 * decides who is new: `ON CONFLICT … DO NOTHING` skips an address that already exists — also
 * one committed a moment ago by another connection or another server — and RETURNING lists the
 * rows actually written. Within the batch the first occurrence of an address wins. The result
 * is acknowledged only after the statement has committed.
 */
/** The statements of one signup transaction (insertSignups), inside the caller's transaction. */
async function writeSignups(trx: Db, unique: SignupInput[], ctx: LinkContext) {
  // The server ends a wait for a lock (a session holding the table) itself, rolling back: 503,
  // nothing saved (issue 42), answered before the visitor's browser gives up (issue 43).
  await limitTransaction(trx, SIGNUP_TRANSACTION_LIMITS);
  // consent_given_at and created_at are the moment of the insert, set by the database.
  const rows = await trx
    .insertInto(TABLE)
    .values(unique.map(toRow))
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(["id", "email"])
    .execute();
  const created = new Map(rows.map((r) => [r.email, String(r.id)]));
  await queueConfirmations(
    trx,
    rows.map((r) => ({ id: String(r.id), email: r.email })),
    ctx,
  );
  const existing = unique.filter((u) => !created.has(u.email));
  const again = await resignup(
    trx,
    existing.map((u) => u.email),
    new Map(existing.map((u) => [u.email, { consent_version: u.consent_version ?? NEWSLETTER_CONSENT_VERSION }])),
    ctx,
  );
  return { created, again };
}

class WarmUpRollback extends Error {}

/**
 * Runs one signup's statements (the row, its confirmation email rendered into the outbox) in a
 * transaction that is always rolled back, at start-up, before the server listens: nothing is stored
 * and no mail can leave (the outbox worker never sees an uncommitted row). The first signup after a
 * start cost several times a later one (the database engine's and the mail template's first use:
 * 138 ms against ~20 ms here, seconds on a loaded machine, past the visitor's deadline of
 * SIGNUP_TRANSACTION_MS and so a 503); the start-up pays it instead of the first visitor.
 */
export async function warmSignupPath(db: Db, ctx: LinkContext = defaultLinkContext()): Promise<void> {
  const sample = SignupSchema.parse({ email: "calentamiento@example.com", consent_version: NEWSLETTER_CONSENT_VERSION });
  try {
    await db.transaction().execute(async (trx) => {
      await writeSignups(trx, [sample], ctx);
      throw new WarmUpRollback();
    });
  } catch (error) {
    if (!(error instanceof WarmUpRollback)) throw error;
  }
}

export async function insertSignups(
  db: Db,
  inputs: SignupInput[],
  ctx: LinkContext = defaultLinkContext(),
): Promise<SubscribeResult[]> {
  const firstIndex = new Map<string, number>();
  const unique: SignupInput[] = [];
  inputs.forEach((input, i) => {
    if (!firstIndex.has(input.email)) {
      firstIndex.set(input.email, i);
      unique.push(input);
    }
  });
  // One transaction: the rows, their confirmation emails in the outbox, and what a signup of an
  // address that already exists does (docs/decisions/0050) commit together or not at all.
  const { created, again } = await db.transaction().execute((trx) => writeSignups(trx, unique, ctx));
  return inputs.map((input, i): SubscribeResult => {
    if (firstIndex.get(input.email) !== i) return { status: "duplicate" };
    const id = created.get(input.email);
    if (id !== undefined) return { status: "created", id };
    return again.get(input.email) ?? { status: "duplicate" };
  });
}

let defaultContext: LinkContext | undefined;
/** Links and Message-IDs from the environment (SITE_URL, MAIL_FROM, MAIL_UNSUBSCRIBE_TO). */
function defaultLinkContext(): LinkContext {
  return (defaultContext ??= linkContext(parseEnv().mail));
}

/**
 * Signups waiting for their batch; beyond this a signup is refused with 503 rather than queued. At
 * the measured ~2,000 signups/s (docs/benchmarks.md) that is half a second of work: a longer queue
 * means a stalled database, and holding more visitors' requests open would not save their signups.
 */
export const SIGNUP_QUEUE_MAX = 1_000;

/**
 * A signup answers 201 or 503 within 5 s, before a browser's fetch gives up (issue 43): at most
 * SIGNUP_QUEUE_WAIT_MS waiting for its batch, then SIGNUP_TRANSACTION_MS for the batch's
 * connection and statements (withDeadline), inside which PostgreSQL itself ends a lock wait and a
 * statement (SIGNUP_TRANSACTION_LIMITS). Each bound fails the batch as "not saved" (503).
 */
export const SIGNUP_QUEUE_WAIT_MS = 1_500;
export const SIGNUP_TRANSACTION_MS = 2_500;
export const SIGNUP_TRANSACTION_LIMITS = { lockMs: 1_000, statementMs: 2_000 } as const;

/**
 * The database's signup writer: group commit on the shared BatchWriter (./batch-writer.server.ts),
 * acknowledged per item. Each signup's promise settles only once the transaction holding its row
 * has committed, with its own outcome ("created" or "duplicate"). A batch that fails because the
 * database is unreachable fails every signup in it (→ 503, nothing stored); a batch that fails for
 * any other reason is written again one signup at a time, so one bad row cannot fail its neighbours.
 */
function signupWriter(db: Db): BatchWriter<SignupInput, SubscribeResult> {
  // A visitor waits on the server's database; an owner command or a test's own PGlite has no visitor.
  const own = isOwnDatabase(db);
  const timed = own ? db : withDeadline(db, SIGNUP_TRANSACTION_MS);
  return new BatchWriter<SignupInput, SubscribeResult>({
    write: (batch) => insertSignups(timed, batch),
    retryOneByOne: (error) => !isConnectionError(error),
    maxBatch: 200,
    // PGlite is one connection: one write at a time. A PostgreSQL pool can take a few at once.
    maxInFlight: engineOf(db) === "pglite" ? 1 : 4,
    maxQueue: SIGNUP_QUEUE_MAX,
    maxWaitMs: own ? OWN_PGLITE_QUERY_TIMEOUT_MS : SIGNUP_QUEUE_WAIT_MS,
  });
}

const writers = new WeakMap<Db, BatchWriter<SignupInput, SubscribeResult>>();

/**
 * Stores one signup (through the database's group-commit writer). Rejects with the database's
 * error, or with QueueFullError when SIGNUP_QUEUE_MAX signups are already waiting.
 */
export function subscribe(db: Db, input: SignupInput): Promise<SubscribeResult> {
  let writer = writers.get(db);
  if (!writer) {
    writer = signupWriter(db);
    writers.set(db, writer);
  }
  return writer.submit(input);
}

export async function countSubscribers(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom(TABLE)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** GDPR erasure (art. 17). Matches the way signups are stored: trimmed and lower-case. */
/** GDPR erasure of one address; the day's anonymous signup/confirmation counts are kept. */
export async function deleteSubscriber(db: Db, email: string): Promise<number> {
  return eraseSubscribers(db, sql<boolean>`lower(email) = lower(btrim(${email}))`);
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

export async function* exportCsv(db: Db, pageSize?: number): AsyncGenerator<string> {
  const tables = await db.introspection.getTables();
  const columns = tables.find((t) => t.name === TABLE)!.columns.map((c) => c.name) as Array<keyof Subscription>;
  yield csvHeaderLine(columns);
  // Formula-safe cells that round-trip, addresses verbatim: see ./newsletter-csv.server.ts.
  for await (const row of iterateSubscribers(db, pageSize)) yield csvRecords(columns, [row]);
}
