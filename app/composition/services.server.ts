import { createContext, RouterContextProvider } from "react-router";
import { clientAddressContext, socketAddressContext } from "../platform/request-context.server.ts";
import { PostbackLimiter } from "../features/conversions/postback.server.ts";
import { createNewsletterRuntime, type StartOptions } from "../features/newsletter/newsletter-runtime.server.ts";
import { ClickRecorder } from "../features/outbound/clicks.server.ts";
import { createPageViewCounter } from "../features/page-views/index.server.ts";
import { adminAuthenticators } from "../features/panel/admin-auth.server.ts";
import { createOpinionServices } from "../features/opinions/index.server.ts";

/**
 * The server's long-lived services, made once per process by the server (server/index.ts, through
 * `createServices` of the build's entry.server) and handed to loaders and actions through React
 * Router's context (`context.get(servicesContext)`). Made by the process rather than kept in module
 * variables: the development server re-evaluates server modules on every edit, and a fresh module
 * must not open the PGlite directory a second time; a release switch (SIGHUP) keeps them too.
 *
 * `start()` before the server accepts connections: the newsletter database (PGlite opened once,
 * its first open takes seconds and only one process may hold its directory; or a PostgreSQL pool),
 * its migrations, the outbox worker. A PostgreSQL that is down does not stop the site: pages are
 * served and signups answer 503 until it is back. A configuration error, or a PGlite directory
 * owned by another live process, does stop it, with a message saying why. `stop()` at shutdown.
 */
export function createServices(options: StartOptions = {}) {
  const newsletter = createNewsletterRuntime(options);
  const getDatabase = () => newsletter.getDatabase();
  // PGlite is one session: one batch at a time. A PostgreSQL pool commits a few at once.
  const clicks = new ClickRecorder({ getDatabase, maxInFlight: newsletter.env.databaseUrl ? 4 : 1 });
  const pageViews = createPageViewCounter(getDatabase);
  const admin = adminAuthenticators();
  const opinions = createOpinionServices(newsletter.env);
  return {
    newsletter,
    getDatabase,
    clicks,
    pageViews,
    postbackLimiter: new PostbackLimiter(),
    admin,
    opinions,
    start: async () => {
      await newsletter.start();
      opinions.startHousekeeping(getDatabase);
    },
    async stop(): Promise<void> {
      // Clicks and page views still queued are written before the database closes.
      await clicks.flush().catch(() => {});
      await pageViews.flush().catch(() => {});
      await newsletter.stop();
      await admin.close();
      await opinions.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;

export const servicesContext = createContext<Services>();

interface IncomingLike {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The context of one request, made by server/app.ts for `createRequestHandler({ getLoadContext })`
 * (through entry.server): the process's services and the client's addresses.
 */
export function getLoadContext(req: IncomingLike, services: Services): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, req.ip ?? req.socket?.remoteAddress ?? null);
  context.set(socketAddressContext, req.socket?.remoteAddress ?? null);
  return context;
}
