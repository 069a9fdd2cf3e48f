/**
 * Views of the site's prerendered pages, counted by the server that serves them (issue 23): the
 * denominator of each page's click-through rate. Only people (no crawler, link preview, prefetch
 * or HEAD), only known page paths, nothing about the person: a count per (local day, path).
 *
 * Memory stays bounded: the counts are kept in one map whose keys are known paths of the current
 * day (a few hundred), and are handed to a group-commit writer every few seconds, which adds them
 * to the `page_views` table (migration 006) with one upsert per batch. A write that fails (the
 * database down) loses those counts, never a page, and is logged once per interval.
 *
 * Views answered by a caching CDN or proxy never reach the server and are not counted.
 */
import { recordLog } from "../../platform/log.server";
import { isPerson, type HeaderReader } from "../../platform/visitor.server";
import { BatchWriter } from "../../platform/db/batch-writer.server";
import { describeError, type Db } from "../../platform/db/db.server";

export interface ViewCount {
  day: string;
  path: string;
  views: number;
}

export type { HeaderReader };

/** A person's view: the one «is this a person?» test, shared with the click record (platform/visitor.server.ts). */
export const isHumanView = isPerson;

/** Adds counts to the table: one statement per batch, duplicate keys of a batch added up first. */
export async function addPageViews(db: Db, counts: readonly ViewCount[]): Promise<void> {
  const merged = new Map<string, ViewCount>();
  for (const c of counts) {
    const key = `${c.day}|${c.path}`;
    const m = merged.get(key);
    if (m) m.views += c.views;
    else merged.set(key, { ...c });
  }
  if (merged.size === 0) return;
  await db
    .insertInto("page_views")
    .values([...merged.values()].map((c) => ({ day: c.day, page_path: c.path, views: c.views })))
    .onConflict((oc) => oc.columns(["day", "page_path"]).doUpdateSet((eb) => ({ views: eb("page_views.views", "+", eb.ref("excluded.views")) })))
    .execute();
}

type Log = (line: Record<string, unknown>) => void;

export interface PageViewCounterOptions {
  getDatabase: () => Promise<Db>;
  /**
   * Page paths that may be counted: anything else is ignored (so the map's keys are bounded). The
   * server replaces it with the documents of the release it serves (`knowPaths`).
   */
  isKnownPath: (path: string) => boolean;
  /** The local day (YYYY-MM-DD) a view counts on. */
  today: () => string;
  /** How often the counts go to the database. */
  flushEveryMs?: number;
  log?: Log;
}

const defaultLog: Log = recordLog("warn");

export class PageViewCounter {
  private counts = new Map<string, ViewCount>();
  private timer: NodeJS.Timeout | undefined;
  private readonly writer: BatchWriter<ViewCount>;
  /** Views lost since start (failed writes). */
  lostTotal = 0;

  private isKnownPath: (path: string) => boolean;

  constructor(private readonly options: PageViewCounterOptions) {
    this.isKnownPath = options.isKnownPath;
    this.writer = new BatchWriter<ViewCount>({
      write: async (batch) => addPageViews(await options.getDatabase(), batch),
      onFailure: (lost, reason) => {
        this.lostTotal += lost;
        (options.log ?? defaultLog)({ event: "page_views_write_failed", keys: lost, reason: describeError(reason) });
      },
      maxBatch: 1000,
      maxInFlight: 1,
      // One flush holds at most one key per known path and day: a few flushes of an outage.
      maxQueue: 20_000,
    });
  }

  /** Number of (day, path) keys held in memory now. */
  get size(): number {
    return this.counts.size;
  }

  /**
   * The pages that count from now on: server/app.ts hands the prerendered documents of the release
   * it serves, and a release switch (`npm run publish`) hands the new release's, so a page the
   * publish added is counted from its first view.
   */
  knowPaths(isKnownPath: (path: string) => boolean): void {
    this.isKnownPath = isKnownPath;
  }

  /** Counts one view of `path` if it is a known page and the request is a person's. */
  record(path: string, method: string, headers: HeaderReader): void {
    if (!this.isKnownPath(path) || !isHumanView(method, headers)) return;
    const day = this.options.today();
    const key = `${day}|${path}`;
    const c = this.counts.get(key);
    if (c) c.views++;
    else this.counts.set(key, { day, path, views: 1 });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.handOver();
    }, this.options.flushEveryMs ?? 10_000).unref();
  }

  private handOver() {
    const batch = [...this.counts.values()];
    this.counts = new Map();
    for (const c of batch) this.writer.push(c);
  }

  /** Writes every count held now (shutdown, tests). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.handOver();
    await this.writer.drain();
  }
}
