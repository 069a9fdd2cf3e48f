import { featuredPosts } from "../features/blog/blog.server.ts";
import type { SiteNav } from "../features/layout/shell-copy";
import { operatorLinks } from "../features/operators/operators.ts";

/** Menus built from the collections: a new operator or featured post appears without code changes. */
export function siteNav(): SiteNav {
  const ops = operatorLinks();
  return {
    casinos: ops.map((o) => ({ label: o.name, href: o.href })),
    footerCasinos: ops.filter((o) => o.footer).map((o) => ({ label: o.name, href: o.href })),
    featuredArticles: featuredPosts().map((p) => ({ label: p.title, href: `/blog/${p.slug}` })),
  };
}
