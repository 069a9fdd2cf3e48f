import { ClickRecorder, type ClickRecord } from "./clicks.server";
import { getNewsletterDatabase } from "../newsletter/index.server";

/**
 * The server's one click recorder. It writes to the same database as the newsletter (PGlite
 * in DATA_DIR, or DATABASE_URL). Kept on globalThis for the same reason as the newsletter's
 * state: the Vite dev server re-evaluates server modules on every edit.
 */
const g = globalThis as typeof globalThis & { __casinosClicks?: ClickRecorder };

export function getClickRecorder(): ClickRecorder {
  return (g.__casinosClicks ??= new ClickRecorder({ getDatabase: getNewsletterDatabase }));
}

export function recordClick(click: ClickRecord): void {
  getClickRecorder().record(click);
}

/** Writes what is still queued; called at shutdown before the database closes. */
export async function flushClicks(): Promise<void> {
  await g.__casinosClicks?.flush();
}
