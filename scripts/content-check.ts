/**
 * `npm run content:check`: validates every content file (operators, authors, posts…) and what they
 * point at, and prints each problem as `file:line: field — what is wrong`. Exits 1 on any problem.
 * Operators without a tracking link (`affiliateUrl`) are listed as warnings, in the same format; they
 * do not fail the check.
 * The build runs the same check (vite.config.ts). CONTENT_DIR points it at another content folder.
 */
import { formatProblem } from "../app/platform/content/collection";
import { checkContent } from "../app/composition/content-check";

const { problems, counts, warnings } = await checkContent();
// Warnings first, so they are seen even when there are problems; they never fail the check.
if (warnings.length) {
  console.warn(`Aviso: ${warnings.length} operador(es) sin enlace de seguimiento (no es un error):\n`);
  for (const w of warnings) console.warn(formatProblem(w));
  console.warn("");
}
if (problems.length) {
  console.error(`El contenido tiene ${problems.length} problema(s):\n`);
  for (const p of problems) console.error(formatProblem(p));
  console.error("\nQué significa cada mensaje y cómo corregirlo: docs/editing-content.md");
  process.exit(1);
}
const summary = Object.entries(counts)
  .map(([label, n]) => `${n} ${label}`)
  .join(", ");
console.log(`Contenido correcto: ${summary}.`);
