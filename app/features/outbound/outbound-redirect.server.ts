import { randomUUID } from "node:crypto";
import type { ClickRecord } from "./clicks.server";
import { classifyClient, clickSource, outboundTarget, redirectLocation, type HeaderReader } from "./outbound.server";

/** Headers of every answer of the tracked redirect: never cached, never indexed. */
export const OUTBOUND_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The tracked redirect in one function, shared by the server's fast path (server/app.ts, through
 * entry.server) and the React Router route (app/routes/visitar.tsx): where to send the visitor
 * (the operator's tracking link with this click's values, or its play URL), or null for an id that
 * is not an operator (→ the site's 404 page). A person's click gets a random click ID (a UUID, not
 * derived from anything about them); bots, HEAD and prefetches get none. The click is queued for
 * `clicks` (the server's ClickRecorder); the caller answers at once, whatever the database does (a click it could
 * not store is logged with its ID, so the operator's report can still be matched to it).
 */
export function outboundRedirect(
  operatorId: string | undefined,
  search: URLSearchParams,
  method: string,
  headers: HeaderReader,
  clicks: { record(click: ClickRecord): void },
): string | null {
  const target = outboundTarget(operatorId);
  if (!target) return null;
  const source = clickSource(search);
  const client = classifyClient(method, headers);
  const clickId = client.bot ? null : randomUUID();
  clicks.record({ at: new Date(), operatorId: target.operatorId, ...source, ...client, clickId });
  return redirectLocation(target, source, clickId);
}
