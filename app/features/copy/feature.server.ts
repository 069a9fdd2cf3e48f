/**
 * The fixed texts (content/copy/*.yaml), registered in app/registry.server.ts: no page of their own,
 * but their menus, footer, home blocks and texts link pages (the orphan check counts those links,
 * by file).
 */
import type { PageFeature } from "../../platform/page-feature.ts";
import { loadCollection } from "../../platform/content/collection.ts";
import { COPY_COLLECTIONS } from "./copy.server.ts";

export const copyFeature: PageFeature = {
  name: "copy",
  routes: () => [],
  links: (add) => {
    for (const col of COPY_COLLECTIONS) {
      const { entries } = loadCollection(col);
      for (const e of entries) for (const r of col.references?.(e) ?? []) if (r.kind === "page") add(`content/copy/${col.file}`, r.value);
    }
  },
};
