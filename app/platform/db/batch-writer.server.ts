/**
 * Group commit for the database's write paths: items received in the same turn of the event loop,
 * or while a write is in flight, go to the database together in one statement (one commit). A lone
 * item is written at once; a burst of hundreds costs a handful of commits instead of hundreds
 * (PGlite spends ~0.4 ms of CPU per statement whatever its size, and a PostgreSQL commit waits for
 * its WAL flush).
 *
 * Two ways in, on one queue and one pump:
 * - `push(item)`, fire-and-forget (the tracked clicks): nobody waits; a failed batch or a full
 *   queue is reported through `onFailure` with the number of items lost.
 * - `submit(item)`, acknowledged (the newsletter signups): the promise settles with the item's own
 *   result only once the batch holding it has been written (committed), or rejects with the
 *   reason it was not: the write's error, or `QueueFullError` when the queue is full.
 *
 * The queue is bounded, so an outage never makes memory grow with traffic.
 */
export interface BatchWriterOptions<T, R = void> {
  /**
   * Writes one batch. For acknowledged items it returns one result per item, in the batch's
   * order; an acknowledged item without a result is rejected (a bug in `write`, never a silent
   * "saved").
   */
  write: (batch: T[]) => Promise<readonly R[] | void>;
  /** Called with the number of fire-and-forget items lost and why (a failed write, or a full queue). */
  /** `items` are the fire-and-forget items lost (so a caller can log what it could not store). */
  onFailure?: (lost: number, reason: unknown, items: readonly T[]) => void;
  /**
   * When a batch of several items fails with an error for which this answers true (one bad item,
   * not an outage), each item is written again on its own, so it gets its own outcome and one bad
   * item cannot fail its neighbours. Without it, every item of a failed batch fails.
   */
  retryOneByOne?: (error: unknown) => boolean;
  maxBatch?: number;
  maxInFlight?: number;
  maxQueue?: number;
  /**
   * Longest an acknowledged item may wait in the queue: one still waiting past it is rejected
   * with `QueueTimeoutError` (never written) when the next batch is taken, so its caller can
   * answer "not saved" within its own deadline. Unset: no limit.
   */
  maxWaitMs?: number;
}

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

/** An acknowledged item waited longer than `maxWaitMs` for its batch: it was not written. */
export class QueueTimeoutError extends Error {
  override name = "QueueTimeoutError";
}

interface Entry<T, R> {
  item: T;
  /** When it was queued (Date.now()). */
  at: number;
  /** Present for acknowledged items only. */
  ack?: { resolve: (result: R) => void; reject: (error: unknown) => void };
}

export class BatchWriter<T, R = void> {
  private queue: Array<Entry<T, R>> = [];
  private inFlight = 0;
  private scheduled = false;
  private idle: Array<() => void> = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly maxQueue: number;

  constructor(private readonly options: BatchWriterOptions<T, R>) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxQueue = options.maxQueue ?? 10_000;
  }

  /** Queues one item, fire-and-forget; never throws, never waits. */
  push(item: T): void {
    if (this.queue.length >= this.maxQueue) {
      this.options.onFailure?.(1, new QueueFullError(`queue full (${this.maxQueue})`), [item]);
      return;
    }
    this.queue.push({ item, at: Date.now() });
    this.schedule();
  }

  /** Queues one item and resolves with its result once its batch is committed. */
  submit(item: T): Promise<R> {
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new QueueFullError(`queue full (${this.maxQueue})`));
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, at: Date.now(), ack: { resolve, reject } });
      this.schedule();
    });
  }

  /** Items queued or being written. */
  get pending(): number {
    return this.queue.length + this.inFlight;
  }

  /** Resolves when everything queued so far has been written (or reported lost). */
  drain(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * On the next turn of the event loop, not at once: every item already received in this turn
   * joins the batch (PGlite runs on this thread, so while it works no request is even read).
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
    this.expire();
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.writeBatch(batch).finally(() => {
        this.inFlight--;
        if (this.queue.length > 0) this.schedule();
        else if (this.inFlight === 0) this.idle.splice(0).forEach((resolve) => resolve());
      });
    }
  }

  /** Rejects the acknowledged items that waited past `maxWaitMs` (they are not written). */
  private expire() {
    const maxWait = this.options.maxWaitMs;
    if (maxWait === undefined) return;
    const oldest = Date.now() - maxWait;
    if (!this.queue.some((e) => e.ack && e.at < oldest)) return;
    const keep: Array<Entry<T, R>> = [];
    for (const entry of this.queue) {
      if (entry.ack && entry.at < oldest) entry.ack.reject(new QueueTimeoutError(`waited more than ${maxWait} ms for the database`));
      else keep.push(entry);
    }
    this.queue = keep;
  }

  /** Writes a batch and settles every item of it; never rejects. */
  private async writeBatch(batch: Array<Entry<T, R>>): Promise<void> {
    let results: readonly R[] | void;
    try {
      results = await this.options.write(batch.map((e) => e.item));
    } catch (error) {
      if (batch.length > 1 && this.options.retryOneByOne?.(error)) {
        for (const entry of batch) await this.writeBatch([entry]);
      } else {
        this.fail(batch, error);
      }
      return;
    }
    batch.forEach((entry, i) => {
      if (!entry.ack) return;
      if (results && i < results.length) entry.ack.resolve(results[i]!);
      else entry.ack.reject(new Error("the batch was written but its write returned no result for this item"));
    });
  }

  private fail(batch: Array<Entry<T, R>>, error: unknown) {
    const forgotten: T[] = [];
    for (const entry of batch) {
      if (entry.ack) entry.ack.reject(error);
      else forgotten.push(entry.item);
    }
    if (forgotten.length > 0) this.options.onFailure?.(forgotten.length, error, forgotten);
  }
}
