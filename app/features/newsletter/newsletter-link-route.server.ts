import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.server";
import type { Db } from "../../platform/db/db.server";
import { newsletterLinkMeta, newsletterLinkView } from "./newsletter-copy.server";
import type { ConfirmView, UnsubscribeView } from "./newsletter-copy";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./newsletter-links";
import { confirmSubscription, inspectToken, unsubscribe, type TokenState } from "./newsletter-lifecycle.server";
import { linkHeaders, linkStatus, withNewsletterDb } from "./newsletter-pages.server";
import { linkIsNotFound } from "../../platform/link-pages.server";
import { tokenHashFromInput } from "./mail/tokens.server";

/**
 * The two pages that links in emails open, /newsletter/confirmar and /newsletter/baja, differ only in
 * what a live token means and what their POST does; the rest is here once. GET shows what the link
 * will do (mail scanners follow links with GET); the page's POST acts — and for /newsletter/baja the
 * same POST is RFC 8058's one-click unsubscribe. See docs/decisions/0050-newsletter-mail-outbox.md.
 */
interface LinkPage<V extends string> {
  purpose: "confirm" | "unsubscribe";
  path: string;
  /** What a token that is neither unknown nor expired means for its subscriber. */
  viewOf(token: Extract<TokenState, { status: unknown }>): V;
  /** The POST: what the link does. */
  act(db: Kysely<Database>, token: string | null): Promise<V>;
}

export const CONFIRM_LINK: LinkPage<Exclude<ConfirmView, "unavailable">> = {
  purpose: "confirm",
  path: CONFIRM_PATH,
  viewOf: (token) => (token.status === "unsubscribed" ? "unsubscribed" : token.status === "confirmed" ? "already" : token.state === "valid" ? "valid" : "invalid"),
  act: confirmSubscription,
};

export const UNSUBSCRIBE_LINK: LinkPage<Exclude<UnsubscribeView, "unavailable">> = {
  purpose: "unsubscribe",
  path: UNSUBSCRIBE_PATH,
  viewOf: (token) => (token.status === "unsubscribed" ? "already" : token.state === "valid" ? "valid" : "invalid"),
  act: unsubscribe,
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

/** The loader's answer: the outcome, the token for the form, and only this outcome's text. */
export async function linkPageLoader<V extends string, X extends object = object>(
  page: LinkPage<V>,
  request: Request,
  getDatabase: () => Promise<Db>,
  extra?: X,
) {
  const t = tokenOf(request);
  const view = await linkPageView(page, t, getDatabase);
  const copy = { ...newsletterLinkMeta(page.purpose), ...viewCopy(page, view) };
  return data({ view, t: t ?? "", copy, ...(extra ?? ({} as X)) }, { status: linkStatus(view), headers: linkHeaders });
}

/** What GET shows for token `t`: the link's outcome, "invalid", "expired" or "unavailable" (database down). */
function linkPageView<V extends string>(page: LinkPage<V>, t: string | null, getDatabase: () => Promise<Db>) {
  return withNewsletterDb<V | "invalid" | "expired">(getDatabase, async (db) => {
    const token = await inspectToken(db, page.purpose, t);
    return token.state === "invalid" || token.state === "expired" ? token.state : page.viewOf(token);
  });
}

/**
 * Whether GET of this page with token `t` answers the not-found page (404): a token that cannot be
 * ours (no database asked), an unknown one, a spent one. The server asks before React Router renders
 * the page, so these count against its ceiling on rendered 404 pages (issue 42: 122 renders a second
 * of `?t=x`). A valid token, an expired one (410) or a database outage (503) is not a 404: false.
 */
export function linkPageIsNotFound(page: LinkPage<string>, t: string | null, getDatabase: () => Promise<Db>): Promise<boolean> {
  return linkIsNotFound(tokenHashFromInput(t) !== null, () => linkPageView(page, t, getDatabase));
}

/** The action's answer: what the POST did, and its text. */
export async function linkPageAction<V extends string>(page: LinkPage<V>, request: Request, getDatabase: () => Promise<Db>) {
  const view = await withNewsletterDb<V>(getDatabase, (db) => page.act(db, tokenOf(request)));
  return data({ view, copy: viewCopy(page, view) }, { status: linkStatus(view), headers: linkHeaders });
}

function viewCopy(page: LinkPage<string>, view: string) {
  return page.purpose === "confirm" ? newsletterLinkView("confirm", view as ConfirmView) : newsletterLinkView("unsubscribe", view as UnsubscribeView);
}

/** After a POST its own headers (no-store), else the loader's. */
export function linkPageHeaders({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
