/**
 * The list of the site's pages, from the page registry (registry.server.ts): the prerender list and
 * the sitemap both come from here, so a page cannot be built without being listed, or listed without
 * being built. Loaded by react-router.config.ts in plain Node, hence relative imports only.
 */
import type { AliasPage, SitePage } from "../platform/page-feature.ts";
import { PAGE_FEATURES } from "./registry.server.ts";

export type { AliasPage, SitePage } from "../platform/page-feature.ts";

/** Canonical, indexable pages: what the sitemap lists. */
export function indexablePages(): SitePage[] {
  return PAGE_FEATURES.flatMap((f) => f.pages?.() ?? []);
}

/** URLs that show a page under another canonical: prerendered, never in the sitemap. */
export function aliasPages(): AliasPage[] {
  return PAGE_FEATURES.flatMap((f) => f.aliases?.() ?? []);
}

/** The generated files the sitemap lists (the open data files). */
export function dataFilePages(): SitePage[] {
  return PAGE_FEATURES.flatMap((f) => f.files?.() ?? []).flatMap((file) => (file.sitemap ? [{ path: file.path, ...file.sitemap }] : []));
}

/** Machine-readable files generated at build. A function: the files' entries read content, which must not happen at import (the server picks its content folder first). */
export function filePaths(): string[] {
  return PAGE_FEATURES.flatMap((f) => f.files?.() ?? []).map((file) => file.path);
}

let knownPaths: ReadonlySet<string> | null = null;

/** Whether a value is a page path of the site (what is prerendered, without the machine-readable files): the tracked redirect keeps only those. */
export function isKnownPagePath(value: unknown): value is string {
  if (!knownPaths) {
    const files = new Set(filePaths());
    knownPaths = new Set(prerenderPaths().filter((p) => !files.has(p)));
  }
  return typeof value === "string" && value.length <= 300 && knownPaths.has(value);
}

export function prerenderPaths(): string[] {
  return [...indexablePages().map((p) => p.path), ...aliasPages().map((a) => a.path), ...filePaths()];
}
