import type { Route } from "./+types/opiniones-confirmar-opinion";
import { servicesContext } from "~/composition/services.server";
import { OPINION_CONFIRM_PATH } from "~/features/opinions/opinions-links";
import { OpinionLinkRoute, opinionLinkMeta } from "~/features/opinions/opinion-link-page";
import { opinionLinkAction, opinionLinkLoader } from "~/features/opinions/opinion-link-route.server";

/** GET /opiniones/confirmar-opinion?t=… shows what the link will do; only the page's POST confirms. */
export const loader = ({ request, context }: Route.LoaderArgs) => opinionLinkLoader("confirm", request, context.get(servicesContext).getDatabase);
export const action = ({ request, context }: Route.ActionArgs) => opinionLinkAction("confirm", request, context.get(servicesContext).getDatabase);
export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
export const handle = { hydrate: true };
export const meta = ({ loaderData }: Route.MetaArgs) => opinionLinkMeta("confirm", OPINION_CONFIRM_PATH, loaderData?.texts);

export default function OpinionConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <OpinionLinkRoute purpose="confirm" path={OPINION_CONFIRM_PATH} loaderData={loaderData} actionData={actionData} />;
}
