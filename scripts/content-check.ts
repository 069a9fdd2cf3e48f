/**
 * `npm run content:check`: validates every content file (operators, authors, posts…) and what they
 * point at, and prints each problem as `file:line: field — what is wrong`. Exits 1 on any problem.
 * The build runs the same check (vite.config.ts). CONTENT_DIR points it at another content folder.
 */
import { formatProblem } from "../app/platform/content/collection";
import { checkContent } from "../app/composition/content-check";

const { problems, counts } = await checkContent();
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
