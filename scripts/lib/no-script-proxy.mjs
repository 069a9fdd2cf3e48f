// The "floor" of a page for `npm run lighthouse -- --floor`: the same document with every script the
// browser would run and every modulepreload removed, served beside the real one so that one run
// measures both (issue 24: only the ratio between the two, taken in one run, carries over from one
// machine to another). Everything else — styles, images, fonts, data scripts such as JSON-LD, the
// document's other bytes — is untouched, and the stripped document is compressed like the original.
import http from "node:http";
import zlib from "node:zlib";
import { Parser } from "htmlparser2";

/** Script types a browser executes (an absent or empty type is JavaScript). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

/**
 * `html` without executable `<script>` elements (with their content) and `<link rel="modulepreload">`.
 * The cuts are made at the parser's own offsets into the original text, so nothing else is re-serialised.
 * @param {string} html
 * @returns {{ html: string, removed: number }}
 */
export function stripScripts(html) {
  /** @type {[number, number][]} */
  const cuts = [];
  let open = -1;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "script" && EXECUTABLE.has((attrs.type ?? "").trim().toLowerCase())) open = parser.startIndex;
        if (name === "link" && (attrs.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      onclosetag(name) {
        if (name === "script" && open >= 0) {
          cuts.push([open, parser.endIndex + 1]);
          open = -1;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  let out = "";
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += html.slice(at, start);
    at = end;
  }
  return { html: out + html.slice(at), removed: cuts.length };
}

/**
 * Serves `origin` on a free loopback port with scripts stripped from HTML documents; everything else
 * is passed through byte for byte. Stripped documents are cached per path (the build does not change
 * during a run) and compressed as the client asks (br, then gzip).
 * @param {string} origin e.g. http://localhost:4300
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startNoScriptProxy(origin) {
  const target = new URL(origin);
  /** @type {Map<string, { status: number, headers: http.IncomingHttpHeaders, body: string }>} */
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const wantsHtml = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    const headers = { ...req.headers, host: target.host };
    if (wantsHtml) headers["accept-encoding"] = "identity";
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (up) => {
      const type = String(up.headers["content-type"] ?? "");
      if (!wantsHtml || !type.includes("text/html")) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks = [];
      up.on("data", (c) => chunks.push(c));
      up.on("end", () => {
        const key = req.url ?? "/";
        let page = cache.get(key);
        if (!page) {
          page = { status: up.statusCode ?? 502, headers: up.headers, body: stripScripts(Buffer.concat(chunks).toString("utf8")).html };
          if (cache.size < 200) cache.set(key, page);
        }
        const accept = String(req.headers["accept-encoding"] ?? "");
        const raw = Buffer.from(page.body, "utf8");
        const [encoding, body] = accept.includes("br")
          ? ["br", zlib.brotliCompressSync(raw)]
          : accept.includes("gzip")
            ? ["gzip", zlib.gzipSync(raw)]
            : [undefined, raw];
        const out = { ...page.headers };
        for (const h of ["content-length", "content-encoding", "etag", "transfer-encoding"]) delete out[h];
        res.writeHead(page.status, { ...out, ...(encoding ? { "content-encoding": encoding } : {}), vary: "Accept-Encoding", "content-length": body.length });
        res.end(body);
      });
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
