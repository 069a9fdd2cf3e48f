// The first `npm run publish` under load (issue 42: 8,733 of 135,811 requests got 404 for the old
// page's scripts). Before any release exists the server serves build/; a page opened then asks for
// build/'s hashed assets, and after the switch the first release must still have them (it carries
// build/'s assets: app/features/releases/releases.server.ts, buildRelease). Here the served build is a copy of the
// project's with one hashed script of its own (as a build of older code has), in a project-shaped
// folder under .tmp/ (dist/ and build/, packages from the project's node_modules), so the server's
// "no release: serve build/" is the real one; the real `npm run publish` builds the first release,
// signals the server and waits for /healthz, while clients keep requesting every asset the page
// references. Needs `npm run build`; runs one more build (the publish's).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { linked } from "../../app/features/releases/releases.server.ts";

requireBuild();
// Inside the project, as releases/ is: a build finds its packages in the project's node_modules.
const project = path.join(ROOT, ".tmp", `first-publish-${process.pid}`);
const releases = path.join(project, "releases");
const dataDir = path.join(project, "data");
const PAGE = "/ayuda";
// A name like Vite's (name-hash.js) that no build of today's code makes.
const OLD_ASSET = `solo-en-build-${randomBytes(4).toString("hex")}.js`;
let server;

beforeAll(async () => {
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  fs.cpSync(path.join(ROOT, "dist"), path.join(project, "dist"), { recursive: true });
  fs.cpSync(path.join(ROOT, "build"), path.join(project, "build"), { recursive: true });
  const client = path.join(project, "build", "client");
  fs.writeFileSync(path.join(client, "assets", OLD_ASSET), "console.log('build/');\n");
  const html = path.join(client, PAGE.slice(1), "index.html");
  fs.writeFileSync(html, fs.readFileSync(html, "utf8").replace("</body>", `<script type="module" src="/assets/${OLD_ASSET}"></script></body>`));
  fs.rmSync(`${html}.br`, { force: true });
  fs.rmSync(`${html}.gz`, { force: true });
  server = await startAppServer({
    port: await freePort(process.env.TEST_PORT),
    args: [path.join(project, "dist", "server.js")],
    env: { BUILD_DIR: "", RELEASES_DIR: releases, DATA_DIR: dataDir, DATABASE_URL: "", NEWSLETTER_RATE_LIMIT: "0" },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(project, { recursive: true, force: true });
});

const healthz = async () => JSON.parse((await request(server.url, { path: "/healthz" })).body);

describe("the first publish", { timeout: 1_800_000 }, () => {
  it("keeps every hashed asset of the page served from build/ answering while npm run publish switches to the first release", async () => {
    expect((await healthz()).release).toBe("build");
    expect(fs.existsSync(releases)).toBe(false);
    const page = await request(server.url, { path: PAGE });
    expect(page.status).toBe(200);
    const assets = [...new Set([...page.body.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];
    expect(assets).toContain(`/assets/${OLD_ASSET}`);

    // Clients with the page open: every asset it references, again and again, through the switch.
    const failures = [];
    let rounds = 0;
    let afterSwitch = 0;
    let switched = false;
    let running = true;
    const client = async () => {
      while (running) {
        for (const asset of assets) {
          try {
            const res = await request(server.url, { path: asset });
            if (res.status !== 200) failures.push(`${asset} ${res.status}${switched ? " (after the switch)" : ""}`);
          } catch (error) {
            failures.push(`${asset} ${String(error)}`);
          }
        }
        rounds++;
        if (switched) afterSwitch++;
        await new Promise((r) => setTimeout(r, 25)); // a steady load, not one that starves the build
      }
    };
    const load = [client(), client(), client()];

    const publish = spawn("npm", ["run", "publish"], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releases, BUILD_DIR: path.join(project, "build"), DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(server.port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    publish.stdout.on("data", (d) => (said += d));
    publish.stderr.on("data", (d) => (said += d));
    // The switch as the clients see it: /healthz names the release.
    const watch = (async () => {
      while (running && !switched) {
        if ((await healthz().catch(() => ({}))).release !== "build" && linked(releases, "current")) switched = true;
        else await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const code = await new Promise((r) => publish.once("exit", r));
    expect(code, said.slice(-3000)).toBe(0);
    expect(said).toMatch(/Publicado: el servidor ya sirve/);
    await watch;
    const first = linked(releases, "current");
    expect(first).toBeTruthy();
    expect((await healthz()).release).toBe(first);
    // Clients keep asking after the switch, as open pages do.
    const until = Date.now() + 120_000;
    while (afterSwitch < 20 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    running = false;
    await Promise.all(load);

    expect(afterSwitch).toBeGreaterThanOrEqual(20);
    expect(rounds).toBeGreaterThan(afterSwitch);
    expect(failures).toEqual([]);
    // The release's own page no longer references it; the asset is there for pages opened before.
    expect((await request(server.url, { path: PAGE })).body).not.toContain(OLD_ASSET);
    expect(fs.existsSync(path.join(releases, first, "client", "assets", OLD_ASSET))).toBe(true);
  });
});
