import { type RouteConfig, route } from "@react-router/dev/routes";
import { PAGE_FEATURES } from "./composition/registry.server.ts";

/**
 * The route table: every feature's routes, from the page registry (app/composition/registry.server.ts),
 * then the not-found page for every other path. Pages that come from content (reviews, Markdown pages,
 * authors) get one route each, sharing a module.
 */
export default [...PAGE_FEATURES.flatMap((f) => f.routes()), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
