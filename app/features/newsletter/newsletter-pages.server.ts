import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.server";
import type { Db } from "../../platform/db/db.server";
import { withLinkDb } from "../../platform/link-pages.server";

/** Shared by the pages that links in emails open (/newsletter/confirmar, /newsletter/baja); the rules are the platform's (link-pages.server.ts). */
export { linkHeaders, linkStatus } from "../../platform/link-pages.server";

/** Runs `fn` on the database; a database outage becomes the "unavailable" view (503), not a crash. */
export function withNewsletterDb<V extends string>(getDatabase: () => Promise<Db>, fn: (db: Kysely<Database>) => Promise<V>): Promise<V | "unavailable"> {
  return withLinkDb("newsletter_link_page_unavailable", getDatabase, fn);
}
