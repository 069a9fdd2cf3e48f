/**
 * The operator commands of `npm run newsletter` / `npm run stats` (scripts/newsletter.ts is the
 * command line; usage there and in the README) as a function: the integration tests run them in
 * their own process (no tsx start-up per command) and keep one end-to-end run of the real command.
 *
 * The same Kysely queries over `pg` in every case: to DATABASE_URL's PostgreSQL, or to PGlite
 * (DATA_DIR), which only one process may open: through the running site's private socket, or,
 * when no site runs, opened by the command itself under the directory's lock (./database-access.ts,
 * shared with `npm run backup`).
 */
import fs from "node:fs";
import type { Writable } from "node:stream";
import path from "node:path";
import { migrate, type Db, type MigrateResult } from "../../app/platform/db/db.server";
import { parseEnv, type ServerEnv } from "../../app/platform/env.server";
import { describeDatabase, withDatabase } from "./database-access";
import { captureOutput, CliRefusal, FORCE_FLAG, openNewFile, periodArg, runCli, UsageError, type CliIo } from "./cli";
import { deleteSubscriber, exportCsv } from "../../app/features/newsletter/newsletter.server";
import { eraseOpinionsByEmail } from "../../app/features/opinions/index.server";
import { countByStatus, linkContext, type StatusCounts } from "../../app/features/newsletter/newsletter-lifecycle.server";
import {
  IssueError,
  prepareIssue,
  queueIssue,
  remainingRecipients,
  type PreparedIssue,
  type QueueResult,
} from "../../app/features/newsletter/newsletter-issue.server";
import { issueEmail } from "../../app/features/newsletter/mail/templates.server";
import { listUnsubscribeHeaders, unsubscribeUrl } from "../../app/features/newsletter/mail/links.server";
import { writeEml } from "../../app/features/newsletter/mail/transport.server";
import { formatEarningsReport, formatStatsReport } from "../../app/features/panel/stats-report.server";
import { getEarnings, type Earnings } from "../../app/features/panel/earnings.server";
import { getOperator } from "../../app/features/operators/index.server";
import {
  dailyOperatorCsv,
  getDailyOperatorClicks,
  getStats,
  type Stats,
} from "../../app/features/panel/stats.server";

const USAGE = `Uso (con -s, npm no añade su cabecera a la salida):
  npm run -s newsletter -- count                      suscriptores por estado
  npm run -s newsletter -- export [archivo.csv] [--forzar]
                                                      todos los suscriptores en CSV (sin archivo: a la salida;
                                                      un archivo que ya existe no se sobrescribe sin --forzar)
  npm run -s newsletter -- send <boletín.md> [--subject "…"] [--dry-run]
                                                      pone en cola un boletín para cada suscriptor confirmado
  npm run -s newsletter -- delete <email>             borra a un suscriptor (derecho de supresión)
  npm run -s newsletter -- migrate                    aplica las migraciones de la base de datos
  npm run -s stats -- [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--json | --csv [archivo.csv] [--forzar]]
Con PGlite, un comando solo abre una carpeta de datos que ya existe (DATA_DIR, por defecto ./data);
añade --init para crear una nueva.`;

