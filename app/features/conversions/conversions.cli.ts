/**
 * `npm run conversions -- import <report.csv> --operator <id> [--platform <id>] [--from D --to D]`
 * as a function (app/composition/commands.cli.ts runs it for npm; the tests call it in-process).
 *
 * Reads an affiliate platform's CSV export with that platform's file of
 * content/affiliate-platforms/ and replaces the operator's imported conversions of the report's
 * period with it, in one transaction. The file is read whole before the database is opened: a
 * malformed file is refused with the line and column of its first problem, and nothing is written.
 * The database is reached as by every owner command (app/platform/db/database-access.server.ts): DATABASE_URL, or
 * PGlite in DATA_DIR through the running site or under the folder's lock (--init creates it).
 */
import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { migrate } from "../../platform/db/db.server";
import { parseEnv } from "../../platform/env.server";
import { ContentError } from "../../platform/content/collection";
import { getOperator } from "../operators/index.server";
import {
  getPlatforms,
  ImportRefusedError,
  importReport,
  refuseOtherOperatorsReport,
  periodOf,
  platformFor,
  PlatformChoiceError,
  readReport,
  ReportError,
  type ImportResult,
} from "./index.server";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server";
import { captureOutput, periodArg, runCli, UsageError, type CliIo as CommonIo } from "../../platform/command.cli";

const USAGE = `Uso:
  npm run conversions -- import <informe.csv> --operator <id> [--platform <plataforma>] [--from AAAA-MM-DD --to AAAA-MM-DD]
      Importa el informe CSV de una plataforma de afiliación. Sustituye lo importado antes para ese operador y
      ese periodo (por defecto, del primer al último día del informe). La plataforma sale de
      content/affiliate-platforms/ (la que lista al operador), o de --platform.
Con PGlite, el comando solo abre una carpeta de datos que ya existe (DATA_DIR, por defecto ./data);
añade --init para crear una nueva.`;

// Euros and cents as /panel writes them (its labels.server.ts formatCents; the panel reads this
// feature's conversions, so this feature does not import the panel): «1172,40 €».
const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });
const formatCents = (cents: number): string => euros.format(cents / 100);

/** Longest report read (a platform's daily export is a few KB; a month of sub-IDs a few MB). */
export const MAX_REPORT_BYTES = 50 * 1024 * 1024;

interface ImportArgs {
  file: string;
  operator: string;
  platform?: string;
  from?: string;
  to?: string;
}

