import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { authorPaths } from "./features/authors/authors.server.ts";
import { contentPages } from "./features/pages/pages.server.ts";
import { reviewPaths } from "./features/operators/operators.ts";

/**
 * The explicit route table. Copy-only pages (legal, landing, game and topic guides) share one
 * module and are generated from the Markdown pages (content/pages/*.md), aliases included.
 */
const contentRoutes = contentPages().flatMap((page) =>
  [page.path, ...page.aliases].map((path) =>
    route(path.slice(1), "routes/content-page.tsx", { id: `page${path.replace(/\//g, "_")}` }),
  ),
);

/** The 20 review URLs share one template: /{id} and /casinos/{slug} of each operator. */
const reviewRoutes = reviewPaths().map((r) =>
  route(r.path.slice(1), "routes/review.tsx", { id: `review${r.path.replace(/[/-]/g, "_")}` }),
);

/** One page per author file: /autores/<slug>. Unknown slugs fall through to the not-found page. */
const authorRoutes = authorPaths().map((path) => route(path.slice(1), "routes/author.tsx", { id: `author${path.replace(/[/-]/g, "_")}` }));

export default [
  index("routes/home.tsx"),
  route("comparacion", "routes/comparacion.tsx"),
  route("comparar", "routes/comparar.tsx"),
  route("comparar/:pair", "routes/comparar-pair.tsx"),
  ...reviewRoutes,
  ...contentRoutes,
  route("autores", "routes/authors.tsx"),
  ...authorRoutes,
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss-xml.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/:part", "routes/sitemap-part-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("datos/operadores.json", "routes/datos-operadores-json.ts"),
  route("datos/operadores.csv", "routes/datos-operadores-csv.ts"),
  route("api/newsletter", "routes/api.newsletter.ts"),
  route("newsletter/confirmar", "routes/newsletter-confirmar.tsx"),
  route("newsletter/baja", "routes/newsletter-baja.tsx"),
  route("visitar/:operatorId", "routes/visitar.tsx"),
  route("postback/:operatorId", "routes/postback.ts"),
  route("panel", "routes/panel.ts"),
  route("panel/clics.csv", "routes/panel-clics-csv.ts"),
  // The browser content editor: gated in app/features/editor/content-editor.server.ts, never prerendered.
  route("keystatic/*", "routes/keystatic.tsx"),
  route("api/keystatic/*", "routes/keystatic-api.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
