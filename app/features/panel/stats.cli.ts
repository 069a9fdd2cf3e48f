/**
 * `npm run stats` (also `npm run newsletter -- stats`, its older name): the /panel dashboard's reports
 * as text, JSON or CSV, from the same queries (stats.server.ts, earnings.server.ts). A function the
 * tests call; app/composition/commands.cli.ts runs it for npm. The database is reached as by every
 * owner command (app/platform/db/database-access.server.ts).
 *
 *   npm run -s stats -- [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--json | --csv [archivo.csv] [--forzar]] [--init]
 */
import type { Writable } from "node:stream";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server";
import { migrate } from "../../platform/db/db.server";
import { parseEnv } from "../../platform/env.server";
import { captureOutput, csvOutput, FORCE_FLAG, npmWouldPrefixOutput, periodArg, runCli, UsageError, type CliIo } from "../../platform/command.cli";
import { getOperator } from "../operators/index.server";
import { getEarnings } from "./earnings.server";
import { matchWaitingConversions } from "../conversions/index.server.ts";
import { formatEarningsReport, formatStatsReport } from "./stats-report.server";
import { dailyOperatorCsv, getDailyOperatorClicks, getStats } from "./stats.server";

export const STATS_USAGE = `Uso (con -s, npm no añade su cabecera a la salida):
  npm run -s stats -- [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--json | --csv [archivo.csv] [--forzar]]
      clics, altas del boletín y ganancias del periodo (por defecto, los últimos 30 días), como en /panel;
      --csv: clics y conversiones por día, operador, página y ubicación (un archivo que ya existe no se
      sobrescribe sin --forzar)
Con PGlite, un comando solo abre una carpeta de datos que ya existe (DATA_DIR, por defecto ./data);
añade --init para crear una nueva.`;

interface StatsArgs {
  from: string;
  to: string;
  json: boolean;
  csv: boolean;
  file?: string;
}

/** `[--from D] [--to D] [--json | --csv [file]]`; the period is checked before any database is opened. */
export function parseStatsArgs(argv: string[]): StatsArgs {
  let from: string | undefined;
  let to: string | undefined;
  let json = false;
  let csv = false;
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} necesita una fecha (AAAA-MM-DD).\n${STATS_USAGE}`);
      return v;
    };
    if (arg === "--from") from = value();
    else if (arg === "--to") to = value();
    else if (arg === "--json") json = true;
    else if (arg === "--csv") {
      csv = true;
      if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) file = argv[++i];
    } else throw new UsageError(`Opción desconocida: ${arg}.\n${STATS_USAGE}`);
  }
  if (json && csv) throw new UsageError(`--json y --csv no se pueden usar a la vez.\n${STATS_USAGE}`);
  return { ...periodArg(from, to), json, csv, file };
}

/** An operator's name from the content, or its id (an operator since removed, or content with problems). */
function operatorName(id: string): string {
  try {
    return getOperator(id)?.name ?? id;
  } catch {
    return id;
  }
}

/** Runs `npm run stats` (`argv` after the command's name) and resolves with its exit code: 0 done, 1 failed, 2 bad usage. */
export function statsCli(argv: string[], io: CliIo = {}): Promise<number> {
  return runCli("stats", io, (env, stdout, stderr) => main(argv, env, stdout, stderr), () => undefined);
}

async function main(argvWithFlags: string[], source: NodeJS.ProcessEnv, stdout: Writable, stderr: Writable) {
  if (argvWithFlags[0] === "--help" || argvWithFlags[0] === "-h") {
    stdout.write(`${STATS_USAGE}\n`);
    return;
  }
  const init = argvWithFlags.includes("--init");
  const force = argvWithFlags.includes(FORCE_FLAG);
  const args = parseStatsArgs(argvWithFlags.filter((a) => a !== "--init" && a !== FORCE_FLAG));
  const env = parseEnv(source);
  const period = { from: args.from, to: args.to };
  if (args.csv && !args.file && npmWouldPrefixOutput(source, ["newsletter", "stats"], stdout)) {
    throw new UsageError(
      "npm escribiría su cabecera delante del CSV. Indica un archivo (`npm run stats -- --csv clics.csv`) o usa `npm run -s stats -- --csv > clics.csv`.",
    );
  }
  const where = describeDatabase(env);
  if (args.csv) {
    const out = csvOutput(args.file, stdout, force);
    let rows: number;
    try {
      rows = await withDatabase(
        env,
        async (db) => {
          await migrate(db);
          await matchWaitingConversions(db);
          const found = await getDailyOperatorClicks(db, period);
          await out.write(dailyOperatorCsv(found));
          return found.length;
        },
        { init },
      );
    } finally {
      await out.close();
    }
    stderr.write(`Exportadas ${rows} fila(s) (día × operador × página × ubicación) de ${where}${args.file ? ` a ${args.file}` : ""}.\n`);
    return;
  }
  // The same queries as the /panel dashboard.
  const { stats, earnings } = await withDatabase(
    env,
    async (db) => {
      await migrate(db);
      // Conversions whose click has arrived since they were stored get its page and button (migration 014).
      await matchWaitingConversions(db);
      return { stats: await getStats(db, period), earnings: await getEarnings(db, period) };
    },
    { init },
  );
  stdout.write(args.json ? `${JSON.stringify({ ...stats, earnings }, null, 2)}\n` : `${formatStatsReport(stats)}\n${formatEarningsReport(earnings, operatorName)}`);
}

/** `statsCli` with its output captured: what a test reads from the command. */
export function runStatsCli(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return captureOutput((io) => statsCli(argv, { env, ...io }));
}
