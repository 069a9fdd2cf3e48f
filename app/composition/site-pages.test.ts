import { describe, expect, it } from "vitest";
import { allPairs, pairPath } from "../features/comparison/head-to-head";
import { shellCopy } from "../features/layout/shell-copy.server.ts";
import { comparisonPageCopy } from "../features/comparison/comparison-copy.server";
import { getOperators } from "../features/operators/operators";
import { contentPages } from "../features/pages/pages.server";
import { indexablePages, prerenderPaths } from "./site-pages.server";

const lastmod = new Map(indexablePages().map((p) => [p.path, p.lastmod]));

describe("sitemap dates", () => {
  it("dates each review by its own operator file and each pair by the newer of its two", () => {
    const ops = getOperators();
    for (const o of ops) expect(lastmod.get(o.detailUrl), o.id).toBe(o.updated);
    for (const [a, b] of allPairs(ops)) expect(lastmod.get(pairPath(a, b))).toBe(a.updated > b.updated ? a.updated : b.updated);
  });

  it("dates each Markdown page by its own `updated`", () => {
    for (const p of contentPages()) expect(lastmod.get(p.path), p.path).toBe(p.updated);
  });

  it("dates /comparacion by its own texts when they changed after the ranking's data", () => {
    const own = comparisonPageCopy().updated;
    const newestReview = getOperators().reduce((m, o) => (o.updated > m ? o.updated : m), "");
    expect(lastmod.get("/comparacion")).toBe(own && own > newestReview ? own : newestReview);
  });
});

describe("pages a wary visitor looks for", () => {
  it("prerenders /autores and «Quiénes somos», lists them in the sitemap and links them from the footer", () => {
    const footer = shellCopy().navigation.footer.sections.flatMap((s) => s.links.map((l) => l.href));
    for (const path of ["/autores", "/quienes-somos"]) {
      expect(prerenderPaths(), path).toContain(path);
      expect(lastmod.has(path), path).toBe(true);
      expect(footer, path).toContain(path);
    }
  });
});
