import { serverPostback } from "~/features/conversions/postback-runtime.server";
import { servicesContext } from "~/composition/services.server";
import { clientAddressContext } from "~/platform/request-context.server";
import type { Route } from "./+types/postback";

/**
 * GET and POST /postback/<operator-id> — server-to-server conversions from an affiliate platform
 * (a resource route: JSON, no page). The rules live in app/features/conversions/postback.server.ts;
 * see docs/decisions/0150-conversions-import-and-postbacks.md.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serverPostback(request, params.operatorId, context.get(clientAddressContext), context.get(servicesContext));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return serverPostback(request, params.operatorId, context.get(clientAddressContext), context.get(servicesContext));
}
