import { getOperators } from "../operators/index.server.ts";
import { opinionsPath } from "./opinions-links.ts";
import { OPINION_CONFIRM_PATH, OPINION_DELETE_PATH, OPINIONS_ENDPOINT } from "./opinions-links.ts";

/**
 * The feature's routes as plain data (path without the leading slash, route module, id), for
 * the feature's PageFeature (feature.server.ts, in the page registry): one opinions page per operator id (as the
 * reviews have one page per operator), the endpoint, and the two pages of the email's links.
 * Not prerendered: none of these is in the prerender list (app/composition/site-pages.server.ts).
 */
export function opinionRoutes(): Array<{ path: string; file: string; id: string }> {
  return [
    ...getOperators().map((o) => ({ path: opinionsPath(o.id).slice(1), file: "features/opinions/routes/operator-opiniones.tsx", id: `opinions_${o.id.replace(/[^a-z0-9]/gi, "_")}` })),
    { path: OPINIONS_ENDPOINT.slice(1), file: "features/opinions/routes/api.opiniones.ts", id: "api_opiniones" },
    { path: OPINION_CONFIRM_PATH.slice(1), file: "features/opinions/routes/opiniones-confirmar-opinion.tsx", id: "opiniones_confirmar" },
    { path: OPINION_DELETE_PATH.slice(1), file: "features/opinions/routes/opiniones-borrar-opinion.tsx", id: "opiniones_borrar" },
  ];
}
