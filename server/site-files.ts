// The build's public files, indexed ONCE at start-up. Nothing here is ever added to while the
// server runs, so no request — whatever its path or headers — can make this structure grow.
//
//  - Prerendered documents (`<dir>/index.html`) and compressible text files are indexed with their
//    precompressed variants (written by `scripts/precompress.mjs` during the build): type, ETag,
//    size and CSP are computed at start-up; the bytes are read from disk (the OS page cache) when
//    asked for and kept in a bounded cache of the most recently sent ones (PAGE_CACHE_MB, default
//    32), so the server's memory does not grow with the number of documents (issue 39, decision
//    0297). A page is still one Map lookup and one write, no compression on the request path.
//  - Other files (images, fonts) are only listed; they are streamed from disk when asked for.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { parseWholeNumberSetting } from "../app/platform/env.server.ts";
import path from "node:path";
import { cspForHtml } from "./csp.ts";

/** Content types of the files the build writes (anything else is served as bytes). */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // The open data (/datos/operadores.csv).
  ".csv": "text/csv; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  // React Router's client-navigation data (turbo-stream), the type its server also uses.
  ".data": "text/x-script",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Files worth compressing: the build precompresses exactly these (see scripts/precompress.mjs). */
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".xml", ".txt", ".json", ".csv", ".webmanifest", ".data"]);

const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;

export interface Variant {
  /** The bytes: from the bounded cache, else read from disk (and then cached). */
  readonly body: Buffer;
  /** Length of the bytes (Content-Length without reading them, as for HEAD). */
  size: number;
  etag: string;
  encoding: "br" | "gzip" | null;
}

/** Default of PAGE_CACHE_MB: the bytes of recently sent documents and text files kept in memory. */
export const PAGE_CACHE_MB_DEFAULT = 32;

/** PAGE_CACHE_MB: a whole number of megabytes ≥ 0 (0: always read from disk); unset or empty: the default. */
export function parsePageCacheMb(value: string | undefined): number {
  return parseWholeNumberSetting("PAGE_CACHE_MB", value, { fallback: PAGE_CACHE_MB_DEFAULT, maxDigits: 5, unit: "de megabytes", zero: "no guardar ninguno en memoria" });
}

/**
 * File bodies by path, least recently used first, at most `budget` bytes in all: a hit moves to the
 * end, a miss is read from disk (from the OS page cache once warm) and evicts from the front.
 */
export class BodyCache {
  private readonly map = new Map<string, Buffer>();
  private total = 0;
  constructor(readonly budget: number) {}
  get bytes(): number {
    return this.total;
  }
  get(file: string): Buffer {
    const hit = this.map.get(file);
    if (hit) {
      this.map.delete(file);
      this.map.set(file, hit);
      return hit;
    }
    const body = readFileSync(file);
    if (body.length <= this.budget) {
      this.map.set(file, body);
      this.total += body.length;
      for (const [key, old] of this.map) {
        if (this.total <= this.budget) break;
        this.map.delete(key);
        this.total -= old.length;
      }
    }
    return body;
  }
}
export interface MemoryFile {
  kind: "memory";
  type: string;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  csp: string | null;
  cacheControl: string;
}
export interface DiskFile {
  kind: "disk";
  type: string;
  file: string;
  cacheControl: string;
}
export interface RenderedPage {
  kind: "render";
}

/** What the server serves: `pages` by canonical path, `files` by URL path, `lowerCase` for a 301 from another spelling. */
export interface SiteIndex {
  pages: Map<string, MemoryFile | RenderedPage>;
  files: Map<string, MemoryFile | DiskFile>;
  lowerCase: Map<string, string | null>;
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (/\.(svg|png|jpe?g|webp|avif|ico|woff2?)$/.test(urlPath)) return "public, max-age=604800, stale-while-revalidate=86400";
  if (/\.(data|xml|txt|html)$/.test(urlPath)) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/** A file's variant: read once here for its ETag (and `inspect`, the CSP of a document), then only through `cache`. */
function variant(file: string, encoding: Variant["encoding"], cache: BodyCache, inspect?: (body: Buffer) => void): Variant | null {
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    return null;
  }
  inspect?.(body);
  return {
    get body() {
      return cache.get(file);
    },
    size: body.length,
    etag: etagOf(body),
    encoding,
  };
}

