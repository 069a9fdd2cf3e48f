// Post-build step of `npm run build`: writes `<file>.br` (brotli) and `<file>.gz` (gzip, level 9)
// next to every prerendered document and text asset of build/client, so the
// server (server/site-files.ts) — or nginx's gzip_static/brotli_static, or a CDN — sends them
// without compressing anything at request time. A variant that would not be smaller is not
// written (the server then sends the file as it is).
//
// Work not repeated: the compressed variants are kept in node_modules/.cache/precompress under the
// SHA-256 of the file's content (and the brotli quality), so a rebuild compresses only what changed (the hashed JS/CSS
// assets, the 2.7 MB editor bundle among them, and every page whose HTML did not change are
// copied back, not compressed again). The cache keeps only the last build's entries. Files go
// largest first, four at a time on libuv's thread pool (two compressions each): the big bundle
// does not end the run alone on one core.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE } from "../server/site-files.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR || "build", "client"));
const CACHE = path.resolve("node_modules/.cache/precompress");
const used = new Set();
let cached = 0;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

/**
 * Brotli's quality for a file. 11 for the scripts and styles a visitor's browser downloads and keeps
 * (content-hashed, so compressed once and then taken from the cache build after build). 10 for the
 * documents and page data, which change whenever the content does, and for the editor's bundle (only
 * the owner loads it): measured on 40 pages, quality 11 took 2.9 times the CPU of 10 for 2 % fewer
 * bytes (636 against 649 KB, ~330 bytes a page); on the 2.9 MB editor bundle, 9.4 against 5.2 CPU s
 * for 1.4 % (docs/benchmarks.md, "Session 10"). The daily publish rebuilds every page on the server.
 */
function brotliQuality(file, size) {
  return [".js", ".mjs", ".css"].includes(path.extname(file).toLowerCase()) && size <= 1024 * 1024 ? 11 : 10;
}

async function compress(body, quality) {
  return Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
}

/**
 * The variants of `body`, from the cache when the same content was compressed before. Files with
 * the same content in one build share one promise: compressed once, and never two writers of the
 * same cache entry (both renaming one temporary file — the second rename failed with ENOENT).
 */
const inflight = new Map();
function variants(body, quality) {
  const key = `${createHash("sha256").update(body).digest("hex")}-q${quality}`;
  used.add(key);
  if (!inflight.has(key)) inflight.set(key, cachedVariants(key, body, quality));
  return inflight.get(key);
}

async function cachedVariants(key, body, quality) {
  const [brFile, gzFile] = [path.join(CACHE, `${key}.br`), path.join(CACHE, `${key}.gz`)];
  try {
    const pair = await Promise.all([readFile(brFile), readFile(gzFile)]);
    cached++;
    return pair;
  } catch {
    const [br, gz] = await compress(body, quality);
    await mkdir(CACHE, { recursive: true });
    // Written whole then renamed: an interrupted build never leaves a truncated entry.
    const put = async (file, data) => {
      // Unique per write: two files with the same content compress at once under the same key.
      const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    };
    await Promise.all([put(brFile, br), put(gzFile, gz)]);
    return [br, gz];
  }
}

async function compressOne(file) {
  const body = await readFile(file);
  const [br, gz] = await variants(body, brotliQuality(file, body.length));
  const out = { raw: body.length, br: 0, gz: 0 };
  for (const [ext, data, key] of [[".br", br, "br"], [".gz", gz, "gz"]]) {
    if (data.length < body.length) {
      await writeFile(file + ext, data);
      out[key] = data.length;
    } else {
      await rm(file + ext, { force: true });
      out[key] = body.length;
    }
  }
  return out;
}

const started = Date.now();
const found = [];
for await (const f of walk(root)) found.push({ f, size: (await stat(f)).size });
const files = found.sort((a, b) => b.size - a.size).map((x) => x.f);
const totals = { raw: 0, br: 0, gz: 0 };
// zlib's work runs on libuv's thread pool: a few files at a time keep every core busy.
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < files.length) {
      const r = await compressOne(files[next++]);
      totals.raw += r.raw;
      totals.br += r.br;
      totals.gz += r.gz;
    }
  }),
);
// Only this build's entries stay: the cache never grows past one build's variants.
// Another build running at the same time (a second checkout sharing node_modules) may be writing
// its own entries: its temporary files are left alone unless an hour old (a killed build's).
for (const name of await readdir(CACHE).catch(() => [])) {
  const file = path.join(CACHE, name);
  if (name.endsWith(".tmp")) {
    const age = Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? Date.now());
    if (age > 3_600_000) await rm(file, { force: true });
  } else if (!used.has(name.replace(/\.(br|gz)$/, ""))) await rm(file, { force: true });
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${files.length} files (${cached} unchanged, from the cache), ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
