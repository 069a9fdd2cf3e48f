/**
 * Player opinions (registered in app/composition/registry.server.ts): one opinions page per operator,
 * the endpoint, the two pages of the email's links and the owner's moderation page. Never prerendered
 * and not in the sitemap: the pages fill at run time (docs/decisions/0280).
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { opinionRoutes } from "./routes.ts";
import { opinionTextsCollection } from "./opinion-texts.server.ts";
import { contentTypes } from "./definition.ts";

export const opinionsFeature: PageFeature = {
  name: "opinions",
  routes: () => [
    ...opinionRoutes().map((r) => route(r.path, r.file, { id: r.id })),
    // Moderation: behind the panel's login (app/features/panel).
    route("panel/opiniones", "features/opinions/routes/panel-opiniones.ts"),
  ],
  // «Cómo verificamos las opiniones», the form, the page, the answers, the link pages and the email.
  collections: () => [opinionTextsCollection],
  content: contentTypes,
};
