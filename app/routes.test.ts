import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { aliasPages, filePaths, dataFilePages, prerenderPaths } from "./composition/site-pages.server.ts";
import { AUTHORS_PATH, authorPaths } from "./features/author-pages/author-works.server.ts";
import { getPosts } from "./features/blog/blog.server.ts";
import { contentPages } from "./features/pages/pages.server.ts";
import { getOperators, reviewPaths } from "./features/operators/operators.ts";
import { allPairs, pairPath } from "./features/comparison/head-to-head.ts";
import { SPEC_CONTENT_PAGES } from "../tests/spec-facts.ts";
import { PAGE_FEATURES } from "./composition/registry.server.ts";

/**
 * The spec's route table (spec section 2), written out by hand as data (its copy-only pages from the
 * spec-facts fixture) so that the app's routes can be compared with it: nothing missing, and nothing
 * extra that was not meant to be there.
 * Pages that come from the content collections (reviews of new operators, posts, authors, pages)
 * are checked against the collections instead, so adding content never breaks this test.
 */
const SPEC_ROUTE_TABLE = {
  home: ["/"],
  comparison: ["/comparacion"],
  legalAndHelp: [
    ...SPEC_CONTENT_PAGES.legal,
    // Not in the spec's table: an intended extra, required by law (LSSI art. 10, publisher's identity).
    "/aviso-legal",
  ],
  blogIndex: ["/blog"],
  reviews: ["/bet365", "/codere", "/betway", "/williamhill", "/bwin", "/pokerstars", "/luckia", "/paf", "/marca", "/paston"],
  reviewsUnderCasinos: [
    "/casinos/bet365",
    "/casinos/codere",
    "/casinos/betway",
    "/casinos/william-hill",
    "/casinos/bwin",
    "/casinos/pokerstars",
    "/casinos/luckia",
    "/casinos/paf",
    "/casinos/marca",
    "/casinos/paston",
  ],
  landing: SPEC_CONTENT_PAGES.landing,
  gamesAndTopics: [...SPEC_CONTENT_PAGES.games, ...SPEC_CONTENT_PAGES.topics],
  /** Same page under a second URL that declares the first one canonical. */
  aliases: ["/games/baccarat-online"],
  files: [
    "/sitemap.xml",
    // Not in the spec's table: an intended extra, the crawler file that points to the sitemap.
    "/robots.txt",
    // Not in the spec's table: an intended extra (issue 5), the blog's RSS feed.
    "/blog/rss.xml",
  ],
} as const;

/**
 * Not pages and never prerendered: the write paths — spec section 7's newsletter signup, now a
 * same-origin endpoint instead of a call to a hosted database (issue 3), and the pages that the
 * links in newsletter emails open, which act on a token in the URL (issue 12), and the tracked
 * redirect to an operator with the private dashboard and its CSV export (issue 11), each by an
 * example URL.
 */
const ENDPOINTS = [
  "/api/newsletter",
  // Issue 39: the sitemap's parts once past 50,000 URLs (a sitemap index); none exists, or is prerendered, today.
  "/sitemaps/1.xml",
  // Not in the spec's table: an intended extra (issue 13), the side-by-side picker's GET target,
  // which redirects to a pair's page; rendered per request because its answer depends on the query.
  "/comparar",
  // The pages that the links in newsletter emails open (issue 12): they act on a token in the URL.
  "/newsletter/confirmar",
  "/newsletter/baja",
  // Issue 11: the tracked redirect (an example operator id), the dashboard and its CSV export.
  "/visitar/bet365",
  "/panel",
  "/panel/clics.csv",
  // Issue 23: server-to-server conversions from an operator's affiliate platform (an example operator id).
  "/postback/bet365",
  // The browser content editor (issue 10) and its API: 404 unless the editor is on, never prerendered.
  "/keystatic",
  "/api/keystatic/tree",
  // Issue 38: player opinions — the form's endpoint, the pages of the email's links, the moderation
  // page, and one opinions page per operator of the data (rendered per request, never prerendered).
  "/api/opiniones",
  "/opiniones/confirmar-opinion",
  "/opiniones/borrar-opinion",
  "/panel/opiniones",
  ...getOperators().map((o) => `/${o.id}/opiniones`),
];

/**
 * Not in the spec's table: intended extras (issue 13), one side-by-side page per pair of operators.
 * Like blog slugs, a parameterised row: its size follows the operator data (n·(n−1)/2).
 */
const PAIR_PAGE = /^\/comparar\/[a-z0-9]+-vs-[a-z0-9]+$/;

const BLOG_POST = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** URLs the content files create: every operator's two review URLs and pairs, every post, author and page. */
const fromContent = new Set<string>([
  ...reviewPaths().map((r) => r.path),
  ...allPairs(getOperators()).map(([a, b]) => pairPath(a, b)),
  ...getPosts().map((p) => `/blog/${p.slug}`),
  ...authorPaths(),
  // Not in the spec's table: an intended extra (issue 25), the list of the authors every byline points under.
  AUTHORS_PATH,
  ...contentPages().flatMap((p) => [p.path, ...p.aliases]),
  // Not in the spec's table either: the operators' open data (issue 37), built from the operator files.
  ...dataFilePages().map((p) => p.path),
]);

