/**
 * `npm run content:check`: validates every content file (operators, authors, posts…) and what they
 * point at, and prints each problem as `file:line: field — what is wrong`. Exits 1 on any problem.
 * Operators without a tracking link (`affiliateUrl`) are listed as warnings, in the same format; they
 * do not fail the check.
 * The build runs the same check (vite.config.ts). CONTENT_DIR points it at another content folder.
 *
 * Any other option is refused (exit 2): a typo such as `--dew` must not run the plain check silently.
 * `--json` prints `{ problems, warnings }` for the editor's save check (app/features/editor/save-check.server.ts).
 *
 * `npm run content:check -- --due` runs the same check and then prints the editorial checklist
 * (app/features/editorial-checklist): licences to read in the DGOJ register, offers and facts whose
 * `checked` date is older than the cadence /metodologia promises, operators without a tracking link —
 * each with the file and line to edit; with a database (DATABASE_URL, or PGlite in DATA_DIR, never created
 * here) it is ordered by what each operator earned in the last 30 days and adds the source watch's flags
 * (`npm run fuentes`); without one it says it orders by ranking. Due checks are work to do, not broken content: the exit code
 * stays 0 with any number of them, and 1 only when the content has problems (then no list is printed,
 * since it is computed from valid content). The untracked operators are in the list, not repeated as
 * warnings.
 */
import { formatProblem } from "../app/platform/content/collection.ts";
import { checkContent } from "../app/composition/content-check.ts";

const OPTIONS = new Set(["--due", "--json"]);
const args = process.argv.slice(2);
const unknown = args.filter((a) => !OPTIONS.has(a));
if (unknown.length) {
  console.error(`Opción desconocida: ${unknown.join(" ")}. Uso: npm run content:check [-- --due]`);
  process.exit(2);
}
const due = args.includes("--due");

const { problems, counts, warnings } = await checkContent();
// --json: the problems for a program (the editor's save check, app/features/editor/save-check.server.ts).
if (args.includes("--json")) {
  process.stdout.write(`${JSON.stringify({ problems, warnings })}\n`);
  process.exit(problems.length ? 1 : 0);
}
// Warnings first, so they are seen even when there are problems; they never fail the check.
if (warnings.length && !due) {
  console.warn(`Aviso: ${warnings.length} operador(es) sin enlace de seguimiento (no es un error):\n`);
  for (const w of warnings) console.warn(formatProblem(w));
  console.warn("");
}
if (problems.length) {
  console.error(`El contenido tiene ${problems.length} problema(s):\n`);
  for (const p of problems) console.error(formatProblem(p));
  console.error("\nQué significa cada mensaje y cómo corregirlo: docs/editing-content.md");
  if (due) console.error("La lista de lo pendiente de revisar sale cuando el contenido no tiene problemas.");
  process.exit(1);
}
const summary = Object.entries(counts)
  .map(([label, n]) => `${n} ${label}`)
  .join(", ");
console.log(`Contenido correcto: ${summary}.`);

if (due) {
  const { checklistCadence, dueReport, getDueChecks, madridToday, orderSentence } = await import("../app/features/editorial-checklist/index.server");
  const { dueExtrasFromDatabase } = await import("../app/composition/due-extras.server");
  const today = madridToday();
  const { cadence, file } = checklistCadence();
  // The database (when there is one) orders the list by what each operator earns and adds the source watch's flags.
  const { extras, period, note } = await dueExtrasFromDatabase(process.env);
  if (note) console.log(`\n${note}`);
  console.log(`\n${dueReport(getDueChecks(today, extras), cadence, today, file, orderSentence(period))}`);
  console.log("\nCómo hacer cada revisión: docs/editing-content.md («Pendiente de revisar»).");
}
