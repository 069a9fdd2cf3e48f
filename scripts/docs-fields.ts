/**
 * `npm run docs:fields`: rewrites the field tables of the owner's docs (docs/editing-content.md,
 * docs/editing-pages.md, docs/textos-fijos.md) from the content types' definitions — the page
 * registry's `content` (app/composition/content-docs.ts) — adding the section of a new content type.
 * Run it after changing a definition; app/composition/content-docs.test.ts fails until you do.
 * `--check` writes nothing: it says which files are stale and exits 1 if any is.
 */
import fs from "node:fs";
import path from "node:path";
import { DOCUMENTED_TYPES, withFieldTables } from "../app/composition/content-docs.ts";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");
let stale = 0;
for (const file of new Set(DOCUMENTED_TYPES.map((t) => t.file))) {
  const abs = path.join(root, file);
  const before = fs.readFileSync(abs, "utf8");
  const after = withFieldTables(before, file);
  if (after !== before) stale++;
  if (after !== before && !check) fs.writeFileSync(abs, after);
  console.log(`${file}: ${after === before ? "sin cambios" : check ? "tablas desactualizadas (npm run docs:fields)" : "tablas actualizadas"}`);
}
if (check && stale) process.exitCode = 1;
