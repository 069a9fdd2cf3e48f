/**
 * `npm run backup [file]` and `npm run restore <file>` as functions (app/composition/commands.cli.ts runs
 * them for npm; the tests call these in their own process). The
 * owner reads Spanish; exit codes: 0 done, 1 failed, 2 bad usage. The format and the guarantees
 * are in ./backup.ts; the owner's guide is docs/copias-de-seguridad.md.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { acquireDataDirLock, currentOwner } from "../../platform/db/data-dir-lock.server";
import { openPglite, openPostgres, OWN_PGLITE_QUERY_TIMEOUT_MS, PGLITE_SUBDIR, type Db } from "../../platform/db/db.server";
import { configSource, parseEnv, type ServerEnv } from "../../platform/env.server";
import {
  BACKUP_EXTENSION,
  BackupFileError,
  prepareRestore,
  RestoreRefusedError,
  restoreDatabase,
  writeBackupFile,
  type BackupHeader,
} from "./backup.server";
import { captureOutput, runCli, UsageError, type CliIo as CommonIo } from "../../platform/command.cli";
import { backupDirOf } from "../panel/index.server";
import { sql } from "kysely";
import os from "node:os";
import { mailOwner, type Mailer } from "../newsletter/index.server";
import { decryptWith, fetchOffsite, listOffsite, OFFSITE_SUFFIX, OffsiteConfigError, offsiteConfig, sendOffsite } from "./offsite.server";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/**
 * Where backups go without a file name: BACKUP_DIR (relative to the project), else backups/ inside the
 * project, private (ignored by git) — the folder /panel's and `npm run alertas`' «copia antigua» check reads
 * (backupDirOf), so setting BACKUP_DIR moves both.
 */
export const DEFAULT_BACKUP_DIR = backupDirOf(configSource(), ROOT);

const BACKUP_USAGE = `Uso: npm run backup [-- --remoto] [archivo${BACKUP_EXTENSION}]
  Sin archivo, la copia va a backups/copia-AAAA-MM-DD-HHMMSS${BACKUP_EXTENSION} dentro del proyecto.
  --remoto: además la cifra con age (BACKUP_AGE_RECIPIENT) y la envía al almacenamiento S3 de BACKUP_S3_*.
  Funciona con el sitio en marcha. Guía: docs/copias-de-seguridad.md`;
const RESTORE_USAGE = `Uso: npm run restore <archivo${BACKUP_EXTENSION}>  |  npm run restore -- --probar-remoto
  Restaura una copia en una carpeta de datos vacía (DATA_DIR, por defecto ./data), con el sitio parado,
  o en la base de datos vacía de DATABASE_URL. Guía: docs/copias-de-seguridad.md`;

