import { recordLog } from "../../platform/log.server.ts";
import { BatchWriter } from "../../platform/db/batch-writer.server.ts";
import { describeError, type Db } from "../../platform/db/db.server.ts";
import type { NewClick } from "../../platform/db/schema.server.ts";
import type { Placement } from "~/features/operators";
import type { BrowserFamily, DeviceClass } from "./outbound.server.ts";

/**
 * Click records of the tracked redirect (table `outbound_clicks`, migration 003), on a
 * group-commit writer (clicks arriving together share one INSERT, one commit).
 *
 * A person's click carries a click ID that the redirect hands to the operator, and a conversion
 * the operator reports later is matched by that ID: so the ID may leave the server only once its
 * row is committed (issue 42). `record` resolves `true` then; the redirect waits for it. When the
 * row is not committed within `waitMs` (database down, slow, or the queue full) it resolves
 * `false` and the redirect sends the visitor on WITHOUT the ID, as for a bot: the visitor still
 * gets to the operator, and no ID the database does not hold ever reaches one. (A row that commits
 * after the deadline is a click counted without an ID handed out: harmless.) A failed write is
 * counted in the server log, each human click with its would-be ID (event `click_lost`).
 *
 * Bots, HEAD and prefetches get no ID: their rows are queued fire-and-forget, nobody waits.
 */

export interface ClickRecord {
  at: Date;
  operatorId: string;
  placement: Placement | null;
  pagePath: string | null;
  device: DeviceClass;
  browser: BrowserFamily;
  bot: boolean;
  /** Random ID of a human click (passed to the operator's tracking link); null for bots. */
  clickId?: string | null;
}

function toRow(c: ClickRecord): NewClick {
  return {
    clicked_at: c.at,
    operator_id: c.operatorId,
    placement: c.placement,
    page_path: c.pagePath,
    device: c.device,
    browser: c.browser,
    is_bot: c.bot,
    click_id: c.clickId ?? null,
  };
}

/** Stores several clicks in one statement (one commit). */
export async function insertClicks(db: Db, clicks: readonly ClickRecord[]): Promise<void> {
  if (clicks.length === 0) return;
  await db.insertInto("outbound_clicks").values(clicks.map(toRow)).execute();
}

// ------------------------------------------------------------------ the process-wide recorder

type Log = (line: Record<string, unknown>) => void;

export interface ClickRecorderOptions {
  getDatabase: () => Promise<Db>;
  log?: Log;
  /** Minimum time between two "clicks lost" log lines; losses in between are added up. */
  logEveryMs?: number;
  maxQueue?: number;
  /** Longest a redirect waits for its click's commit before it sends the visitor on without the ID. */
  waitMs?: number;
  /**
   * Batches written at once: 1 for PGlite (one session); a PostgreSQL pool takes a few, so a
   * commit's WAL flush does not hold up the clicks arriving meanwhile (the redirect waits for it).
   */
  maxInFlight?: number;
}

/**
 * Default of `waitMs`: well under a browser's patience, well over a commit (a batch of 500 clicks
 * on PGlite took ~0.1 s on a loaded machine; docs/benchmarks.md).
 */
export const CLICK_COMMIT_WAIT_MS = 3_000;

const defaultLog: Log = recordLog("warn");

export class ClickRecorder {
  private readonly writer: BatchWriter<ClickRecord>;
  /** Clicks lost since the process started (failed writes and a full queue). */
  failedTotal = 0;
  private unreported = 0;
  private lastReason = "";
  private lastLog = 0;
  private logTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ClickRecorderOptions) {
    this.writer = new BatchWriter<ClickRecord>({
      // One result per click: an acknowledged (awaited) click is settled only with its own result.
      write: async (batch) => {
        await insertClicks(await options.getDatabase(), batch);
        return batch.map(() => undefined);
      },
      onFailure: (lost, reason, items) => {
        this.logLostIds(items);
        this.lost(lost, reason);
      },
      maxBatch: 500,
      maxInFlight: options.maxInFlight ?? 1,
      maxQueue: options.maxQueue ?? 10_000,
    });
  }

  /**
   * Stores a click. A person's click (with an ID): resolves `true` once its row is committed,
   * `false` when it was not within `waitMs` (never rejects). A bot's (no ID): queued, `true` at once.
   */
  record(click: ClickRecord): Promise<boolean> {
    if (!click.clickId) {
      this.writer.push(click);
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), this.options.waitMs ?? CLICK_COMMIT_WAIT_MS);
      this.writer.submit(click).then(
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        (error: unknown) => {
          clearTimeout(timer);
          this.lostAcknowledged(click, error);
          resolve(false);
        },
      );
    });
  }

  /** Waits until every queued click is written or counted lost (shutdown, tests). */
  async flush(): Promise<void> {
    await this.writer.drain();
    await new Promise((r) => setImmediate(r));
    this.report();
  }

  private lostBatch: ClickRecord[] = [];
  /** A failed batch rejects its clicks one by one: gathered into one log line per batch. */
  private lostAcknowledged(click: ClickRecord, error: unknown) {
    if (this.lostBatch.length === 0) {
      setImmediate(() => {
        const items = this.lostBatch.splice(0);
        this.logLostIds(items);
        this.lost(items.length, error);
      });
    }
    this.lostBatch.push(click);
  }

  /** One line per lost batch with what a conversion needs to find its click (never throttled). */
  private logLostIds(items: readonly ClickRecord[]) {
    const clicks = items
      .filter((c) => c.clickId)
      .map((c) => ({ clickId: c.clickId, at: c.at.toISOString(), operator: c.operatorId, placement: c.placement, page: c.pagePath }));
    if (clicks.length) (this.options.log ?? defaultLog)({ event: "click_lost", clicks });
  }

  private lost(count: number, reason: unknown) {
    this.failedTotal += count;
    this.unreported += count;
    this.lastReason = describeError(reason);
    const every = this.options.logEveryMs ?? 10_000;
    const wait = this.lastLog + every - Date.now();
    if (wait <= 0) this.report();
    else this.logTimer ??= setTimeout(() => this.report(), wait).unref();
  }

  private report() {
    if (this.logTimer) clearTimeout(this.logTimer);
    this.logTimer = undefined;
    if (this.unreported === 0) return;
    (this.options.log ?? defaultLog)({
      event: "click_write_failed",
      lost: this.unreported,
      lostTotal: this.failedTotal,
      reason: this.lastReason,
    });
    this.unreported = 0;
    this.lastLog = Date.now();
  }
}
