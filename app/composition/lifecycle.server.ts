import { closeAdminAuthenticator } from "../features/panel/admin-auth.server";
import { flushClicks } from "../features/outbound/clicks-runtime.server";
import { flushPageViews } from "../features/page-views/index.server";
import { startNewsletterServices, stopNewsletterServices } from "../features/newsletter/newsletter-runtime.server";

/**
 * Start-up and shutdown of the server's long-lived services. The production server awaits
 * `startServices()` before it accepts connections and `stopServices()` when it shuts down.
 *
 * The newsletter database: PGlite is opened once here (its first open takes seconds, and only
 * one process may hold its directory); with DATABASE_URL a PostgreSQL pool is created and the
 * migrations applied. A PostgreSQL that is down does not stop the site: pages are served and
 * signups answer 503 until it is back. A configuration error, or a PGlite directory owned by
 * another live process, does stop it, with a message saying why.
 */
export async function startServices(): Promise<void> {
  await startNewsletterServices();
}

export async function stopServices(): Promise<void> {
  // Clicks still queued are written before the database closes.
  await flushClicks().catch(() => {});
  await flushPageViews().catch(() => {});
  await stopNewsletterServices();
  await closeAdminAuthenticator();
}
