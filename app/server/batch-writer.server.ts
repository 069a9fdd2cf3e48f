/**
 * Fire-and-forget group commit, the same scheme as the newsletter's signup writer
 * (newsletter.server.ts): items received in the same turn of the event loop, or while a write
 * is in flight, go to the database together in one statement. Nobody waits for the result:
 * a failed batch is reported through `onFailure` and dropped. The queue is bounded, so an
 * outage can never make memory grow with traffic; what does not fit is reported and dropped.
 */
export interface BatchWriterOptions<T> {
  write: (batch: T[]) => Promise<void>;
  /** Called with the number of items lost and why (a failed write, or a full queue). */
  onFailure: (lost: number, reason: unknown) => void;
  maxBatch?: number;
  maxInFlight?: number;
  maxQueue?: number;
}

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

export class BatchWriter<T> {
  private queue: T[] = [];
  private inFlight = 0;
  private scheduled = false;
  private idle: Array<() => void> = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly maxQueue: number;

  constructor(private readonly options: BatchWriterOptions<T>) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxQueue = options.maxQueue ?? 10_000;
  }

  /** Queues one item; never throws, never waits. */
  push(item: T): void {
    if (this.queue.length >= this.maxQueue) {
      this.options.onFailure(1, new QueueFullError(`queue full (${this.maxQueue})`));
      return;
    }
    this.queue.push(item);
    this.schedule();
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
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.options
        .write(batch)
        .catch((error: unknown) => this.options.onFailure(batch.length, error))
        .finally(() => {
          this.inFlight--;
          if (this.queue.length > 0) this.schedule();
          else if (this.inFlight === 0) this.idle.splice(0).forEach((resolve) => resolve());
        });
    }
  }
}
