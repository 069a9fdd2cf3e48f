/**
 * `npm run content:normalise`: rewrites every file the browser editor manages (the content types of the
 * page registry's features, the same as app/features/editor/config.ts's, under CONTENT_DIR or ./content) exactly as the editor
 * would save it with no change (app/features/editor/serialisation.server.ts, Keystatic's own
 * functions). Afterwards saving an entry in the editor changes only the lines of the fields edited.
 * Run it after editing a content file by hand; app/features/editor/round-trip.test.ts fails until you do.
 * `--check` only lists the files that differ (exit 1 if any), writing nothing.
 * What it drops: YAML comments (the editor does not keep them; the guidance is in the fields' help).
 */
import fs from "node:fs";
import path from "node:path";
import { editedContent } from "../app/composition/content-collections.server.ts";
import { editorFiles, keystaticSerialisation, reserialise } from "../app/features/editor/serialisation.server";

// A typo (--chek) must not rewrite every file instead of only listing them: anything else is refused.
const unknown = process.argv.slice(2).filter((a) => a !== "--check");
if (unknown.length) {
  console.error(`Opción desconocida: ${unknown.join(" ")}. Uso: npm run content:normalise [-- --check]`);
  process.exit(2);
}
const checkOnly = process.argv.includes("--check");
const contentDir = path.resolve(process.env.CONTENT_DIR || "content");
const ks = await keystaticSerialisation();
const files = editorFiles(contentDir, editedContent());
let differ = 0;
let unreadable = 0;
for (const entry of files) {
  const abs = path.join(contentDir, entry.file);
  const shown = path.relative(process.cwd(), abs);
  const before = fs.readFileSync(abs, "utf8");
  let out: ReturnType<typeof reserialise>;
  try {
    out = reserialise(ks, entry, before);
  } catch {
    // A value the editor cannot even open (a number written as text, a list where a group goes…).
    unreadable++;
    console.log(`${shown}: el editor no puede abrirlo; npm run content:check dice qué corregir. No se ha tocado.`);
    continue;
  }
  const { contents, slug } = out;
  if (slug !== entry.slug) {
    console.log(`${shown}: el editor lo guardaría como «${slug}» (el nombre del archivo no coincide con el campo del que sale); renómbralo a mano`);
  }
  if (contents === before) continue;
  differ++;
  if (checkOnly) console.log(`${shown}: no está como lo guarda el editor`);
  else {
    fs.writeFileSync(abs, contents);
    console.log(`${shown}: reescrito como lo guarda el editor`);
  }
}
const same = files.length - differ - unreadable;
if (checkOnly) {
  if (differ) console.log(`${differ} de ${files.length} archivos difieren; npm run content:normalise los reescribe.`);
  else if (!unreadable) console.log(`Los ${files.length} archivos están como los guarda el editor.`);
  process.exit(differ || unreadable ? 1 : 0);
}
console.log(`${differ} archivo(s) reescrito(s); ${same} ya estaban como los guarda el editor.${unreadable ? ` ${unreadable} sin tocar: corrígelos y vuelve a ejecutarlo.` : ""}`);
process.exit(unreadable ? 1 : 0);
