/**
 * The checks behind the owner's alerts (issue 41), for the daily `npm run alertas` (which mails
 * them to ADMIN_EMAIL, app/features/panel/alerts.cli.ts) and /panel (which shows them at the top):
 *
 * - an operator with a tracking link has had people's clicks in the last N days but nothing came
 *   back in those days (no conversion imported, no postback): N is the platform file's
 *   `alertAfterDays`, SILENT_DAYS_DEFAULT when it has none;
 * - clicks fell to zero: none in the last 24 hours, after some in the 7 days before;
 * - the newest backup is older than BACKUP_MAX_AGE_HOURS, or there is none;
 * - the disk holding the data is fuller than DISK_MAX_USED.
 *
 * Every input that depends on the world (the time, the backups' folder, the disk) is a parameter, so
 * the tests drive each alert with a fake clock. The messages are the owner's: Spanish.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "../../platform/db/db.server";

export const BACKUP_MAX_AGE_HOURS = 26;
export const DISK_MAX_USED = 0.85;
/** Days before the last 24 hours that must have had clicks for "clicks fell to zero". */
export const CLICKS_BASELINE_DAYS = 7;

export type AlertKind = "operador-sin-conversiones" | "sin-clics" | "copia-antigua" | "disco-lleno";

export interface Alert {
  kind: AlertKind;
  message: string;
}

export interface AlertInputs {
  now: Date;
  /** Operators with a tracking link: id, name and their silence allowance in days. */
  trackedOperators: ReadonlyArray<{ id: string; name: string; silentDays: number }>;
  /** The folder `npm run backup` writes to, and the ending of a backup file. */
  backupDir: string;
  backupExtension: string;
  /** The used fraction (0–1) of the disk holding the data, or null when it cannot be read. */
  diskUsed: number | null;
  diskPath: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const n = new Intl.NumberFormat("es-ES");
const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** The used fraction of the file system holding `dir`, or null when it cannot be read. */
export function diskUsedFraction(dir: string): number | null {
  try {
    const s = fs.statfsSync(dir);
    if (!s.blocks) return null;
    // Like df: what is not available to unprivileged users counts as used.
    return 1 - s.bavail / s.blocks;
  } catch {
    return null;
  }
}

/** The newest backup file of `dir` and its modification time, or null. */
export function newestBackup(dir: string, extension: string): { file: string; at: Date } | null {
  let best: { file: string; at: Date } | null = null;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of names) {
    if (!name.endsWith(extension)) continue;
    const st = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (st?.isFile() && (!best || st.mtime > best.at)) best = { file: path.join(dir, name), at: st.mtime };
  }
  return best;
}

async function silentOperators(db: Db, inputs: AlertInputs): Promise<Alert[]> {
  if (inputs.trackedOperators.length === 0) return [];
  const ids = inputs.trackedOperators.map((o) => o.id);
  // People's clicks per operator within its own allowance, counted by the database (the rows never
  // come into the process: /panel runs this on every view), and when each operator last sent anything back.
  const windows = inputs.trackedOperators.map((o) => sql`(${o.id}::text, ${new Date(inputs.now.getTime() - o.silentDays * DAY)}::timestamptz)`);
  const counted = await sql<{ operator_id: string; n: number }>`
    SELECT c.operator_id, count(*)::int AS n
    FROM outbound_clicks c JOIN (VALUES ${sql.join(windows)}) AS w(operator_id, since) ON c.operator_id = w.operator_id
    WHERE NOT c.is_bot AND c.clicked_at > w.since AND c.clicked_at <= ${inputs.now}
    GROUP BY c.operator_id`.execute(db);
  const clicks = new Map(counted.rows.map((r) => [r.operator_id, Number(r.n)]));
  const heard = await sql<{ operator_id: string; last: Date | string }>`
    SELECT operator_id, max(imported_at) AS last FROM conversions
    WHERE operator_id IN (${sql.join(ids)}) AND imported_at <= ${inputs.now}
    GROUP BY operator_id`.execute(db);
  const lastHeard = new Map(heard.rows.map((r) => [r.operator_id, new Date(r.last)]));
  const out: Alert[] = [];
  for (const o of inputs.trackedOperators) {
    const from = inputs.now.getTime() - o.silentDays * DAY;
    const count = clicks.get(o.id) ?? 0;
    const last = lastHeard.get(o.id);
    if (count === 0 || (last && last.getTime() > from)) continue;
    out.push({
      kind: "operador-sin-conversiones",
      message:
        `${o.name}: ${n.format(count)} clic(s) en los últimos ${o.silentDays} días y ninguna conversión ni postback ` +
        `${last ? `desde el ${when(last)}` : "nunca"}. Comprueba su enlace de seguimiento y la plataforma, e importa su informe ` +
        `(npm run conversions) o revisa sus postbacks. El plazo se cambia con alertAfterDays en su archivo de content/affiliate-platforms/.`,
    });
  }
  return out;
}

