/**
 * Outbound links to operators. Every call to action that leads to an operator points at the
 * site's own tracked redirect, `/visitar/<operator-id>?p=<placement>&s=<page path>`, which answers
 * a 302 to the operator's play URL taken from the content data (never from the request) and
 * records the click. Client-safe: no server code, no operator data.
 */

/**
 * Where on the site a call to action sits. A closed list: the redirect ignores any other value,
 * so nothing a visitor typed is ever stored. Add a placement here when a new kind of button appears.
 */
export const PLACEMENTS = [
  /** The ranking's first entries in the first screen of the home page. */
  "home-hero",
  /** Operator cards of the home page (top 6). */
  "home-top6",
  /** /comparacion: the summary table (desktop) and the full list of cards, one placement. */
  "comparison",
  /** The play button in the hero of a review page. */
  "review-hero",
  /** The "Juega en …" box of a review page's sidebar. */
  "review-sidebar",
  /** Head-to-head pages /comparar/<a>-vs-<b>: the play button of each side. */
  "head-to-head",
] as const;

export type Placement = (typeof PLACEMENTS)[number];

const PLACEMENT_SET: ReadonlySet<string> = new Set(PLACEMENTS);

export function isPlacement(value: unknown): value is Placement {
  return typeof value === "string" && PLACEMENT_SET.has(value);
}

/** Path prefix of the redirect (disallowed in robots.txt, never in the sitemap). */
export const OUTBOUND_PREFIX = "/visitar/";

/**
 * The href of an operator call to action. `pagePath` is the path of the page the button is on
 * (the redirect keeps it only if it is a known page of the site).
 */
export function outboundHref(operatorId: string, placement: Placement, pagePath?: string): string {
  const query = new URLSearchParams({ p: placement });
  if (pagePath) query.set("s", pagePath);
  return `${OUTBOUND_PREFIX}${encodeURIComponent(operatorId)}?${query.toString()}`;
}
