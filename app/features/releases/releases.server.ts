/**
 * Releases for publishing without downtime (`npm run publish`, ./publish.cli.ts).
 *
 *   releases/<id>/           one complete build (server/ and client/, as build/)
 *   releases/current  →  <id>   what the server serves (server/index.ts, when BUILD_DIR is unset)
 *   releases/previous →  <id>   what `--rollback` goes back to
 *
 * A release is built in a hidden folder and renamed into place only when complete; the links are
 * replaced atomically (a new link renamed over the old one), so a server (re)loading at any
 * moment sees either the old release or the new one, never half of one. Each new release also
 * carries the previous release's hashed assets (the first one: build/'s, served before any release
 * existed), so a page loaded before the switch still finds its scripts and styles. The running server switches on SIGHUP (server/index.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LOGS_DIR, writeReleaseMeta, type ReleaseMeta } from "./publish-guard.server.ts";
import { configSource } from "../../platform/env.server.ts";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");

/** RELEASES_DIR, as the server reads it (default releases/ in the project). */
export const releasesDir = (env: NodeJS.ProcessEnv = configSource()) => path.resolve(ROOT, env.RELEASES_DIR || "releases");

/** The release a link points at (its folder name), or null. */
export function linked(dir: string, name: "current" | "previous"): string | null {
  try {
    return path.basename(fs.readlinkSync(path.join(dir, name)));
  } catch {
    return null;
  }
}

/** Points `name` at `release` atomically: a new link beside it, renamed over the old one. */
export function link(dir: string, name: "current" | "previous", release: string): void {
  const tmp = path.join(dir, `.${name}-${process.pid}`);
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(release, tmp); // relative: the folder can move as a whole
  fs.renameSync(tmp, path.join(dir, name));
}

/** A new release id: UTC time to the second, sortable, one per publish. */
export function newReleaseId(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z").replace("T", "-");
}

/** Release folders, oldest first (hidden folders in progress, the links and the build logs' folder excluded). */
export function listReleases(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && e.name !== LOGS_DIR)
    .map((e) => e.name)
    .sort();
}

/** Copies the previous release's hashed assets that the new one lacks (old pages keep working). */
export function carryAssets(fromRelease: string, toRelease: string): number {
  const from = path.join(fromRelease, "client", "assets");
  const to = path.join(toRelease, "client", "assets");
  if (!fs.existsSync(from) || !fs.existsSync(to)) return 0;
  let copied = 0;
  for (const name of fs.readdirSync(from)) {
    if (fs.existsSync(path.join(to, name))) continue;
    fs.copyFileSync(path.join(from, name), path.join(to, name));
    copied++;
  }
  return copied;
}

/**
 * Builds the current content and code into a new release folder (hidden while it builds) and
 * returns its id. `build` is the command that writes a build into BUILD_DIR (`npm run build`).
 */
export async function buildRelease(
  dir: string,
  options: {
    id?: string;
    build?: (buildDir: string) => Promise<void>;
    /** The build served before any release existed (the first release carries its assets): build/ by default. */
    baseline?: string;
    /** File the build's output goes to (publish.cli.ts keeps it to explain a failure); else the terminal. */
    log?: string;
    /** Written into the release as publicacion.json (app/features/releases/publish-guard.server.ts). */
    meta?: ReleaseMeta;
  } = {},
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const id = options.id ?? newReleaseId();
  const building = path.join(dir, `.building-${id}`);
  fs.rmSync(building, { recursive: true, force: true });
  try {
    await (options.build ?? ((d: string) => npmBuild(d, options.log)))(building);
    if (options.meta) writeReleaseMeta(building, options.meta);
    // Pages open in browsers load the assets of what the server serves now: the current release,
    // or — on the first publish — the build it served before releases existed (BUILD_DIR or build/).
    const previous = linked(dir, "current");
    carryAssets(previous ? path.join(dir, previous) : (options.baseline ?? baselineBuild()), building);
    fs.renameSync(building, path.join(dir, id));
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  return id;
}

/** The folder the server serves when there is no release yet (server/index.ts): BUILD_DIR, else build/. */
export const baselineBuild = (env: NodeJS.ProcessEnv = configSource()) => path.resolve(ROOT, env.BUILD_DIR || "build");

/** A build that failed; `log` is the file with its output, when it went to one. */
export class BuildFailed extends Error {
  override name = "BuildFailed";
  constructor(
    message: string,
    readonly log?: string,
  ) {
    super(message);
  }
}

function npmBuild(buildDir: string, log?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fd = log ? fs.openSync(log, "a") : null;
    const child = spawn("npm", ["run", "build"], { cwd: ROOT, env: { ...configSource(), BUILD_DIR: buildDir }, stdio: fd === null ? "inherit" : ["ignore", fd, fd] });
    const done = () => fd !== null && fs.closeSync(fd);
    child.once("error", (error) => {
      done();
      reject(error);
    });
    child.once("exit", (code) => {
      done();
      if (code === 0) resolve();
      else reject(new BuildFailed(`npm run build terminó con el código ${code}`, log));
    });
  });
}

/** Makes `release` current, the one it replaces previous. Returns the replaced one (or null). */
export function makeCurrent(dir: string, release: string): string | null {
  if (!fs.existsSync(path.join(dir, release, "server", "index.js"))) {
    throw new Error(`${path.join(dir, release)} no es una versión completa (falta server/index.js).`);
  }
  const before = linked(dir, "current");
  if (before && before !== release) link(dir, "previous", before);
  link(dir, "current", release);
  return before;
}

/** Deletes old releases, keeping the newest `keep` and whatever current and previous point at. */
export function prune(dir: string, keep = 3): string[] {
  const pinned = new Set([linked(dir, "current"), linked(dir, "previous")]);
  const all = listReleases(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep)).filter((r) => !pinned.has(r));
  for (const r of removed) fs.rmSync(path.join(dir, r), { recursive: true, force: true });
  return removed;
}
