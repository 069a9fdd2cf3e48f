import type { Route } from "./+types/operator-opiniones";
import { servicesContext } from "~/composition/services.server";
import { OpinionsPage, opinionsPageIndexable } from "~/features/opinions/opinions-page";
import { opinionsPath } from "~/features/opinions/opinions-links";
import { opinionsPageLoader } from "~/features/opinions/opinions-page.server";
import { buildMeta } from "~/platform/seo";

/** /<operador>/opiniones — players' opinions, rendered per request from a short cache (never prerendered). */
export const loader = ({ request, context }: Route.LoaderArgs) => opinionsPageLoader(request, context.get(servicesContext).getDatabase);

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const op = loaderData.operator;
  const page = loaderData.opinions?.page ?? 1;
  const count = loaderData.opinions?.count ?? 0;
  return buildMeta({
    title: `Opiniones de jugadores sobre ${op.name}${page > 1 ? ` (página ${page})` : ""}`,
    description:
      count > 0
        ? `${count} ${count === 1 ? "opinión" : "opiniones"} de jugadores sobre ${op.name}, confirmadas por email y moderadas, aparte de nuestro análisis.`
        : `Opiniones de jugadores sobre ${op.name}: cómo las confirmamos y moderamos, y cómo dejar la tuya.`,
    path: page > 1 ? `${opinionsPath(op.id)}?pagina=${page}` : opinionsPath(op.id),
    robots: opinionsPageIndexable(loaderData) ? undefined : "noindex,follow",
  });
}

export default function OperatorOpinions({ loaderData }: Route.ComponentProps) {
  return <OpinionsPage data={loaderData} />;
}
