import { data } from "react-router";
import { DatabaseUnavailableError, describeError, isConnectionError, type Db } from "../../platform/db/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { getOperator } from "../operators/index.server.ts";
import { approvedOpinions, type OpinionsPage } from "./opinions.server.ts";
import { cached, HTTP_MAX_AGE_SECONDS, store } from "./opinions-cache.server.ts";
import { getOpinionTexts } from "./opinion-texts.server.ts";
import type { OpinionsPageData } from "./opinions-page.tsx";

/** `?pagina=N`: absent → 1; anything but a plain positive number → null (the page answers 404). */
export function pageParam(url: URL): number | null {
  const all = url.searchParams.getAll("pagina");
  if (all.length === 0) return 1;
  if (all.length > 1 || !/^[1-9][0-9]{0,5}$/.test(all[0]!)) return null;
  return Number(all[0]);
}

/**
 * Whether GET of /<id>/opiniones with this query answers 404, asked by the server before rendering
 * so that these 404s count against the ceiling on rendered 404 pages (decision 0264): a malformed
 * `pagina` at once, a page past the last from the (cached) first page or one count query. Anything
 * else, a database outage included, is left to the loader (false).
 */
export async function opinionsPageIsNotFound(operatorId: string, search: URLSearchParams, getDatabase: () => Promise<Db>): Promise<boolean> {
  if (!getOperator(operatorId)) return false; // not an opinions page (e.g. /api/opiniones)
  const page = pageParam(new URL(`http://x/?${search.toString()}`));
  if (page === null) return true;
  if (page === 1) return false;
  const first = cached<OpinionsPage>(operatorId, 1);
  if (first) return page > first.pages;
  try {
    return (await approvedOpinions(await getDatabase(), operatorId, page)) === null;
  } catch {
    return false;
  }
}

/** The operator id of /<id>/opiniones. */
export const operatorIdOf = (pathname: string) => pathname.replace(/\/+$/, "").split("/")[1] ?? "";

/**
 * The loader of /<operador>/opiniones: rendered per request (never prerendered: an approved opinion
 * shows without a rebuild), from a short cache (./opinions-cache.server.ts). A page past the last, or a
 * malformed `pagina`, is a 404; a database outage answers 503 with the page and a notice, not an error page.
 */
export async function opinionsPageLoader(request: Request, getDatabase: () => Promise<Db>) {
  const url = new URL(request.url);
  const operator = getOperator(operatorIdOf(url.pathname));
  const page = pageParam(url);
  if (!operator || page === null) throw data(null, { status: 404 });
  let opinions: OpinionsPage | null = cached<OpinionsPage>(operator.id, page) ?? null;
  let status = 200;
  if (!opinions) {
    try {
      opinions = await approvedOpinions(await getDatabase(), operator.id, page);
      if (opinions === null) throw data(null, { status: 404 });
      store(operator.id, page, opinions);
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError || isConnectionError(error))) throw error;
      log("warn", "opinions_page_unavailable", { message: describeError(error) });
      status = 503;
    }
  }
  const body: OpinionsPageData = {
    operator: { id: operator.id, name: operator.name, detailUrl: operator.detailUrl, rating: operator.rating },
    opinions,
    verification: { heading: getOpinionTexts().verificationHeading, paragraphs: [...getOpinionTexts().verification] },
    texts: getOpinionTexts().page,
    formTexts: getOpinionTexts().form,
  };
  const headers: Record<string, string> =
    // Browsers ask every time (the server answers from its own cache); a shared cache (CDN) may keep it briefly.
    status === 200 ? { "Cache-Control": `public, max-age=0, s-maxage=${HTTP_MAX_AGE_SECONDS}` } : { "Cache-Control": "no-store", "Retry-After": "30" };
  return data(body, { status, headers });
}
