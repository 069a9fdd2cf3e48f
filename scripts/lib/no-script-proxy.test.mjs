import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNoScriptProxy, stripScripts } from "./no-script-proxy.mjs";

const PAGE = [
  "<!DOCTYPE html><html lang=\"es\"><head>",
  "<link rel=\"modulepreload\" href=\"/assets/entry.client-abc.js\"/>",
  "<link rel=\"stylesheet\" href=\"/assets/root.css\"/>",
  "<script type=\"application/ld+json\">{\"@type\":\"Organization\"}</script>",
  "<script>window.__reactRouterContext = {\"a\":\"</p>\"};</script>",
  "</head><body><h1>Título &amp; más</h1><p>Texto</p>",
  "<script type=\"module\" async=\"\">import(\"/assets/entry.client-abc.js\")</script>",
  "<img src=\"/logo.svg\" alt=\"Logo\"></body></html>",
].join("");

describe("stripScripts", () => {
  it("removes executable scripts and modulepreloads and leaves every other byte as it was", () => {
    const { html, removed } = stripScripts(PAGE);
    expect(removed).toBe(3);
    expect(html).not.toContain("entry.client");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toContain("<script type=\"application/ld+json\">{\"@type\":\"Organization\"}</script>");
    expect(html).toContain("<link rel=\"stylesheet\" href=\"/assets/root.css\"/>");
    expect(html).toContain("<h1>Título &amp; más</h1><p>Texto</p>");
    expect(html).toContain("<img src=\"/logo.svg\" alt=\"Logo\"></body></html>");
  });

  it("leaves a document without scripts unchanged", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>a</p></body></html>";
    expect(stripScripts(plain)).toEqual({ html: plain, removed: 0 });
  });
});

describe("startNoScriptProxy", () => {
  let origin;
  let proxy;
  beforeAll(async () => {
    origin = http.createServer((req, res) => {
      if (req.url === "/") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
        res.end(PAGE);
      } else {
        res.writeHead(200, { "content-type": "text/css", "content-encoding": "identity" });
        res.end("body{color:red}");
      }
    });
    await new Promise((r) => origin.listen(0, "127.0.0.1", r));
    proxy = await startNoScriptProxy(`http://127.0.0.1:${origin.address().port}`);
  });
  afterAll(async () => {
    await proxy.close();
    origin.close();
  });

  const get = (path, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${proxy.url}${path}`, { headers }, (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("serves the document without its scripts, compressed as the browser asks, with the origin's other headers", async () => {
    const res = await get("/", { accept: "text/html", "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = zlib.brotliDecompressSync(res.body).toString("utf8");
    expect(html).toBe(stripScripts(PAGE).html);
  });

  it("passes other resources through untouched", async () => {
    const res = await get("/assets/root.css", { accept: "text/css" });
    expect(res.body.toString()).toBe("body{color:red}");
    expect(res.headers["content-type"]).toBe("text/css");
  });
});
