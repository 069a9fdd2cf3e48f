/** The tracked redirect to an operator, /visitar/<id> (registered in app/composition/registry.server.ts): never prerendered. */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";

export const outboundFeature: PageFeature = {
  name: "outbound",
  routes: () => [route("visitar/:operatorId", "features/outbound/routes/visitar.tsx")],
};
