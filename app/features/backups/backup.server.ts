/**
 * Backups of the site's database and their restore (docs/copias-de-seguridad.md for the owner,
 * docs/decisions/0135-logical-backups.md for the why). One format for PGlite and PostgreSQL alike,
 * so a copy of either restores into either.
 *
 * The file: gzip'd JSON Lines.
 *   line 1   header  {"format":"casinos-espana-copia","version":1,"createdAt","engine",
 *                     "migrations":[names applied],"tables":{name: rows},"columns":{name:[…]}}
 *   then     rows    ["<table>",{<the row as PostgreSQL's row_to_json writes it>}]
 *                     grouped by table, tables in the header's order (foreign keys first),
 *                     each table in primary-key order
 *   last     trailer {"end":true,"rows":<total>,"sha256":<hex>}
 * The trailer's sha256 (version 2 on) is the SHA-256 of every line before it, as written (UTF-8,
 * each with its "\n"): a restore recomputes it over the decompressed text and refuses a copy whose
 * header or rows changed since the dump, recompressed or not (gzip's own CRC-32 only covers the
 * compressed stream). Version 1 copies (made before the checksum) still restore, on the other checks.
 * Rows are written and restored as PostgreSQL's own JSON text, never parsed into JavaScript values
 * on the way: bigints beyond 2^53, microseconds of timestamptz and jsonb come back exactly.
 *
 * Every table of the `public` schema is dumped, whatever it is (a table added by a later migration
 * needs no change here), except Kysely's bookkeeping (the applied migration names go in the
 * header instead) and the rate limiters' counters, which are minutes-long and worthless later.
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { z } from "zod";
import { engineOf, type Db } from "../../platform/db/db.server.ts";
import { migrations as knownMigrations } from "../../platform/db/migrations/index.server.ts";
import type { Database } from "../../platform/db/schema.server.ts";
import { PANEL_LIMIT_TABLE } from "../panel/index.server.ts";
import { RATE_LIMIT_TABLE } from "../../platform/rate-limit.server.ts";

export const BACKUP_FORMAT = "casinos-espana-copia";
/** 2: the end line carries the SHA-256 of the lines before it. 1 (no checksum) is still read. */
export const BACKUP_VERSION = 2;
export const BACKUP_EXTENSION = ".jsonl.gz";

/** Tables never copied: Kysely's bookkeeping and the rate limiters' short-lived counters. */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  RATE_LIMIT_TABLE,
  PANEL_LIMIT_TABLE,
]);

/** Rows read per query while dumping: memory stays bounded whatever the table's size. */
const PAGE_ROWS = 2000;
/** Rows (or characters of JSON) per INSERT while restoring. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

const HeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.union([z.literal(1), z.literal(BACKUP_VERSION)]),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.number().int().min(0)),
  columns: z.record(z.string(), z.array(z.string()).min(1)),
});
export type BackupHeader = z.infer<typeof HeaderSchema>;

/** The file is not a complete backup of this site (unknown format, damaged, truncated). */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/** The target of a restore is not empty, or the backup does not fit this version of the site. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

type Conn = Kysely<Database>;

interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  identity: string[];
  references: string[];
}

/** The tables of `public` with their columns, primary key, identity columns and referenced tables. */
async function catalog(conn: Conn): Promise<TableInfo[]> {
  const { rows } = await sql<{
    name: string;
    columns: string[];
    primary_key: string[];
    identity: string[];
    refs: string[];
  }>`
    SELECT c.relname::text AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      ARRAY(SELECT a.attname::text
            FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
            JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
            WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY k.ord) AS primary_key,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attidentity <> ''
            ORDER BY a.attnum) AS identity,
      ARRAY(SELECT DISTINCT r.relname::text FROM pg_constraint f JOIN pg_class r ON r.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refs
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`.execute(conn);
  return rows.map((r) => ({
    name: r.name,
    columns: r.columns,
    primaryKey: r.primary_key,
    identity: r.identity,
    references: r.refs,
  }));
}

