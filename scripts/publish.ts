/**
 * `npm run publish`: builds the current content into a new release and has the running server
 * switch to it without dropping a request; `npm run publish -- --rollback` goes back to the
 * previous release. How releases work: scripts/lib/releases.ts. The owner reads this output: Spanish.
 *
 *   npm run publish                    build, switch, keep the last 3 releases
 *   npm run publish -- --rollback      back to the previous release (and it becomes previous)
 *   npm run publish -- --pid 1234 …    also signal these server processes (several instances)
 *
 * The server to signal: with PGlite, the one that holds DATA_DIR (found through the folder's
 * lock); with several instances, `--pid` for each (or `systemctl reload` per instance, see
 * docs/deployment.md). It then waits until /healthz reports the new release, on the port the server
 * wrote into the data folder's lock (PGlite), else on PORT (default 3000).
 */
import fs from "node:fs";
import path from "node:path";
import { currentOwner } from "../app/platform/db/data-dir-lock.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";
import { buildRelease, linked, makeCurrent, prune, releasesDir } from "./lib/releases.ts";
import { refuseExampleData } from "../app/composition/example-data.server.ts";

const say = (line: string) => process.stderr.write(`${line}\n`);

function parseArgs(argv: string[]) {
  const pids: number[] = [];
  let rollback = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--rollback") rollback = true;
    else if (a === "--pid" && /^\d+$/.test(argv[i + 1] ?? "")) pids.push(Number(argv[++i]));
    else throw new Error(`Opción desconocida: ${a}. Uso: npm run publish [-- --rollback] [-- --pid <pid> …]`);
  }
  return { pids, rollback };
}

/**
 * The servers to tell: the given pids, plus the PGlite data folder's owner when it is a server, and
 * the port to confirm on: the one that server wrote into the folder's lock, else PORT (default 3000).
 */
async function servers(pids: number[]): Promise<{ pids: number[]; port: number }> {
  const found = new Set(pids);
  let port = Number(process.env.PORT) || 3000;
  // DATA_DIR and DATABASE_URL read as the server reads them (defaults included).
  const env = parseEnv();
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

async function main() {
  const { pids, rollback } = parseArgs(process.argv.slice(2));
  const dir = releasesDir();
  let target: string;
  if (rollback) {
    const previous = linked(dir, "previous");
    if (!previous || !fs.existsSync(path.join(dir, previous))) throw new Error(`No hay versión anterior en ${dir} a la que volver.`);
    target = previous;
  } else {
    // Before minutes of building: a release for a public SITE_URL never carries example data (decision 0237).
    refuseExampleData(process.env.SITE_URL, { publisherJson: process.env.PUBLISHER_JSON });
    say(`Construyendo una versión nueva en ${dir} …`);
    target = await buildRelease(dir);
  }
  const replaced = makeCurrent(dir, target);
  say(`Versión actual: ${target}${replaced ? ` (la anterior, ${replaced}, queda para --rollback)` : ""}.`);
  if (!rollback) {
    const removed = prune(dir);
    if (removed.length) say(`Versiones antiguas borradas: ${removed.join(", ")}.`);
  }

  const { pids: targets, port } = await servers(pids);
  if (targets.length === 0) {
    say("No hay ningún servidor en marcha que avisar: el próximo arranque (npm start) servirá esta versión.");
    return;
  }
  for (const pid of targets) {
    try {
      process.kill(pid, "SIGHUP");
    } catch (error) {
      throw new Error(`No he podido avisar al servidor (pid ${pid}): ${(error as Error).message}`, { cause: error });
    }
  }
  say(`Aviso enviado al servidor (pid ${targets.join(", ")}); esperando a que sirva ${target} …`);
  if (await confirmed(target, port)) say(`Publicado: el servidor ya sirve ${target}, sin cortar ninguna visita.`);
  else {
    say(`El servidor no confirma ${target} en /healthz (puerto ${port}). Revisa su registro (journalctl -u casinos).`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  say(`publish: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
