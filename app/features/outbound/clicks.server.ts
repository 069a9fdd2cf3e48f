import { recordLog } from "../../platform/log.server";
import { BatchWriter } from "../../platform/db/batch-writer.server";
import { describeError, type Db } from "../../platform/db/db.server";
import type { NewClick } from "../../platform/db/schema.server";
import type { Placement } from "~/features/outbound/outbound";
import type { BrowserFamily, DeviceClass } from "./outbound.server";

/**
 * Click records of the tracked redirect (table `outbound_clicks`, migration 003). The redirect
 * answers first and hands the click to `recordClick`, which queues it and returns at once; a
 * group-commit writer stores the queue in batches. A write that fails (database down) loses
 * those clicks, never the visitor's redirect: they are counted in the server log, and each lost
 * human click is logged with its click ID (event `click_lost`), so a conversion the operator
 * reports for it can still be matched by hand.
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
}

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
      write: async (batch) => insertClicks(await options.getDatabase(), batch),
      onFailure: (lost, reason, items) => {
        this.logLostIds(items);
        this.lost(lost, reason);
      },
      maxBatch: 500,
      // PGlite is one connection; with PostgreSQL one batch at a time is plenty for clicks too.
      maxInFlight: 1,
      maxQueue: options.maxQueue ?? 10_000,
    });
  }

  record(click: ClickRecord): void {
    this.writer.push(click);
  }

  /** Waits until every queued click is written or counted lost (shutdown, tests). */
  async flush(): Promise<void> {
    await this.writer.drain();
    this.report();
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
