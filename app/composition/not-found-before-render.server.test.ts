/**
 * Every parameter route of the route table says how an unknown value is answered without an unbounded
 * number of rendered 404 pages (issue 42's ceiling): either every page of it is prerendered (its
 * feature's `prerenderedOnly`: the server counts any other match against the ceiling), or it is one of
 * the routes below that answer unknowns another way. A new parameter route fails here until its feature
 * decides.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { prerenderedOnlyRoutes } from "./not-found-before-render.server.ts";

const HANDLED_OTHERWISE: Record<string, string> = {
  "comparar/:pair": "pairs of two known operators render on demand (pairRendersOnDemand); any other pair counts (server/app.ts)",
  "blog/:slug": "an unknown slug is a 301 to /blog: no render",
  "visitar/:operatorId": "the tracked redirect applies the ceiling itself (server/app.ts)",
  "postback/:operatorId": "an endpoint answering the affiliate platforms in plain text: no page",
  "sitemaps/:part": "a resource route: an unknown part is a short text 404, no page",
};

function paths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [...(e.path ? [e.path] : []), ...paths(e.children ?? [])]);
}

describe("parameter routes and the ceiling on rendered 404 pages", () => {
  it("every parameter route is prerendered-only or answers unknowns without a page, never both", async () => {
    const withParams = paths(await routes).filter((p) => p.includes(":"));
    expect(withParams.length).toBeGreaterThan(0);
    const only = prerenderedOnlyRoutes();
    for (const p of withParams) {
      expect(only.has(p) !== p in HANDLED_OTHERWISE, `${p}: list it in its feature's prerenderedOnly, or here with how it answers an unknown value`).toBe(true);
    }
    // Nothing stale on either side.
    for (const p of [...only, ...Object.keys(HANDLED_OTHERWISE)]) expect(withParams, p).toContain(p);
  });

  it("the payment-method pages are prerendered-only: another slug is a counted 404", () => {
    expect(prerenderedOnlyRoutes().has("metodos-de-pago/:slug")).toBe(true);
  });
});
