import type { Db } from "../../platform/db/db.server";
import { FILE_PATHS, prerenderPaths } from "../../composition/site-pages.server";
import { today } from "../panel/index.server";
import { PageViewCounter } from "./page-views.server";

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

/** The server's page-view counter (app/composition/services.server.ts), on the site's database. */
export function createPageViewCounter(getDatabase: () => Promise<Db>): PageViewCounter {
  return new PageViewCounter({ getDatabase, isKnownPath: isKnownPage, today: currentDay });
}
