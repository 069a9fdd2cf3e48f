/**
 * The route an unknown path reaches, without React Router's `matchRoutes` (issue 43). `matchRoutes`
 * flattens and ranks the whole route tree and compiles a regular expression per route on every call:
 * ~0.5 ms of CPU with this site's ~80 routes, five times a prerendered page, paid by every request for
 * an unknown URL even past the ceiling on rendered 404 pages (a flood of them slowed real pages' p99
 * from 3 ms to ~1 s). Here the tree is compiled once per build into one pattern per route; a path that
 * no route but the catch-all can match gets the catch-all at once, and only a path some other route may
 * match goes on to `matchRoutes`, which stays the one that decides.
 *
 * Conservative by construction: a route path with syntax this file does not know matches everything
 * here (so `matchRoutes` decides), and so does any path holding a percent sign (React Router decodes it
 * before matching).
 */
import type { RouteObject } from "react-router";
import { escapeRegExp as escape } from "../app/platform/text.ts";

export interface RoutePrefilter {
  /** The catch-all route object when nothing else can match `pathname`; null when `matchRoutes` must decide. */
  catchAllFor(pathname: string): RouteObject | null;
}


/** One segment of a route path as a regular expression piece (leading slash included), or null if unknown syntax. */
function segment(seg: string): string | null {
  if (seg === "*") return "(?:/.*)?";
  if (/^:[\w-]+$/.test(seg)) return "/[^/]+";
  if (/^:[\w-]+\?$/.test(seg)) return "(?:/[^/]+)?";
  if (/^[\w.~-]+$/.test(seg)) return `/${escape(seg)}`;
  if (/^[\w.~-]+\?$/.test(seg)) return `(?:/${escape(seg.slice(0, -1))})?`;
  return null;
}

/** The tree compiled once: every route's full path but the catch-all's as a pattern. */
export function routePrefilter(tree: RouteObject[]): RoutePrefilter {
  const patterns: RegExp[] = [];
  let catchAll: RouteObject | null = null;
  const walk = (routes: RouteObject[], parent: string[]) => {
    for (const r of routes) {
      const own = r.path ? r.path.split("/").filter(Boolean) : [];
      const full = [...parent, ...own];
      if (r.path === "*" && parent.length === 0 && !r.children?.length) {
        catchAll ??= r;
        continue;
      }
      // Layout routes (no path) match nothing by themselves; index routes and leaves do.
      if (r.path !== undefined || r.index) {
        const pieces = full.map(segment);
        patterns.push(pieces.includes(null) ? /^/ : new RegExp(`^${pieces.join("")}/?$`, r.caseSensitive ? "" : "i"));
      }
      if (r.children?.length) walk(r.children, full);
    }
  };
  walk(tree, []);
  return {
    catchAllFor(pathname) {
      if (!catchAll || pathname.includes("%")) return null;
      // React Router reads "//a///b" as "/a/b".
      const p = pathname.replace(/\/{2,}/g, "/") || "/";
      return patterns.some((re) => re.test(p)) ? null : catchAll;
    },
  };
}
