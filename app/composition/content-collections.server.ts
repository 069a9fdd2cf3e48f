/**
 * The content the site reads, from the page registry (registry.server.ts): each feature declares the
 * collections its pages read (`collections()` of its PageFeature), and this gathers them for the
 * content check (content-check.ts, and so the build) and for the link map (the links written in the
 * fixed texts count in the orphan check), and the content types the owner edits (`content`) for the
 * tools and docs that run outside the browser. No collection is listed here.
 */
import type { ContentType } from "../platform/content/content-type.ts";
import type { AnyCollection } from "../platform/page-feature.ts";
import { PAGE_FEATURES } from "./registry.server.ts";

/** Every collection the site reads, once each, in the registry's order. */
export function contentCollections(): AnyCollection[] {
  return [...new Set(PAGE_FEATURES.flatMap((f) => f.collections?.() ?? []))];
}

/** The fixed-texts files (content/copy/*.yaml), whichever feature declares them. */
export function copyFileCollections(): AnyCollection[] {
  return contentCollections().filter((c) => c.dir === "copy" && c.file);
}

/**
 * Every content type the owner edits, as the page registry names them (each feature's `content`): what
 * the server-side tools that write files as the editor does use (`npm run content:normalise`), and
 * the owner's field tables (content-docs.ts). The browser editor finds the same list by glob.
 */
export function editedContent(): ContentType[] {
  return [...new Set(PAGE_FEATURES.flatMap((f) => f.content ?? []))];
}
