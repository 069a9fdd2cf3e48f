import { handlePanelRequest } from "~/features/panel/panel.server";
import { clientAddressContext } from "~/platform/request-context.server";
import { servicesContext } from "~/composition/services.server";
import type { Route } from "./+types/panel-clics-csv";

/** GET /panel/clics.csv?desde=…&hasta=… — clicks per day and operator, behind the dashboard's login. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return handlePanelRequest(request, context.get(clientAddressContext), "csv", { auth: services.admin.get(), getDatabase: services.getDatabase });
}
