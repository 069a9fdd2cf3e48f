import { handlePanelOpinions } from "~/features/panel/index.server";
import { clientAddressContext } from "~/platform/request-context.server";
import { servicesContext } from "~/composition/services.server";
import type { Route } from "./+types/panel-opiniones";

/** /panel/opiniones — opinions waiting for moderation (GET) and the owner's decisions (POST). */
function answer({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const services = context.get(servicesContext);
  return handlePanelOpinions(request, context.get(clientAddressContext), { auth: services.admin.get(), getDatabase: services.getDatabase });
}

export const loader = (args: Route.LoaderArgs) => answer(args);
export const action = (args: Route.ActionArgs) => answer(args);
