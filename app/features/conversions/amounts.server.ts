/**
 * A commission amount, the one definition for both ways conversions arrive: a postback's `amount`
 * (./postback.server.ts) and an imported report's commission column (./report-csv.server.ts). The
 * same bounds and the same precision for both (issue 48: a CSV took −99.999.999.999 € while a
 * postback stopped at a million, and `amount=0.001` was stored as 0 cents and counted).
 */

/**
 * The most one conversion's commission reaches, either sign: a million euros. Far above any real
 * commission of one player, far below what would overflow the panel's sums.
 */
export const MAX_COMMISSION_CENTS = 100_000_000;

/** The bound as the owner reads it: «1.000.000». */
export const MAX_COMMISSION_EUROS_TEXT = (MAX_COMMISSION_CENTS / 100).toLocaleString("es-ES", { useGrouping: true });

export type AmountProblem = "format" | "subCent" | "range";
export type Amount = { cents: number } | { problem: AmountProblem };

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * An amount in euros as whole cents: "1.234,56" with decimal ",", "1,234.56" with ".", a leading
 * minus or parentheses for a negative amount, "€"/"EUR" and spaces ignored, up to 4 decimals. Empty
 * is 0. Refused: not an amount ("format"); a fraction of a cent, "0,001" or "12,3456" ("subCent":
 * rounding would store an amount nobody sent, and 0,001 would be a conversion of 0 €; zeros past the
 * cent, "12,3400", are exact and accepted); past MAX_COMMISSION_CENTS either way ("range").
 */
export function readAmount(cell: string, decimal: "," | "."): Amount {
  let s = cell.replace(SPACES, "").replace(/€|eur$/i, "").replace(/^eur/i, "");
  if (s === "" || s === "-") return { cents: 0 };
  let negative = false;
  if (/^\(.*\)$/.test(s)) [negative, s] = [true, s.slice(1, -1)];
  if (s.startsWith("-")) [negative, s] = [!negative, s.slice(1)];
  const group = decimal === "," ? "\\." : ",";
  const dec = decimal === "," ? "," : "\\.";
  const m = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${dec}(\\d{1,4}))?$`).exec(s);
  if (!m) return { problem: "format" };
  const frac = (m[2] ?? "").padEnd(4, "0");
  if (frac.slice(2) !== "00") return { problem: "subCent" };
  const digits = m[1]!.replace(new RegExp(group, "g"), "").replace(/^0+(?=\d)/, "");
  // Compared as digits first: a 30-digit amount is out of range, not a rounded float.
  if (digits.length > String(MAX_COMMISSION_CENTS).length) return { problem: "range" };
  const cents = Number(digits) * 100 + Number(frac.slice(0, 2));
  if (cents > MAX_COMMISSION_CENTS) return { problem: "range" };
  return { cents: negative && cents !== 0 ? -cents : cents };
}

/** The cents of `cell`, or null when readAmount refuses it. */
export function parseCents(cell: string, decimal: "," | "."): number | null {
  const amount = readAmount(cell, decimal);
  return "cents" in amount ? amount.cents : null;
}
