import type { Db } from "../../platform/db/db.server";
import { todayInSpain } from "../../platform/format";
import { PageViewCounter } from "./page-views.server";

/** Today in the reports' time zone, worked out at most once a second (it runs on every page served). */
let day = { at: 0, value: "" };
function currentDay(): string {
  const now = Date.now();
  if (now - day.at >= 1000) day = { at: now, value: todayInSpain(new Date(now)) };
  return day.value;
}

/**
 * The server's page-view counter (app/composition/services.server.ts), on the site's database. It
 * counts nothing until the server hands it the pages of the release it serves (server/app.ts:
 * `knowPaths`, the prerendered documents it indexed at start-up): the same list as the build's
 * prerender list, without loading every operator, post and page of the content to make it again
 * (~0.6 CPU s at a server's first page view).
 */
export function createPageViewCounter(getDatabase: () => Promise<Db>): PageViewCounter {
  return new PageViewCounter({ getDatabase, isKnownPath: () => false, today: currentDay });
}
