import { stringify } from "csv-stringify/sync";

/**
 * The subscriber export as CSV (RFC 4180 through csv-stringify: UTF-8, CRLF, every cell quoted).
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab/CR that some
 * programs strip first) as a formula. Free-text cells (user agent, referrer, utm_*) that start
 * with one of those — or with an apostrophe — get ONE leading apostrophe. Undo it by removing one
 * leading apostrophe from any cell that has one: `unescapeCell` does that, so every value
 * round-trips exactly (`'=1` ↔ `=1`, `''x` ↔ `'x`).
 *
 * Email addresses are never touched: the export must give back the stored address byte for
 * byte. That is safe because signups only accept addresses whose local part is letters, digits
 * and `_ ' + - .` (zod's email rule): such a cell can at worst be shown by a spreadsheet as a
 * failed formula (`-ana@x.es` → #¿NOMBRE?); it cannot call a function or another program, and
 * the file still holds the exact address.
 */

const FORMULA_START = /^[=+\-@\t\r']/;

export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unescapeCell(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** Columns exported verbatim (see above). */
const VERBATIM = new Set(["email", "id", "status"]);

type Cell = string | number | Date | null | undefined;

function cellText(column: string, value: Cell): string {
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return VERBATIM.has(column) ? text : escapeCell(text);
}

export function csvRecords(columns: readonly string[], rows: ReadonlyArray<Record<string, Cell>>, header = false): string {
  return stringify(
    rows.map((row) => columns.map((c) => cellText(c, row[c]))),
    { header, columns: header ? [...columns] : undefined, quoted: true, record_delimiter: "windows" },
  );
}

export function csvHeaderLine(columns: readonly string[]): string {
  return stringify([[...columns]], { record_delimiter: "windows" });
}
