/**
 * Releases (app/features/releases/releases.server.ts) on temp folders, with a fake build: the first publish carries
 * the hashed assets of the folder served before any release existed (build/), as every later one
 * carries the previous release's; the build's content goes into the release.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildRelease, makeCurrent } from "./releases.server.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "releases-test-"));
  made.push(dir);
  return dir;
};

/** A fake `npm run build`: a server entry and one hashed asset named `asset`. */
const fakeBuild = (asset: string) => async (dir: string) => {
  fs.mkdirSync(path.join(dir, "server"), { recursive: true });
  fs.mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, "server", "index.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "client", "assets", asset), `// ${asset}\n`);
};

describe("buildRelease", () => {
  it("the first release carries the hashed assets of the build served before releases existed", async () => {
    const root = tempDir();
    const served = path.join(root, "build");
    await fakeBuild("entry-OLD123.js")(served);
    const releases = path.join(root, "releases");
    const id = await buildRelease(releases, { id: "20260101-000000Z", build: fakeBuild("entry-NEW456.js"), baseline: served });
    const assets = fs.readdirSync(path.join(releases, id, "client", "assets")).sort();
    expect(assets).toEqual(["entry-NEW456.js", "entry-OLD123.js"]);
  });

  it("a later release carries the current release's assets, not the old build's", async () => {
    const root = tempDir();
    const served = path.join(root, "build");
    await fakeBuild("entry-BUILD.js")(served);
    const releases = path.join(root, "releases");
    const first = await buildRelease(releases, { id: "20260101-000000Z", build: fakeBuild("entry-A.js"), baseline: served });
    makeCurrent(releases, first);
    fs.rmSync(path.join(releases, first, "client", "assets", "entry-BUILD.js"));
    const second = await buildRelease(releases, { id: "20260102-000000Z", build: fakeBuild("entry-B.js"), baseline: served });
    expect(fs.readdirSync(path.join(releases, second, "client", "assets")).sort()).toEqual(["entry-A.js", "entry-B.js"]);
  });

  it("a first release with no earlier build carries nothing and still completes", async () => {
    const root = tempDir();
    const releases = path.join(root, "releases");
    const id = await buildRelease(releases, { id: "20260101-000000Z", build: fakeBuild("entry-A.js"), baseline: path.join(root, "missing") });
    expect(fs.readdirSync(path.join(releases, id, "client", "assets"))).toEqual(["entry-A.js"]);
  });
});
