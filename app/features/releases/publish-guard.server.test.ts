/**
 * Publishing you can trust (issue 41): a rollback stops the daily publish from putting the same
 * content back, says which files changed and the git command that undoes the edit (run here, on a
 * scratch repository, to prove it does); a failed publish starts its ending with the content
 * checker's own lines and keeps its log. The real command (app/composition/commands.cli.ts publish) is run for the
 * daily publish after a rollback and for a content problem; no build is needed for either.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildRelease, linked, makeCurrent, ROOT } from "./releases.server.ts";
import { checkerLines, clearRollback, contentHash, gitState, readRollback, recordRollback, scheduledPublish } from "./publish-guard.server.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-guard-"));
  made.push(dir);
  return dir;
};

/** A fake build that copies `content` into the release, as the real build does. */
const fakeBuild = (content: string) => async (dir: string) => {
  fs.mkdirSync(path.join(dir, "server"), { recursive: true });
  fs.writeFileSync(path.join(dir, "server", "index.js"), "export {};\n");
  fs.cpSync(content, path.join(dir, "content"), { recursive: true });
};

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: "Prueba", GIT_AUTHOR_EMAIL: "prueba@example.com", GIT_COMMITTER_NAME: "Prueba", GIT_COMMITTER_EMAIL: "prueba@example.com" };
const git = (root: string, ...args: string[]) => execFileSync("git", ["-C", root, ...args], { env: GIT_ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

async function publishTwiceThenRollBack(commitBadEdit = false) {
  const root = tempDir();
  const content = path.join(root, "content");
  const releases = path.join(root, "releases");
  fs.mkdirSync(path.join(content, "operators"), { recursive: true });
  fs.writeFileSync(path.join(content, "operators", "codere.yaml"), "rating: 9\n");
  git(root, "init", "-q");
  git(root, "add", "-A");
  git(root, "commit", "-qm", "contenido inicial");
  const good = await buildRelease(releases, { id: "20260101-000000Z", build: fakeBuild(content), meta: { contentHash: contentHash(content), ...gitState(root, content) } });
  makeCurrent(releases, good);
  // The bad edit, not committed (as the editor on the server leaves it).
  fs.writeFileSync(path.join(content, "operators", "codere.yaml"), "rating: 90\n");
  if (commitBadEdit) git(root, "commit", "-qam", "nota 90");
  const bad = await buildRelease(releases, { id: "20260102-000000Z", build: fakeBuild(content), meta: { contentHash: contentHash(content), ...gitState(root, content) } });
  makeCurrent(releases, bad);
  // npm run publish -- --rollback
  makeCurrent(releases, good);
  const lines = recordRollback(releases, bad, good, content, root);
  return { root, content, releases, good, bad, lines };
}

describe("a rollback that sticks", () => {
  it("the daily publish does not publish the rolled-back content again; it does once content/ changes", async () => {
    const { content, releases, good, bad } = await publishTwiceThenRollBack();
    expect(readRollback(releases)).toMatchObject({ from: bad, to: good });
    const daily = scheduledPublish(releases, content);
    expect(daily.publish).toBe(false);
    expect(daily.lines.join("\n")).toMatch(new RegExp(`No publico: .*de ${bad} a ${good}`));
    expect(linked(releases, "current")).toBe(good);
    fs.writeFileSync(path.join(content, "operators", "codere.yaml"), "rating: 9.5\n");
    expect(scheduledPublish(releases, content).publish).toBe(true);
    // A publish by hand closes the rollback.
    expect(clearRollback(releases)).toBe(true);
    expect(scheduledPublish(releases, content)).toEqual({ publish: true, lines: [] });
  });

  it.each([false, true])("names the changed files and prints the exact git command that puts content/ back as the live release has it (edit committed: %s)", async (committed) => {
    const { root, content, good, lines } = await publishTwiceThenRollBack(committed);
    const text = lines.join("\n");
    expect(text).toContain("content/operators/codere.yaml");
    const command = lines.find((l) => l.trim().startsWith("git -C"))!.trim();
    const first = git(root, "rev-list", "--max-parents=0", "HEAD").trim();
    expect(command).toContain(`--source=${first}`);
    // Run it as the owner would (through a shell: it is one line with &&).
    execFileSync("sh", ["-c", command], { env: GIT_ENV, stdio: "ignore" });
    expect(fs.readFileSync(path.join(content, "operators", "codere.yaml"), "utf8")).toBe("rating: 9\n");
    expect(git(root, "status", "--porcelain", "--", "content")).toBe("");
    if (committed) expect(git(root, "log", "-1", "--format=%s")).toMatch(/^Deshace la edición publicada/);
    expect(text).toMatch(new RegExp(`como en ${good}`));
  });
});

describe("a failed publish explains itself", () => {
  it("picks the content checker's lines out of a build log (colours, repeats and stack traces around them)", () => {
    const log = [
      "> casinos-espana@1.0.0 build",
      "vite v7 building for production...",
      "\u001b[31m[vite] Hay 1 problema(s) en el contenido:",
      "content/operators/codere.yaml:6: rating — debe ser como máximo 10\u001b[39m",
      "    at loadOrThrow (app/platform/content/collection.ts:396:30)",
      "error during build: content/operators/codere.yaml:6: rating — debe ser como máximo 10",
      "content/blog/posts/x.mdoc:3: (archivo) — falta el título",
    ].join("\n");
    expect(checkerLines(log)).toEqual(["content/operators/codere.yaml:6: rating — debe ser como máximo 10", "content/blog/posts/x.mdoc:3: (archivo) — falta el título"]);
  });
});

describe("npm run publish (the real command, no build needed)", () => {
  const publish = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "app/composition/commands.cli.ts", "publish", ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", ...env }, encoding: "utf8", timeout: 120_000 });

  it("--programado after a rollback leaves the rolled-back release live and exits 0", async () => {
    const { content, releases, good } = await publishTwiceThenRollBack();
    const r = publish(["--programado"], { RELEASES_DIR: releases, CONTENT_DIR: content, DATA_DIR: path.join(releases, "..", "data") });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^No publico: /m);
    expect(r.stderr).not.toMatch(/Construyendo/);
    expect(linked(releases, "current")).toBe(good);
  });

  it("a content problem: the checker's lines first, nothing built, the live release kept, the log's path printed", () => {
    const root = tempDir();
    const content = path.join(root, "content");
    fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
    const file = path.join(content, "operators", "codere.yaml");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((l) => /^rating: /.test(l));
    lines[at] = "rating: 90";
    fs.writeFileSync(file, lines.join("\n"));
    const releases = path.join(root, "releases");
    const r = publish([], { RELEASES_DIR: releases, CONTENT_DIR: content, DATA_DIR: path.join(root, "data"), SITE_URL: "http://localhost:5599" });
    expect(r.status).toBe(1);
    const out = r.stderr.trim().split("\n");
    expect(out[0]).toMatch(new RegExp(`operators/codere\\.yaml:${at + 1}: rating — `));
    expect(r.stderr).toMatch(/Publicación cancelada: el contenido tiene 1 problema/);
    const log = /^Registro: (.+)$/m.exec(r.stderr)?.[1];
    expect(log && fs.readFileSync(log, "utf8")).toContain(`codere.yaml:${at + 1}: rating`);
    expect(fs.readdirSync(releases)).toEqual(["registros"]);
  });
});
