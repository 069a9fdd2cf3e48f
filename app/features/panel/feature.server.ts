/** The owner's private dashboard and its CSV export (registered in app/composition/registry.server.ts): never prerendered. */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";

export const panelFeature: PageFeature = {
  name: "panel",
  routes: () => [route("panel", "features/panel/routes/panel.ts"), route("panel/clics.csv", "features/panel/routes/panel-clics-csv.ts")],
};
