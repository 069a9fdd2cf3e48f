/**
 * The links between the site's pages that the templates make from data, and that the content makes:
 * each feature of the page registry (registry.server.ts) records its own (`links`), and the orphan
 * check counts them. Every page of the sitemap needs at least one link from another page, or search
 * engines (and visitors) only reach it through the sitemap.
 */
import { loadCollection } from "../platform/content/collection.ts";
import { copyFileCollections } from "./content-collections.server.ts";
import type { LinkMap } from "./orphans.ts";
import { PAGE_FEATURES } from "./registry.server.ts";

/** Every internal link the templates and the content make, by source. */
export function internalLinkMap(): LinkMap {
  const map: LinkMap = new Map();
  const add = (from: string, to: string) => {
    const target = to.split("#")[0]!.split("?")[0]!.replace(/\/+$/, "") || "/";
    if (!target.startsWith("/")) return;
    if (!map.has(from)) map.set(from, new Set());
    map.get(from)!.add(target);
  };
  for (const f of PAGE_FEATURES) f.links?.(add);
  // The links written in the fixed texts (content/copy/*.yaml, whichever feature declares them): menus,
  // the footer, the home page's blocks, links in texts.
  for (const col of copyFileCollections()) {
    for (const e of loadCollection(col).entries) for (const r of col.references?.(e) ?? []) if (r.kind === "page") add(`content/copy/${col.file}`, r.value);
  }
  return map;
}
