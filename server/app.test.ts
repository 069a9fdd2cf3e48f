// The serving layer of server/app.ts against a small build directory made here (no React Router
// build needed): canonical spellings, redirects that stay on the site, methods, encodings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bounded, createApp, createHttpServer, NOT_FOUND_RENDERS_DEFAULT, parseNotFoundRenders, preferredEncoding, type AppBuild, type Services } from "./app.ts";
import { HOSTILE_REDIRECT_PATHS, isOnSiteLocation } from "../tests/support/hostile-paths.js";
import { canonicalPath, encodePath, indexSiteFiles } from "./site-files.ts";
import { parseTrustProxy } from "./trust-proxy.ts";
import { NOT_FOUND_HEADING } from "../app/features/layout/shell-copy.ts";

process.env.LOG_REQUESTS = "0";
const dir = mkdtempSync(path.join(tmpdir(), "app-test-"));
const page = (p: string, html: string) => {
  mkdirSync(path.join(dir, p), { recursive: true });
  writeFileSync(path.join(dir, p, "index.html"), html);
};
const HOME = `<!DOCTYPE html><html lang="es-ES"><body>${"Inicio ".repeat(500)}<script>x()</script></body></html>`;
page("", HOME);
page("ayuda", "<html><body>Ayuda</body></html>");
page("bet365", "<html><body>bet365</body></html>");
page("blog", "<html><body>Blog</body></html>");
page("guía-niño", "<html><body>Acentos</body></html>");
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "assets/app-1.js"), "console.log(1);".repeat(200));
writeFileSync(path.join(dir, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`);
writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(HOME));
writeFileSync(path.join(dir, "index.html.gz"), gzipSync(HOME));

const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    api: { id: "api", parentId: "root", path: "api/newsletter", module: { action() {} } },
    notFound: { id: "notFound", parentId: "root", path: "*", module: {} },
  },
  entry: { module: {} },
} as unknown as AppBuild;
// The process's page-view counter (app/features/page-views): here, a list of what it was handed.
const services = {
  pageViews: {
    record: (pagePath: string, method: string, headers: { get(name: string): string | null }) => views.push([pagePath, method, headers.get("user-agent")]),
    knowPaths: (isKnown: (pagePath: string) => boolean) => (countable = isKnown),
  },
} as unknown as Services;
const views: Array<[string, string, string | null]> = [];
/** What the app told the counter it may count. */
let countable: (pagePath: string) => boolean = () => false;

let server: Server;
let base: string;
beforeAll(async () => {
  const app = createApp({
    build,
    services,
    clientDir: dir,
    render: (req, res) => res.status(req.path === "/api/newsletter" ? 201 : 404).type("text/plain").send("rendered"),
  });
  server = createHttpServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** Raw request: fetch would normalise "//x" and "/\x" before sending them. */
interface RawResponse {
  status: number;
  headers: import("node:http").IncomingHttpHeaders;
  body: Buffer;
}

async function get(rawPath: string, { method = "GET", headers = {} as Record<string, string> } = {}): Promise<RawResponse> {
  const { request } = await import("node:http");
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("canonicalPath / encodePath", () => {
  it.each([
    ["/", "/"],
    ["/ayuda/", "/ayuda"],
    ["//evil.com/", "/evil.com"],
    ["/\\evil.com", "/evil.com"],
    ["/r1/..%2fbet365", "/bet365"],
    ["/%2e%2e/%2e%2e/bet365", "/bet365"],
    ["/a/./b//c/", "/a/b/c"],
    ["/%E0%A4%A", null],
  ])("%s → %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });
  it("re-encodes what must travel encoded and never yields a protocol-relative path", () => {
    expect(encodePath("/guía niño")).toBe("/gu%C3%ADa%20ni%C3%B1o");
    expect(encodePath("/a:b@c")).toBe("/a:b@c");
    for (const raw of HOSTILE_REDIRECT_PATHS) {
      const c = canonicalPath(raw);
      if (c !== null) expect(isOnSiteLocation(encodePath(c)), raw).toBe(true);
    }
  });
});

describe("redirects never leave the site", () => {
  it.each(HOSTILE_REDIRECT_PATHS)("%s → 404 or 301 to an on-site path", async (raw) => {
    const res = await get(raw);
    expect([301, 404], `${raw} answered ${res.status}`).toContain(res.status);
    if (res.status === 301) expect(isOnSiteLocation(res.headers.location ?? null), res.headers.location).toBe(true);
  });

  it("known pages in another spelling get one 301 to the canonical path, never a second copy", async () => {
    for (const [raw, to] of [
      ["/r1/..%2fbet365", "/bet365"],
      ["/AYUDA", "/ayuda"],
      ["/ayuda/", "/ayuda"],
      ["//ayuda", "/ayuda"],
      ["/Bet365/", "/bet365"],
      ["/blog/./", "/blog"],
      ["/ayuda/?q=1", "/ayuda?q=1"],
    ]) {
      const res = await get(raw!);
      expect(res.status, raw).toBe(301);
      expect(res.headers.location, raw).toBe(to);
    }
  });

  it("a file name with accents answers at its encoded spelling", async () => {
    const res = await get("/gu%C3%ADa-ni%C3%B1o");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("Acentos");
  });

  it("encoded separators that lead nowhere are a 404, not a render", async () => {
    const res = await get("/x/..%2fno-existe");
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("rendered");
    expect(res.headers["content-type"]).toContain("text/html");
  });
});

describe("methods", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH"])("%s on a page → 405 with Allow and a plain body", async (m) => {
    const res = await get("/ayuda", { method: m });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body.toString()).toBe("Método no permitido.\n");
  });
  it("POST reaches a route with an action, and only such a route", async () => {
    expect((await get("/api/newsletter", { method: "POST" })).status).toBe(201);
    const page = await get("/ayuda", { method: "POST" });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect((await get("/api/newsletter", { method: "DELETE" })).headers.allow).toBe("GET, HEAD, POST");
  });
  it("POST to a route's single-fetch URL (a hydrated form's submission) reaches its action", async () => {
    expect((await get("/api/newsletter.data", { method: "POST" })).status).not.toBe(405);
    expect((await get("/ayuda.data", { method: "POST" })).status).toBe(405);
  });
});

describe("precompressed files", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["identity", undefined],
  ])("Accept-Encoding %s → %s, with Vary and a distinct ETag", async (ae, enc) => {
    const res = await get("/", { headers: { "accept-encoding": ae } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(enc);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/", { headers: { "accept-encoding": ae, "if-none-match": res.headers.etag! } });
    expect(again.status).toBe(304);
  });
  it("the same document in three encodings has three ETags", async () => {
    const tags = new Set();
    for (const ae of ["br", "gzip", "identity"]) tags.add((await get("/", { headers: { "accept-encoding": ae } })).headers.etag);
    expect(tags.size).toBe(3);
  });
  it("headers are sent once", async () => {
    const res = await get("/", { headers: { "accept-encoding": "br" } });
    for (const [k, v] of Object.entries(res.headers)) expect(Array.isArray(v) && k !== "set-cookie", k).toBe(false);
  });
  it("preferredEncoding follows q-values and prefers brotli on ties", () => {
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
  });
});

describe("start-up index", () => {
  it("hands the prerendered pages it serves by GET, and only those, to the build's page-view counter", async () => {
    views.length = 0;
    await get("/ayuda", { headers: { "User-Agent": "Mozilla/5.0 prueba" } });
    await get("/gu%C3%ADa-ni%C3%B1o");
    await get("/ayuda", { method: "HEAD" });
    await get("/assets/app-1.js");
    await get("/no-existe");
    await get("/ayuda/");
    expect(views).toEqual([
      ["/ayuda", "GET", "Mozilla/5.0 prueba"],
      ["/guía-niño", "GET", null],
    ]);
  });

  it("tells the counter that the documents it serves, and nothing else, are the pages to count", () => {
    expect(["/", "/ayuda", "/bet365", "/blog", "/guía-niño"].every(countable)).toBe(true);
    for (const other of ["/no-existe", "/assets/app-1.js", "/ayuda/", "/sitemap.xml", "/index.html"]) expect(countable(other), other).toBe(false);
  });

  it("holds one entry per file, whatever is requested later", async () => {
    const site = indexSiteFiles(dir);
    expect([...site.pages.keys()].sort()).toEqual(["/", "/ayuda", "/bet365", "/blog", "/guía-niño"]);
    for (let i = 0; i < 50; i++) await get(`/r${i}/..%2fayuda`);
    expect(site.pages.size).toBe(5);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["1", 1],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.5", ["10.0.0.0/8", "192.168.1.5"]],
    ["fd00::/8", ["fd00::/8"]],
    ["", undefined],
  ])("%s is accepted", (value, parsed) => {
    expect(parseTrustProxy(value)).toEqual(parsed);
  });
  it.each(["true", "TRUE", "yes", "10.0.0.0/99", "proxy.example", "1.2.3"])("%s is refused with a reason", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY=.*refused/);
  });
});

it("log fields are bounded", () => {
  expect(bounded("/a".repeat(40_000)).length).toBeLessThan(260);
  expect(bounded("/ayuda")).toBe("/ayuda");
});

it("the HTTP server cuts slow clients off: headers within 10 s, the whole request within 30 s", () => {
  expect(server.headersTimeout).toBe(10_000);
  expect(server.requestTimeout).toBe(30_000);
});

describe("ceiling on rendered 404 pages (NOT_FOUND_RENDERS_PER_SECOND)", () => {
  it.each([
    [undefined, NOT_FOUND_RENDERS_DEFAULT],
    ["", NOT_FOUND_RENDERS_DEFAULT],
    ["0", 0],
    [" 250 ", 250],
  ])("%j is %s per second", (value, parsed) => {
    expect(parseNotFoundRenders(value)).toBe(parsed);
  });
  it.each(["-1", "1.5", "mucho", "1e3", "99999999"])("%s is refused with a reason", (value) => {
    expect(() => parseNotFoundRenders(value)).toThrow(/NOT_FOUND_RENDERS_PER_SECOND=.*no vale: escribe un número entero/);
  });

  it("past the ceiling an unknown path gets the short 404 (same status), and known routes are never held back", async () => {
    let renders = 0;
    let clock = 1_000_000; // the ceiling's clock: the test moves it, the machine's speed does not
    const pairBuild = {
      ...build,
      routes: { ...build.routes, pair: { id: "pair", parentId: "root", path: "comparar/:pair", module: {} } },
    } as unknown as AppBuild;
    page("comparar/bet365-vs-codere", "<html><body>bet365 vs Codere</body></html>");
    const app = createApp({
      build: pairBuild,
      services,
      clientDir: dir,
      notFoundRendersPerSecond: 3,
      now: () => clock,
      render: (req, res) => {
        renders++;
        res.status(req.path === "/api/newsletter" ? 201 : req.path === "/comparar/codere-vs-bet365" ? 301 : 404).type("text/plain").send("rendered");
      },
    });
    const own = createHttpServer(app);
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const ownBase = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const hit = async (p: string, init?: RequestInit) => {
      const res = await fetch(ownBase + p, { redirect: "manual", ...init });
      return { status: res.status, body: await res.text() };
    };
    const isShort = (a: { status: number; body: string }) => a.status === 404 && a.body.includes(`<h1>${NOT_FOUND_HEADING}</h1>`) && a.body.includes('href="/"');
    try {
      // Twelve unknown URLs in one second of the ceiling's clock: exactly three rendered, nine short.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => hit(`/no-existe-${i}`)));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(404));
      expect(answers.filter((a) => a.body === "rendered")).toHaveLength(3);
      expect(answers.filter(isShort)).toHaveLength(9);
      expect(renders).toBe(3);
      // A parameter route that would render the 404 page (an unknown pair) counts too.
      expect(isShort(await hit("/comparar/aleatorio-vs-bet365"))).toBe(true);
      // Routes other than the catch-all, a prerendered pair, the reversed spelling of a known pair
      // (a redirect, not a 404) and client navigation to a known page (.data) are never held back.
      expect((await hit("/api/newsletter", { method: "POST" })).status).toBe(201);
      expect((await hit("/comparar/bet365-vs-codere")).body).toContain("bet365 vs Codere");
      expect((await hit("/comparar/codere-vs-bet365")).status).toBe(301);
      expect((await hit("/comparar/bet365-vs-codere.data")).body).toBe("rendered");
      // The data request of an unknown path renders the 404 too (the probe: 585 renders/s): counted.
      const data = await hit("/no-existe.data");
      expect(data.status).toBe(404);
      expect(data.body).not.toBe("rendered");
      // The next second renders again, up to the ceiling.
      clock += 1000;
      const next = await Promise.all(["/comparar/x-vs-y", "/otra", "/mas", "/y-mas"].map((p) => hit(p)));
      expect(next.filter((a) => a.body === "rendered")).toHaveLength(3);
      expect(next.filter(isShort)).toHaveLength(1);
    } finally {
      await new Promise((r) => own.close(r));
    }
  });
});

describe("pairs rendered on demand (decision 0295) and the ceiling", () => {
  it("a pair the build did not prerender but names two known operators renders past the ceiling; an unknown pair stays counted", async () => {
    let renders = 0;
    const clock = 3_000_000;
    const pairBuild = {
      ...build,
      routes: { ...build.routes, pair: { id: "pair", parentId: "root", path: "comparar/:pair", module: {} } },
      // The build's own check, here a stand-in: bet365 and paf are the known operators.
      entry: { module: { pairRendersOnDemand: (p: string) => /^\/comparar\/(bet365-vs-paf|paf-vs-bet365)$/.test(p) } },
    } as unknown as AppBuild;
    const app = createApp({
      build: pairBuild,
      services,
      clientDir: dir,
      notFoundRendersPerSecond: 1,
      now: () => clock,
      render: (req, res) => {
        renders++;
        res.status(req.path.startsWith("/comparar/bet365-vs-paf") ? 200 : 404).type("text/plain").send("rendered");
      },
    });
    const own = createHttpServer(app);
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const ownBase = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const hit = async (p: string) => {
      const res = await fetch(ownBase + p, { redirect: "manual" });
      return { status: res.status, body: await res.text() };
    };
    try {
      // One rendered 404 uses this second's ceiling; the next unknown pair gets the short page.
      expect((await hit("/comparar/nadie-vs-bet365")).body).toBe("rendered");
      const short = await hit("/comparar/otro-vs-bet365");
      expect(short.status).toBe(404);
      expect(short.body).toContain(`<h1>${NOT_FOUND_HEADING}</h1>`);
      // The on-demand pair is a page, not a 404: rendered whatever the ceiling, and its data request too.
      for (let i = 0; i < 3; i++) expect(await hit("/comparar/bet365-vs-paf")).toEqual({ status: 200, body: "rendered" });
      expect((await hit("/comparar/bet365-vs-paf.data")).body).toBe("rendered");
      expect(renders).toBe(5);
    } finally {
      await new Promise((r) => own.close(r));
    }
  });
});

describe("parameter routes whose every page is prerendered, and the ceiling", () => {
  it("a slug the build did not prerender is a counted 404 (short past the ceiling); the prerendered page is served from disk whatever the ceiling", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "app-test-prerendered-"));
    mkdirSync(path.join(own, "metodos-de-pago/bizum"), { recursive: true });
    writeFileSync(path.join(own, "metodos-de-pago/bizum/index.html"), "<html><body>Bizum</body></html>");
    let renders = 0;
    const methodBuild = {
      ...build,
      routes: { ...build.routes, method: { id: "method", parentId: "root", path: "metodos-de-pago/:slug", module: {} } },
      // The build's own list (app/composition/not-found-before-render.server.ts), here a stand-in.
      entry: { module: { prerenderedOnlyRoutes: () => new Set(["metodos-de-pago/:slug"]) } },
    } as unknown as AppBuild;
    const app = createApp({
      build: methodBuild,
      services,
      clientDir: own,
      notFoundRendersPerSecond: 1,
      now: () => 4_000_000,
      render: (req, res) => {
        renders++;
        res.status(req.path.startsWith("/metodos-de-pago/bizum") ? 200 : 404).type("text/plain").send("rendered");
      },
    });
    const http = createHttpServer(app);
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    const ownBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const hit = async (p: string) => {
      const res = await fetch(ownBase + p, { redirect: "manual" });
      return { status: res.status, body: await res.text() };
    };
    try {
      // One rendered 404 uses this second's ceiling; every other unknown slug gets the short page.
      expect(await hit("/metodos-de-pago/nada")).toEqual({ status: 404, body: "rendered" });
      for (const slug of ["otra", "y-otra", "nada.data"]) {
        const short = await hit(`/metodos-de-pago/${slug}`);
        expect(short.status).toBe(404);
        expect(short.body).toContain(`<h1>${NOT_FOUND_HEADING}</h1>`);
      }
      // The prerendered page comes from disk; its data request is the page's, rendered past the ceiling.
      for (let i = 0; i < 3; i++) expect((await hit("/metodos-de-pago/bizum")).body).toContain("Bizum");
      expect(await hit("/metodos-de-pago/bizum.data")).toEqual({ status: 200, body: "rendered" });
      expect(renders).toBe(2);
    } finally {
      await new Promise((r) => http.close(r));
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe("404s known before the render (token pages, the editor) and the ceiling", () => {
  it("a burst of invalid tokens past the ceiling gets the short 404, a valid token still renders; the editor's 404 is always short", async () => {
    let renders = 0;
    const clock = 2_000_000;
    const asked: string[] = [];
    // The build's own check (app/composition/not-found-before-render.server.ts), here a stand-in:
    // "valido" is the one live token, the editor is off.
    const tokenBuild = {
      ...build,
      routes: {
        ...build.routes,
        confirm: { id: "confirm", parentId: "root", path: "newsletter/confirmar", module: { action() {} } },
        editor: { id: "editor", parentId: "root", path: "keystatic/*", module: {} },
      },
      entry: {
        module: {
          notFoundBeforeRender: async (routePath: string, request: { search: URLSearchParams; hasHeader(name: string): boolean; socketAddress: string | null }) => {
            asked.push(`${routePath}?${request.search}`);
            if (routePath === "keystatic/*") return "short";
            if (routePath === "newsletter/confirmar") return request.search.get("t") === "valido" ? null : "counted";
            return null;
          },
        },
      },
    } as unknown as AppBuild;
    const app = createApp({
      build: tokenBuild,
      services,
      clientDir: dir,
      notFoundRendersPerSecond: 3,
      now: () => clock,
      render: (req, res) => {
        renders++;
        const valid = new URLSearchParams(req.url.split("?")[1] ?? "").get("t") === "valido";
        res.status(req.method === "POST" ? 200 : valid ? 200 : 404).type("text/plain").send(req.method === "POST" ? "confirmada" : "rendered");
      },
    });
    const own = createHttpServer(app);
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const ownBase = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const hit = async (p: string, init?: RequestInit) => {
      const res = await fetch(ownBase + p, { redirect: "manual", ...init });
      return { status: res.status, body: await res.text() };
    };
    const isShort = (a: { status: number; body: string }) => a.status === 404 && a.body.includes(`<h1>${NOT_FOUND_HEADING}</h1>`);
    try {
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => hit(`/newsletter/confirmar?t=x${i}`)));
      expect(burst.map((a) => a.status)).toEqual(Array(10).fill(404));
      expect(burst.filter((a) => a.body === "rendered")).toHaveLength(3);
      expect(burst.filter(isShort)).toHaveLength(7);
      // Its data request (client navigation) is the same 404.
      expect(isShort(await hit("/newsletter/confirmar.data?t=otro"))).toBe(true);
      // Past the ceiling, the valid token still gets its page, and its POST still confirms.
      const page = await hit("/newsletter/confirmar?t=valido");
      expect(page).toEqual({ status: 200, body: "rendered" });
      const post = await hit("/newsletter/confirmar?t=valido", { method: "POST" });
      expect(post).toEqual({ status: 200, body: "confirmada" });
      expect(renders).toBe(5);
      // The editor, off: the short Spanish page from the first request on, with no render at all.
      const editor = await Promise.all(["/keystatic", "/keystatic/collection/operators", "/keystatic/x.data"].map((p) => hit(p)));
      for (const a of editor) expect(isShort(a), a.body).toBe(true);
      expect(renders).toBe(5);
      expect(asked).toContain("newsletter/confirmar?t=x0");
    } finally {
      await new Promise((r) => own.close(r));
    }
  });
});

describe("POSTs to link pages with a token that is not ours (issue 48)", () => {
  it("count against the same ceiling; past it the short page says the link is not valid, a valid POST still acts", async () => {
    let renders = 0;
    const asked: string[] = [];
    const tokenBuild = {
      ...build,
      routes: {
        ...build.routes,
        baja: { id: "baja", parentId: "root", path: "newsletter/baja", module: { action() {} } },
        signup: { id: "signup", parentId: "root", path: "api/newsletter", module: { action() {} } },
      },
      entry: {
        module: {
          notFoundBeforeRender: async (routePath: string, request: { method?: string; search: URLSearchParams }) => {
            asked.push(`${request.method} ${routePath}`);
            if (routePath === "newsletter/baja") return request.search.get("t") === "valido" ? null : "counted";
            return null;
          },
          shortNotFoundCopy: (routePath: string) =>
            routePath === "newsletter/baja" ? { heading: "Enlace no válido", text: "Este enlace <ya> no sirve.", contact: { label: "Escríbenos:", address: "baja@ejemplo.es" } } : null,
        },
      },
    } as unknown as AppBuild;
    const app = createApp({
      build: tokenBuild,
      services,
      clientDir: dir,
      notFoundRendersPerSecond: 3,
      now: () => 3_000_000,
      render: (req, res) => {
        renders++;
        const valid = new URLSearchParams(req.url.split("?")[1] ?? "").get("t") === "valido";
        res.status(valid ? 200 : 404).type("text/plain").send(valid ? "baja hecha" : "rendered");
      },
    });
    const own = createHttpServer(app);
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const ownBase = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    const post = async (p: string) => {
      const res = await fetch(ownBase + p, { method: "POST", redirect: "manual", body: "List-Unsubscribe=One-Click" });
      return { status: res.status, body: await res.text() };
    };
    try {
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(`/newsletter/baja?t=x${i}`)));
      expect(burst.map((a) => a.status)).toEqual(Array(10).fill(404));
      expect(burst.filter((a) => a.body === "rendered")).toHaveLength(3);
      const short = burst.filter((a) => a.body !== "rendered");
      expect(short).toHaveLength(7);
      // The link page's own text, escaped, with its mailbox: not the generic «Página no encontrada».
      expect(short[0]!.body).toContain("<h1>Enlace no válido</h1><p>Este enlace &lt;ya&gt; no sirve.</p>");
      expect(short[0]!.body).toContain('<a href="mailto:baja@ejemplo.es">baja@ejemplo.es</a>');
      expect(short[0]!.body).not.toContain(NOT_FOUND_HEADING);
      // Another spelling of the path and its data request are the same question.
      expect((await post("/Newsletter/Baja/?t=otro")).body).toContain("Enlace no válido");
      expect((await post("/newsletter/baja.data?t=otro")).body).toContain("Enlace no válido");
      // Past the ceiling, a valid token's POST (RFC 8058 one-click) still acts.
      expect(await post("/newsletter/baja?t=valido")).toEqual({ status: 200, body: "baja hecha" });
      expect(renders).toBe(4);
      // Any other POST (a signup) is never asked.
      await post("/api/newsletter");
      expect(asked.filter((a) => a.includes("api/newsletter"))).toEqual([]);
      expect(asked.every((a) => a.startsWith("POST "))).toBe(true);
    } finally {
      await new Promise((r) => own.close(r));
    }
  });
});

describe("createHttpServer: a connection that sends nothing", () => {
  it("is closed after the header timeout (the probe's silent connections were never closed)", async () => {
    const { connect } = await import("node:net");
    const { HEADERS_TIMEOUT_MS } = await import("./app");
    const silent = createHttpServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const socket = connect((silent.address() as AddressInfo).port, "127.0.0.1");
      const started = performance.now();
      const closedAfter = await new Promise<number>((resolve) => {
        socket.on("error", () => {});
        socket.on("close", () => resolve(performance.now() - started));
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), HEADERS_TIMEOUT_MS + 5_000).unref();
      });
      socket.destroy();
      expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
      expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
    } finally {
      silent.close();
    }
  }, 60_000);
});

describe("createHttpServer: a kept-alive connection", () => {
  it("is not cut at the header timeout once it has sent a request", async () => {
    const http = await import("node:http");
    const { HEADERS_TIMEOUT_MS } = await import("./app");
    const server = createHttpServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ body: string; socket: object }>((resolve, reject) => {
        const req = http.get({ port: (server.address() as AddressInfo).port, host: "127.0.0.1", agent }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ body, socket: req.socket! }));
        });
        req.on("error", reject);
      });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, HEADERS_TIMEOUT_MS + 1_500));
      const second = await get();
      expect(second.body).toBe("ok");
      expect(second.socket, "the same kept-alive connection").toBe(first.socket);
    } finally {
      agent.destroy();
      server.close();
    }
  }, 60_000);
});

describe("createHttpServer: an upgraded connection (the development server's HMR WebSocket)", () => {
  it("is not cut at the header timeout: an upgrade is its request", async () => {
    const { connect } = await import("node:net");
    const { HEADERS_TIMEOUT_MS } = await import("./app");
    const server = createHttpServer((_req, res) => res.end("ok"));
    // What Vite's WebSocket server does with an upgrade: takes the socket and answers 101.
    server.on("upgrade", (_req, socket) => socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write("GET /hmr HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
      const answered = await new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(String(chunk))));
      expect(answered).toMatch(/^HTTP\/1\.1 101/);
      const closed = await new Promise<boolean>((resolve) => {
        socket.once("close", () => resolve(true));
        setTimeout(() => resolve(false), HEADERS_TIMEOUT_MS + 2_000).unref();
      });
      expect(closed, "the upgraded socket was closed by the server").toBe(false);
      socket.destroy();
    } finally {
      server.close();
    }
  }, 60_000);
});
