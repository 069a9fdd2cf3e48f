import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvHeaderLine, csvRecords, escapeCell, unescapeCell } from "./newsletter-csv.server";

describe("subscriber CSV", () => {
  const nasty = ["=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx", "'quoted", "''two", "normal", 'a "b", c\nd', "ñandú €"];

  it("escaping formula cells round-trips every value exactly", () => {
    for (const v of nasty) expect(unescapeCell(escapeCell(v))).toBe(v);
    expect(escapeCell("=1")).toBe("'=1");
    expect(escapeCell("ok")).toBe("ok");
  });

  it("email addresses come back byte for byte, other cells after one unescape", () => {
    const columns = ["id", "email", "referrer", "status"] as const;
    const rows = nasty.map((v, i) => ({ id: String(i + 1), email: `-${i}+x@ejemplo.es`, referrer: v, status: "confirmed" }));
    const csv = csvHeaderLine(columns) + csvRecords(columns, rows);
    expect(csv.startsWith('id,email,referrer,status\r\n"1","-0+x@ejemplo.es"')).toBe(true);
    const parsed = parse(csv, { columns: true }) as Record<string, string>[];
    expect(parsed.map((r) => r.email)).toEqual(rows.map((r) => r.email));
    expect(parsed.map((r) => unescapeCell(r.referrer!))).toEqual(nasty);
    // No free-text cell reaches a spreadsheet starting with a formula character.
    for (const r of parsed) expect(r.referrer).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes dates as ISO 8601 in UTC and empty values as empty cells", () => {
    const csv = csvRecords(["a", "b"], [{ a: new Date(Date.UTC(2026, 10, 21, 9, 5, 3, 7)), b: null }]);
    expect(parse(csv)).toEqual([["2026-11-21T09:05:03.007Z", ""]]);
  });
});
