import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePrefilter } from "./route-prefilter.ts";

// The shape of the site's tree (app/routes.ts): everything under the root layout, static pages,
// parameters, splats, an index route, a nested layout without a path, and the catch-all last.
const leaf = (id: string, path?: string, extra: Partial<RouteObject> = {}): RouteObject => ({ id, path, children: [], ...extra }) as RouteObject;
const tree: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      leaf("home", undefined, { index: true }),
      leaf("comparacion", "comparacion"),
      leaf("pair", "comparar/:pair"),
      leaf("review", "casinos/bet365"),
      leaf("blog", "blog"),
      leaf("post", "blog/:slug"),
      leaf("rss", "blog/rss.xml"),
      leaf("optional", "guia/:tema?"),
      leaf("editor", "keystatic/*"),
      { id: "layout", children: [leaf("autores", "autores"), leaf("autor", "autores/:slug")] } as RouteObject,
      leaf("catchall", "*"),
    ],
  } as RouteObject,
];
const prefilter = routePrefilter(tree);
const leafOf = (p: string) => (matchRoutes(tree, p) ?? []).at(-1)?.route.id;

describe("routePrefilter", () => {
  it("gives unknown paths the catch-all, as matchRoutes does", () => {
    for (const p of ["/no-existe", "/no-existe-123/abc", "/comparar", "/casinos/otro", "/blog/a/b", "/x.data", "/autores/a/b"]) {
      expect(prefilter.catchAllFor(p)?.id, p).toBe("catchall");
      expect(leafOf(p), p).toBe("catchall");
    }
  });

  it("never answers for a path another route may match: matchRoutes decides", () => {
    const known = ["/", "/comparacion", "/COMPARACION", "/comparacion/", "/comparar/a-vs-b", "/casinos/bet365", "/blog", "/blog/x", "/blog/rss.xml", "/guia", "/guia/bonos", "/keystatic", "/keystatic/a/b", "/autores", "/autores/ana"];
    for (const p of known) {
      expect(prefilter.catchAllFor(p), p).toBeNull();
      expect(leafOf(p), p).not.toBe("catchall");
    }
  });

  it("leaves to matchRoutes what it cannot read: an encoded path, a route path of unknown syntax", () => {
    expect(prefilter.catchAllFor("/%62log")).toBeNull();
    const odd = routePrefilter([{ id: "r", path: "", children: [leaf("weird", "a/{b}"), leaf("catchall", "*")] } as RouteObject]);
    expect(odd.catchAllFor("/cualquiera")).toBeNull();
  });

  it("agrees with matchRoutes on a thousand random paths", () => {
    const parts = ["blog", "comparar", "casinos", "bet365", "autores", "guia", "keystatic", "x", "a-vs-b", "rss.xml", ""];
    let seed = 7;
    const pick = () => parts[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % parts.length]!;
    for (let i = 0; i < 1000; i++) {
      const p = `/${Array.from({ length: 1 + (i % 4) }, pick).join("/")}`;
      const quick = prefilter.catchAllFor(p);
      if (quick) expect(leafOf(p), p).toBe("catchall");
    }
  });
});