function parseArgs(argv: string[]): ImportArgs {
  const [cmd, ...rest] = argv;
  if (cmd !== "import") throw new UsageError(USAGE);
  const out: Partial<ImportArgs> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} necesita un valor.\n${USAGE}`);
      return v;
    };
    if (arg === "--operator") out.operator = value();
    else if (arg === "--platform") out.platform = value();
    else if (arg === "--from") out.from = value();
    else if (arg === "--to") out.to = value();
    else if (!arg.startsWith("--") && !out.file) out.file = arg;
    else throw new UsageError(`Opción desconocida: ${arg}.\n${USAGE}`);
  }
  if (!out.file) throw new UsageError(`Falta el archivo CSV.\n${USAGE}`);
  if (!out.operator) throw new UsageError(`Falta --operator <id> (el nombre del archivo del operador en content/operators, sin .yaml).\n${USAGE}`);
  if ((out.from === undefined) !== (out.to === undefined)) throw new UsageError("Indica --from y --to juntos, o ninguno de los dos.");
  return out as ImportArgs;
}

export interface CliIo extends CommonIo {
  /** Folder holding affiliate-platforms/ (tests: their own platform files); default the site's content. */
  platformsRoot?: string;
}

/** Runs one command and resolves with its exit code: 0 done, 1 refused or failed, 2 bad usage. */
export function conversionsCli(argvWithFlags: string[], io: CliIo = {}): Promise<number> {
  return runCli("conversions", io, (env, stdout, stderr) => main(argvWithFlags, env, stdout, io.platformsRoot, stderr), (error) => {
    if (error instanceof ReportError) return `Informe rechazado entero, no se ha importado nada: ${error.message}`;
    if (error instanceof PlatformChoiceError || error instanceof ContentError || error instanceof ImportRefusedError) return error.message;
    return undefined;
  });
}

/** From this size on, the import says what it is doing at each step (issue 43: a 50 MB import said nothing for minutes). */
export const PROGRESS_FROM_BYTES = 1024 * 1024;

async function main(argvWithFlags: string[], source: NodeJS.ProcessEnv, stdout: Writable, platformsRoot?: string, stderr?: Writable) {
  const init = argvWithFlags.includes("--init");
  const args = parseArgs(argvWithFlags.filter((a) => a !== "--init"));
  const env = parseEnv(source);

  const operator = getOperator(args.operator);
  if (!operator) throw new UsageError(`No existe el operador «${args.operator}» en content/operators.`);
  const platform = platformFor(operator.id, args.platform, getPlatforms(platformsRoot));

  const file = path.resolve(args.file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new UsageError(`No encuentro el archivo ${args.file}.`);
  }
  if (!stat.isFile()) throw new UsageError(`${args.file} no es un archivo.`);
  if (stat.size > MAX_REPORT_BYTES) throw new UsageError(`${args.file} ocupa más de ${MAX_REPORT_BYTES / 1024 / 1024} MB: divide el informe por periodos.`);
  const long = stat.size >= PROGRESS_FROM_BYTES;
  const progress = (line: string) => {
    if (long) stderr?.write(`${line}\n`);
  };
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toLocaleString("es-ES", { maximumFractionDigits: 1 })} s`;
  progress(`Leyendo ${args.file} (${(stat.size / 1024 / 1024).toLocaleString("es-ES", { maximumFractionDigits: 1 })} MB) con el formato de ${platform.name}…`);
  const rows = readReport(decodeReport(fs.readFileSync(file)), platform);
  progress(`Leídas ${rows.length.toLocaleString("es-ES")} fila(s) en ${elapsed()}. Comprobando de quién son los clics y guardando en la base de datos (todo o nada)…`);

  let period = periodOf(rows);
  if (args.from !== undefined) {
    period = periodArg(args.from, args.to);
    const outside = rows.find((r) => r.day < period!.from || r.day > period!.to);
    if (outside) throw new ReportError(outside.line, null, `la fecha ${outside.day} está fuera del periodo indicado (${period.from} a ${period.to})`);
  }
  if (!period) throw new UsageError(`${args.file} no tiene filas de datos. Para vaciar un periodo ya importado, indica --from y --to.`);

  const sourceName = path.basename(file).slice(0, 200);
  const result = await withDatabase(
    env,
    async (db) => {
      await migrate(db);
      // Before anything is replaced: a report whose rows are another operator's clicks is refused.
      await refuseOtherOperatorsReport(db, operator, rows);
      return importReport(db, operator.id, sourceName, period, rows);
    },
    { init },
  );
  stdout.write(importSummary(result, { file: sourceName, operator: operator.name, platform: platform.name, where: describeDatabase(env) }));
}

/**
 * UTF-8, or — when the bytes are not valid UTF-8, as in a CSV saved by Excel on Windows —
 * Windows-1252, so «Comisión» in a header still matches.
 */
export function decodeReport(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function importSummary(r: ImportResult, c: { file: string; operator: string; platform: string; where: string }): string {
  const lines = [
    `Importado ${c.file} (${c.platform}) para ${c.operator} en ${c.where}.`,
    `Periodo: del ${r.from} al ${r.to}. ${r.inserted} fila(s) nuevas` +
      (r.replaced ? `; sustituyen a ${r.replaced} fila(s) importadas antes para ese periodo.` : "."),
    `Registros ${r.registrations} · FTD ${r.ftds} · comisión ${formatCents(r.commissionCents)}.`,
  ];
  if (r.unmatched > 0) {
    lines.push(
      `Sin clic reconocido: ${r.unmatched} fila(s) (su sub-ID no corresponde a ningún clic de este operador; se guardan y cuentan en el operador, ` +
        `no en una página). Ejemplos: ${r.unmatchedSample.join(", ")}.`,
    );
  } else {
    lines.push("Todas las filas corresponden a un clic conocido.");
  }
  return `${lines.join("\n")}\n`;
}

/** `conversionsCli` with its output captured: what a test reads from the command. */
export function runConversionsCli(argv: string[], env: NodeJS.ProcessEnv, platformsRoot?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return captureOutput((io) => conversionsCli(argv, { env, platformsRoot, ...io }));
}
