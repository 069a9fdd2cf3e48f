// Post-build step of `npm run build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip, level 9) next to every prerendered document and text asset of build/client, so the
// server (server/site-files.js) — or nginx's gzip_static/brotli_static, or a CDN — sends them
// without compressing anything at request time. A variant that would not be smaller is not
// written (the server then sends the file as it is).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE } from "../server/site-files.js";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(process.argv[2] ?? "build/client");

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) yield full;
  }
}

async function compressOne(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
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
const files = [];
for await (const f of walk(root)) files.push(f);
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
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${files.length} files, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
