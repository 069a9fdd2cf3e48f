import { FILE_PATHS, prerenderPaths } from "../../composition/site-pages.server";
import { getNewsletterDatabase } from "../newsletter/index.server";
import { today } from "../panel/index.server";
import { PageViewCounter, type HeaderReader } from "./page-views.server";

/**
 * The server's one page-view counter, on the site's database. Kept on globalThis for the same
 * reason as the click recorder: the Vite dev server re-evaluates server modules on every edit.
 */
const g = globalThis as typeof globalThis & { __casinosPageViews?: PageViewCounter };

let known: ReadonlySet<string> | null = null;
/** The site's page paths (what is prerendered), without the machine-readable files. */
function isKnownPage(path: string): boolean {
  if (!known) {
    const files = new Set(FILE_PATHS);
    known = new Set(prerenderPaths().filter((p) => !files.has(p)));
  }
  return known.has(path);
}

/** Today in the reports' time zone, worked out at most once a second (it runs on every page served). */
let day = { at: 0, value: "" };
function currentDay(): string {
  const now = Date.now();
  if (now - day.at >= 1000) day = { at: now, value: today(new Date(now)) };
  return day.value;
}

export function getPageViewCounter(): PageViewCounter {
  return (g.__casinosPageViews ??= new PageViewCounter({ getDatabase: getNewsletterDatabase, isKnownPath: isKnownPage, today: currentDay }));
}

/** Called by server/app.js (through entry.server) for every prerendered page it serves. */
export function recordPageView(path: string, method: string, headers: HeaderReader): void {
  getPageViewCounter().record(path, method, headers);
}

/** Writes what is still counted; called at shutdown before the database closes. */
export async function flushPageViews(): Promise<void> {
  await g.__casinosPageViews?.flush();
}