export interface CliIo extends CommonIo {
  /** For the default file name. */
  now?: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** backups/copia-2025-03-01-094512.jsonl.gz, in the machine's local time. */
export function defaultBackupFile(now: Date, dir = DEFAULT_BACKUP_DIR): string {
  const stamp =
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return path.join(dir, `copia-${stamp}${BACKUP_EXTENSION}`);
}

const number = (n: number) => n.toLocaleString("es-ES");
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString("es-ES", { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString("es-ES", { maximumFractionDigits: 1 })} MB`;
}
const seconds = (ms: number) => `${(ms / 1000).toLocaleString("es-ES", { maximumFractionDigits: 1 })} s`;

function tableLines(header: BackupHeader): string {
  const names = Object.keys(header.tables);
  const width = Math.max(...names.map((n) => n.length), 5);
  return names.map((n) => `  ${n.padEnd(width)}  ${number(header.tables[n]!).padStart(9)} fila(s)\n`).join("");
}

/**
 * Runs one command (app/platform/command.cli.ts) and resolves with its exit code; every message goes to
 * `stderr`. Besides the errors every command words, a bad or refused backup file is said as it is.
 */
function runBackupCommand(
  name: string,
  failed: string,
  io: CliIo,
  main: (env: ServerEnv, err: (s: string) => void, source: NodeJS.ProcessEnv) => Promise<void>,
): Promise<number> {
  return runCli(name, io, (source, _stdout, stderr) => main(parseEnv(source), (s) => void stderr.write(s), source), (error) =>
    error instanceof BackupFileError || error instanceof RestoreRefusedError || error instanceof OffsiteConfigError
      ? error.message
      : `${name}: ${failed}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** The one file argument; a usage error carries the command's usage. */
function oneFileArg(argv: string[], required: boolean, usage: string): string | undefined {
  const files = argv.filter((a) => !a.startsWith("-"));
  const flags = argv.filter((a) => a.startsWith("-"));
  const wrong = (why: string) => new UsageError(`${why}\n${usage}`);
  if (flags.length > 0) throw wrong(`Opción desconocida: ${flags[0]}.`);
  if (files.length > 1) throw wrong("Indica un solo archivo.");
  if (required && files.length === 0) throw wrong("Falta el archivo de la copia.");
  return files[0];
}

/** `npm run backup [file]` */
export function backupCli(argv: string[], io: CliIo = {}): Promise<number> {
  const remote = argv.includes("--remoto");
  return runBackupCommand("backup", "ha fallado y no se ha escrito ninguna copia", io, async (env, err, source) => {
    const given = oneFileArg(argv.filter((a) => a !== "--remoto"), false, BACKUP_USAGE);
    // Settings checked before minutes of copying.
    const offsite = remote ? offsiteConfig(source) : null;
    let file: string;
    if (given) {
      file = path.resolve(given);
      if (!fs.existsSync(path.dirname(file))) throw new RestoreRefusedError(`No existe la carpeta ${path.dirname(file)}.`);
    } else {
      fs.mkdirSync(DEFAULT_BACKUP_DIR, { recursive: true, mode: 0o700 });
      fs.chmodSync(DEFAULT_BACKUP_DIR, 0o700);
      file = defaultBackupFile(io.now ?? new Date());
    }
    const started = Date.now();
    const { header, bytes } = await withDatabase(env, (db) => writeBackupFile(db, file), { queryTimeoutMillis: 600_000 });
    const total = Object.values(header.tables).reduce((a, b) => a + b, 0);
    err(
      `Copia de seguridad de ${describeDatabase(env)} hecha en ${seconds(Date.now() - started)}: ` +
        `${number(total)} fila(s) de ${Object.keys(header.tables).length} tabla(s), todas del mismo instante.\n` +
        tableLines(header) +
        `Archivo: ${file} (${size(bytes)}), con la suma de comprobación SHA-256 de su contenido (la restauración la comprueba).\n` +
        `Contiene datos personales (emails de suscriptores): guárdala solo en sitios privados.\n` +
        (env.databaseUrl
          ? `Nota: es la copia de los datos del sitio, restaurable en PGlite o PostgreSQL; no incluye usuarios ni otras bases ` +
            `del servidor PostgreSQL (para eso, pg_dump: ver docs/copias-de-seguridad.md).\n`
          : ""),
    );
    if (offsite) {
      try {
        const sent = await sendOffsite(offsite, file, path.basename(file));
        err(`Copia cifrada con age para ${offsite.recipient.slice(0, 12)}… y enviada a ${offsite.endpoint}/${offsite.bucket}/${sent.key} (${size(sent.bytes)}).\n`);
      } catch (error) {
        throw new RestoreRefusedError(
          `La copia local está hecha (${file}), pero no se ha podido enviar fuera de la máquina: ${error instanceof Error ? error.message : String(error)}. ` +
            `Revisa BACKUP_S3_* en /etc/casinos/env (guía: docs/copias-de-seguridad.md).`,
        );
      }
    }
  });
}

/** PGlite: the folder must not hold a database, and no process may have it open. */
async function withEmptyPglite<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const pgliteDir = path.join(dataDir, PGLITE_SUBDIR);
  const refuseIfData = () => {
    if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
      throw new RestoreRefusedError(
        `La carpeta de datos ${dataDir} ya contiene una base de datos (${PGLITE_SUBDIR}/). Solo se restaura en una carpeta vacía: ` +
          `indica otra con DATA_DIR=/ruta/nueva, o aparta esa carpeta primero. No se ha tocado nada.`,
      );
    }
  };
  const owner = await currentOwner(dataDir);
  if (owner?.role === "server") {
    throw new RestoreRefusedError(
      `Hay un servidor en marcha con la carpeta de datos ${dataDir} (pid ${owner.pid}). Se restaura con el sitio parado ` +
        `y en una carpeta vacía. No se ha tocado nada.`,
    );
  }
  refuseIfData();
  const existed = fs.existsSync(dataDir);
  const lock = await acquireDataDirLock(dataDir, "cli");
  let ok = false;
  try {
    refuseIfData(); // again, now that nobody else can create it
    const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
    try {
      const result = await fn(db);
      ok = true;
      return result;
    } finally {
      await db.destroy();
    }
  } finally {
    // A failed restore leaves no database behind: the owner can fix the cause and run it again.
    if (!ok) fs.rmSync(pgliteDir, { recursive: true, force: true });
    lock.release();
    if (!ok && !existed) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run restore -- --probar-remoto` (deploy/casinos-restore-test.timer, monthly): the newest
 * encrypted copy of the bucket is downloaded, decrypted with BACKUP_AGE_IDENTITY_FILE and restored
 * into a scratch PGlite folder, its tables counted against the copy's own counts; the result is
 * printed and mailed to ADMIN_EMAIL, and the scratch folder removed. Never touches the site's data.
 */
function remoteRestoreTest(io: CliIo & { mailer?: Mailer }): Promise<number> {
  let report = "";
  return runBackupCommand("restore", "la prueba de restauración ha fallado", io, async (_env, err, source) => {
    const say = (s: string) => {
      report += s;
      err(s);
    };
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "prueba-restauracion-"));
    try {
      const cfg = offsiteConfig(source);
      const identityFile = source.BACKUP_AGE_IDENTITY_FILE?.trim();
      if (!identityFile) throw new OffsiteConfigError("Para probar la restauración falta BACKUP_AGE_IDENTITY_FILE (el archivo de la clave privada de age) en /etc/casinos/env.");
      const keys = await listOffsite(cfg);
      const latest = keys.at(-1);
      if (!latest) throw new BackupFileError(`No hay ninguna copia cifrada en ${cfg.endpoint}/${cfg.bucket}/${cfg.prefix}.`);
      const sealed = await fetchOffsite(cfg, latest);
      const plain = await decryptWith(fs.readFileSync(identityFile, "utf8"), sealed);
      const file = path.join(scratch, path.basename(latest).slice(0, -OFFSITE_SUFFIX.length));
      fs.writeFileSync(file, plain, { mode: 0o600 });
      const header = await prepareRestore(file);
      const counted = await withEmptyPglite(path.join(scratch, "data"), async (db) => {
        await restoreDatabase(db, file, header);
        const out: Record<string, number> = {};
        for (const table of Object.keys(header.tables)) {
          const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
          out[table] = Number(r.rows[0]!.n);
        }
        return out;
      });
      const wrong = Object.keys(header.tables).filter((t) => counted[t] !== header.tables[t]);
      if (wrong.length) throw new BackupFileError(`La copia ${latest} se restaura con otros recuentos en: ${wrong.map((t) => `${t} (${counted[t]} de ${header.tables[t]})`).join(", ")}.`);
      const total = Object.values(counted).reduce((a, b) => a + b, 0);
      say(
        `Prueba de restauración correcta: ${latest} (${size(sealed.byteLength)}, la más reciente de ${keys.length}) descargada, descifrada y restaurada ` +
          `en una carpeta de prueba con los mismos recuentos que al hacerla: ${number(total)} fila(s).\n${tableLines(header)}`,
      );
      const sent = await mailOwner(source, "Prueba de restauración correcta", report, io);
      say(sent ? `Resultado enviado a ${sent.to}.\n` : "ADMIN_EMAIL no está configurado: el resultado no se envía por correo.\n");
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await mailOwner(source, "La prueba de restauración ha FALLADO", `La prueba mensual de restauración de la copia fuera de la máquina ha fallado:\n\n${why}\n\nGuía: docs/copias-de-seguridad.md`, io).catch(() => null);
      throw error;
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
}

/** `npm run restore <file>` */
export function restoreCli(argv: string[], io: CliIo & { mailer?: Mailer } = {}): Promise<number> {
  if (argv.length === 1 && argv[0] === "--probar-remoto") return remoteRestoreTest(io);
  return runBackupCommand("restore", "ha fallado y no se ha restaurado nada", io, async (env, err) => {
    const file = path.resolve(oneFileArg(argv, true, RESTORE_USAGE)!);
    if (!fs.existsSync(file)) throw new BackupFileError(`No existe el archivo ${file}.`);
    const started = Date.now();
    // The whole file is checked before anything is opened or created.
    const header = await prepareRestore(file);
    const restore = (db: Db) => restoreDatabase(db, file, header);
    const result = env.databaseUrl
      ? await (async () => {
          const db = openPostgres(env.databaseUrl!, { max: 1, queryTimeoutMillis: 600_000 });
          try {
            return await restore(db);
          } finally {
            await db.destroy();
          }
        })()
      : await withEmptyPglite(env.dataDir, restore);
    const total = Object.values(header.tables).reduce((a, b) => a + b, 0);
    err(
      `Restaurada la copia del ${new Date(header.createdAt).toLocaleString("es-ES")} (${header.engine === "pglite" ? "PGlite" : "PostgreSQL"}) ` +
        `en ${describeDatabase(env)} en ${seconds(Date.now() - started)}: ${number(total)} fila(s).\n` +
        tableLines(header) +
        (header.version >= 2
          ? `Suma de comprobación SHA-256 correcta: el contenido es el mismo que cuando se hizo la copia.\n`
          : `Esta copia es anterior a las sumas de comprobación (formato versión 1): se han comprobado su forma y sus ` +
            `recuentos de filas, no el contenido de cada fila.\n`) +
        (result.upgradedWith.length > 0 ? `Actualizada después con las migraciones de este código: ${result.upgradedWith.join(", ")}.\n` : "") +
        `Ya puedes arrancar el sitio con esta ${env.databaseUrl ? "base de datos" : `carpeta de datos (DATA_DIR=${env.dataDir})`}.\n`,
    );
  });
}

/** A command with its messages captured: what a test reads. */
export function runCaptured(cli: (argv: string[], io: CliIo) => Promise<number>, argv: string[], env: NodeJS.ProcessEnv) {
  return captureOutput((io) => cli(argv, { env, ...io }));
}
