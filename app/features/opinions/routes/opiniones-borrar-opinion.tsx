import type { Route } from "./+types/opiniones-borrar-opinion";
import { servicesContext } from "~/composition/services.server";
import { OPINION_DELETE_PATH } from "~/features/opinions/opinions-links";
import { OpinionLinkRoute, opinionLinkMeta } from "~/features/opinions/opinion-link-page";
import { opinionLinkAction, opinionLinkLoader } from "~/features/opinions/opinion-link-route.server";

/** GET /opiniones/borrar-opinion?t=… shows what the link will do; only the page's POST deletes. */
export const loader = ({ request, context }: Route.LoaderArgs) => opinionLinkLoader("delete", request, context.get(servicesContext).getDatabase);
export const action = ({ request, context }: Route.ActionArgs) => opinionLinkAction("delete", request, context.get(servicesContext).getDatabase);
export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
export const handle = { hydrate: true };
export const meta = ({ loaderData }: Route.MetaArgs) => opinionLinkMeta("delete", OPINION_DELETE_PATH, loaderData?.texts);

export default function OpinionDelete({ loaderData, actionData }: Route.ComponentProps) {
  return <OpinionLinkRoute purpose="delete" path={OPINION_DELETE_PATH} loaderData={loaderData} actionData={actionData} />;
}
