/**
 * The opinions pages' short cache (docs/decisions/0280): a page's query result is kept at most
 * CACHE_MS, so a page stays fast under load, and dropped in this process at once when the owner
 * approves or rejects an opinion (panel), or an author deletes one. An approval by the command line
 * (another process) shows when the entry runs out: within CACHE_MS; a shared HTTP cache (CDN) may add
 * HTTP_MAX_AGE_SECONDS (s-maxage; browsers revalidate every time) — under a minute together. Bounded: keys are operator ids × pages that exist.
 */
export const CACHE_MS = 30_000;
export const HTTP_MAX_AGE_SECONDS = 20;
const MAX_ENTRIES = 1000;

const entries = new Map<string, { at: number; value: unknown }>();

export function cached<T>(operatorId: string, page: number, now = Date.now()): T | undefined {
  const key = `${operatorId}\u0000${page}`;
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (now - hit.at >= CACHE_MS) {
    entries.delete(key);
    return undefined;
  }
  return hit.value as T;
}

export function store(operatorId: string, page: number, value: unknown, now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(`${operatorId}\u0000${page}`, { at: now, value });
}

/** Drops every cached page of this operator (or all, without one). */
export function dropPublicCache(operatorId?: string): void {
  if (operatorId === undefined) return entries.clear();
  for (const key of entries.keys()) if (key.startsWith(`${operatorId}\u0000`)) entries.delete(key);
}
