import { handlePanelRequest } from "~/features/panel/panel.server";
import { clientAddressContext } from "~/platform/request-context.server";
import { servicesContext } from "~/composition/services.server";
import type { Route } from "./+types/panel";

/** GET /panel — the private dashboard (a resource route: its own document, see panel.server.tsx). */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return handlePanelRequest(request, context.get(clientAddressContext), "page", { auth: services.admin.get(), getDatabase: services.getDatabase });
}
