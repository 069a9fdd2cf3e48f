// `npm run publish` without downtime: the built server, under a steady load of page views,
// asset requests and signups, switches to a new release on SIGHUP — no request fails or is
// refused, the new content is served right after, assets of the old release keep answering —
// and the real command's --rollback takes it back. Releases are made from the existing build
// (copied, one page edited) instead of two more builds. Needs `npm run build`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, postSignup, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { buildRelease, linked, makeCurrent } from "../../app/features/releases/releases.server.ts";
import { pgliteTestFlags } from "../../scripts/lib/pglite-template.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "publish-test-"));
// Inside the project, as releases/ is: a build finds its packages in the project's node_modules.
const releases = path.join(ROOT, ".tmp", `publish-test-${process.pid}`);
const dataDir = path.join(tmp, "data");
const MARKER = "Texto publicado en la versión B";
const OLD_ASSET = "solo-en-la-version-a.js";
let server;
let port;

/** A release from the existing build; `edit` changes it before it is renamed into place. */
const fromBuild = (edit) => async (dir) => {
  fs.cpSync(path.join(ROOT, "build"), dir, { recursive: true });
  await edit?.(dir);
};

beforeAll(async () => {
  await buildRelease(releases, {
    id: "20260101-000000Z",
    build: fromBuild((dir) => fs.writeFileSync(path.join(dir, "client/assets", OLD_ASSET), "console.log('A');\n")),
  });
  makeCurrent(releases, "20260101-000000Z");
  port = await freePort(Number(process.env.TEST_PORT) || undefined);
  server = await startAppServer({
    port,
    env: { RELEASES_DIR: releases, BUILD_DIR: "", DATA_DIR: dataDir, DATABASE_URL: "", NEWSLETTER_RATE_LIMIT: "0" },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(releases, { recursive: true, force: true });
});

const release = async () => JSON.parse((await request(server.url, { path: "/healthz" })).body).release;
async function until(check, what, ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("publish without downtime", { timeout: 900_000 }, () => {
  it("switches to a new release under load with no failed request, keeps old assets, and rolls back with the real command", async () => {
    expect(await release()).toBe("20260101-000000Z");

    // Steady load: 6 clients, each a loop of a page, an asset of the first release and a signup.
    const failures = [];
    let requests = 0;
    let sawB = 0;
    let running = true;
    const client = async (n) => {
      for (let i = 0; running; i++) {
        try {
          const page = await request(server.url, { path: "/ayuda" });
          if (page.status !== 200) failures.push(`/ayuda ${page.status}`);
          if (page.body.includes(MARKER)) sawB++;
          const asset = await request(server.url, { path: `/assets/${OLD_ASSET}` });
          if (asset.status !== 200) failures.push(`asset ${asset.status}`);
          const signup = await postSignup(server.url, { email: `carga-${n}-${i}@ejemplo.es` });
          if (signup.status !== 201) failures.push(`signup ${signup.status} ${signup.body}`);
          requests += 3;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Array.from({ length: 6 }, (_, n) => client(n));
    await until(() => requests >= 60, "load to start");

    // Release B: the same build with one page edited (its precompressed copies dropped).
    await buildRelease(releases, {
      id: "20260102-000000Z",
      build: fromBuild((dir) => {
        const page = path.join(dir, "client/ayuda/index.html");
        fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace("</h1>", `</h1><p>${MARKER}</p>`));
        fs.rmSync(`${page}.br`, { force: true });
        fs.rmSync(`${page}.gz`, { force: true });
      }),
    });
    expect(makeCurrent(releases, "20260102-000000Z")).toBe("20260101-000000Z");
    const beforeSwitch = requests;
    server.proc.kill("SIGHUP");
    await until(async () => (await release()) === "20260102-000000Z", "the switch");
    await until(() => sawB >= 30 && requests >= beforeSwitch + 90, "load on the new release");
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(sawB).toBeGreaterThan(0);
    expect(server.log()).toMatch(/release_switched/);
    expect(linked(releases, "previous")).toBe("20260101-000000Z");

    // The real command: back to the previous release, found through DATA_DIR's lock, confirmed on /healthz —
    // on the port the server wrote into that lock: the command is not told PORT (issue 43: it asked 3000).
    expect(port).not.toBe(3000);
    const withoutPort = { ...process.env };
    delete withoutPort.PORT;
    const cmd = spawn(process.execPath, [...pgliteTestFlags(), "--import", "tsx", "app/composition/commands.cli.ts", "publish", "--rollback"], {
      cwd: ROOT,
      env: { ...withoutPort, RELEASES_DIR: releases, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    let said = "";
    cmd.stderr.on("data", (d) => (said += d));
    const code = await new Promise((r) => cmd.once("exit", r));
    expect(code, said).toBe(0);
    expect(said).toMatch(/Publicado: el servidor ya sirve 20260101-000000Z/);
    expect(await release()).toBe("20260101-000000Z");
    expect((await request(server.url, { path: "/ayuda" })).body).not.toContain(MARKER);
  });
});
