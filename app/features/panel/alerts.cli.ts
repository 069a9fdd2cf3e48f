/**
 * `npm run alertas` (issue 41): the owner is told when something stops, by mail to ADMIN_EMAIL
 * through the site's own mail transport (SMTP_URL; without it, an .eml file in DATA_DIR/mail;
 * app/features/newsletter/mail/owner-mail.server.ts).
 *
 *   npm run alertas                          the daily check (deploy/casinos-alertas.timer): the
 *                                            alerts of app/features/panel/alerts.server.ts, printed,
 *                                            and mailed in one message when there is any
 *   npm run alertas -- --unidad <unidad>     a systemd unit failed (deploy/casinos-alerta@.service,
 *                                            the OnFailure= of every unit): mails its last log lines,
 *                                            read from standard input (journalctl's output)
 *
 * Exit codes: 0 done (with or without alerts), 1 the mail could not be sent, 2 bad usage. The owner
 * reads the output and the mails: Spanish.
 */
import type { Writable } from "node:stream";
import { adminEmail, mailTo, type Mailer } from "../newsletter/index.server";
import { backupDirOf, BACKUP_FILE_EXTENSION, checkAlerts, diskUsedFraction, trackedOperators, type Alert } from "./index.server";
import { migrate } from "../../platform/db/db.server";
import { parseEnv } from "../../platform/env.server";
import { captureOutput, runCli, UsageError, type CliIo as CommonIo } from "../../platform/command.cli";
import { withDatabase } from "../../platform/db/database-access.server";
import { matchWaitingConversions } from "../conversions/index.server.ts";

const USAGE = `Uso:
  npm run alertas                        comprueba clics, conversiones, copias de seguridad y disco, y avisa por correo
  npm run alertas -- --unidad <unidad>   avisa de que una unidad de systemd ha fallado, con su registro (entrada estándar)
El correo va a ADMIN_EMAIL, por el servidor de correo de la web (SMTP_URL). Guía: docs/deployment.md`;

export interface AlertasIo extends CommonIo {
  /** The clock (tests drive each alert with a fake one). */
  now?: Date;
  /** The disk's used fraction, instead of measuring DATA_DIR's file system. */
  diskUsed?: number | null;
  /** Standard input's text for --unidad (the process's own stdin otherwise). */
  stdin?: string;
  /** The mailer, instead of the one the environment describes. */
  mailer?: Mailer;
  /** The operators to watch, instead of the content's operators with a tracking link. */
  trackedOperators?: ReturnType<typeof trackedOperators>;
}

/** Longest log excerpt put in a mail. */
const MAX_LOG_CHARS = 20_000;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(argv: string[], source: NodeJS.ProcessEnv, stdout: Writable, io: AlertasIo): Promise<void> {
  const env = parseEnv(source);
  const now = io.now ?? new Date();
  const to = adminEmail(source);
  let subject: string;
  let text: string;
  if (argv[0] === "--unidad") {
    const unit = argv[1];
    if (!unit || argv.length > 2 || !/^[\w@.:-]{1,200}$/.test(unit)) throw new UsageError(USAGE);
    const log = (io.stdin ?? (await readStdin())).trim();
    const excerpt = log.length > MAX_LOG_CHARS ? `…\n${log.slice(-MAX_LOG_CHARS)}` : log;
    subject = `Ha fallado ${unit}`;
    text =
      `La unidad ${unit} ha fallado (${now.toISOString().slice(0, 16).replace("T", " ")} UTC).\n\n` +
      `Sus últimas líneas de registro:\n\n${excerpt || "(sin registro)"}\n\n` +
      `Más: journalctl -u ${unit} --since -1d · estado: systemctl status ${unit} · guía: docs/deployment.md`;
  } else {
    if (argv.length > 0) throw new UsageError(`Opción desconocida: ${argv[0]}.\n${USAGE}`);
    const alerts: Alert[] = await withDatabase(env, async (db) => {
      await migrate(db);
      // The daily run also gives the conversions whose click has arrived its page and button (migration 014).
      await matchWaitingConversions(db);
      return checkAlerts(db, {
        now,
        trackedOperators: io.trackedOperators ?? trackedOperators(),
        backupDir: backupDirOf(source),
        backupExtension: BACKUP_FILE_EXTENSION,
        diskUsed: io.diskUsed !== undefined ? io.diskUsed : diskUsedFraction(env.dataDir),
        diskPath: env.dataDir,
      });
    });
    if (alerts.length === 0) {
      stdout.write("Todo en orden: sin avisos.\n");
      return;
    }
    subject = `${alerts.length} aviso(s)`;
    text = `${alerts.map((a) => `- ${a.message}`).join("\n")}\n\nLos mismos avisos salen arriba en /panel. Guía: docs/deployment.md`;
  }
  stdout.write(`${text}\n`);
  if (!to) {
    stdout.write("ADMIN_EMAIL no está configurado: no se envía ningún correo (ponlo en /etc/casinos/env).\n");
    return;
  }
  const where = await mailTo(env, to, subject, text, io);
  stdout.write(`Aviso enviado a ${to} (${where}).\n`);
}

export function runAlertasCli(argv: string[], io: AlertasIo = {}): Promise<number> {
  return runCli("alertas", io, (env, stdout) => main(argv, env, stdout, io), (error) =>
    error instanceof Error && /ECONNREFUSED|ETIMEDOUT|EAUTH|ENOTFOUND|Greeting|connect/i.test(`${(error as { code?: string }).code ?? ""} ${error.message}`)
      ? `No se ha podido enviar el correo de aviso: ${error.message}. Revisa SMTP_URL en /etc/casinos/env.`
      : undefined,
  );
}

/** The command with its output captured (tests). */
export const alertasCli = (argv: string[], io: AlertasIo) => captureOutput((out) => runAlertasCli(argv, { ...io, ...out }));