/**
 * Page types beyond the spec's table, each declared by its feature with the reason (`beyondSpec` of its
 * PageFeature: the payment-method pages of issue 38, …): their pages and routes are intended extras.
 */
const beyondSpec = PAGE_FEATURES.filter((f) => f.beyondSpec);
const beyondSpecPages = new Set(beyondSpec.flatMap((f) => [...(f.pages?.() ?? []), ...(f.aliases?.() ?? []), ...(f.files?.() ?? [])].map((p) => p.path)));

const expectedFixed = Object.values(SPEC_ROUTE_TABLE).flat() as string[];

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every URL pattern of app/routes.ts, with nested paths joined ("/" for the index route). */
function routePatterns(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((r) => {
    const own = r.index ? parent || "/" : `${parent}/${r.path ?? ""}`.replace(/\/+/g, "/");
    return [...(r.index || r.path !== undefined ? [own] : []), ...routePatterns(r.children ?? [], r.path ? own : parent)];
  });
}

/** Whether a URL matches a React Router pattern (":param" segments; "*" is the not-found route). */
function matches(pattern: string, url: string): boolean {
  if (pattern === "/*") return false;
  const p = pattern.split("/").filter(Boolean);
  const u = url.split("/").filter(Boolean);
  // A trailing splat ("/keystatic/*") matches its prefix and anything below it.
  if (p.at(-1) === "*") return u.length >= p.length - 1 && p.slice(0, -1).every((seg, i) => seg.startsWith(":") || seg === u[i]);
  return p.length === u.length && p.every((seg, i) => seg.startsWith(":") || seg === u[i]);
}

describe("the app's routes equal the spec's route table", () => {
  const prerendered = prerenderPaths();
  const blogPosts = prerendered.filter((p) => BLOG_POST.test(p));
  const pairPages = prerendered.filter((p) => PAIR_PAGE.test(p));
  const fixed = prerendered.filter((p) => !BLOG_POST.test(p) && !PAIR_PAGE.test(p));

  it("prerenders one side-by-side page per pair of operators", () => {
    const n = getOperators().length;
    expect(pairPages).toHaveLength((n * (n - 1)) / 2);
  });

  it("spells out the spec's table: 1 + 1 + 5 + 1 + 10 + 10 + 7 + 12 + 1 + 3 fixed URLs", () => {
    expect(expectedFixed).toHaveLength(51);
    expect(new Set(expectedFixed).size).toBe(expectedFixed.length);
  });

  it("prerenders every URL once", () => {
    expect(new Set(prerendered).size).toBe(prerendered.length);
  });

  it("prerenders every spec URL, and nothing beyond them but pages of the content files and of features that say why", () => {
    expect(beyondSpec.every((f) => f.beyondSpec!.trim().length > 10)).toBe(true);
    const missing = expectedFixed.filter((p) => !fixed.includes(p));
    const extra = prerendered.filter((p) => !expectedFixed.includes(p) && !fromContent.has(p) && !beyondSpecPages.has(p));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("prerenders every content page: reviews, posts, authors and pages", () => {
    const set = new Set(prerendered);
    expect([...fromContent].filter((p) => !set.has(p))).toEqual([]);
    expect(blogPosts.length).toBe(getPosts().length);
  });

  it("lists the machine-readable files the spec (and the crawler) expect", () => {
    const openData = new Set(dataFilePages().map((p) => p.path));
    expect(filePaths().filter((p) => !openData.has(p)).sort()).toEqual([...SPEC_ROUTE_TABLE.files].sort());
  });

  it("serves /games/baccarat-online as an alias of /baccarat-online", () => {
    expect(aliasPages()).toContainEqual({ path: "/games/baccarat-online", canonical: "/baccarat-online" });
  });

  const patterns = routePatterns(routes as RouteEntry[]);

  it("has a route for every spec URL in app/routes.ts", () => {
    const unrouted = [...expectedFixed, ...blogPosts, ...pairPages].filter((url) => !patterns.some((p) => matches(p, url)));
    expect(unrouted).toEqual([]);
  });

  it("has no route in app/routes.ts that serves none of the spec's URLs (besides the not-found page and the routes of features beyond the spec)", () => {
    const declared = new Set(routePatterns(beyondSpec.flatMap((f) => f.routes()) as RouteEntry[]));
    const unused = patterns.filter(
      (p) => p !== "/*" && !declared.has(p) && ![...expectedFixed, ...fromContent, ...ENDPOINTS].some((url) => matches(p, url)),
    );
    expect(unused).toEqual([]);
  });

  it("routes the newsletter endpoint without prerendering it", () => {
    for (const url of ENDPOINTS) {
      expect(patterns.some((p) => matches(p, url))).toBe(true);
      expect(prerendered).not.toContain(url);
    }
  });

  it("ends with the catch-all not-found route", () => {
    expect(patterns.at(-1)).toBe("/*");
  });
});
