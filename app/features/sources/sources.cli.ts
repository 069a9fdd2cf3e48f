/**
 * `npm run fuentes [--json] [--init]` as a function (app/composition/commands.cli.ts runs it for npm; the
 * tests call this in-process). Fetches every URL the operator files cite (app/features/sources),
 * stores each answer in the database and prints what changed, what is broken and which tracking
 * link no longer reaches its operator. Reaches the database like `npm run stats`
 * (app/platform/db/database-access.server.ts): DATABASE_URL, or PGlite in DATA_DIR through the running site or under
 * the folder's lock (--init creates it).
 *
 * Settings (environment): SOURCES_HOST_DELAY_MS (between two requests to one host, default 5000),
 * SOURCES_TIMEOUT_MS (per request, default 15000), SOURCES_MAX_BYTES (per page, default 2 MB),
 * SOURCES_ALLOW_LOOPBACK=1 (tests only: lets 127.0.0.1 and ::1 through; private ranges stay refused).
 */
import type { Writable } from "node:stream";
import { migrate } from "../../platform/db/db.server.ts";
import { parseEnv } from "../../platform/env.server.ts";
import { ContentError } from "../../platform/content/collection.ts";
import { SITE_URL } from "../../platform/site.ts";
import {
  CITATION_LABELS,
  contentCitedUrls,
  sourceFlags,
  storedSources,
  watchSources,
  type CitedUrl,
  type WatchResult,
  type WatchSettings,
} from "./index.server.ts";
import { describeDatabase, withDatabase } from "../../platform/db/database-access.server.ts";
import { runCli, UsageError, type CliIo as CommonIo } from "../../platform/command.cli.ts";

const USAGE = `Uso:
  npm run fuentes [--json] [--init]
      Consulta cada dirección que cita el contenido (fuentes de las comprobaciones, términos, web del operador y
      enlace de afiliado con un clic de prueba), guarda la respuesta en la base de datos y avisa de lo que cambió,
      de los enlaces rotos y de los enlaces de afiliado que ya no llegan al operador.
  --json   una lista JSON con un objeto por dirección (url, status, changed, broken…), para otros programas.
  --init   crea la base de datos PGlite en DATA_DIR si aún no existe.`;

export interface CliIo extends CommonIo {
  /** The URLs to watch instead of the content's (tests: their fake operator site on loopback). */
  cited?: CitedUrl[];
  /** Tests: decide per `host:port` which loopback server may be reached. */
  allowLoopback?: WatchSettings["allowLoopback"];
}

const intSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} debe ser un número entero mayor o igual que ${min} (está «${raw}»).`);
  return n;
};

export function watchSettings(env: NodeJS.ProcessEnv): WatchSettings {
  const site = (env.SITE_URL?.trim() || SITE_URL).replace(/\/+$/, "");
  return {
    allowLoopback: env.SOURCES_ALLOW_LOOPBACK === "1",
    userAgent: `RankingCasinosEspana-Fuentes/1.0 (+${site}; revisa una vez al día las páginas que cita la web)`,
    hostDelayMs: intSetting(env, "SOURCES_HOST_DELAY_MS", 5000, 0),
    timeoutMs: intSetting(env, "SOURCES_TIMEOUT_MS", 15_000, 100),
    maxBytes: intSetting(env, "SOURCES_MAX_BYTES", 2 * 1024 * 1024, 1024),
  };
}

/** Runs the command and resolves with its exit code: 0 done (flags are work, not failure), 1 failed, 2 bad usage. */
export function sourcesCli(argv: string[], io: CliIo = {}): Promise<number> {
  return runCli("fuentes", io, (env, stdout) => main(argv, env, stdout, io), (error) => (error instanceof ContentError ? error.message : undefined));
}

async function main(argv: string[], source: NodeJS.ProcessEnv, stdout: Writable, io: CliIo) {
  let json = false;
  let init = false;
  for (const arg of argv) {
    if (arg === "--json") json = true;
    else if (arg === "--init") init = true;
    else if (arg === "--help" || arg === "-h") {
      stdout.write(`${USAGE}\n`);
      return;
    } else throw new UsageError(`Opción desconocida: ${arg}.\n${USAGE}`);
  }
  const env = parseEnv(source);
  const settings = { ...watchSettings(source), ...(io.allowLoopback !== undefined ? { allowLoopback: io.allowLoopback } : {}) };
  const cited = io.cited ?? contentCitedUrls();
  const { results, flags } = await withDatabase(
    env,
    async (db) => {
      await migrate(db);
      const results = await watchSources(db, cited, settings);
      return { results, flags: sourceFlags(cited, await storedSources(db)) };
    },
    { init },
  );
  if (json) {
    stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  stdout.write(report(results, flags, cited, describeDatabase(env)));
}

function report(results: readonly WatchResult[], flags: ReturnType<typeof sourceFlags>, cited: readonly CitedUrl[], where: string): string {
  const kinds = new Map(cited.map((c) => [c.url, c.kinds.map((k) => CITATION_LABELS[k]).join(", ")]));
  const lines = [`Consultadas ${results.length} direcciones; resultados guardados en ${where}.`, ""];
  for (const r of results) {
    const state = r.status === null ? `sin respuesta (${r.error})` : `HTTP ${r.status}`;
    const moved = r.finalUrl !== r.url ? ` → ${r.finalUrl}` : "";
    lines.push(`${r.changed ? "CAMBIÓ " : ""}${state} ${r.url}${moved} [${r.operator}: ${kinds.get(r.url) ?? ""}]`);
    if (r.changeExcerpt) lines.push(`    ${r.changeExcerpt}`);
  }
  lines.push("", flags.length ? `Avisos (${flags.length}):` : "Sin avisos: ninguna fuente comprobada ha cambiado, ningún enlace está roto.");
  for (const f of flags) lines.push(`- ${f.operatorName}: ${f.message} — ${f.url}`);
  return `${lines.join("\n")}\n`;
}
