/**
 * `npm run publish`: builds the current content into a new release and has the running server
 * switch to it without dropping a request; `npm run publish -- --rollback` goes back to the
 * previous release. How releases work: ./releases.server.ts. The owner reads this output: Spanish.
 * A function app/composition/commands.cli.ts runs for npm, handing in the site-wide content check and
 * the example-data refusal (the composition's: a feature does not import it).
 *
 *   npm run publish                    build, switch, keep the last 3 releases
 *   npm run publish -- --rollback      back to the previous release (and it becomes previous)
 *   npm run publish -- --pid 1234 …    also signal these server processes (several instances)
 *   npm run publish -- --programado    the daily publish (deploy/casinos-publish.service): skipped
 *                                      while a rollback holds the same content (issue 41)
 *
 * A rollback leaves a marker so the daily publish does not put the rolled-back content back; a
 * publish run by hand clears it (./publish-guard.server.ts). The content is checked before the
 * build; the build's output goes to <releases>/registros/publicar-<id>.log, and a failure ends
 * with the content checker's `file:line: campo — problema` lines, then the log's path.
 *
 * The server to signal: with PGlite, the one that holds DATA_DIR (found through the folder's
 * lock); with several instances, `--pid` for each (or `systemctl reload` per instance, see
 * docs/deployment.md). It then waits until /healthz reports the new release, on the port the server
 * wrote into the data folder's lock (PGlite), else on PORT (default 3000).
 */
import fs from "node:fs";
import path from "node:path";
import { currentOwner } from "../../platform/db/data-dir-lock.server.ts";
import type { Writable } from "node:stream";
import { parseEnv } from "../../platform/env.server.ts";
import { formatProblem, workingContentRoot, type ContentProblem } from "../../platform/content/collection.ts";
import { captureOutput, runCli, UsageError, type CliIo } from "../../platform/command.cli.ts";
import { BuildFailed, buildRelease, linked, makeCurrent, newReleaseId, prune, releasesDir, ROOT } from "./releases.server.ts";
import { checkerLines, clearRollback, contentHash, gitState, LOGS_DIR, pruneLogs, recordRollback, scheduledPublish } from "./publish-guard.server.ts";

export const PUBLISH_USAGE = `Uso:
  npm run publish                       comprueba el contenido, construye una versión nueva y el servidor pasa a servirla
  npm run publish -- --rollback         vuelve a la versión anterior
  npm run publish -- --programado       la publicación diaria (se salta mientras una vuelta atrás tiene el mismo contenido)
  npm run publish -- --pid <pid> …      avisa también a estos procesos del servidor (varias instancias)
Guía: docs/deployment.md`;

/** What the command takes from the rest of the site (app/composition/commands.cli.ts hands them in). */
export interface PublishSite {
  /** The content check of the whole site (app/composition/content-check.ts). */
  checkContent: () => Promise<{ problems: ContentProblem[] }>;
  /** Throws (in Spanish) when a release for a public SITE_URL would carry example data (decision 0237). */
  refuseExampleData: (siteUrl: string | undefined, options: { publisherJson?: string }) => void;
}

export function parsePublishArgs(argv: string[]): { pids: number[]; rollback: boolean; scheduled: boolean } | "help" {
  const pids: number[] = [];
  let rollback = false;
  let scheduled = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return "help";
    if (a === "--rollback") rollback = true;
    else if (a === "--programado") scheduled = true;
    else if (a === "--pid") {
      const pid = argv[++i];
      if (pid === undefined || !/^\d+$/.test(pid)) throw new UsageError(`--pid necesita el número de un proceso del servidor${pid === undefined ? "" : `, no «${pid}»`}.\n${PUBLISH_USAGE}`);
      pids.push(Number(pid));
    } else throw new UsageError(`Opción desconocida: ${a}.\n${PUBLISH_USAGE}`);
  }
  if (rollback && scheduled) throw new UsageError("--rollback y --programado no van juntos.");
  return { pids, rollback, scheduled };
}

/**
 * The servers to tell: the given pids, plus the PGlite data folder's owner when it is a server, and
 * the port to confirm on: the one that server wrote into the folder's lock, else PORT (default 3000).
 */
async function servers(pids: number[], source: NodeJS.ProcessEnv): Promise<{ pids: number[]; port: number }> {
  const found = new Set(pids);
  let port = Number(source.PORT) || 3000;
  // DATA_DIR and DATABASE_URL read as the server reads them (defaults included).
  const env = parseEnv(source);
  if (!env.databaseUrl) {
    const owner = await currentOwner(env.dataDir);
    if (owner?.role === "server" && owner.pid > 0) {
      found.add(owner.pid);
      if (owner.port) port = owner.port;
    }
  }
  return { pids: [...found], port };
}

