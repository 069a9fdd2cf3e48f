/**
 * Reading an affiliate platform's CSV export with its platform file (./platforms.ts): every row
 * becomes a conversion row (day, sub-ID, registrations, FTDs, commission in cents), or the whole
 * file is refused with the line and column of the first problem, in Spanish. Nothing is written
 * here: the caller stores the rows only if the whole file was read.
 */
import { CsvError, parse } from "csv-parse/sync";
import { extractClickId } from "./click-id.server.ts";
import { normaliseHeader, type DateFormat, type Platform } from "./platforms.server.ts";
import { MAX_COMMISSION_EUROS_TEXT, readAmount } from "./amounts.server.ts";

export { parseCents } from "./amounts.server.ts";

export interface ReportRow {
  /** Line of the file (1-based), for messages. */
  line: number;
  /** YYYY-MM-DD */
  day: string;
  /**
   * The click ID taken out of the sub-ID cell by the platform's `clickId` rule (the whole cell
   * when there is none, or when it does not fit); null when the row carries no sub-ID.
   */
  subId: string | null;
  registrations: number;
  ftds: number;
  commissionCents: number;
}

/** A refused file: where (1-based line, and column when one cell is at fault) and why. */
export class ReportError extends Error {
  override name = "ReportError";
  constructor(
    readonly line: number,
    readonly column: number | null,
    readonly reason: string,
  ) {
    super(`línea ${line}${column ? `, columna ${column}` : ""}: ${reason}`);
  }
}

/** Longest sub-ID kept (the column's check constraint). */
export const MAX_SUB_ID = 200;

const DATE_PATTERNS: Record<DateFormat, { re: RegExp; order: [number, number, number] }> = {
  // [year, month, day] positions among the captures
  "aaaa-mm-dd": { re: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: [1, 2, 3] },
  "dd/mm/aaaa": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 2, 1] },
  "mm/dd/aaaa": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: [3, 1, 2] },
  "dd-mm-aaaa": { re: /^(\d{1,2})-(\d{1,2})-(\d{4})/, order: [3, 2, 1] },
  "dd.mm.aaaa": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})/, order: [3, 2, 1] },
};

/** A date cell in the platform's format (a time after it is ignored), as YYYY-MM-DD, or null. */
export function parseDay(cell: string, format: DateFormat): string | null {
  const { re, order } = DATE_PATTERNS[format];
  const m = re.exec(cell.trim());
  if (!m) return null;
  const rest = cell.trim().slice(m[0].length);
  if (rest && !/^(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)$/.test(rest)) return null;
  const [y, mo, d] = order.map((i) => Number(m[i]));
  const iso = `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

const SPACES = /[\s\u00a0\u202f]/g;

/** A count (registrations, FTDs): a whole number ≥ 0, thousands grouped or not. Empty is 0. */
export function parseCount(cell: string, decimal: "," | "."): number | null {
  const s = cell.replace(SPACES, "");
  if (s === "") return 0;
  const group = decimal === "," ? "\\." : ",";
  if (!new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)$`).test(s)) return null;
  const n = Number(s.replace(new RegExp(group, "g"), ""));
  return Number.isSafeInteger(n) && n <= 1_000_000_000 ? n : null;
}

const FORMAT_EXAMPLE: Record<DateFormat, string> = {
  "aaaa-mm-dd": "2026-03-31",
  "dd/mm/aaaa": "31/03/2026",
  "mm/dd/aaaa": "03/31/2026",
  "dd-mm-aaaa": "31-03-2026",
  "dd.mm.aaaa": "31.03.2026",
};

const quote = (s: string) => `«${s.length > 40 ? `${s.slice(0, 40)}…` : s}»`;

function csvProblem(error: CsvError): ReportError {
  const e = error as CsvError & { lines?: number; column?: number; record?: unknown[] };
  const line = e.lines ?? 1;
  switch (e.code) {
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return new ReportError(line, null, `la fila tiene ${e.record?.length ?? "otro número de"} columnas y la cabecera otro número; ¿falta o sobra un separador?`);
    case "CSV_QUOTE_NOT_CLOSED":
      return new ReportError(line, null, "unas comillas abiertas no se cierran antes del final del archivo");
    case "INVALID_OPENING_QUOTE":
    case "CSV_INVALID_CLOSING_QUOTE":
      return new ReportError(line, typeof e.column === "number" ? e.column + 1 : null, "hay unas comillas en mitad de un valor");
    default:
      return new ReportError(line, null, `el archivo no es un CSV válido (${e.code})`);
  }
}

