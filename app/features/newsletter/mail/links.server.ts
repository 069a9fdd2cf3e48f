/** The public URLs that emails link to, on the configured site origin. */
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "../newsletter-links";

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${CONFIRM_PATH}?t=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`;
}

/**
 * RFC 2369 + RFC 8058 headers: mail clients show an "unsubscribe" button that POSTs
 * `List-Unsubscribe=One-Click` to the HTTPS URL; the mailto: is the fallback for clients that
 * only send mail. The mailto's subject carries the same token so a person processing those
 * mails can find the subscriber without trusting the From address.
 */
export function listUnsubscribeHeaders(url: string, mailto: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>, <mailto:${mailto}?subject=${encodeURIComponent(`baja ${token}`)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
