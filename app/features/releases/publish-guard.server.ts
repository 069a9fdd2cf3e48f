/**
 * What keeps publishing trustworthy (issue 41), for `npm run publish` (./publish.cli.ts):
 *
 * - Each release records what it was built from (`publicacion.json`: the content's hash, the git
 *   commit and whether content/ had uncommitted edits).
 * - A rollback leaves a marker in the releases folder (`vuelta-atras.json`) with the hash of the
 *   content that was rolled back. The daily publish (`--programado`, deploy/casinos-publish.service)
 *   does not publish that same content again; it publishes once the content changed (the owner fixed
 *   or reverted the edit). A publish the owner runs by hand clears the marker.
 * - A failed build's output goes to a log file; the content checker's own `file:line: campo — problema`
 *   lines are picked out of it to be printed first.
 *
 * Everything printed from here is for the owner: Spanish.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export const RELEASE_META = "publicacion.json";
export const ROLLBACK_MARKER = "vuelta-atras.json";
export const LOGS_DIR = "registros";

export interface ReleaseMeta {
  contentHash: string;
  /** HEAD of the project's git repository at build time, or null outside git. */
  commit: string | null;
  /** Whether content/ had edits not committed at build time (then the commit alone does not describe it). */
  contentDirty: boolean;
}

export interface RollbackMarker {
  /** The release rolled back from, and the one now served. */
  from: string;
  to: string;
  /** Hash of the content the rolled-back release was built from. */
  contentHash: string;
  at: string;
}

/** Every file under `dir` (relative, "/"-separated) with the sha256 of its bytes. */
export function fileHashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  const walk = (sub: string) => {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (e.isFile()) out.set(rel, createHash("sha256").update(fs.readFileSync(path.join(dir, rel))).digest("hex"));
    }
  };
  walk("");
  return out;
}

/** One hash for a whole content folder: its files' names and bytes. */
export function contentHash(dir: string): string {
  const h = createHash("sha256");
  for (const [rel, hash] of fileHashes(dir)) h.update(`${rel}\u0000${hash}\n`);
  return h.digest("hex");
}

/** Files added, removed or changed between two content folders (relative paths, sorted). */
export function changedFiles(before: string, after: string): string[] {
  const a = fileHashes(before);
  const b = fileHashes(after);
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort();
}

/** The git commit of `root` and whether `contentDir` has uncommitted changes; null commit outside git. */
export function gitState(root: string, contentDir: string): Pick<ReleaseMeta, "commit" | "contentDirty"> {
  try {
    const commit = execFileSync("git", ["-C", root, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const status = execFileSync("git", ["-C", root, "status", "--porcelain", "--", path.relative(root, contentDir) || "."], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return { commit: /^[0-9a-f]{40}$/.test(commit) ? commit : null, contentDirty: status.trim() !== "" };
  } catch {
    return { commit: null, contentDirty: true };
  }
}

export function writeReleaseMeta(releaseDir: string, meta: ReleaseMeta): void {
  fs.writeFileSync(path.join(releaseDir, RELEASE_META), `${JSON.stringify(meta, null, 2)}\n`);
}

export function readReleaseMeta(releaseDir: string): ReleaseMeta | null {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(releaseDir, RELEASE_META), "utf8")) as ReleaseMeta;
    return typeof m.contentHash === "string" ? m : null;
  } catch {
    return null;
  }
}

export function readRollback(releases: string): RollbackMarker | null {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(releases, ROLLBACK_MARKER), "utf8")) as RollbackMarker;
    return typeof m.contentHash === "string" ? m : null;
  } catch {
    return null;
  }
}

export function clearRollback(releases: string): boolean {
  const file = path.join(releases, ROLLBACK_MARKER);
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file, { force: true });
  return true;
}

/**
 * Records a rollback from release `from` to `to` and returns what to tell the owner: that the daily
 * publish now waits, which content files differ, and the exact git command that puts content/ back
 * as the release now served was built (when that release was built from a clean git commit).
 * `contentDir` is the working content/ (hashed when the rolled-back release has no record).
 */