/**
 * The rows of a platform's CSV export. Throws a ReportError at the first problem: an unreadable
 * CSV, a missing column, a date, count or amount not in the platform's format, a sub-ID too long.
 */
export function readReport(text: string, platform: Platform): ReportRow[] {
  if (text.includes("\u0000")) throw new ReportError(1, null, "no es un archivo de texto (¿es un Excel .xlsx? expórtalo como CSV)");
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: platform.delimiter,
      from_line: platform.skipLines + 1,
      info: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) throw csvProblem(error);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new ReportError(platform.skipLines + 1, null, "el archivo no tiene ninguna línea de cabecera");
  const headerLine = header.info.lines;
  const names = header.record.map(normaliseHeader);
  // Every column the platform file names must be in the file: a renamed column is a problem, not zeros.
  const find = (key: keyof Platform["columns"]): number | null => {
    const wanted = platform.columns[key];
    if (wanted === undefined) return null;
    const i = names.indexOf(normaliseHeader(wanted));
    if (i < 0) {
      throw new ReportError(
        headerLine,
        null,
        `falta la columna ${quote(wanted)} (${key}) que indica la plataforma «${platform.name}»; la cabecera tiene: ` +
          `${header.record.map(quote).join(", ")}. Si el informe la llama de otra forma, corrige columns en content/affiliate-platforms/${platform.id}.yaml`,
      );
    }
    return i;
  };
  const cDate = find("date")!;
  const cSub = find("subId")!;
  const cReg = find("registrations");
  const cFtd = find("ftds");
  const cCom = find("commission");

  const total = platform.totalRowLabel ? normaliseHeader(platform.totalRowLabel) : null;
  const rows: ReportRow[] = [];
  /** Each row's values → its line, to find a row repeated exactly. */
  const seen = new Map<string, number>();
  for (const { record, info } of data) {
    const line = info.lines;
    const cell = (i: number) => record[i] ?? "";
    if (total && normaliseHeader(cell(cDate)) === total) continue;
    const day = parseDay(cell(cDate), platform.dateFormat);
    if (!day) {
      throw new ReportError(line, cDate + 1, `${quote(cell(cDate))} no es una fecha con el formato ${platform.dateFormat} (por ejemplo ${FORMAT_EXAMPLE[platform.dateFormat]})`);
    }
    const sub = cell(cSub);
    if (sub.length > MAX_SUB_ID) throw new ReportError(line, cSub + 1, `el sub-ID tiene ${sub.length} caracteres; como máximo ${MAX_SUB_ID}`);
    const count = (i: number | null) => {
      if (i === null) return 0;
      const n = parseCount(cell(i), platform.decimalSeparator);
      if (n === null) throw new ReportError(line, i + 1, `${quote(cell(i))} no es un número entero (sin decimales ni signo)`);
      return n;
    };
    const registrations = count(cReg);
    const ftds = count(cFtd);
    let commissionCents = 0;
    if (cCom !== null) {
      const amount = readAmount(cell(cCom), platform.decimalSeparator);
      const example = platform.decimalSeparator === "," ? "1.234,56" : "1,234.56";
      if ("problem" in amount) {
        const why =
          amount.problem === "subCent"
            ? `tiene fracciones de céntimo; el importe tiene que ir en euros con dos decimales como mucho (por ejemplo ${example})`
            : amount.problem === "range"
              ? `está fuera de lo admitido: como mucho ${MAX_COMMISSION_EUROS_TEXT} euros por fila, en positivo o en negativo (el mismo límite que un postback)`
              : `no es un importe en euros con el formato ${example}`;
        throw new ReportError(line, cCom + 1, `${quote(cell(cCom))} ${why}`);
      }
      commissionCents = amount.cents;
    }
    // The same row twice (an export pasted twice, a page of the report downloaded again) would be
    // counted twice: refused, naming both lines, so the owner removes one copy (issue 42).
    const key = JSON.stringify([day, sub, registrations, ftds, commissionCents]);
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ReportError(
        line,
        null,
        `la fila repite exactamente la de la línea ${first} (mismo día, sub-ID e importes); se contaría dos veces. Borra la copia y vuelve a importar`,
      );
    }
    seen.set(key, line);
    rows.push({ line, day, subId: sub === "" ? null : extractClickId(sub, platform.clickId), registrations, ftds, commissionCents });
  }
  return rows;
}
