/**
 * What the pages that links in emails open share (the newsletter's /newsletter/confirmar and
 * /newsletter/baja, the opinions' /opiniones/confirmar-opinion and /opiniones/borrar-opinion): their
 * headers, the status of each outcome, a database outage answered as a view, and the not-found
 * question the server asks before rendering (issue 42).
 */
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "./db/db.server.ts";
import { log } from "./log.server.ts";

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

/**
 * Runs `fn` on the database; a database outage becomes the "unavailable" view (503), not a crash,
 * logged as `event`.
 */
export async function withLinkDb<V extends string>(event: string, getDatabase: () => Promise<Db>, fn: (db: Db) => Promise<V>): Promise<V | "unavailable"> {
  try {
    return await fn(await getDatabase());
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
      log("warn", event, { message: describeError(error) });
      return "unavailable";
    }
    throw error;
  }
}

/**
 * Whether GET of a link page answers the not-found page (404): `wellFormed` false (a token that cannot
 * be ours: no database asked), or the view GET would show is a 404 (unknown, spent). Counted against
 * the ceiling on rendered 404 pages; anything that goes wrong is left to the route itself (false).
 */
export async function linkIsNotFound(wellFormed: boolean, view: () => Promise<string>): Promise<boolean> {
  if (!wellFormed) return true;
  try {
    return linkStatus(await view()) === 404;
  } catch {
    return false;
  }
}