/** Waits until the server on `port` answers with `release`; false after `ms`. */
async function confirmed(release: string, port: number, ms = 60_000): Promise<boolean> {
  const url = `http://127.0.0.1:${port}/healthz`;
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const body = (await (await fetch(url)).json()) as { release?: string };
      if (body.release === release) return true;
    } catch {
      /* not answering yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Content check, then build, into a new release; null when either fails, having said why. */
async function build(dir: string, contentDir: string, site: PublishSite, say: (line: string) => void): Promise<string | null> {
  const id = newReleaseId();
  const logs = path.join(dir, LOGS_DIR);
  fs.mkdirSync(logs, { recursive: true });
  pruneLogs(logs);
  const log = path.join(logs, `publicar-${id}.log`);
  const serving = linked(dir, "current") ?? "la versión que ya servía";
  const { problems } = await site.checkContent();
  if (problems.length) {
    const lines = problems.map(formatProblem);
    fs.writeFileSync(log, `npm run content:check\n${lines.join("\n")}\n`);
    say(lines.join("\n"));
    say(`\nPublicación cancelada: el contenido tiene ${problems.length} problema(s) (arriba, archivo:línea: campo — problema). La web sigue sirviendo ${serving}.`);
    say(`Registro: ${log}`);
    return null;
  }
  say(`Construyendo una versión nueva en ${dir} (la salida de la construcción va a ${log}) …`);
  try {
    return await buildRelease(dir, { id, log, meta: { contentHash: contentHash(contentDir), ...gitState(ROOT, contentDir) } });
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error;
    const text = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
    const found = checkerLines(text);
    if (found.length) say(found.join("\n"));
    else say(text.split(/\r?\n/).filter(Boolean).slice(-15).join("\n"));
    say(`\nPublicación cancelada: ${error.message}. La web sigue sirviendo ${serving}.`);
    say(`Registro completo de la construcción: ${log}`);
    return null;
  }
}

/**
 * Runs `npm run publish` (`argv` after the command's name) and resolves with its exit code: 0 done (or
 * nothing to do), 1 refused or failed, 2 bad usage. Every line goes to stderr.
 */
export async function publishCli(argv: string[], site: PublishSite, io: CliIo = {}): Promise<number> {
  let failed = false;
  const code = await runCli("publish", io, async (source, stdout, stderr) => {
    const say = (line: string) => void stderr.write(`${line}\n`);
    failed = !(await main(argv, source, site, stdout, say));
  }, () => undefined);
  return code === 0 && failed ? 1 : code;
}

/** `publishCli` with its output captured (tests). */
export const runPublishCli = (argv: string[], site: PublishSite, env: NodeJS.ProcessEnv) => captureOutput((out) => publishCli(argv, site, { env, ...out }));

/** The command; false when it failed having said why. */
async function main(argv: string[], source: NodeJS.ProcessEnv, site: PublishSite, stdout: Writable, say: (line: string) => void): Promise<boolean> {
  const args = parsePublishArgs(argv);
  if (args === "help") {
    stdout.write(`${PUBLISH_USAGE}\n`);
    return true;
  }
  const { pids, rollback, scheduled } = args;
  const dir = releasesDir(source);
  const contentDir = workingContentRoot();
  let target: string;
  if (rollback) {
    const previous = linked(dir, "previous");
    if (!previous || !fs.existsSync(path.join(dir, previous))) throw new Error(`No hay versión anterior en ${dir} a la que volver.`);
    target = previous;
  } else {
    if (scheduled) {
      const decision = scheduledPublish(dir, contentDir);
      for (const line of decision.lines) say(line);
      if (!decision.publish) return true;
    }
    // Before minutes of building: a release for a public SITE_URL never carries example data (decision 0237).
    site.refuseExampleData(source.SITE_URL, { publisherJson: source.PUBLISHER_JSON });
    const built = await build(dir, contentDir, site, say);
    if (!built) return false;
    target = built;
  }
  const replaced = makeCurrent(dir, target);
  say(`Versión actual: ${target}${replaced ? ` (la anterior, ${replaced}, queda para --rollback)` : ""}.`);
  if (rollback) {
    if (replaced && replaced !== target) for (const line of recordRollback(dir, replaced, target, contentDir, ROOT)) say(line);
  } else {
    if (clearRollback(dir)) say("La vuelta atrás anterior queda cerrada: la publicación diaria vuelve a publicar cada día.");
    const removed = prune(dir);
    if (removed.length) say(`Versiones antiguas borradas: ${removed.join(", ")}.`);
  }

  const { pids: targets, port } = await servers(pids, source);
  if (targets.length === 0) {
    say("No hay ningún servidor en marcha que avisar: el próximo arranque (npm start) servirá esta versión.");
    return true;
  }
  for (const pid of targets) {
    try {
      process.kill(pid, "SIGHUP");
    } catch (error) {
      throw new Error(`No he podido avisar al servidor (pid ${pid}): ${(error as Error).message}`, { cause: error });
    }
  }
  say(`Aviso enviado al servidor (pid ${targets.join(", ")}); esperando a que sirva ${target} …`);
  if (await confirmed(target, port)) {
    say(`Publicado: el servidor ya sirve ${target}, sin cortar ninguna visita.`);
    return true;
  }
  say(`El servidor no confirma ${target} en /healthz (puerto ${port}). Revisa su registro (journalctl -u casinos).`);
  return false;
}
