/**
 * Operator commands for the newsletter list and the click reports:
 *
 *   npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json | --csv [file.csv]]
 *   npm run newsletter -- count
 *   npm run newsletter -- export [file.csv]     (CSV, UTF-8; to stdout without a file)
 *   npm run newsletter -- delete <email>        (GDPR erasure)
 *   npm run newsletter -- migrate               (same as npm run db:migrate)
 *
 * With DATABASE_URL they talk to PostgreSQL directly. With PGlite (DATA_DIR) only one process
 * may open the data directory: if the site is running, the command is sent to it over its
 * private Unix socket; if not, the command takes the directory's lock and opens it itself.
 */
import fs from "node:fs";
import path from "node:path";
import { ControlUnreachableError, sendControlCommand } from "../app/server/control-socket.server";
import { acquireDataDirLock, DataDirBusyError, ownerAlive, readOwner } from "../app/server/data-dir-lock.server";
import { migrate, openPglite, openPostgres, type Db, type MigrateResult } from "../app/server/db.server";
import { describeDatabaseUrl, EnvError, parseEnv } from "../app/server/env.server";
import { controlHandler, PGLITE_SUBDIR } from "../app/server/newsletter-runtime.server";
import { formatStatsReport } from "../app/server/stats-report.server";
import { PeriodError, resolvePeriod, type Stats } from "../app/server/stats.server";

const USAGE = `Usage:
  npm run newsletter -- count
  npm run newsletter -- export [file.csv]
  npm run newsletter -- delete <email>
  npm run newsletter -- migrate
  npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json | --csv [file.csv]]`;

type Command =
  | { cmd: "count" | "export" | "migrate" }
  | { cmd: "delete"; email: string }
  | { cmd: "stats" | "clicks-csv"; from: string; to: string; json?: boolean };

/** `stats [--from D] [--to D] [--json | --csv [file]]`; the period is checked before any database is opened. */
function parseStatsArgs(argv: string[]): { command: Command; file?: string } {
  let from: string | undefined;
  let to: string | undefined;
  let json = false;
  let csv = false;
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} needs a date (YYYY-MM-DD).\n${USAGE}`);
      return v;
    };
    if (arg === "--from") from = value();
    else if (arg === "--to") to = value();
    else if (arg === "--json") json = true;
    else if (arg === "--csv") {
      csv = true;
      if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) file = argv[++i];
    } else throw new UsageError(`Unknown option ${arg}.\n${USAGE}`);
  }
  if (json && csv) throw new UsageError(`--json and --csv exclude each other.\n${USAGE}`);
  let period;
  try {
    period = resolvePeriod({ from, to });
  } catch (error) {
    if (error instanceof PeriodError) throw new UsageError(error.message);
    throw error;
  }
  return { command: { cmd: csv ? "clicks-csv" : "stats", ...period, json }, file };
}

function parseArgs(argv: string[]): { command: Command; file?: string } {
  const [cmd, arg, ...rest] = argv;
  if (cmd === "stats") return parseStatsArgs(argv.slice(1));
  if (cmd === "count" && !arg) return { command: { cmd } };
  if (cmd === "migrate" && !arg) return { command: { cmd } };
  if (cmd === "export" && rest.length === 0) return { command: { cmd }, file: arg };
  if (cmd === "delete" && arg && rest.length === 0) return { command: { cmd, email: arg } };
  throw new UsageError(USAGE);
}

class UsageError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where an export goes: a new private file (personal data), or stdout. */
function openOutput(file: string | undefined) {
  if (!file) {
    return {
      write: (data: string) =>
        new Promise<void>((resolve, reject) =>
          process.stdout.write(data, (error) => (error ? reject(error) : resolve())),
        ),
      close: async () => {},
    };
  }
  const fd = fs.openSync(path.resolve(file), "w", 0o600);
  fs.fchmodSync(fd, 0o600); // also when overwriting an older export with wider permissions
  return {
    write: async (data: string) => {
      fs.writeSync(fd, data);
    },
    close: async () => {
      fs.closeSync(fd);
    },
  };
}

/** Runs the command on a database this process opened itself. */
async function runLocally(db: Db, command: Command, write: (data: string) => Promise<void>) {
  const migrated = await migrate(db);
  if (command.cmd === "migrate") return migrated;
  return controlHandler(() => db)(command, write);
}

async function runAgainstPglite(dataDir: string, command: Command, write: (data: string) => Promise<void>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const owner = readOwner(dataDir);
    if (owner && owner.role === "server" && ownerAlive(owner)) {
      if (owner.socket) {
        try {
          return await sendControlCommand(owner.socket, command, write);
        } catch (error) {
          if (!(error instanceof ControlUnreachableError)) throw error;
        }
      }
      // The server is still starting (its socket is not up yet): wait for it.
      if (Date.now() > deadline) {
        throw new Error(`The server (pid ${owner.pid}) owns ${dataDir} but does not answer on its socket.`);
      }
      await sleep(250);
      continue;
    }
    try {
      // No server: open the directory ourselves. Wait for another operator command, but not forever.
      const lock = await acquireDataDirLock(dataDir, "cli", { waitMs: 30_000, waitFor: ["cli"] });
      let db: Db | undefined;
      try {
        db = (await openPglite(path.join(dataDir, PGLITE_SUBDIR))).db;
        return await runLocally(db, command, write);
      } finally {
        await db?.destroy();
        lock.release();
      }
    } catch (error) {
      // A server started between our look and our lock: go round and talk to it instead.
      if (error instanceof DataDirBusyError && error.owner.role === "server") continue;
      throw error;
    }
  }
}

async function main() {
  const { command, file } = parseArgs(process.argv.slice(2));
  const env = parseEnv();
  const out = command.cmd === "export" || command.cmd === "clicks-csv" ? openOutput(file) : null;
  const write = out ? out.write : async () => {};
  let result: unknown;
  try {
    if (env.databaseUrl) {
      const db = openPostgres(env.databaseUrl, { max: 2 });
      try {
        result = await runLocally(db, command, write);
      } finally {
        await db.destroy();
      }
    } else {
      result = await runAgainstPglite(env.dataDir, command, write);
    }
  } finally {
    await out?.close();
  }

  const where = env.databaseUrl ? describeDatabaseUrl(env.databaseUrl) : path.join(env.dataDir, PGLITE_SUBDIR);
  // Reports go to stderr so that `export > file.csv` gets nothing but CSV.
  switch (command.cmd) {
    case "count":
      process.stdout.write(`${Number(result)}\n`);
      break;
    case "export":
      console.error(`Exported ${Number(result)} subscriber(s) from ${where}${file ? ` to ${file}` : ""}.`);
      break;
    case "delete":
      console.error(
        Number(result) > 0
          ? `Deleted ${Number(result)} subscriber(s) with that email from ${where}.`
          : `No subscriber with that email in ${where}; nothing deleted.`,
      );
      break;
    case "stats":
      process.stdout.write(
        command.json ? `${JSON.stringify(result, null, 2)}\n` : formatStatsReport(result as Stats),
      );
      break;
    case "clicks-csv":
      console.error(`Exported ${Number(result)} row(s) (day × operator) from ${where}${file ? ` to ${file}` : ""}.`);
      break;
    case "migrate": {
      const r = result as MigrateResult;
      console.error(
        `Migrations on ${where}: ${r.applied.length ? `applied ${r.applied.join(", ")}` : "already up to date"}.`,
      );
      break;
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof EnvError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error(`${process.argv[2] === "stats" ? "stats" : "newsletter"}: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
