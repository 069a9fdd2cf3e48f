import { ISSUE_ID, outboundHref } from "../outbound/index";
import { getAffiliateUrl, getOperators } from "../operators/index.server";

/**
 * Operator links in a newsletter issue earn and are measured like the site's buttons: each one is
 * sent through the tracked redirect, `/visitar/<id>?p=newsletter&s=<issue id>` (the issue's id is
 * its file name). Which links count as an operator's:
 *  - a link to `/visitar/<id>` (relative or on the site's address), whatever its query says;
 *  - a link to an operator's own site (the host of its `playUrl`), except its terms page
 *    (`termsUrl`), which stays direct: information, not a call to action (decision 0090);
 *  - a link that starts with an operator's tracking link (`affiliateUrl`, up to its first `?` or
 *    placeholder): pasted by hand, it would carry no click ID.
 * Any other link is left as it is.
 */

export interface IssueOperator {
  id: string;
  playUrl: string;
  termsUrl: string;
  affiliateUrl?: string;
}

function contentOperators(): IssueOperator[] {
  return getOperators().map((o) => ({ id: o.id, playUrl: o.playUrl, termsUrl: o.termsUrl, affiliateUrl: getAffiliateUrl(o.id) }));
}

/** A function from an absolute link of the issue to the link the e-mail carries. */
export function issueLinkRewriter(issueId: string, siteUrl: string, operators: readonly IssueOperator[] = contentOperators()): (href: string) => string {
  const site = new URL(siteUrl);
  const ids = new Set(operators.map((o) => o.id));
  const byHost = new Map(operators.map((o) => [new URL(o.playUrl).host, o]));
  const prefixes = operators.flatMap((o) => (o.affiliateUrl ? [{ prefix: o.affiliateUrl.split(/[?{]/)[0]!, id: o.id }] : []));
  const page = ISSUE_ID.test(issueId) ? issueId : undefined;
  const tracked = (id: string) => `${site.origin}${outboundHref(id, "newsletter", page)}`;
  return (href) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return href;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return href;
    if (url.host === site.host) {
      const id = /^\/visitar\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
      return id && ids.has(id) ? tracked(id) : href;
    }
    const own = byHost.get(url.host);
    if (own) return href === own.termsUrl ? href : tracked(own.id);
    const viaPlatform = prefixes.find((p) => href.startsWith(p.prefix));
    return viaPlatform ? tracked(viaPlatform.id) : href;
  };
}
