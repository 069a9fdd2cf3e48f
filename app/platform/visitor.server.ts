/**
 * The one test of «is this request a person?», shared by the click record (/visitar, outbound) and the
 * page-view counter (page-views): the click-through rate divides one count by the other, so both must
 * count the same visitors. A person's request is a GET with a User-Agent that isbot does not take for a
 * crawler, link preview or tool, and no prefetch/prerender header.
 */
import { isbot } from "isbot";

/** What the test reads of the request's headers: a Fetch `Headers` or an adapter. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** Long enough for any real browser's User-Agent; a longer one is cut before any regex sees it. */
export const MAX_USER_AGENT = 512;
const PREFETCH_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];
const PREFETCH_VALUE = /prefetch|prerender|preview/i;

/**
 * isbot's verdict per User-Agent string: a few distinct strings make most of the traffic, and the
 * test (one large regular expression) is most of its cost. Bounded: emptied when full, so a client
 * sending random User-Agents costs only the uncached test.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;
function isBotAgent(ua: string): boolean {
  let v = verdicts.get(ua);
  if (v === undefined) {
    v = ua.trim() === "" || isbot(ua);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(ua, v);
  }
  return v;
}

/** A person: a GET with a browser's User-Agent that is not a crawler, and not a prefetch. */
export function isPerson(method: string, headers: HeaderReader): boolean {
  if (method.toUpperCase() !== "GET") return false;
  if (isBotAgent((headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT))) return false;
  for (const h of PREFETCH_HEADERS) {
    const value = headers.get(h);
    if (value && PREFETCH_VALUE.test(value)) return false;
  }
  return true;
}