export function recordRollback(releases: string, from: string, to: string, contentDir: string, root: string, now = new Date()): string[] {
  const bad = readReleaseMeta(path.join(releases, from));
  const good = readReleaseMeta(path.join(releases, to));
  const marker: RollbackMarker = { from, to, contentHash: bad?.contentHash ?? contentHash(contentDir), at: now.toISOString() };
  fs.writeFileSync(path.join(releases, ROLLBACK_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  const lines = [
    `La publicación diaria no volverá a publicar el contenido de ${from} mientras content/ siga igual.`,
    "Para que vuelva a publicarse cada día: corrige la edición y publica tú (npm run publish), o deshaz la edición.",
  ];
  const changed = changedFiles(path.join(releases, to, "content"), path.join(releases, from, "content"));
  if (changed.length) lines.push(`Archivos de contenido que cambian entre ${to} y ${from}:`, ...changed.slice(0, 20).map((f) => `  content/${f}`));
  if (good?.commit && !good.contentDirty) {
    const rel = path.relative(root, contentDir) || "content";
    // An edit that was committed is undone with a commit; one left uncommitted (the editor on the
    // server) only needs the files put back.
    const committed = bad?.commit && bad.commit !== good.commit;
    lines.push(
      `Para deshacer la edición en git (deja content/ como en ${to}):`,
      `  git -C ${root} restore --source=${good.commit} --staged --worktree -- ${rel}` +
        (committed ? ` && git -C ${root} commit -m "Deshace la edición publicada en ${from}" -- ${rel}` : ""),
      "y después: npm run publish",
    );
  } else {
    lines.push(`No hay un commit de git limpio de ${to}: deshaz a mano los cambios de los archivos de arriba y después: npm run publish`);
  }
  return lines;
}

/** A content checker line: `content/operators/codere.yaml:6: rating — debe ser como máximo 10`. */
const CHECKER_LINE = /(?:^|\s)((?:[\w.-]+\/)*[\w.-]+\.[A-Za-z]{2,5}:\d+: .+? — .+)$/;

/** The content checker's lines in a build log, each once, in order. */
export function checkerLines(log: string): string[] {
  const seen = new Set<string>();
  for (const raw of stripVTControlCharacters(log).split(/\r?\n/)) {
    const m = CHECKER_LINE.exec(raw.trim());
    if (m) seen.add(m[1]!.trim());
  }
  return [...seen];
}

/** Keeps the newest `keep` logs of the folder. */
export function pruneLogs(logsDir: string, keep = 20): void {
  if (!fs.existsSync(logsDir)) return;
  const logs = fs.readdirSync(logsDir).filter((n) => n.endsWith(".log")).sort();
  for (const n of logs.slice(0, Math.max(0, logs.length - keep))) fs.rmSync(path.join(logsDir, n), { force: true });
}

/**
 * Whether the daily publish (`--programado`) may publish `contentDir` now: not while a rollback's
 * marker holds the same content hash. The lines say why, for the journal and the owner.
 */
export function scheduledPublish(releases: string, contentDir: string): { publish: boolean; lines: string[] } {
  const marker = readRollback(releases);
  if (!marker) return { publish: true, lines: [] };
  if (marker.contentHash === contentHash(contentDir)) {
    return {
      publish: false,
      lines: [
        `No publico: el ${marker.at.slice(0, 16).replace("T", " ")} (UTC) se volvió de ${marker.from} a ${marker.to} con npm run publish -- --rollback, y content/ sigue igual que en ${marker.from}.`,
        `La web sigue sirviendo ${marker.to}. Corrige o deshaz la edición y publica con npm run publish; la publicación diaria se reanuda sola cuando content/ cambie.`,
      ],
    };
  }
  return { publish: true, lines: [`El contenido ha cambiado desde la vuelta atrás a ${marker.to}: publico.`] };
}
