import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../platform/content/collection.ts";
import { platformFor, platformsCollection, PlatformChoiceError, type Platform } from "./platforms.server.ts";
import { parseCents, parseDay, readReport, ReportError } from "./report-csv.server.ts";
import { extractClickId, patternProblem } from "./click-id.server.ts";
import { MAX_COMMISSION_CENTS } from "./amounts.server.ts";

/**
 * Reading platform CSV exports: the two fixture formats (an Income Access-style and a
 * NetRefer-style report, written for these tests, with their own platform files beside them so
 * no test depends on the site's editable content), and refusals with line and column.
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");

function platforms(): Platform[] {
  const { entries, problems } = loadCollection(platformsCollection, FIXTURES);
  expect(problems).toEqual([]);
  return entries.map((e) => ({ ...e.data, id: e.id }));
}
const platform = (id: string) => platforms().find((p) => p.id === id)!;

describe("platform report formats", () => {
  it("read the Income Access-style export: US dates, decimal point, quoted thousands, Total row skipped", () => {
    const rows = readReport(fixture("income-access-2026-03.csv"), platform("income-access"));
    expect(rows.map(({ line, ...r }) => [line, r])).toEqual([
      [2, { day: "2026-03-09", subId: "ia-click-0001", registrations: 1, ftds: 1, commissionCents: 10000 }],
      [3, { day: "2026-03-09", subId: "ia-click-0002", registrations: 1, ftds: 0, commissionCents: 0 }],
      [4, { day: "2026-03-10", subId: "ia-click-0003", registrations: 0, ftds: 1, commissionCents: -310 }],
      [5, { day: "2026-03-11", subId: "ia-unknown-77", registrations: 2, ftds: 1, commissionCents: 107550 }],
      [6, { day: "2026-03-11", subId: null, registrations: 1, ftds: 0, commissionCents: 0 }],
    ]);
  });

  it("read the NetRefer-style export: BOM, title lines, «;», day first, decimal comma", () => {
    const rows = readReport(fixture("netrefer-2026-03.csv"), platform("netrefer"));
    expect(rows.map(({ line, ...r }) => [line, r])).toEqual([
      [4, { day: "2026-03-09", subId: "nr-click-0001", registrations: 1, ftds: 1, commissionCents: 123456 }],
      [5, { day: "2026-03-10", subId: "nr-click-0002", registrations: 2, ftds: 0, commissionCents: 0 }],
      [6, { day: "2026-03-10", subId: "nr-desconocido", registrations: 0, ftds: 1, commissionCents: 15050 }],
    ]);
  });

  it("refuse a malformed file at its first problem, with line and column, in Spanish", () => {
    const err = (() => {
      try {
        readReport(fixture("income-access-malformed.csv"), platform("income-access"));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ReportError);
    expect((err as ReportError).line).toBe(3);
    expect((err as ReportError).column).toBe(11);
    expect((err as ReportError).message).toMatch(/^línea 3, columna 11: «12\.3\.4» no es un importe/);
  });

  it.each([
    ["a wrong date format", "Date,btag,Signups,First Time Depositors,Total Commission\n2026-03-09,x,1,0,0\n", 2, 1, /fecha/],
    ["a count with decimals", "Date,btag,Signups,First Time Depositors,Total Commission\n03/09/2026,x,1.5,0,0\n", 2, 3, /número entero/],
    ["a missing column", "Date,Sub,Signups,First Time Depositors,Total Commission\n03/09/2026,x,1,0,0\n", 1, null, /falta la columna «btag»/],
    ["a row with an extra field", "Date,btag,Signups,First Time Depositors,Total Commission\n03/09/2026,x,1,0,0,9\n", 2, null, /columnas/],
    ["an unclosed quote", 'Date,btag,Signups,First Time Depositors,Total Commission\n03/09/2026,"x,1,0,0\n', 2, null, /comillas/],
    ["an impossible day", "Date,btag,Signups,First Time Depositors,Total Commission\n02/30/2026,x,1,0,0\n", 2, 1, /fecha/],
  ])("refuse %s", (_name, text, line, column, message) => {
    try {
      readReport(text, platform("income-access"));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReportError);
      expect((e as ReportError).line).toBe(line);
      expect((e as ReportError).column).toBe(column);
      expect((e as ReportError).message).toMatch(message);
    }
  });

  it("refuse a row repeated exactly (it would be counted twice), naming both lines; rows that differ pass", () => {
    const head = "Date,btag,Signups,First Time Depositors,Total Commission\n";
    const row = "03/09/2026,ia-click-0001,1,1,100.00\n";
    const err = (() => {
      try {
        readReport(head + row + "03/09/2026,ia-click-0002,1,0,0\n" + row, platform("income-access"));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ReportError);
    expect((err as ReportError).line).toBe(4);
    expect((err as ReportError).message).toMatch(/repite exactamente la de la línea 2/);
    expect(readReport(head + row + "03/09/2026,ia-click-0001,1,1,50.00\n", platform("income-access"))).toHaveLength(2);
  });

  it("a commission past a million euros either way, or with a fraction of a cent, refuses the whole file at its line (issue 48)", () => {
    const head = "Date,btag,Signups,First Time Depositors,Total Commission\n";
    const good = "03/09/2026,ia-click-0001,1,1,100.00\n";
    const refused = (cell: string) => {
      try {
        readReport(`${head}${good}03/10/2026,ia-click-0002,1,0,${cell}\n`, platform("income-access"));
      } catch (e) {
        return e as ReportError;
      }
      throw new Error(`${cell} was accepted`);
    };
    for (const cell of ['"-99,999,999,999.00"', '"1,000,000.01"', "-1000000.01", "99999999999999999999999"]) {
      const err = refused(cell);
      expect(err).toBeInstanceOf(ReportError);
      expect([err.line, err.column]).toEqual([3, 5]);
      expect(err.message).toMatch(/está fuera de lo admitido: como mucho 1\.000\.000 euros por fila, en positivo o en negativo/);
    }
    for (const cell of ["0.001", "12.345", "-0.005"]) {
      const err = refused(cell);
      expect([err.line, err.column]).toEqual([3, 5]);
      expect(err.message).toMatch(/tiene fracciones de céntimo/);
    }
    // The bounds themselves are amounts.
    const rows = readReport(`${head}${good}03/10/2026,ia-click-0002,1,0,"-1,000,000.00"\n03/11/2026,ia-click-0003,0,0,0.01\n`, platform("income-access"));
    expect(rows.map((r) => r.commissionCents)).toEqual([10000, -MAX_COMMISSION_CENTS, 1]);
  });

  it("numbers and dates in every format a platform file may declare", () => {
    expect(parseCents("1.234,56", ",")).toBe(123456);
    expect(parseCents("1,234.56", ".")).toBe(123456);
    expect(parseCents("-0,01", ",")).toBe(-1);
    expect(parseCents("12.3400", ".")).toBe(1234);
    expect(parseCents("(12.00)", ".")).toBe(-1200);
    expect(parseCents("12,00 €", ",")).toBe(1200);
    expect(parseCents("", ",")).toBe(0);
    expect(parseCents("1.234,56", ".")).toBeNull();
    expect(parseCents("12,3,4", ",")).toBeNull();
    expect(parseDay("31.03.2026", "dd.mm.aaaa")).toBe("2026-03-31");
    expect(parseDay("31-03-2026 00:00:00", "dd-mm-aaaa")).toBe("2026-03-31");
    expect(parseDay("2026-03-31T10:00:00Z", "aaaa-mm-dd")).toBe("2026-03-31");
    expect(parseDay("03/31/2026", "dd/mm/aaaa")).toBeNull();
    expect(parseDay("31/03/2026 tarde", "dd/mm/aaaa")).toBeNull();
  });

  it("the platform is the one that lists the operator, or the one named; otherwise a Spanish message", () => {
    const list = platforms();
    const listed = list.find((p) => p.operators.length > 0)!;
    expect(platformFor(listed.operators[0]!, undefined, list).id).toBe(listed.id);
    // A platform named with --platform must list the operator (issue 43: a report landed on the wrong one).
    expect(() => platformFor("cualquiera", listed.id, list)).toThrow(new RegExp(`no lista al operador «cualquiera»; sus operadores son: ${listed.operators.join(", ")}`));
    expect(() => platformFor("ninguno", undefined, list)).toThrow(PlatformChoiceError);
    expect(() => platformFor("ninguno", "no-existe", list)).toThrow(/No existe la plataforma «no-existe»/);
  });

  it("the content check refuses a platform file with an unknown operator, a missing column or a column used twice", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "platforms-"));
    try {
      fs.mkdirSync(path.join(root, "affiliate-platforms"));
      fs.writeFileSync(
        path.join(root, "affiliate-platforms", "mala.yaml"),
        "name: Mala\noperators: [no-existe-este-operador]\ndateFormat: dd/mm/aaaa\ndecimalSeparator: ','\ncolumns:\n  date: Fecha\n  subId: Fecha\n  commision: X\n",
      );
      const { problems } = loadCollection(platformsCollection, root);
      const text = problems.map((p) => `${p.line}: ${p.field} — ${p.message}`).join("\n");
      expect(text).toMatch(/^8: columns › commision — campo desconocido; ¿querías escribir «commission»\?/m);
      fs.writeFileSync(
        path.join(root, "affiliate-platforms", "mala.yaml"),
        "name: Mala\noperators: [no-existe-este-operador]\ndateFormat: dd/mm/aaaa\ndecimalSeparator: ','\ncolumns:\n  date: Fecha\n  subId: fecha\n  ftds: FTD\n",
      );
      const again = loadCollection(platformsCollection, root).problems.map((p) => `${p.line}: ${p.field} — ${p.message}`).join("\n");
      expect(again).toMatch(/^2: operators \(elemento 1\) — no existe el operador «no-existe-este-operador»/m);
      expect(again).toMatch(/^7: columns › subId — la columna «fecha» ya se usa para date/m);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the click ID inside a platform's sub-ID (issue 41)", () => {
  it("an Income Access btag a_<affid>b_<campaign>c_<clickId> gives its click ID; a btag without one stays whole", () => {
    const id = "7f3c2a4e-1b2d-4c5e-9f60-123456789abc";
    const head = "Date,btag,Signups,First Time Depositors,Total Commission\n";
    const rows = readReport(`${head}03/09/2026,a_48213b_1187c_${id},1,0,0\n03/09/2026,a_48213b_1187,1,0,0\n03/09/2026,,1,0,0\n`, platform("income-access"));
    expect(rows.map((r) => r.subId)).toEqual([id, "a_48213b_1187", null]);
  });

  it("prefix, separator and pattern rules; a value the rule does not fit is kept whole", () => {
    expect(extractClickId("sub_abc-1", { prefix: "sub_" })).toBe("abc-1");
    expect(extractClickId("abc-1", { prefix: "sub_" })).toBe("abc-1");
    expect(extractClickId("a_1b_2c_c_x", { separator: "c_" })).toBe("x");
    expect(extractClickId("a_1b_2c_", { separator: "c_" })).toBe("a_1b_2c_");
    expect(extractClickId("aff42|clk:abc|es", { pattern: "clk:([^|]+)" })).toBe("abc");
    expect(extractClickId("aff42", { pattern: "clk:([^|]+)" })).toBe("aff42");
    expect(extractClickId("whole", undefined)).toBe("whole");
    expect(patternProblem("clk:([^|]+)")).toBeNull();
    expect(patternProblem("clk:[^|]+")).toMatch(/exactamente un grupo/);
    expect(patternProblem("(a)(b)")).toMatch(/tiene 2/);
    expect(patternProblem("(")).toMatch(/no es una expresión regular/);
  });

  it("the content check refuses a clickId rule with two ways, or a pattern without one capture", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "platforms-"));
    try {
      fs.mkdirSync(path.join(root, "affiliate-platforms"));
      const file = (rule: string) =>
        fs.writeFileSync(
          path.join(root, "affiliate-platforms", "mala.yaml"),
          `name: Mala\ndateFormat: dd/mm/aaaa\ndecimalSeparator: ','\nclickId:\n${rule}columns:\n  date: Fecha\n  subId: Sub\n  ftds: FTD\n`,
        );
      const problems = () => loadCollection(platformsCollection, root).problems.map((p) => `${p.line}: ${p.field} — ${p.message}`).join("\n");
      file("  prefix: a_\n  separator: c_\n");
      expect(problems()).toMatch(/clickId — indica solo una de prefix, separator o pattern/);
      file("  pattern: 'c_.+'\n");
      expect(problems()).toMatch(/^5: clickId › pattern — debe tener exactamente un grupo/m);
      file("  pattern: 'c_(.+)'\n");
      expect(problems()).toBe("");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the import command's decoding", () => {
  it("reads UTF-8, and Windows-1252 (a CSV saved by Excel) when the bytes are not UTF-8", async () => {
    const { decodeReport } = await import("./conversions.cli");
    expect(decodeReport(Buffer.from("Comisión (EUR)", "utf8"))).toBe("Comisión (EUR)");
    expect(decodeReport(Buffer.from([0x43, 0x6f, 0x6d, 0x69, 0x73, 0x69, 0xf3, 0x6e]))).toBe("Comisión");
  });
});