type Command =
  | { cmd: "count" | "export" | "migrate" }
  | { cmd: "delete"; email: string }
  | { cmd: "send"; issue: PreparedIssue }
  | { cmd: "remaining"; slug: string }

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
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} necesita una fecha (AAAA-MM-DD).\n${USAGE}`);
      return v;
    };
    if (arg === "--from") from = value();
    else if (arg === "--to") to = value();
    else if (arg === "--json") json = true;
    else if (arg === "--csv") {
      csv = true;
      if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) file = argv[++i];
    } else throw new UsageError(`Opción desconocida: ${arg}.\n${USAGE}`);
  }
  if (json && csv) throw new UsageError(`--json y --csv no se pueden usar a la vez.\n${USAGE}`);
  return { command: { cmd: csv ? "clicks-csv" : "stats", ...periodArg(from, to), json }, file };
}

interface SendArgs {
  file: string;
  subject?: string;
  dryRun: boolean;
}

function parseSend(args: string[]): SendArgs | null {
  let file: string | undefined;
  let subject: string | undefined;
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--dry-run") dryRun = true;
    else if (a === "--subject" && i + 1 < args.length) subject = args[++i];
    else if (a.startsWith("--subject=")) subject = a.slice("--subject=".length);
    else if (!a.startsWith("--") && !file) file = a;
    else return null;
  }
  return file ? { file, subject, dryRun } : null;
}

function parseArgs(argv: string[]): { command: Command; file?: string; send?: SendArgs } {
  const [cmd, arg, ...rest] = argv;
  if (cmd === "send") {
    const send = parseSend(argv.slice(1));
    if (!send) throw new UsageError(USAGE);
    // The command itself is filled in by main() once the file is read.
    return { command: { cmd: "count" }, send };
  }
  if (cmd === "stats") return parseStatsArgs(argv.slice(1));
  if (cmd === "count" && !arg) return { command: { cmd } };
  if (cmd === "migrate" && !arg) return { command: { cmd } };
  if (cmd === "export" && rest.length === 0) return { command: { cmd }, file: arg };
  if (cmd === "delete" && arg && rest.length === 0) return { command: { cmd, email: arg } };
  throw new UsageError(USAGE);
}

/** Where an export goes: a new private file (personal data), or stdout. */
function openOutput(file: string | undefined, stdout: Writable, force: boolean) {
  if (!file) {
    return {
      write: (data: string) =>
        new Promise<void>((resolve, reject) =>
          stdout.write(data, (error) => (error ? reject(error) : resolve())),
        ),
      close: async () => {},
    };
  }
  const fd = openNewFile(file, force);
  return {
    write: async (data: string) => {
      fs.writeSync(fd, data);
    },
    close: async () => {
      fs.closeSync(fd);
    },
  };
}

/** Runs the command: the same code whichever way the database was reached. */
async function run(db: Db, command: Command, write: (data: string) => Promise<void>, env: ServerEnv): Promise<unknown> {
  const migrated = await migrate(db);
  switch (command.cmd) {
    case "migrate":
      return migrated;
    case "count":
      return countByStatus(db);
    case "remaining":
      return remainingRecipients(db, command.slug);
    case "send":
      return queueIssue(db, command.issue, linkContext(env.mail));
    case "delete":
      // Erasure by address covers everything the site keeps under it: the subscription and the player opinions.
      return { subscribers: await deleteSubscriber(db, command.email), opinions: await eraseOpinionsByEmail(db, command.email) };
    case "export": {
      let rows = -1; // the first chunk is the header
      for await (const chunk of exportCsv(db)) {
        await write(chunk);
        rows++;
      }
      return rows;
    }
    // The same queries as the /panel dashboard (app/features/panel/stats.server.ts).
    case "stats": {
      const period = { from: command.from, to: command.to };
      return { stats: await getStats(db, period), earnings: await getEarnings(db, period) };
    }
    case "clicks-csv": {
      const rows = await getDailyOperatorClicks(db, { from: command.from, to: command.to });
      await write(dailyOperatorCsv(rows));
      return rows.length;
    }
  }
}


/**
 * Runs one command (`argv` without node and the script) and resolves with its exit code: 0 done,
 * 1 failed, 2 bad usage. Messages go to `stderr`, reports and CSV to `stdout`.
 */
export function newsletterCli(argv: string[], io: CliIo = {}): Promise<number> {
  const name = argv[0] === "stats" ? "stats" : "newsletter";
  return runCli(name, io, (env, stdout, stderr) => main(argv, env, stdout, stderr), (error) => (error instanceof IssueError ? error.message : undefined));
}

async function main(argvWithFlags: string[], source: NodeJS.ProcessEnv, stdout: Writable, stderr: Writable) {
  const init = argvWithFlags.includes("--init");
  const force = argvWithFlags.includes(FORCE_FLAG);
  const argv = argvWithFlags.filter((a) => a !== "--init" && a !== FORCE_FLAG);
  const parsed = parseArgs(argv);
  const { file, send } = parsed;
  let { command } = parsed;
  const env = parseEnv(source);
  let issue: PreparedIssue | undefined;
  if (send) {
    issue = prepareIssue(path.resolve(send.file), send.subject, env.mail.siteUrl);
    command = send.dryRun ? { cmd: "remaining", slug: issue.slug } : { cmd: "send", issue };
  }
  const csvOut = command.cmd === "export" || command.cmd === "clicks-csv";
  // `npm run newsletter -- export > f.csv` would put npm's own header lines into the file: refuse
  // rather than write a CSV that is wrong in its first lines.
  const underNpm = source.npm_lifecycle_event === "newsletter" || source.npm_lifecycle_event === "stats";
  if (csvOut && !file && underNpm && source.npm_config_loglevel !== "silent" && !(stdout as { isTTY?: boolean }).isTTY) {
    throw new UsageError(
      "npm escribiría su cabecera delante del CSV. Indica un archivo (`npm run newsletter -- export suscriptores.csv`) " +
        "o usa `npm run -s newsletter -- export > suscriptores.csv`.",
    );
  }
  const out = csvOut ? openOutput(file, stdout, force) : null;
  const write = out ? out.write : async () => {};
  let result: unknown;
  try {
    result = await withDatabase(env, (db) => run(db, command, write, env), { init });
  } finally {
    await out?.close();
  }

  const where = describeDatabase(env);
  // Reports go to stderr so that `export > file.csv` gets nothing but CSV.
  switch (command.cmd) {
    case "count": {
      const c = result as StatusCounts;
      stdout.write(
        `${COUNT_LABELS.pending} ${c.pending}\n${COUNT_LABELS.confirmed} ${c.confirmed}\n` +
          `${COUNT_LABELS.unsubscribed} ${c.unsubscribed}\n${COUNT_LABELS.total} ${c.total}\n`,
      );
      break;
    }
    case "remaining": {
      // --dry-run: the count, and one preview of the message as a subscriber would receive it.
      const previewLink = unsubscribeUrl(env.mail.siteUrl, "VISTA-PREVIA");
      const eml = await writeEml(path.join(env.dataDir, "mail"), env.mail.from, {
        id: `vista-previa-${issue!.slug}`,
        to: "vista-previa@example.invalid",
        ...issueEmail({ subject: issue!.subject, body: issue!.body, unsubscribeUrl: previewLink }),
        messageId: `<vista-previa-${issue!.slug}@example.invalid>`,
        headers: listUnsubscribeHeaders(previewLink, env.mail.unsubscribeTo, "VISTA-PREVIA"),
      });
      stdout.write(
        `Prueba (--dry-run): el boletín "${issue!.slug}" («${issue!.subject}») iría a ${Number(result)} suscriptor(es) confirmado(s); ` +
          `no se ha puesto nada en cola.\nVista previa: ${eml}\n`,
      );
      break;
    }
    case "send": {
      const r = result as QueueResult;
      const minutes = Math.ceil(r.queued / env.mail.ratePerMinute);
      stdout.write(
        `Boletín "${issue!.slug}" («${issue!.subject}») en ${where}: ${r.queued} mensaje(s) puestos en cola ahora` +
          (r.queued > 0
            ? `; el servidor los envía a ${env.mail.ratePerMinute} por minuto (unos ${minutes} min).\n`
            : " (todos los suscriptores confirmados ya lo tienen).\n"),
      );
      break;
    }
    case "export":
      stderr.write(`Exportados ${Number(result)} suscriptor(es) de ${where}${file ? ` a ${file}` : ""}.\n`);
      break;
    case "delete": {
      const { subscribers, opinions } = result as { subscribers: number; opinions: number };
      // Nothing matched is said and is not a success (exit 1): a typo in the address must not look done.
      if (subscribers === 0 && opinions === 0) throw new CliRefusal(`No hay ningún suscriptor ni opinión con ese email en ${where}; no se ha borrado nada.`);
      stderr.write(
        subscribers > 0
          ? `Borrado(s) ${subscribers} suscriptor(es) con ese email de ${where}. Los recuentos diarios anónimos se conservan.\n`
          : `No hay ningún suscriptor con ese email en ${where}.\n`,
      );
      if (opinions > 0) stderr.write(`Borrada(s) también ${opinions} opinión(es) de jugador con ese email.\n`);
      break;
    }
    case "stats": {
      const { stats, earnings } = result as { stats: Stats; earnings: Earnings };
      stdout.write(
        command.json
          ? `${JSON.stringify({ ...stats, earnings }, null, 2)}\n`
          : `${formatStatsReport(stats)}\n${formatEarningsReport(earnings, operatorName)}`,
      );
      break;
    }
    case "clicks-csv":
      stderr.write(`Exportadas ${Number(result)} fila(s) (día × operador × página × ubicación) de ${where}${file ? ` a ${file}` : ""}.\n`);
      break;
    case "migrate": {
      const r = result as MigrateResult;
      stderr.write(`Migraciones en ${where}: ${r.applied.length ? `aplicadas ${r.applied.join(", ")}` : "ya estaba al día"}.\n`);
      break;
    }
  }
}

/** An operator's name from the content, or its id (an operator since removed, or content with problems). */
function operatorName(id: string): string {
  try {
    return getOperator(id)?.name ?? id;
  } catch {
    return id;
  }
}

/** The lines of `count`: label, a space, the number. */
export const COUNT_LABELS = { pending: "pendientes", confirmed: "confirmados", unsubscribed: "bajas", total: "total" } as const;

/** `newsletterCli` with its output captured: what a test reads from the command. */
export function runNewsletterCli(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return captureOutput((io) => newsletterCli(argv, { env, ...io }));
}