/**
 * `clientDir`: build/client. `pages`: canonical path ("/", "/ayuda", "/blog/x") → document; `files`:
 * URL path → other file; `lowerCase`: lower-cased path → canonical path of either, for one 301
 * from another spelling.
 */
export function indexSiteFiles(clientDir: string, cacheBytes = PAGE_CACHE_MB_DEFAULT * 1024 * 1024): SiteIndex {
  const cache = new BodyCache(cacheBytes);
  const pages = new Map<string, MemoryFile>();
  const files = new Map<string, MemoryFile | DiskFile>();
  const walk = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlDir}${entry.name}/`);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const ext = path.extname(entry.name).toLowerCase();
      const type = TYPES[ext] ?? "application/octet-stream";
      /** A file held in memory with its precompressed variants; null when it cannot be read. */
      const inMemory = (cacheControl: string, cspOf: (body: Buffer) => string | null): MemoryFile | null => {
        let csp: string | null = null;
        const identity = variant(full, null, cache, (body) => (csp = cspOf(body)));
        if (!identity) return null;
        const br = variant(`${full}.br`, "br", cache);
        const gzip = variant(`${full}.gz`, "gzip", cache);
        return { kind: "memory", type, identity, br, gzip, csp, cacheControl };
      };
      if (entry.name === "index.html") {
        const page = inMemory("public, max-age=0, must-revalidate", (body) => cspForHtml(body.toString("utf8")));
        if (page) pages.set(urlDir === "/" ? "/" : urlDir.slice(0, -1), page);
        continue;
      }
      const urlPath = `${urlDir}${entry.name}`;
      if (COMPRESSIBLE.has(ext) && statSync(full).size <= 4 * 1024 * 1024) {
        const file = inMemory(cacheControlFor(urlPath), () => null);
        if (file) files.set(urlPath, file);
      } else {
        files.set(urlPath, { kind: "disk", type, file: full, cacheControl: cacheControlFor(urlPath) });
      }
    }
  };
  walk(clientDir, "/");
  return { pages, files, lowerCase: lowerCaseIndex(pages, files) };
}

/**
 * Development (`npm run dev`): nothing is prerendered, but the same paths are known at start-up
 * (the build's prerender list), so they get the same canonical spellings, 301s and method checks
 * as in production. A `render` entry hands the request to React Router instead of sending a file.
 */
export function indexRenderedPaths(paths: Iterable<string>): SiteIndex {
  const pages = new Map<string, RenderedPage>();
  for (const p of paths) pages.set(p, { kind: "render" });
  const files = new Map<string, never>();
  return { pages, files, lowerCase: lowerCaseIndex(pages, files) };
}

/** Lower-cased path → its one spelling (null when two differ only in case: no guess). */
function lowerCaseIndex(pages: Map<string, unknown>, files: Map<string, unknown>): Map<string, string | null> {
  const lowerCase = new Map<string, string | null>();
  for (const key of [...pages.keys(), ...files.keys()]) {
    const lower = key.toLowerCase();
    if (lowerCase.has(lower)) lowerCase.set(lower, null);
    else lowerCase.set(lower, key);
  }
  return lowerCase;
}

/**
 * The one canonical spelling of a request path, or null when it cannot be decoded. Percent-escapes
 * are decoded (so `%2f` and `%5c` act as the separators they spell), backslashes count as slashes
 * (browsers treat them so), `.` and `..` segments are resolved, empty segments and a trailing
 * slash are dropped. The result always starts with exactly one "/" followed by a non-empty
 * segment (or is "/"): used as a Location it can only ever point at this site.
 * `rawPath`: the path as sent (before "?").
 */
export function canonicalPath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const out: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return `/${out.join("/")}`;
}

/** A decoded canonical path as it goes into a Location header: every segment re-encoded. */
export function encodePath(canonical: string): string {
  return canonical
    .split("/")
    // Sub-delimiters, ":" and "@" are legal in a path segment: keep them as they are.
    .map((s) => encodeURIComponent(s).replace(/%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .join("/");
}
