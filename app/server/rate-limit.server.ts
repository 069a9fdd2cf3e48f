import net from "node:net";

/**
 * Per-address limit on signup attempts: `limit` per rolling minute, as a token bucket (a burst
 * of `limit`, then one more every 60/limit seconds). In memory: a single server process owns
 * the data anyway, and a restart forgetting the counts is harmless.
 */

export interface RateLimitDecision {
  ok: boolean;
  /** Seconds until the next attempt would pass. */
  retryAfter: number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** Canonical key for an address: IPv4-mapped IPv6 unwrapped; IPv6 reduced to its /64. */
export function addressKey(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith("::ffff:") && net.isIPv4(a.slice(7))) a = a.slice(7);
  if (net.isIPv6(a)) {
    // One subscriber usually owns a whole /64; limiting single addresses would let them rotate.
    const [head = "", tail = ""] = a.split("::");
    const h = head ? head.split(":") : [];
    const t = tail ? tail.split(":") : [];
    const groups = a.includes("::") ? [...h, ...Array(8 - h.length - t.length).fill("0"), ...t] : h;
    return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":") + "::/64";
  }
  return a;
}

export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase();
  if (a === "::1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return net.isIPv4(v4) && v4.startsWith("127.");
}

export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  private readonly exempt: Set<string>;
  private readonly exemptLoopback: boolean;

  constructor(
    readonly limitPerMinute: number,
    exempt: string[] = [],
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {
    this.exemptLoopback = exempt.includes("loopback");
    this.exempt = new Set(exempt.filter((e) => e !== "loopback").map(addressKey));
  }

  check(address: string | undefined): RateLimitDecision {
    if (this.limitPerMinute <= 0) return { ok: true, retryAfter: 0 };
    // No address (a test harness or an odd adapter): one shared bucket, never unlimited.
    const raw = address ?? "unknown";
    if (this.exemptLoopback && isLoopback(raw)) return { ok: true, retryAfter: 0 };
    const key = addressKey(raw);
    if (this.exempt.has(key)) return { ok: true, retryAfter: 0 };

    const now = this.now();
    const perMs = this.limitPerMinute / 60_000;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxEntries) this.sweep(now);
      bucket = { tokens: this.limitPerMinute, updated: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.limitPerMinute, bucket.tokens + (now - bucket.updated) * perMs);
      bucket.updated = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true, retryAfter: 0 };
    }
    return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  /** Drops buckets that have refilled completely: they carry no information any more. */
  sweep(now = this.now()) {
    const full = 60_000;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updated >= full) this.buckets.delete(key);
    }
    // Still full of active attackers: forget the oldest half rather than grow without bound.
    if (this.buckets.size >= this.maxEntries) {
      let n = 0;
      for (const key of this.buckets.keys()) {
        if (n++ > this.maxEntries / 2) break;
        this.buckets.delete(key);
      }
    }
  }

  get size() {
    return this.buckets.size;
  }
}