/** Referenced tables before the tables that reference them (ties and cycles: by name). */
export function foreignKeyOrder(tables: { name: string; references: string[] }[]): string[] {
  const names = new Set(tables.map((t) => t.name));
  const pending = new Map(tables.map((t) => [t.name, new Set(t.references.filter((r) => names.has(r)))]));
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, deps]) => deps.size === 0).map(([name]) => name);
    // A cycle: take the first by name; its rows must then not depend on the others' (none today).
    const next = ready.length > 0 ? ready.sort() : [[...pending.keys()].sort()[0]!];
    for (const name of next) {
      order.push(name);
      pending.delete(name);
      for (const deps of pending.values()) deps.delete(name);
    }
  }
  return order;
}

const table = (name: string) => sql.id("public", name);

async function appliedMigrations(conn: Conn): Promise<string[]> {
  const { rows } = await sql<{ exists: boolean }>`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS exists`.execute(conn);
  if (!rows[0]?.exists) return [];
  const names = await sql<{ name: string }>`SELECT name FROM public.kysely_migration ORDER BY name`.execute(conn);
  return names.rows.map((r) => r.name);
}

/** Prefix of the snapshot copies a PGlite dump makes (never a name the site's own tables use). */
const SNAPSHOT_PREFIX = "copia_instantanea_";
/** Copies older than this are left-overs of a dump that was killed; the next dump drops them. */
const STALE_COPY_SECONDS = 6 * 3600;

/**
 * Writes a backup of `db` through `write` (one call per page of lines), all of it from one
 * REPEATABLE READ snapshot: a signup committed while the dump runs is either wholly in it or not
 * at all, in every table alike.
 *
 * PostgreSQL reads the snapshot while the site keeps writing (MVCC). PGlite is one session: an
 * open transaction keeps every other client of the socket waiting, and reading a few thousand rows
 * out through the socket, into gzip and onto disk took more than the site's 10 s query timeout on
 * a loaded 2-core machine (signups answered 503). So with PGlite the transaction only copies each
 * table inside the engine (temporary tables: PGlite's single backend keeps them for the socket's
 * other exchanges), commits, and the copies are read out afterwards, a page per exchange, with the
 * site's queries running in between (docs/decisions/0135-logical-backups.md).
 */
