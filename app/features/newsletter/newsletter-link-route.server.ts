import { data } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.server";
import type { Db } from "../../platform/db/db.server";
import { newsletterLinkMeta, newsletterLinkView } from "../copy/index.server";
import type { ConfirmView, UnsubscribeView } from "../copy/index";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./newsletter-links";
import { confirmSubscription, inspectToken, unsubscribe, type TokenState } from "./newsletter-lifecycle.server";
import { linkHeaders, linkStatus, withNewsletterDb } from "./newsletter-pages.server";

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
  const view = await withNewsletterDb<V | "invalid" | "expired">(getDatabase, async (db) => {
    const token = await inspectToken(db, page.purpose, t);
    return token.state === "invalid" || token.state === "expired" ? token.state : page.viewOf(token);
  });
  const copy = { ...newsletterLinkMeta(page.purpose), ...viewCopy(page, view) };
  return data({ view, t: t ?? "", copy, ...(extra ?? ({} as X)) }, { status: linkStatus(view), headers: linkHeaders });
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
