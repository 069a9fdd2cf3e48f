import { eventLog } from "../../../platform/log.server";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, MailOutboxTable } from "../../../platform/db/schema.server";
import { describeError } from "../../../platform/db/db.server";
import { PermanentMailError, type Mailer } from "./transport.server";

/**
 * The outbox worker: runs inside the server process and hands queued mail to the transport.
 *
 * Delivery is AT-LEAST-ONCE, and duplicates are made harmless rather than impossible:
 *  1. A message is claimed (status `sending`, a lease of LEASE_MS, attempts + 1) in a committed
 *     update before it is handed to SMTP; `FOR UPDATE SKIP LOCKED` keeps two workers apart.
 *  2. After the server's 250 the row is marked `sent` (and its bodies emptied).
 *  3. A crash between 1 and 2 leaves a `sending` row whose lease runs out; it is sent again —
 *     with the SAME Message-ID fixed at queueing, which mail systems use to drop a duplicate.
 *     With PGlite only this process can be sending, so at start-up such rows are retried at once.
 * A crash therefore never loses a message; it can repeat only the messages that were between
 * the server's 250 and our commit (a window of about a millisecond; one message in flight at
 * ordinary rates, up to four at very high ones). The alternative —
 * marking before sending — would instead lose that message, and a lost confirmation email is
 * worse than a repeated one. SMTP failures are retried with exponential backoff; a 5xx
 * rejection is final (`failed`).
 */

type Q = Kysely<Database>;
type Row = Selectable<MailOutboxTable>;
type Log = Pick<Console, "info" | "warn" | "error">;

export interface OutboxOptions {
  ratePerMinute: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Only this process can be sending (PGlite): `sending` rows left by a crash are retried at once. */
  soleSender: boolean;
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
  log?: Log;
}

const CLAIM_BATCH = 20;

