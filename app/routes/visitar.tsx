import { data, redirect } from "react-router";
import type { Route } from "./+types/visitar";
import { recordClick } from "~/server/clicks-runtime.server";
import { classifyClient, clickSource, outboundTarget } from "~/server/outbound.server";

/**
 * GET/HEAD /visitar/<operator-id> — the tracked redirect every operator call to action goes
 * through. A 302 to the operator's play URL from the content data (never a URL from the
 * request), then the click is queued for the database: the visitor never waits for the write,
 * and the redirect works with the database down. An unknown operator gets the site's 404 page.
 */

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function loader({ request, params }: Route.LoaderArgs) {
  const target = outboundTarget(params.operatorId);
  if (!target) {
    console.warn(
      JSON.stringify({ level: "warn", event: "not_found", path: new URL(request.url).pathname, time: new Date().toISOString() }),
    );
    return data({ path: new URL(request.url).pathname }, { status: 404, headers: PRIVATE_HEADERS });
  }
  const url = new URL(request.url);
  // A client-navigation data request (`/visitar/x.data`) is not a visit to the operator.
  if (!url.pathname.endsWith(".data")) {
    recordClick({ at: new Date(), operatorId: target.operatorId, ...clickSource(url.searchParams), ...classifyClient(request.method, request.headers) });
  }
  throw redirect(target.url, { status: 302, headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export { meta, default } from "./not-found";
