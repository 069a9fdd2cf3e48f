import { randomUUID } from "node:crypto";
import type { ClickRecord } from "./clicks.server.ts";
import { classifyClient, clickSource, outboundTarget, redirectLocation, type HeaderReader, type IsKnownPage } from "./outbound.server.ts";

/** Headers of every answer of the tracked redirect: never cached, never indexed. */
export const OUTBOUND_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The tracked redirect in one function, shared by the server's fast path (server/app.ts, through
 * entry.server) and the React Router route (app/features/outbound/routes/visitar.tsx): where to send the visitor
 * (the operator's tracking link with this click's values, or its play URL), or null for an id that
 * is not an operator (→ the site's 404 page). A person's click gets a random click ID (a UUID, not
 * derived from anything about them); bots, HEAD and prefetches get none. The click ID goes into
 * the link only once `clicks` (the server's ClickRecorder) has committed its row: a click it could
 * not store in time sends the visitor on without an ID (as a bot), so every ID an operator
 * receives is in the database (issue 42). `isKnownPage` says which page paths the click may record
 * (the site's pages, from the composition: a feature does not import it).
 */
export async function outboundRedirect(
  operatorId: string | undefined,
  search: URLSearchParams,
  method: string,
  headers: HeaderReader,
  clicks: { record(click: ClickRecord): Promise<boolean> },
  isKnownPage: IsKnownPage,
): Promise<string | null> {
  const target = outboundTarget(operatorId);
  if (!target) return null;
  const source = clickSource(search, isKnownPage);
  const client = classifyClient(method, headers);
  const clickId = client.bot ? null : randomUUID();
  const stored = await clicks.record({ at: new Date(), operatorId: target.operatorId, ...source, ...client, clickId });
  return redirectLocation(target, source, stored ? clickId : null);
}