export async function dumpDatabase(db: Db, writeOut: (chunk: string) => Promise<void>, now = new Date()): Promise<BackupHeader> {
  // Everything before the end line goes through the checksum the end line carries.
  const checksum = createHash("sha256");
  const write = (chunk: string) => {
    checksum.update(chunk, "utf8");
    return writeOut(chunk);
  };
  return db.connection().execute(async (conn) => {
    const { rows: v } = await sql<{ pglite: boolean }>`SELECT version() LIKE '%PGlite%' AS pglite`.execute(conn);
    const pglite = v[0]?.pglite === true;
    // This dump's copies: its start time (so a later dump knows left-overs) and a random part (so
    // two dumps at once never touch each other's).
    const stamp = `${Math.floor(now.getTime() / 1000)}_${randomBytes(3).toString("hex")}_`;
    let open = false;
    try {
      if (pglite) await dropSnapshotCopies(conn, (s) => Number(s) < now.getTime() / 1000 - STALE_COPY_SECONDS);
      await sql`BEGIN ISOLATION LEVEL REPEATABLE READ${pglite ? sql`` : sql`, READ ONLY`}`.execute(conn);
      open = true;
      const all = (await catalog(conn)).filter((t) => !EXCLUDED_TABLES.has(t.name));
      const byName = new Map(all.map((t) => [t.name, t]));
      const order = foreignKeyOrder(all);
      const tables: Record<string, number> = {};
      const columns: Record<string, string[]> = {};
      // Where each table's rows are read from: the table itself, or (PGlite) its snapshot copy.
      const source = new Map<string, ReturnType<typeof sql.id>>();
      for (const name of order) {
        const info = byName.get(name)!;
        if (pglite) {
          const copy = `${SNAPSHOT_PREFIX}${stamp}${name}`;
          const cols = sql.join(info.columns.map((c) => sql.id(c)));
          await sql`CREATE TEMPORARY TABLE ${sql.id(copy)} AS SELECT ${cols} FROM ${table(name)}`.execute(conn);
          source.set(name, sql.id("pg_temp", copy));
        } else {
          source.set(name, table(name));
        }
        const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${table(name)}`.execute(conn);
        tables[name] = Number(rows[0]!.n);
        columns[name] = info.columns;
      }
      const migrations = await appliedMigrations(conn);
      if (pglite) {
        // The snapshot is taken: let the site's queries run while the copies are read out.
        await sql`COMMIT`.execute(conn);
        open = false;
        // Keyset paging reads each copy in key order: an index each, built outside the snapshot.
        for (const name of order) {
          const { primaryKey } = byName.get(name)!;
          if (primaryKey.length > 0) await sql`CREATE INDEX ON ${source.get(name)!} (${sql.join(primaryKey.map((c) => sql.id(c)))})`.execute(conn);
        }
      }
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        engine: pglite ? "pglite" : engineOf(db),
        migrations,
        tables,
        columns,
      };
      await write(`${JSON.stringify(header)}\n`);
      let total = 0;
      for (const name of order) {
        const written = await dumpTable(conn, byName.get(name)!, source.get(name)!, write);
        if (written !== tables[name]) throw new Error(`${name}: se escribieron ${written} filas y se habían contado ${tables[name]}; la copia no es válida, vuelve a hacerla`);
        total += written;
      }
      await writeOut(`${JSON.stringify({ end: true, rows: total, sha256: checksum.digest("hex") })}\n`);
      if (open) await sql`COMMIT`.execute(conn);
      open = false;
      return header;
    } catch (error) {
      if (open) await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    } finally {
      if (pglite) await dropSnapshotCopies(conn, (_, name) => name.startsWith(`${SNAPSHOT_PREFIX}${stamp}`)).catch(() => {});
    }
  });
}

/** Drops the snapshot copies `which` picks (given the copy's start-time stamp and its name). */
async function dropSnapshotCopies(conn: Conn, which: (seconds: string, name: string) => boolean): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relpersistence = 't' AND c.relkind = 'r' AND c.relname LIKE ${`${SNAPSHOT_PREFIX}%`}
      AND c.relnamespace = pg_my_temp_schema()`.execute(conn);
  for (const { name } of rows) {
    const seconds = name.slice(SNAPSHOT_PREFIX.length).split("_")[0]!;
    if (which(seconds, name)) await sql`DROP TABLE IF EXISTS ${sql.id("pg_temp", name)}`.execute(conn);
  }
}

/** One table in primary-key order, a page at a time (keyset: no OFFSET rescans). */
async function dumpTable(conn: Conn, info: TableInfo, from: ReturnType<typeof sql.id>, write: (chunk: string) => Promise<void>): Promise<number> {
  // No primary key: the physical row address, stable within the snapshot.
  const keys = info.primaryKey.length > 0 ? info.primaryKey.map((c) => sql`t.${sql.id(c)}`) : [sql`t.ctid`];
  const keyList = sql.join(keys);
  const keyText = sql.join(keys.map((k, i) => sql`${k}::text AS ${sql.id(`k${i}`)}`));
  const prefix = `[${JSON.stringify(info.name)},`;
  let last: string[] | null = null;
  let count = 0;
  for (;;) {
    const after: ReturnType<typeof sql> =
      last === null
        ? sql``
        : info.primaryKey.length > 0
          ? sql`WHERE (${keyList}) > (${sql.join(last.map((v) => sql`${v}`))})`
          : sql`WHERE t.ctid > ${last[0]}::tid`;
    const { rows } = await sql<Record<string, string>>`
      SELECT row_to_json(t)::text AS j, ${keyText} FROM ${from} AS t
      ${after} ORDER BY ${keyList} LIMIT ${PAGE_ROWS}`.execute(conn);
    if (rows.length === 0) return count;
    await write(rows.map((r) => `${prefix}${r.j}]\n`).join(""));
    count += rows.length;
    const tail = rows[rows.length - 1]!;
    last = keys.map((_, i) => tail[`k${i}`]!);
    if (rows.length < PAGE_ROWS) return count;
  }
}

/**
 * Writes a backup to `file`: first to a temporary name beside it, renamed only once complete and
 * on disk, so a file with the final name is always a whole backup. Mode 0600: personal data.
 * Refuses to replace an existing file.
 */
export async function writeBackupFile(db: Db, file: string): Promise<{ header: BackupHeader; bytes: number }> {
  if (fs.existsSync(file)) throw new RestoreRefusedError(`Ya existe ${file}; elige otro nombre (no se sobrescribe una copia).`);
  const tmp = `${file}.${process.pid}.incompleta`;
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(tmp, { flags: "wx", mode: 0o600 });
  const done = pipeline(gzip, out);
  done.catch(() => {}); // observed below; never an unhandled rejection meanwhile
  try {
    const header = await dumpDatabase(db, async (chunk) => {
      if (!gzip.write(chunk)) await Promise.race([once(gzip, "drain"), done]);
    });
    gzip.end();
    await done;
    const fd = fs.openSync(tmp, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // link() fails if the name was taken meanwhile: never overwrite.
    fs.linkSync(tmp, file);
    fs.rmSync(tmp);
    return { header, bytes: fs.statSync(file).size };
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

// ---------------------------------------------------------------- reading

/** A line's JSON, or undefined when it is not JSON (the caller says what that line should have been). */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The refusal of a copy whose content no longer matches the SHA-256 written at backup. */
export const checksumMismatch = (file: string) =>
  `La copia ${file} no coincide con su suma de comprobación SHA-256: su contenido ha cambiado desde que se hizo ` +
  `(por ejemplo, una fila editada y el archivo vuelto a comprimir) o está dañado. No se ha restaurado nada: usa otra copia.`;

const damaged = (file: string, why: string) =>
  new BackupFileError(`La copia ${file} está incompleta o dañada (${why}); no se ha restaurado nada.`);

/** The file's lines, decompressed; a truncated or corrupt gzip stream fails here. */
async function* lines(file: string): AsyncGenerator<string> {
  const fd = fs.openSync(file, "r");
  const magic = Buffer.alloc(2);
  const read = fs.readSync(fd, magic, 0, 2, 0);
  fs.closeSync(fd);
  if (read < 2 || magic[0] !== 0x1f || magic[1] !== 0x8b) {
    throw new BackupFileError(
      `${file} no es una copia de seguridad de este sitio (formato desconocido: se espera un archivo ${BACKUP_EXTENSION} de \`npm run backup\`).`,
    );
  }
  const gunzip = zlib.createGunzip();
  const input = fs.createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  gunzip.setEncoding("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      rest += chunk;
      let nl: number;
      while ((nl = rest.indexOf("\n")) >= 0) {
        yield rest.slice(0, nl);
        rest = rest.slice(nl + 1);
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw damaged(file, `el archivo comprimido no se puede leer entero: ${(error as Error).message}`);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (rest !== "") throw damaged(file, "la última línea está cortada");
}

export interface BackupRow {
  table: string;
  /** The row's JSON text, exactly as PostgreSQL wrote it. */
  json: string;
}

/**
 * Reads and checks a backup: `onHeader` gets the header before any row; the generator yields the
 * rows, and throws BackupFileError at the first thing out of place — bad JSON, a table not in the
 * header or out of order, a count that differs from the header's, a missing end line.
 */
export async function* readBackup(file: string, onHeader: (header: BackupHeader) => void | Promise<void>): AsyncGenerator<BackupRow> {
  let header: BackupHeader | undefined;
  let order: string[] = [];
  let current = -1;
  const counts = new Map<string, number>();
  let ended = false;
  let total = 0;
  const checksum = createHash("sha256");
  for await (const line of lines(file)) {
    if (ended) throw damaged(file, "hay datos después del final");
    if (!header || line.startsWith("[")) checksum.update(`${line}\n`, "utf8");
    if (!header) {
      const parsed = parseLine(line);
      const result = HeaderSchema.safeParse(parsed);
      if (!result.success) {
        const format = (parsed as { format?: unknown } | undefined)?.format;
        throw new BackupFileError(
          format === BACKUP_FORMAT
            ? `${file} es una copia de una versión del formato que este código no conoce (${JSON.stringify((parsed as { version?: unknown }).version)}); no se ha restaurado nada.`
            : `${file} no es una copia de seguridad de este sitio (formato desconocido); no se ha restaurado nada.`,
        );
      }
      header = result.data;
      order = Object.keys(header.tables);
      if (order.some((t) => !header!.columns[t])) throw damaged(file, "cabecera sin columnas de alguna tabla");
      await onHeader(header);
      continue;
    }
    if (line.startsWith("[")) {
      const parsed = parseLine(line);
      if (parsed === undefined) throw damaged(file, "una fila no es JSON válido");
      if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string" || typeof parsed[1] !== "object" || parsed[1] === null) {
        throw damaged(file, "una fila no tiene la forma [tabla, {columnas}]");
      }
      const name = parsed[0];
      const index = order.indexOf(name);
      if (index < 0) throw damaged(file, `filas de una tabla que no está en la cabecera: ${name}`);
      if (index < current) throw damaged(file, `filas de ${name} fuera de orden`);
      current = index;
      const prefix = `[${JSON.stringify(name)},`;
      if (!line.startsWith(prefix) || !line.endsWith("]")) throw damaged(file, "una fila no tiene la forma [tabla, {columnas}]");
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (counts.get(name)! > header.tables[name]!) throw damaged(file, `más filas de ${name} que las ${header.tables[name]} de la cabecera`);
      total++;
      yield { table: name, json: line.slice(prefix.length, -1) };
      continue;
    }
    const end = parseLine(line);
    if ((end as { end?: unknown } | undefined)?.end !== true) throw damaged(file, "una línea no es ni fila ni final");
    if ((end as { rows?: unknown }).rows !== total) throw damaged(file, "el total de filas no coincide con el final");
    if (header.version >= 2) {
      const sum = (end as { sha256?: unknown }).sha256;
      if (typeof sum !== "string" || !/^[0-9a-f]{64}$/.test(sum)) throw damaged(file, "falta la suma de comprobación SHA-256 del final");
      if (sum !== checksum.digest("hex")) throw new BackupFileError(checksumMismatch(file));
    }
    ended = true;
  }
  if (!header) throw new BackupFileError(`${file} está vacío: no es una copia de seguridad de este sitio.`);
  if (!ended) throw damaged(file, "falta el final de la copia");
  for (const name of order) {
    if ((counts.get(name) ?? 0) !== header.tables[name]) {
      throw damaged(file, `${name} tiene ${counts.get(name) ?? 0} filas y la cabecera dice ${header.tables[name]}`);
    }
  }
}

/** Reads the whole file and checks it (no database involved); resolves with its header. */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const row of readBackup(file, (h) => void (header = h))) void row;
  return header!;
}

// ---------------------------------------------------------------- restore

export interface RestoreResult {
  header: BackupHeader;
  /** Current migrations the backup did not have, applied after its rows (in the same transaction). */
  upgradedWith: string[];
}

function pickMigrations(names: Iterable<string>): Record<string, Migration> {
  const picked: Record<string, Migration> = {};
  for (const name of names) picked[name] = knownMigrations[name]!;
  return picked;
}

async function runMigrations(conn: Conn, set: Record<string, Migration>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({
    db: conn,
    provider: { getMigrations: async () => set },
    allowUnorderedMigrations: true,
    // Our own transaction holds them, with the rows: all or nothing.
    disableTransactions: true,
  }).migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) throw error instanceof Error ? error : new Error(`la migración ${failed?.migrationName ?? "?"} ha fallado`);
  return results.map((r) => r.migrationName);
}

/**
 * Reads the whole file and checks it, before any database is opened: a damaged or truncated copy
 * is refused with nothing written, and so is one made by a newer version of the site.
 */
export async function prepareRestore(file: string): Promise<BackupHeader> {
  const header = await verifyBackup(file);
  const unknown = header.migrations.filter((m) => !(m in knownMigrations));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `La copia se hizo con una versión más nueva del sitio (migraciones desconocidas aquí: ${unknown.join(", ")}). ` +
        `Actualiza el código (git pull) y repite la restauración. No se ha restaurado nada.`,
    );
  }
  return header;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Restores a backup into `db`, which must hold no rows in the backup's tables, in ONE transaction:
 * the backup's migrations (which must all be known to this code), its rows in batches, the identity
 * sequences moved past the restored ids, then the current migrations the backup predates. Any
 * failure rolls everything back. `header` comes from prepareRestore (the file checked whole
 * before anything is opened); the rows are read from the file a second time here.
 */
export async function restoreDatabase(db: Db, file: string, header: BackupHeader): Promise<RestoreResult> {
  return db.connection().execute(async (conn) => {
    await sql`BEGIN`.execute(conn);
    try {
      // Empty target: none of the backup's tables may hold a row already.
      const present = new Set((await catalog(conn)).map((t) => t.name));
      const busy: string[] = [];
      for (const name of Object.keys(header.tables)) {
        if (!present.has(name)) continue;
        const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ${table(name)}) AS any`.execute(conn);
        if (rows[0]!.any) busy.push(name);
      }
      if (busy.length > 0) {
        throw new RestoreRefusedError(
          `La base de datos de destino ya tiene datos (${busy.join(", ")}). Solo se restaura en una base de datos vacía: ` +
            `no se ha tocado nada.`,
        );
      }
      // The schema the rows were taken from: the backup's migrations (and any the target already has).
      await runMigrations(conn, pickMigrations(new Set([...header.migrations, ...(await appliedMigrations(conn))])));
      const info = new Map((await catalog(conn)).map((t) => [t.name, t]));
      for (const [name, cols] of Object.entries(header.columns)) {
        const missing = cols.filter((c) => !info.get(name)?.columns.includes(c));
        if (missing.length > 0) {
          throw new RestoreRefusedError(
            `La copia no encaja con las migraciones que declara: ${info.has(name) ? `faltan columnas en ${name} (${missing.join(", ")})` : `falta la tabla ${name}`}. No se ha restaurado nada.`,
          );
        }
      }

      let batch: string[] = [];
      let batchTable = "";
      let chars = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const cols = sql.join(header.columns[batchTable]!.map((c) => sql.id(c)));
        await sql`INSERT INTO ${table(batchTable)} (${cols}) OVERRIDING SYSTEM VALUE
          SELECT ${cols} FROM json_populate_recordset(NULL::${table(batchTable)}, ${`[${batch.join(",")}]`}::json)`.execute(conn);
        batch = [];
        chars = 0;
      };
      for await (const row of readBackup(file, () => {})) {
        if (row.table !== batchTable || batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await flush();
          batchTable = row.table;
        }
        batch.push(row.json);
        chars += row.json.length;
      }
      await flush();

      // Identity columns continue after the restored ids (GENERATED ALWAYS: the next signup gets max+1).
      for (const name of Object.keys(header.tables)) {
        for (const column of info.get(name)!.identity) {
          await sql`SELECT setval(pg_get_serial_sequence(${`public.${quoteIdent(name)}`}, ${column}), m)
            FROM (SELECT max(${sql.id(column)}) AS m FROM ${table(name)}) AS s WHERE m IS NOT NULL`.execute(conn);
        }
      }
      // Then whatever this version of the code adds: the site starts on a database that is current.
      const upgradedWith = await runMigrations(conn, knownMigrations);
      await sql`COMMIT`.execute(conn);
      return { header, upgradedWith };
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
}
