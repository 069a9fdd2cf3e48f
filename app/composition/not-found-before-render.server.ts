/**
 * Routes whose loader decides, from the request alone, that the answer is a 404: the server asks
 * here before React Router renders (server/app.ts, through entry.server), so that these 404s obey
 * the same ceiling on rendered 404 pages as unknown paths (issue 42). Everything the answer depends
 * on is what the route's own loader checks, by the same functions.
 *
 * - "counted": the route renders its 404 page; it counts against NOT_FOUND_RENDERS_PER_SECOND, and
 *   past the ceiling the server answers its short not-found page instead.
 * - "short": the route has nothing to show but "not found" (the content editor where it is off or
 *   not for this client): always the server's short Spanish not-found page, never a render.
 * - null: not a 404 as far as can be told before rendering; React Router answers.
 *
 * A POST is asked too, for the four link pages only (issue 48: a POST with an unknown token rendered
 * the whole page outside the ceiling, 70 a second). For them a token GET shows as a 404 is one the
 * POST answers 404 for, having changed nothing: unknown or malformed (no row to act on), or spent
 * (the newsletter's actions refuse a used token as its GET does; an opinion's delete token is never
 * marked used, and its confirm token is used only by the confirmation that moves the opinion out of
 * "unconfirmed", which both GET and POST answer «already»). Any other POST gets null.
 */
import { CONFIRM_LINK, linkPageIsNotFound, UNSUBSCRIBE_LINK } from "../features/newsletter/newsletter-link-route.server.ts";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "../features/newsletter/newsletter-links.ts";
import { editorAnswersNotFound } from "../features/editor/content-editor.server.ts";
import { getOpinionTexts, opinionLinkIsNotFound, opinionsPageIsNotFound } from "../features/opinions/index.server.ts";
import { newsletterLinkView, unsubscribeMailboxLabel } from "../features/newsletter/newsletter-copy.server.ts";
import { OPINION_CONFIRM_PATH, OPINION_DELETE_PATH } from "../features/opinions/opinions-links.ts";
import type { Services } from "./services.server.ts";
import { parsePairSlug } from "../features/comparison/head-to-head.ts";
import { getOperator } from "../features/operators/operators.ts";
import { PAGE_FEATURES } from "./registry.server.ts";

export type NotFoundBeforeRender = "counted" | "short" | null;

export interface RequestBeforeRender {
  /** GET, HEAD or POST (a POST is only ever a link page's question). */
  method?: string;
  /** The query string of the request. */
  search: URLSearchParams;
  /** Whether the request carries this header (lower-case name). */
  hasHeader(name: string): boolean;
  /** The TCP peer's address (never a proxy-reported one). */
  socketAddress: string | null;
}

/** The route patterns (as in app/routes.ts) answered here; any other gets null at once. */
const linkPageOf = (routePath: string) =>
  routePath === CONFIRM_PATH.slice(1) ? CONFIRM_LINK : routePath === UNSUBSCRIBE_PATH.slice(1) ? UNSUBSCRIBE_LINK : null;
export const EDITOR_ROUTE = "keystatic/*";

/** `routePath`: the path pattern of the deepest route React Router matched for a GET or HEAD. */
export async function notFoundBeforeRender(routePath: string, request: RequestBeforeRender, services: Pick<Services, "getDatabase">): Promise<NotFoundBeforeRender> {
  const link = linkPageOf(routePath);
  if (link) return (await linkPageIsNotFound(link, request.search.get("t"), services.getDatabase)) ? "counted" : null;
  const opinionLink = routePath === OPINION_CONFIRM_PATH.slice(1) ? "confirm" : routePath === OPINION_DELETE_PATH.slice(1) ? "delete" : null;
  if (opinionLink) return (await opinionLinkIsNotFound(opinionLink, request.search.get("t"), services.getDatabase)) ? "counted" : null;
  if (request.method === "POST") return null;
  const opinionsOf = /^([^/]+)\/opiniones$/.exec(routePath)?.[1];
  if (opinionsOf) return (await opinionsPageIsNotFound(opinionsOf, request.search, services.getDatabase)) ? "counted" : null;
  if (routePath === EDITOR_ROUTE) return editorAnswersNotFound(request.hasHeader, { socketAddress: request.socketAddress }) ? "short" : null;
  return null;
}

/** What the server's short not-found page says instead of its generic heading. */
export interface ShortNotFoundCopy {
  heading: string;
  text: string;
  /** A mailbox to write to, after its label (the unsubscribe page's way out of a dead link). */
  contact?: { label: string; address: string };
}

/**
 * For a link page past the ceiling, the page's own «Enlace no válido» text (the owner's copy): a
 * visitor whose link is stale learns why and what to do, as on the rendered page, not just «Página
 * no encontrada». Null for any other route: the generic short page.
 */
export function shortNotFoundCopy(routePath: string, services: Pick<Services, "newsletter">): ShortNotFoundCopy | null {
  const link = linkPageOf(routePath);
  if (link) {
    const { heading, text } = link.purpose === "confirm" ? newsletterLinkView("confirm", "invalid") : newsletterLinkView("unsubscribe", "invalid");
    if (link.purpose === "confirm") return { heading, text };
    return { heading, text, contact: { label: unsubscribeMailboxLabel(), address: services.newsletter.env.mail.unsubscribeTo } };
  }
  if (routePath === OPINION_CONFIRM_PATH.slice(1) || routePath === OPINION_DELETE_PATH.slice(1)) {
    const { heading, text } = getOpinionTexts().links.invalid;
    return { heading, text };
  }
  return null;
}

/**
 * /comparar/<a>-vs-<b> (or its .data) naming two known operators in either order: a page, rendered on
 * demand when the build did not prerender it (decision 0295: past 15 operators only some pairs are
 * prerendered), so the server renders it without counting it against the 404 ceiling. Any other
 * slug is the route's 404 page and stays counted (server/app.ts).
 */
export function pairRendersOnDemand(pathname: string): boolean {
  const m = /^\/comparar\/([^/]+?)(?:\.data)?\/?$/.exec(pathname);
  const ids = m ? parsePairSlug(m[1]!) : null;
  return !!ids && !!getOperator(ids[0]) && !!getOperator(ids[1]);
}

let prerenderedOnly: ReadonlySet<string> | null = null;

/**
 * The parameter routes whose every page the build prerenders (each feature's `prerenderedOnly`): the
 * server answers their prerendered pages from disk, so a request that reaches the router through one
 * of them is its 404 page and counts against the ceiling (server/app.ts).
 */
export function prerenderedOnlyRoutes(): ReadonlySet<string> {
  prerenderedOnly ??= new Set(PAGE_FEATURES.flatMap((f) => f.prerenderedOnly ?? []));
  return prerenderedOnly;
}
