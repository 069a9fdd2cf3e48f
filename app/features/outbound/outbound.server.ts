import Bowser from "bowser";
import { MAX_USER_AGENT, isPerson, type HeaderReader } from "~/platform/visitor.server";
import { getAffiliateUrl, getOperator } from "~/features/operators/index.server";
import { ISSUE_ID, fillAffiliateUrl, isPlacement, issuePage, type Placement } from "~/features/operators";

/**
 * The rules of the tracked redirect `/visitar/<operator-id>`: where it may send a visitor (only
 * an operator's tracking link or play URL from the content data, never anything from the request)
 * and what of the request is kept for the click record (closed lists only: a placement, a known
 * page path, a coarse device class, a browser family and a bot flag — no IP, no cookie, nothing
 * about the person; a human click also gets a random click ID, made here, passed to the operator).
 */

export interface OutboundTarget {
  operatorId: string;
  /** The operator's public site (content `playUrl`). */
  url: string;
  /** Its tracking link with placeholders unfilled (content `affiliateUrl`), when it has one. */
  affiliateUrl?: string;
}

/** The operator's destinations, or null for an id that is not an operator of the content data. */
export function outboundTarget(operatorId: string | undefined): OutboundTarget | null {
  if (!operatorId || operatorId.length > 64) return null;
  const operator = getOperator(operatorId);
  if (!operator) return null;
  const affiliateUrl = getAffiliateUrl(operator.id);
  return affiliateUrl ? { operatorId: operator.id, url: operator.playUrl, affiliateUrl } : { operatorId: operator.id, url: operator.playUrl };
}

/**
 * Where the redirect sends this click. Without a tracking link: the play URL. With one and a click
 * ID (a person): the link with {clickId}, {placement}, {page} and {operator} filled, URL-encoded.
 * Without a click ID (a bot, HEAD or prefetch): the link with every placeholder left empty, so a
 * link checker still sees the real link and a person taken for a bot still earns the commission
 * (the platform knows the affiliate from the link itself), but no click is attributed.
 */
export function redirectLocation(target: OutboundTarget, source: ClickSource, clickId: string | null): string {
  if (!target.affiliateUrl) return target.url;
  if (clickId === null) return fillAffiliateUrl(target.affiliateUrl, {});
  return fillAffiliateUrl(target.affiliateUrl, {
    clickId,
    placement: source.placement ?? "",
    page: source.pagePath ?? "",
    operator: target.operatorId,
  });
}

/** Whether a path is a page of the site (the caller's: isKnownPagePath of app/composition/site-pages.server.ts). */
export type IsKnownPage = (value: unknown) => value is string;

export interface ClickSource {
  placement: Placement | null;
  pagePath: string | null;
}

/**
 * `p` and `s` from the query when they are on the closed lists; anything else is dropped. For the
 * placement `newsletter`, `s` is the issue's id (its file name), stored as `newsletter:<id>`.
 */
export function clickSource(search: URLSearchParams, isKnownPage: IsKnownPage): ClickSource {
  const p = search.get("p");
  const raw = search.get("s");
  if (p === "newsletter") return { placement: p, pagePath: raw && ISSUE_ID.test(raw) ? issuePage(raw) : null };
  // A page path with a trailing slash is the same page (the server 301s it to the slash-less form).
  const s = raw && raw.length > 1 && raw.length <= 300 ? raw.replace(/\/+$/, "") : raw;
  return { placement: isPlacement(p) ? p : null, pagePath: isKnownPage(s) ? s : null };
}

export const DEVICE_CLASSES = ["desktop", "mobile", "tablet", "tv", "other"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const BROWSER_FAMILIES = ["Chrome", "Safari", "Firefox", "Edge", "Samsung Internet", "Opera", "Other"] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

const BROWSER_BY_NAME: Record<string, BrowserFamily> = {
  Chrome: "Chrome",
  Chromium: "Chrome",
  Safari: "Safari",
  Firefox: "Firefox",
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  Opera: "Opera",
};


/** Chromium's speculation rules and link prefetch, Firefox's and Safari's previews. */

export interface ClientClass {
  device: DeviceClass;
  browser: BrowserFamily;
  bot: boolean;
}

export type { HeaderReader };

/**
 * Coarse facts about the client, from the request's headers alone. A request counts as a bot
 * when its User-Agent is a known crawler or link preview (isbot), when it has none, when it is a
 * HEAD or any other method than GET (a link checker, not a person), or when the browser says it is only
 * prefetching: isPerson of platform/visitor.server.ts, the page views' test too.
 */
export function classifyClient(method: string, headers: HeaderReader): ClientClass {
  const ua = (headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  // The same test as a page view's (platform/visitor.server.ts): the CTR divides clicks by views.
  const bot = !isPerson(method, headers);
  if (ua.trim() === "") return { device: "other", browser: "Other", bot };
  const parsed = Bowser.parse(ua);
  const type = parsed.platform.type;
  const device: DeviceClass =
    type === "desktop" || type === "mobile" || type === "tablet" || type === "tv" ? type : "other";
  const browser = BROWSER_BY_NAME[parsed.browser.name ?? ""] ?? "Other";
  return { device, browser, bot };
}
