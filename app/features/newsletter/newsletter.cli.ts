/**
 * The owner's commands of `npm run newsletter` (usage below and in the README; `npm run stats` is the
 * panel's, app/features/panel/stats.cli.ts) as a function: app/composition/commands.cli.ts runs it for
 * npm, and the integration tests run it in their own process (no tsx start-up per command) and keep
 * one end-to-end run of the real command.
 *
 * The same Kysely queries over `pg` in every case: to DATABASE_URL's PostgreSQL, or to PGlite
 * (DATA_DIR), which only one process may open: through the running site's private socket, or,
 * when no site runs, opened by the command itself under the directory's lock
 * (app/platform/db/database-access.server.ts, shared with every owner command).
 */
import type { Writable } from "node:stream";
import path from "node:path";
import { migrate, type Db, type MigrateResult } from "../../platform/db/db.server";
import { parseEnv, type ServerEnv } from "../../platform/env.server";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server";
import { captureOutput, CliRefusal, csvOutput, FORCE_FLAG, npmWouldPrefixOutput, runCli, UsageError, type CliIo } from "../../platform/command.cli";
import { deleteSubscriber, exportCsv } from "./newsletter.server";
import { countByStatus, linkContext, type StatusCounts } from "./newsletter-lifecycle.server";
import {
  IssueError,
  prepareIssue,
  queueIssue,
  remainingRecipients,
  type PreparedIssue,
  type QueueResult,
} from "./newsletter-issue.server";
import { issueEmail } from "./mail/templates.server";
import { listUnsubscribeHeaders, unsubscribeUrl } from "./mail/links.server";
import { writeEml } from "./mail/transport.server";

const USAGE = `Uso (con -s, npm no añade su cabecera a la salida):
  npm run -s newsletter -- count                      suscriptores por estado
  npm run -s newsletter -- export [archivo.csv] [--forzar]
                                                      todos los suscriptores en CSV (sin archivo: a la salida;
                                                      un archivo que ya existe no se sobrescribe sin --forzar)
  npm run -s newsletter -- send <boletín.md> [--subject "…"] [--dry-run]
                                                      pone en cola un boletín para cada suscriptor confirmado
  npm run -s newsletter -- delete <email>             borra a un suscriptor (derecho de supresión)
  npm run -s newsletter -- migrate                    aplica las migraciones de la base de datos
  npm run -s stats -- …                               los informes de /panel (npm run stats -- --help)
Con PGlite, un comando solo abre una carpeta de datos que ya existe (DATA_DIR, por defecto ./data);
añade --init para crear una nueva.`;

type Command =
  | { cmd: "count" | "export" | "migrate" }
  | { cmd: "delete"; email: string }
  | { cmd: "send"; issue: PreparedIssue }
  | { cmd: "remaining"; slug: string };

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
  if (cmd === "count" && !arg) return { command: { cmd } };
  if (cmd === "migrate" && !arg) return { command: { cmd } };
  if (cmd === "export" && rest.length === 0) return { command: { cmd }, file: arg };
  if (cmd === "delete" && arg && rest.length === 0) return { command: { cmd, email: arg } };
  throw new UsageError(USAGE);
}

/** Runs the command: the same code whichever way the database was reached. */
async function run(db: Db, command: Command, write: (data: string) => Promise<void>, env: ServerEnv, eraseAlso: EraseByEmail): Promise<unknown> {
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
      // Erasure by address covers everything the site keeps under it: the subscription and what `eraseAlso`
      // erases (the player opinions: app/composition/commands.cli.ts hands in the opinions feature's erasure).
      return { subscribers: await deleteSubscriber(db, command.email), opinions: await eraseAlso(db, command.email) };
    case "export": {
      let rows = -1; // the first chunk is the header
      for await (const chunk of exportCsv(db)) {
        await write(chunk);
        rows++;
      }
      return rows;
    }
  }
}


/**
 * Runs one command (`argv` without node and the script) and resolves with its exit code: 0 done,
 * 1 failed, 2 bad usage. Messages go to `stderr`, reports and CSV to `stdout`.
 */
export function newsletterCli(argv: string[], io: NewsletterIo = {}): Promise<number> {
  return runCli("newsletter", io, (env, stdout, stderr) => main(argv, env, stdout, stderr, io.eraseAlso ?? noOtherData), (error) =>
    error instanceof IssueError ? error.message : undefined,
  );
}

/** What else `delete <email>` erases under the address, in the same database; the number of rows erased. */
export type EraseByEmail = (db: Db, email: string) => Promise<number>;

const noOtherData: EraseByEmail = async () => 0;

export interface NewsletterIo extends CliIo {
  /** The other data kept under an address (the player opinions, handed in by app/composition/commands.cli.ts). */
  eraseAlso?: EraseByEmail;
}

async function main(argvWithFlags: string[], source: NodeJS.ProcessEnv, stdout: Writable, stderr: Writable, eraseAlso: EraseByEmail) {
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
  const csvOut = command.cmd === "export";
  // `npm run newsletter -- export > f.csv` would put npm's own header lines into the file: refuse
  // rather than write a CSV that is wrong in its first lines.
  if (csvOut && !file && npmWouldPrefixOutput(source, ["newsletter"], stdout)) {
    throw new UsageError(
      "npm escribiría su cabecera delante del CSV. Indica un archivo (`npm run newsletter -- export suscriptores.csv`) " +
        "o usa `npm run -s newsletter -- export > suscriptores.csv`.",
    );
  }
  const out = csvOut ? csvOutput(file, stdout, force) : null;
  const write = out ? out.write : async () => {};
  let result: unknown;
  try {
    result = await withDatabase(env, (db) => run(db, command, write, env, eraseAlso), { init });
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
    case "migrate": {
      const r = result as MigrateResult;
      stderr.write(`Migraciones en ${where}: ${r.applied.length ? `aplicadas ${r.applied.join(", ")}` : "ya estaba al día"}.\n`);
      break;
    }
  }
}

/** The lines of `count`: label, a space, the number. */
export const COUNT_LABELS = { pending: "pendientes", confirmed: "confirmados", unsubscribed: "bajas", total: "total" } as const;

/** `newsletterCli` with its output captured: what a test reads from the command. */
export function runNewsletterCli(argv: string[], env: NodeJS.ProcessEnv, eraseAlso?: EraseByEmail): Promise<{ code: number; stdout: string; stderr: string }> {
  return captureOutput((io) => newsletterCli(argv, { env, eraseAlso, ...io }));
}
