import { data, redirect } from "react-router";
import type { Route } from "./+types/visitar";
import { OUTBOUND_HEADERS, outboundRedirect } from "~/features/outbound/outbound-redirect.server";
import { outboundTarget, redirectLocation } from "~/features/outbound/outbound.server";
import { notFoundCopy } from "~/features/layout/index.server";
import { NotFoundPage, notFoundMeta } from "~/features/layout/components";
import { logNotFound } from "~/platform/not-found-log.server";
import { servicesContext } from "~/composition/services.server";
import { isKnownPagePath } from "~/composition/site-pages.server";

/**
 * GET/HEAD /visitar/<operator-id> — the tracked redirect every operator call to action goes
 * through. A 302 to the operator's tracking link or play URL from the content data (never a URL
 * from the request), then the click is queued for the database: the visitor never waits for the write,
 * and the redirect works with the database down. An unknown operator gets the site's 404 page.
 *
 * The production server answers known operators before React Router (server/app.ts, the same
 * function): this route serves the rest — unknown ids, `/visitar/<id>.data` — and any server
 * without that fast path.
 */

const PRIVATE_HEADERS = OUTBOUND_HEADERS;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = outboundTarget(params.operatorId);
  if (!target) {
    logNotFound(url.pathname);
    // The not-found page's data (its meta and body read the copy too).
    return data({ path: url.pathname, copy: notFoundCopy() }, { status: 404, headers: PRIVATE_HEADERS });
  }
  // A client-navigation data request (`/visitar/x.data`) is not a visit to the operator: no click
  // and no click ID, as for a bot.
  const location = url.pathname.endsWith(".data")
    ? redirectLocation(target, { placement: null, pagePath: null }, null)
    : await outboundRedirect(target.operatorId, url.searchParams, request.method, request.headers, context.get(servicesContext).clicks, isKnownPagePath);
  throw redirect(location ?? target.url, { status: 302, headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// An unknown operator: the site's not-found page (its data is the loader's 404 answer above).
export function meta({ loaderData, location }: Route.MetaArgs) {
  return notFoundMeta(loaderData, location.pathname);
}

export default function UnknownOperator({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage data={loaderData} />;
}
