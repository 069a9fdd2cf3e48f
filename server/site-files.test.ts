/**
 * Serving the build's files from disk through a bounded cache (decision 0297): the bytes sent are the
 * file's, the ETag and size are known without holding the bytes, and the cache never holds more than
 * its budget, whatever is asked for. The HTTP behaviour (ETag, 304, br/gzip) is pinned in app.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { BodyCache, indexSiteFiles, PAGE_CACHE_MB_DEFAULT, parsePageCacheMb } from "./site-files.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "site-files-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pages = Array.from({ length: 40 }, (_, i) => `/p${i}`);
for (const p of pages) {
  const html = Buffer.from(`<!doctype html><html><body>${p} ${"x".repeat(2000)}</body></html>`);
  mkdirSync(path.join(dir, p), { recursive: true });
  writeFileSync(path.join(dir, p, "index.html"), html);
  writeFileSync(path.join(dir, p, "index.html.br"), brotliCompressSync(html));
  writeFileSync(path.join(dir, p, "index.html.gz"), gzipSync(html));
}

describe("BodyCache", () => {
  it("keeps at most its budget in bytes, the most recently used", () => {
    const cache = new BodyCache(5_000);
    for (const p of pages) expect(cache.get(path.join(dir, p, "index.html")).toString()).toContain(`${p} `);
    expect(cache.bytes).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(5_000);
    // A body larger than the budget is sent but never kept.
    const none = new BodyCache(10);
    none.get(path.join(dir, "/p0", "index.html"));
    expect(none.bytes).toBe(0);
  });
});

describe("indexSiteFiles from disk", () => {
  it("sends each variant's own bytes with the size and ETag computed at start-up, even with no cache", () => {
    for (const budget of [0, 1_000_000]) {
      const site = indexSiteFiles(dir, budget);
      expect(site.pages.size).toBe(pages.length);
      const page = site.pages.get("/p7");
      if (page?.kind !== "memory") throw new Error("not indexed");
      expect(page.identity.body.toString()).toContain("/p7 ");
      expect(page.identity.size).toBe(page.identity.body.length);
      expect(page.br!.body.equals(brotliCompressSync(page.identity.body))).toBe(true);
      expect(page.gzip!.size).toBe(page.gzip!.body.length);
      expect(new Set([page.identity.etag, page.br!.etag, page.gzip!.etag]).size).toBe(3);
    }
  });

  it("PAGE_CACHE_MB: a whole number of megabytes, the default when unset, a reason when refused", () => {
    expect(parsePageCacheMb(undefined)).toBe(PAGE_CACHE_MB_DEFAULT);
    expect(parsePageCacheMb("")).toBe(PAGE_CACHE_MB_DEFAULT);
    expect(parsePageCacheMb("0")).toBe(0);
    expect(parsePageCacheMb("128")).toBe(128);
    for (const bad of ["-1", "1.5", "mucho", "1e3", "999999"]) expect(() => parsePageCacheMb(bad)).toThrow(/PAGE_CACHE_MB=.*no vale: escribe un número entero/);
  });
});
