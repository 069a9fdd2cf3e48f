/**
 * `npm run docs:fields`: rewrites the field tables of the owner's docs (docs/editing-content.md,
 * docs/editing-pages.md) from the content types' definitions (app/composition/content-docs.ts).
 * Run it after changing a definition; app/composition/content-docs.test.ts fails until you do.
 */
import fs from "node:fs";
import path from "node:path";
import { DOCUMENTED_TYPES, withFieldTables } from "../app/composition/content-docs";

const root = path.resolve(import.meta.dirname, "..");
for (const file of new Set(DOCUMENTED_TYPES.map((t) => t.file))) {
  const abs = path.join(root, file);
  const before = fs.readFileSync(abs, "utf8");
  const after = withFieldTables(before, file);
  if (after !== before) fs.writeFileSync(abs, after);
  console.log(`${file}: ${after === before ? "sin cambios" : "tablas actualizadas"}`);
}
