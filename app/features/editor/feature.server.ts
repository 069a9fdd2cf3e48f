/** The browser content editor (registered in app/composition/registry.server.ts): gated in content-editor.server.ts, never prerendered. */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";

export const editorFeature: PageFeature = {
  name: "editor",
  routes: () => [route("keystatic/*", "features/editor/routes/keystatic.tsx"), route("api/keystatic/*", "features/editor/routes/keystatic-api.ts")],
};
