/**
 * `npm run docs:fields`: rewrites the field tables of the owner's docs (docs/editing-content.md,
 * docs/editing-pages.md, docs/textos-fijos.md) from the content types' definitions
 * (app/composition/content-docs.ts), adding the section of a new content type. Run it after changing
 * a definition; app/composition/content-docs.test.ts fails until you do. `--check` writes nothing: it
 * says which files are stale and exits 1 if any is.
 *
 * The content types are found with Vite's import.meta.glob (app/features/editor/content-types.ts), so
 * the module is loaded through Vite's module runner, not plain Node.
 */
import fs from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";

type ContentDocs = typeof import("../app/composition/content-docs.ts");

async function main() {
  const root = path.resolve(import.meta.dirname, "..");
  const check = process.argv.includes("--check");
  let stale = 0;
  const { module: docs } = await runnerImport<ContentDocs>(path.join(root, "app/composition/content-docs.ts"), { root, configFile: false, logLevel: "error" });
  for (const file of new Set(docs.DOCUMENTED_TYPES.map((t) => t.file))) {
    const abs = path.join(root, file);
    const before = fs.readFileSync(abs, "utf8");
    const after = docs.withFieldTables(before, file);
    if (after !== before) stale++;
    if (after !== before && !check) fs.writeFileSync(abs, after);
    console.log(`${file}: ${after === before ? "sin cambios" : check ? "tablas desactualizadas (npm run docs:fields)" : "tablas actualizadas"}`);
  }
  if (check && stale) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`No se pudieron escribir las tablas de campos: ${(err as Error).message}`);
  process.exitCode = 1;
});
