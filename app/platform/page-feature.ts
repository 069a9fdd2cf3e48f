/**
 * What a feature that has pages declares about them, in one object (its `feature.server.ts`), and
 * what the registry (app/composition/registry.server.ts) iterates to make the route table, the prerender list, the
 * sitemap, the link map of the orphan check and the content check's list of collections. Types and plain constants only: the features build
 * their object from their own loaders, and nothing here knows a feature.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Collection } from "./content/collection.ts";
import type { ContentType } from "./content/content-type.ts";

/** A page (or file) as the sitemap lists it. */
export interface SitePage {
  path: string;
  /** ISO date of the last change, for the sitemap. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** A URL that shows a page under another canonical: prerendered, never in the sitemap. */
export interface AliasPage {
  path: string;
  /** The page this URL declares as canonical. */
  canonical: string;
}

/** A generated file (XML, JSON, CSV…): prerendered; listed in the sitemap only with `sitemap`. */
export interface SiteFile {
  path: string;
  /** Its sitemap entry, for a file people and crawlers should find (the open data files). */
  sitemap?: Omit<SitePage, "path">;
}

/**
 * A content collection of any schema, as the content check and the link map take them (they read
 * every entry as data; each feature keeps its collection's precise type for its own readers).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of collections of different schemas; see above
export type AnyCollection = Collection<any>;

/** Records one internal link: from a page path (or a content file, or "(cabecera y pie)") to a path. */
export type AddLink = (from: string, to: string) => void;

/**
 * One feature's pages. Every member but `name` and `routes` is optional: a feature that only answers
 * requests (an endpoint, the panel) gives routes alone.
 */
export interface PageFeature {
  /** The feature's folder under app/features/ (or the composition module's name). */
  name: string;
  /**
   * Why its routes and pages exist though the product specification's route table does not list them:
   * the issue or decision that asked for them. app/routes.test.ts holds the site to the spec's table
   * and accepts pages and routes beyond it only from a feature that says why here.
   */
  beyondSpec?: string;
  /** Its entries of the route table, made with `route()`/`index()` of @react-router/dev/routes; module paths relative to app/. */
  routes(): RouteConfigEntry[];
  /**
   * Its route patterns with a parameter (as written in `routes()`, "metodos-de-pago/:slug") whose every
   * page the build prerenders: any other path they match is the route's 404 page, and the server counts
   * it against its ceiling on rendered 404s (server/app.ts) like an unknown path. A parameter route that
   * renders pages on demand or answers unknowns otherwise (a redirect, a resource) is not listed; the
   * route-table test makes every parameter route be one or the other.
   */
  prerenderedOnly?: readonly string[];
  /** Its canonical, indexable pages: prerendered, listed in the sitemap, each needing a link from another page. */
  pages?(): SitePage[];
  /** Other URLs of its pages (each declaring its canonical): prerendered, never in the sitemap. */
  aliases?(): AliasPage[];
  /** Its generated files: prerendered, in the sitemap when they say so. */
  files?(): SiteFile[];
  /** The internal links its pages and content make from data (what the orphan check counts). */
  links?(add: AddLink): void;
  /**
   * The content its pages read (content/…): the content check validates each collection (and so the
   * build, which runs it first); the links written in a copy file (content/copy/*.yaml) count in the
   * orphan check. A collection several features read is declared by one (the one whose pages show it
   * most); declaring it twice is harmless. Its editor entry is the `contentTypes` of the feature's
   * `definition.ts` (found by app/features/editor/content-types.ts).
   */
  collections?(): readonly AnyCollection[];
  /**
   * The same content as the owner edits it: the `contentTypes` of the definition.ts modules whose
   * collections it declares (the schema the editor, the docs' field tables and the build derive from).
   * The browser editor does not read the registry (it finds every definition.ts's `contentTypes` itself,
   * app/features/editor/content-types.ts); content-collections.server.test.ts proves, feature by
   * feature, that these name exactly the files of `collections()`.
   */
  content?: readonly ContentType[];
}

/** Date the core pages were last revised (home, comparison, blog index): the fallback of a lastmod with no data behind it. */
export const CORE_UPDATED = "2026-11-21";
