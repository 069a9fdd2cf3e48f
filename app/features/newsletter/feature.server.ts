/** The newsletter's endpoint and the pages its mails link to (registered in app/composition/registry.server.ts): never prerendered. */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { emailsCopy, newsletterCopy } from "./newsletter-copy.server.ts";
import { contentTypes } from "./definition.ts";

export const newsletterFeature: PageFeature = {
  name: "newsletter",
  routes: () => [
    route("api/newsletter", "features/newsletter/routes/api.newsletter.ts"),
    route("newsletter/confirmar", "features/newsletter/routes/newsletter-confirmar.tsx"),
    route("newsletter/baja", "features/newsletter/routes/newsletter-baja.tsx"),
  ],
  collections: () => [newsletterCopy, emailsCopy],
  content: contentTypes,
};
