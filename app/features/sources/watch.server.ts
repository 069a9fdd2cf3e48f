/**
 * `npm run fuentes`' work: fetch every cited URL (fetch-page.server.ts: guarded, paced per host,
 * time- and size-capped), compare its normalised text with the last stored one, and store the
 * answer in `source_pages` (migration 010). Hosts are asked in parallel, each at its own pace.
 */
import pLimit from "p-limit";
import type { Db } from "../../platform/db/db.server.ts";
import { type CitedUrl } from "./cited-urls.ts";
import { fetchPage, HostPacer, type FetchOptions } from "./fetch-page.server.ts";
import { sourceFlags, type SourceFlag, type StoredSource } from "./flags.ts";
import { changeExcerpt, contentHash, MAX_STORED_TEXT, normaliseText, shorten } from "./page-text.ts";

export interface WatchSettings {
  allowLoopback: FetchOptions["allowLoopback"];
  userAgent: string;
  /** Between two requests to the same host. */
  hostDelayMs: number;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  now?: () => Date;
}

/** One URL's result, as `--json` prints it. */
export interface WatchResult {
  url: string;
  operator: string;
  kinds: CitedUrl["kinds"];
  /** HTTP status of the last answer; null when none came. */
  status: number | null;
  finalUrl: string;
  /** The normalised text differs from the previous run's (false on a URL's first run or a failed fetch). */
  changed: boolean;
  /** 4xx/5xx, or no answer. */
  broken: boolean;
  error: string | null;
  /** Where the text changed («antes: … · ahora: …»), when it did. */
  changeExcerpt: string | null;
  /** The start of the page's text. */
  excerpt: string | null;
  hash: string | null;
  truncated: boolean;
}

/** The Madrid calendar day of a time (aaaa-mm-dd). */
export const madridDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

export async function watchSources(db: Db, cited: readonly CitedUrl[], s: WatchSettings): Promise<WatchResult[]> {
  const now = s.now ?? (() => new Date());
  const pacer = new HostPacer(s.hostDelayMs);
  const options: FetchOptions = { allowLoopback: s.allowLoopback, userAgent: s.userAgent, timeoutMs: s.timeoutMs, maxBytes: s.maxBytes, maxRedirects: s.maxRedirects ?? 10, pacer };
  // One URL is fetched once even when two operators cite it.
  const unique = [...new Map(cited.map((c) => [c.url, c])).values()];
  const limit = pLimit(4);
  return Promise.all(unique.map((c) => limit(() => watchOne(db, c, options, now))));
}

async function watchOne(db: Db, c: CitedUrl, options: FetchOptions, now: () => Date): Promise<WatchResult> {
  const page = await fetchPage(c.url, options);
  const previous = await db.selectFrom("source_pages").select(["content_hash", "page_text"]).where("url", "=", c.url).executeTakeFirst();
  const at = now();
  const broken = page.status === null || page.status >= 400;
  const result: WatchResult = {
    url: c.url,
    operator: c.operatorId,
    kinds: c.kinds,
    status: page.status,
    finalUrl: page.finalUrl,
    changed: false,
    broken,
    error: page.error,
    changeExcerpt: null,
    excerpt: null,
    hash: null,
    truncated: page.truncated,
  };
  const base = { status: page.status, error: page.error, final_url: page.finalUrl, fetched_at: at };
  // Only a good answer's text is compared and kept: an error page is not a new version of the page.
  if (broken || !page.body) {
    await db
      .insertInto("source_pages")
      .values({ url: c.url, ...base, first_fetched_at: at })
      .onConflict((oc) => oc.column("url").doUpdateSet(base))
      .execute();
    return result;
  }
  const text = normaliseText(page.body, page.contentType);
  const hash = contentHash(page.body, text);
  const stored = text === null ? null : text.slice(0, MAX_STORED_TEXT);
  result.hash = hash;
  result.excerpt = stored === null ? null : shorten(stored);
  const changed = Boolean(previous?.content_hash) && previous!.content_hash !== hash;
  result.changed = changed;
  if (changed) result.changeExcerpt = previous!.page_text != null && stored !== null ? changeExcerpt(previous!.page_text, stored) : "el contenido (no textual) es distinto";
  const values = {
    ...base,
    content_hash: hash,
    page_text: stored,
    excerpt: result.excerpt,
    ...(changed ? { changed_at: at, change_excerpt: result.changeExcerpt } : {}),
  };
  await db
    .insertInto("source_pages")
    .values({ url: c.url, ...values, first_fetched_at: at })
    .onConflict((oc) => oc.column("url").doUpdateSet(values))
    .execute();
  return result;
}

/** The stored look at each URL, as the flags read it. */
export async function storedSources(db: Db): Promise<StoredSource[]> {
  const rows = await db.selectFrom("source_pages").select(["url", "status", "error", "final_url", "changed_at", "change_excerpt"]).execute();
  return rows.map((r) => ({
    url: r.url,
    status: r.status,
    error: r.error,
    finalUrl: r.final_url,
    changedOn: r.changed_at ? madridDay(new Date(r.changed_at)) : null,
    changeExcerpt: r.change_excerpt,
  }));
}

/** The flags for the content's citations from the database (an empty list before the first run). */
export async function getSourceFlags(db: Db, cited: readonly CitedUrl[]): Promise<SourceFlag[]> {
  return sourceFlags(cited, await storedSources(db));
}