async function clicksStopped(db: Db, now: Date): Promise<Alert[]> {
  const dayAgo = new Date(now.getTime() - DAY);
  const baselineFrom = new Date(dayAgo.getTime() - CLICKS_BASELINE_DAYS * DAY);
  const row = await db
    .selectFrom("outbound_clicks")
    .where("is_bot", "=", false)
    .where("clicked_at", ">", baselineFrom)
    .where("clicked_at", "<=", now)
    .select([
      sql<number>`count(*) FILTER (WHERE clicked_at > ${dayAgo})::int`.as("last_day"),
      sql<number>`count(*) FILTER (WHERE clicked_at <= ${dayAgo})::int`.as("before"),
    ])
    .executeTakeFirstOrThrow();
  if (Number(row.last_day) > 0 || Number(row.before) === 0) return [];
  return [
    {
      kind: "sin-clics",
      message:
        `Ningún clic de visitantes en las últimas 24 horas, y ${n.format(Number(row.before))} en los ${CLICKS_BASELINE_DAYS} días anteriores. ` +
        "Comprueba que la web responde y que los botones «Visitar» funcionan (journalctl -u casinos).",
    },
  ];
}

function backupAlerts(inputs: AlertInputs): Alert[] {
  const newest = newestBackup(inputs.backupDir, inputs.backupExtension);
  if (!newest) {
    return [{ kind: "copia-antigua", message: `No hay ninguna copia de seguridad en ${inputs.backupDir}. Haz una ya: npm run backup (o systemctl start casinos-backup).` }];
  }
  const hours = (inputs.now.getTime() - newest.at.getTime()) / HOUR;
  if (hours <= BACKUP_MAX_AGE_HOURS) return [];
  return [
    {
      kind: "copia-antigua",
      message:
        `La copia de seguridad más reciente (${path.basename(newest.file)}) tiene ${n.format(Math.floor(hours))} horas; ` +
        `debería haber una de menos de ${BACKUP_MAX_AGE_HOURS}. Mira por qué falla: journalctl -u casinos-backup.`,
    },
  ];
}

function diskAlerts(inputs: AlertInputs): Alert[] {
  if (inputs.diskUsed === null || inputs.diskUsed <= DISK_MAX_USED) return [];
  return [
    {
      kind: "disco-lleno",
      message:
        `El disco de ${inputs.diskPath} está lleno al ${Math.round(inputs.diskUsed * 100)} % (el aviso salta por encima del ${Math.round(DISK_MAX_USED * 100)} %). ` +
        "Borra copias antiguas de backups/, registros o versiones que no necesites antes de que falle la base de datos.",
    },
  ];
}

/** Every alert that holds at `inputs.now`, in a fixed order. */
export async function checkAlerts(db: Db, inputs: AlertInputs): Promise<Alert[]> {
  return [...(await silentOperators(db, inputs)), ...(await clicksStopped(db, inputs.now)), ...backupAlerts(inputs), ...diskAlerts(inputs)];
}

/** The ending of a backup file (app/features/backups/backup.server.ts BACKUP_EXTENSION; a test keeps both equal). */
export const BACKUP_FILE_EXTENSION = ".jsonl.gz";

/** Where `npm run backup` writes without a file name: BACKUP_DIR, else backups/ in the working folder (the project). */
export const backupDirOf = (env: NodeJS.ProcessEnv, cwd = process.cwd()) => path.resolve(cwd, env.BACKUP_DIR?.trim() || "backups");