export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export class OutboxWorker {
  private stopping = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private poked = false;
  private nextSlot = 0;
  private consecutiveFailures = 0;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly log: Log;

  constructor(
    private readonly db: Q,
    private readonly mailer: Mailer,
    private readonly options: OutboxOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 20;
    this.log = options.log ?? eventLog("mail");
  }

  private get intervalMs() {
    return 60_000 / this.options.ratePerMinute;
  }

  start(): void {
    if (this.running) return;
    this.running = this.loop();
  }

  poke(): void {
    this.poked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private async recover() {
    if (!this.options.soleSender) return;
    const { numUpdatedRows } = await this.db
      .updateTable("mail_outbox")
      .set({ status: "pending", lease_until: null })
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (Number(numUpdatedRows) > 0) {
      this.log.warn(`[mail] ${numUpdatedRows} message(s) were being sent when the server stopped; sending again (same Message-ID)`);
    }
  }

  private async loop() {
    let recovered = false;
    while (!this.stopping) {
      try {
        if (!recovered) {
          await this.recover();
          recovered = true;
        }
        this.poked = false;
        const batch = await this.claim(CLAIM_BATCH);
        if (batch.length === 0) {
          if (!this.poked) await this.sleep(this.pollMs);
          continue;
        }
        await this.deliver(batch);
      } catch (error) {
        // The database is down or closing: wait and try again; nothing is lost, rows stay queued.
        if (this.stopping) break;
        this.log.warn(`[mail] outbox worker: ${describeError(error)}; retrying in 5 s`);
        await this.sleep(5000);
      }
    }
  }

  /** Claims due messages: pending ones whose time has come, and sending ones whose lease ran out. */
  private async claim(limit: number): Promise<Row[]> {
    const due = this.db
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", sql<Date>`now()`)]),
          eb.and([eb("status", "=", "sending"), eb("lease_until", "<", sql<Date>`now()`)]),
        ]),
      )
      .orderBy("priority")
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const rows = await this.db
      .updateTable("mail_outbox")
      .set({
        status: "sending",
        lease_until: sql<Date>`now() + make_interval(secs => ${this.leaseMs / 1000})`,
      })
      .where("id", "in", due)
      .returningAll()
      .execute();
    rows.sort((a, b) => a.priority - b.priority || Number(a.id) - Number(b.id));
    return rows;
  }

  /** Who may still get what: issues only to confirmed subscribers, confirmations only to pending ones, an opinion's email while it exists. */
  private async stillWanted(rows: Row[]): Promise<Set<string>> {
    const ids = [...new Set(rows.map((r) => r.subscriber_id).filter((id): id is string => id !== null))];
    const statuses = new Map<string, string>();
    if (ids.length) {
      const subs = await this.db.selectFrom("newsletter_subscriptions").select(["id", "status"]).where("id", "in", ids).execute();
      for (const s of subs) statuses.set(s.id, s.status);
    }
    const wanted = new Set<string>();
    for (const r of rows) {
      const status = r.subscriber_id ? statuses.get(r.subscriber_id) : undefined;
      // An opinion's email (migration 011) is wanted while its opinion exists: deleting the opinion deletes the row.
      if ((r.kind === "issue" && status === "confirmed") || (r.kind === "confirmation" && status === "pending") || (r.kind === "opinion" && r.opinion_id !== null)) {
        wanted.add(r.id);
      }
    }
    return wanted;
  }

  /** Messages handed to the transport at once: 1 at ordinary rates, a few when the rate outruns one connection. */
  private get maxInFlight() {
    return Math.max(1, Math.min(4, Math.ceil(this.options.ratePerMinute / 600)));
  }

  /** Waits for the next slot of MAIL_RATE_PER_MINUTE; new mail does not cut the wait short, stopping does. */
  private async pace() {
    while (!this.stopping && Date.now() < this.nextSlot) await this.sleep(this.nextSlot - Date.now());
    this.nextSlot = Math.max(Date.now(), this.nextSlot) + this.intervalMs;
  }

  private async deliver(batch: Row[]) {
    const wanted = await this.stillWanted(batch);
    const inFlight = new Set<Promise<void>>();
    let failed = false;
    let i = 0;
    for (; i < batch.length; i++) {
      const row = batch[i]!;
      if (this.stopping || failed) break;
      if (!wanted.has(row.id)) {
        await this.finish(row, "cancelled", null);
        continue;
      }
      await this.pace();
      while (inFlight.size >= this.maxInFlight) await Promise.race(inFlight);
      if (this.stopping || failed) break;
      const sending: Promise<void> = this.sendOne(row)
        .then(
          (ok) => {
            if (!ok) failed = true;
          },
          // The database went away while recording the outcome. Not awaited yet, so a rejection here
          // would be unhandled and stop the whole server: log it; the lease expires and the message is
          // tried again (same Message-ID), the at-least-once case of docs/decisions/0050.
          (error: unknown) => {
            failed = true;
            this.log.warn(`[mail] message ${row.id}: outcome not recorded (${describeError(error)}); it will be retried`);
          },
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    // A stop lets the messages already handed over finish and be marked: nothing in between.
    await Promise.all(inFlight);
    await this.release(batch.slice(i));
    if (failed) {
      // The mail server is down or refusing for now: pause on the same backoff schedule.
      await this.sleep(backoffMs(this.consecutiveFailures, this.options.retryBaseMs, this.options.retryMaxMs));
    }
  }

  /** Sends one message and records the outcome; false when the failure is temporary. */
  private async sendOne(row: Row): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await this.mailer.send({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body ?? "",
        html: row.html_body ?? "",
        messageId: row.message_id,
        headers: row.headers,
      });
    } catch (error) {
      if (error instanceof PermanentMailError || attempts >= this.maxAttempts) {
        this.log.error(`[mail] message ${row.id} failed for good after ${attempts} attempt(s): ${describeError(error)}`);
        await this.finish(row, "failed", describeError(error), attempts);
        return true;
      }
      this.consecutiveFailures++;
      const delay = backoffMs(attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      await this.db
        .updateTable("mail_outbox")
        .set({
          status: "pending",
          lease_until: null,
          attempts,
          last_error: describeError(error).slice(0, 500),
          next_attempt_at: new Date(Date.now() + delay),
        })
        .where("id", "=", row.id)
        .execute();
      this.log.warn(
        `[mail] message ${row.id} not delivered (attempt ${attempts}): ${describeError(error)}; next try in ${Math.round(delay / 1000)} s`,
      );
      return false;
    }
    this.consecutiveFailures = 0;
    await this.finish(row, "sent", null, attempts);
    return true;
  }

  private async finish(row: Row, status: "sent" | "failed" | "cancelled", error: string | null, attempts = row.attempts) {
    await this.db
      .updateTable("mail_outbox")
      .set({
        status,
        attempts,
        lease_until: null,
        last_error: error?.slice(0, 500) ?? null,
        sent_at: status === "sent" ? new Date() : null,
        // The bodies hold personal links: not kept once they are no longer needed.
        text_body: null,
        html_body: null,
        headers: "{}",
      })
      .where("id", "=", row.id)
      .execute();
  }

  /** Gives claimed but untried messages back to the queue (no attempt counted). */
  private async release(rows: Row[]) {
    if (rows.length === 0) return;
    await this.db
      .updateTable("mail_outbox")
      .set({ status: "pending", lease_until: null })
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .where("status", "=", "sending")
      .execute();
  }
}
