import { data } from "react-router";
import type { Db } from "../../platform/db/db.server.ts";
import { linkHeaders, linkIsNotFound, linkStatus, withLinkDb } from "../../platform/link-pages.server.ts";
import { tokenHashFromInput } from "../newsletter/index.server.ts";
import { confirmOpinion, deleteOpinionByLink, inspectOpinionLink, type OpinionLinkPurpose } from "./opinions.server.ts";
import type { OpinionLinkTexts, OpinionLinkView } from "./opinion-link-texts.ts";
import { getOpinionTexts } from "./opinion-texts.server.ts";

/**
 * The two pages an opinion's email links to (/opiniones/confirmar-opinion, /opiniones/borrar-opinion),
 * built like the newsletter's: GET shows what the link will do (mail scanners follow links), only the
 * page's POST acts; personal pages, never cached or indexed, the token never in a Referer.
 */

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

const withDb = <V extends string>(getDatabase: () => Promise<Db>, fn: (db: Db) => Promise<V>) => withLinkDb("opinion_link_page_unavailable", getDatabase, fn);

/** `texts`: the owner's link page texts (content/site/opiniones.yaml), those the server serves unless given. */
export async function opinionLinkLoader(purpose: OpinionLinkPurpose, request: Request, getDatabase: () => Promise<Db>, texts: OpinionLinkTexts = getOpinionTexts().links) {
  const t = tokenOf(request);
  const view: OpinionLinkView = await withDb(getDatabase, (db) => inspectOpinionLink(db, purpose, t));
  return data({ view, t: t ?? "", texts }, { status: linkStatus(view), headers: linkHeaders });
}

export async function opinionLinkAction(purpose: OpinionLinkPurpose, request: Request, getDatabase: () => Promise<Db>) {
  const t = tokenOf(request);
  const view: OpinionLinkView = await withDb(getDatabase, (db) => (purpose === "confirm" ? confirmOpinion(db, t) : deleteOpinionByLink(db, t)));
  return data({ view }, { status: linkStatus(view), headers: linkHeaders });
}

/** Whether GET answers 404 before rendering (the not-found ceiling, issue 42): a token that cannot be ours, or an unknown one. */
export function opinionLinkIsNotFound(purpose: OpinionLinkPurpose, t: string | null, getDatabase: () => Promise<Db>): Promise<boolean> {
  return linkIsNotFound(tokenHashFromInput(t) !== null, () => withDb(getDatabase, (db) => inspectOpinionLink(db, purpose, t)));
}
