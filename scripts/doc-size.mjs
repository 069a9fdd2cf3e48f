// What a prerendered document weighs (issue 24, item 2): for each path, the bytes of its built
// HTML (build/client/<path>/index.html), the brotli file `npm run build` wrote beside it (what a
// browser downloads), and the number of elements in it (parsed with linkedom, <head> included), with
// the part under <body> apart. Needs a build; prints one Markdown table row per path.
//
//   node scripts/doc-size.mjs / /comparacion /bet365
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { parseHTML } from "linkedom";

const root = process.env.BUILD_DIR ?? "build";
const paths = process.argv.slice(2);
if (paths.length === 0) paths.push("/", "/comparacion", "/bet365");

console.log("| Page | HTML (bytes) | brotli (bytes) | Elements | of which in `<body>` |");
console.log("|---|---:|---:|---:|---:|");
for (const path of paths) {
  const file = join(root, "client", path, "index.html");
  if (!existsSync(file)) {
    console.error(`${file}: not found (run npm run build first)`);
    process.exitCode = 1;
    continue;
  }
  const html = readFileSync(file);
  // The precompressed file when there is one, as served; otherwise the quality the build gives documents.
  const br = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length;
  const { document } = parseHTML(html.toString("utf8"));
  const all = document.querySelectorAll("*").length;
  const body = document.body.querySelectorAll("*").length + 1;
  const n = (x) => x.toLocaleString("en-US");
  console.log(`| \`${path}\` | ${n(html.length)} | ${n(br)} | ${n(all)} | ${n(body)} |`);
}
