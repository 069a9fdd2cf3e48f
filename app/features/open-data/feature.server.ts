/** The open data files (CC BY 4.0, linked from /metodologia), registered in app/composition/registry.server.ts: built, and listed in the sitemap. */
import { route } from "@react-router/dev/routes";
import { CORE_UPDATED, type PageFeature } from "../../platform/page-feature.ts";
import { rankingUpdated } from "../operators/index.server.ts";

export const openDataFeature: PageFeature = {
  name: "open-data",
  routes: () => [route("datos/operadores.json", "features/open-data/routes/datos-operadores-json.ts"), route("datos/operadores.csv", "features/open-data/routes/datos-operadores-csv.ts")],
  files: () => {
    const lastmod = rankingUpdated() || CORE_UPDATED;
    return ["/datos/operadores.json", "/datos/operadores.csv"].map((path) => ({ path, sitemap: { lastmod, changefreq: "weekly" as const, priority: 0.3 } }));
  },
};
