/** The affiliate platforms' postback, /postback/<id> (registered in app/composition/registry.server.ts). */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { platformsCollection } from "./platforms.server.ts";

export const conversionsFeature: PageFeature = {
  name: "conversions",
  routes: () => [route("postback/:operatorId", "features/conversions/routes/postback.ts")],
  // How to read each affiliate platform's CSV report (npm run conversions).
  collections: () => [platformsCollection],
};
