import { log } from "../../platform/log.server";
import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.server";
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "../../platform/db/db.server";

/** Shared by the pages that links in emails open (/newsletter/confirmar, /newsletter/baja). */

/** Personal, one-off pages: never cached or indexed, and the token never leaves in a Referer. */
export const linkHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export function linkStatus(view: string): number {
  if (view === "invalid") return 404;
  if (view === "expired") return 410;
  if (view === "unavailable") return 503;
  return 200;
}

/** Runs `fn` on the database; a database outage becomes the "unavailable" view (503), not a crash. */
export async function withNewsletterDb<V extends string>(
  getDatabase: () => Promise<Db>,
  fn: (db: Kysely<Database>) => Promise<V>,
): Promise<V | "unavailable"> {
  try {
    return await fn(await getDatabase());
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
      log("warn", "newsletter_link_page_unavailable", { message: describeError(error) });
      return "unavailable";
    }
    throw error;
  }
}
