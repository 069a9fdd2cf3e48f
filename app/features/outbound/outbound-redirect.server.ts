import { recordClick } from "./clicks-runtime.server";
import { classifyClient, clickSource, outboundTarget, type HeaderReader } from "./outbound.server";

/** Headers of every answer of the tracked redirect: never cached, never indexed. */
export const OUTBOUND_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * The tracked redirect in one function, shared by the server's fast path (server/app.js, through
 * entry.server) and the React Router route (app/routes/visitar.tsx): the operator's play URL from
 * the content data, or null for an id that is not an operator (→ the site's 404 page). The click
 * is queued for the batched writer; the caller answers at once, whatever the database does.
 */
export function outboundRedirect(
  operatorId: string | undefined,
  search: URLSearchParams,
  method: string,
  headers: HeaderReader,
): string | null {
  const target = outboundTarget(operatorId);
  if (!target) return null;
  recordClick({ at: new Date(), operatorId: target.operatorId, ...clickSource(search), ...classifyClient(method, headers) });
  return target.url;
}
