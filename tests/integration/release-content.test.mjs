// Each release serves the content it was built from (issue 42): the build copies the checked
// content into itself (build/content), and the production server reads only that copy. The probe's
// reproduction: a broken edit in the working content folder (`printf '\nname: [x\n' >>
// content/operators/bet365.yaml`, which makes `npm run publish` fail) followed by a restart made every
// /visitar/*, signup, /panel, /postback, 404 and confirmation link answer 500. Here the working
// folder is a broken copy (CONTENT_DIR) and the server is started on it: every route family answers
// as on good content, none 500. Needs `npm run build`.
import { spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, postSignup, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "release-content-test-"));
const contentDir = path.join(tmp, "content");
let server;

/** A cheap hash of the same format as `npm run panel:hash` (N = 2^10: tests need no strength). */
function testHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt:10:8:1:${salt.toString("base64")}:${key.toString("base64")}`;
}

beforeAll(async () => {
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  fs.appendFileSync(path.join(contentDir, "operators", "bet365.yaml"), "\nname: [x\n");
  server = await startAppServer({
    port: await freePort(),
    env: { CONTENT_DIR: contentDir, BUILD_DIR: "", RELEASES_DIR: path.join(tmp, "no-releases"), DATA_DIR: path.join(tmp, "data"), DATABASE_URL: "", NEWSLETTER_RATE_LIMIT: "0", ADMIN_USER: "duena", ADMIN_PASSWORD_HASH: testHash("clave-de-prueba") },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a broken working content folder and a restart", { timeout: 600_000 }, () => {
  it("is refused by the checker (what makes the publish fail), and the build carries its own checked content", () => {
    const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-check.ts"], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: contentDir }, encoding: "utf8" });
    expect(check.status).not.toBe(0);
    expect(check.stdout + check.stderr).toMatch(/bet365\.yaml/);
    expect(fs.existsSync(path.join(ROOT, "build", "content", "operators", "bet365.yaml"))).toBe(true);
  });

  it("/healthz says the content is the release's own", async () => {
    const res = await request(server.url, { path: "/healthz" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, content: "release" });
  });

  it("every route family still answers as on good content, none 500", async () => {
    const visit = await request(server.url, { path: "/visitar/bet365" });
    expect(visit.status, server.log()).toBe(302);
    const signup = await postSignup(server.url, { email: `contenido-${process.pid}@example.com`, consent: true });
    expect(signup.status, signup.body).toBe(201);
    const panel = await request(server.url, { path: "/panel" });
    expect(panel.status).toBe(401);
    const signedIn = await request(server.url, { path: "/panel", headers: { Authorization: `Basic ${Buffer.from("duena:clave-de-prueba").toString("base64")}` } });
    expect(signedIn.status, server.log().slice(-3000)).toBe(200);
    const postback = await request(server.url, { method: "POST", path: "/postback/bet365", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "click_id=x" });
    expect(postback.status).toBeGreaterThanOrEqual(400);
    expect(postback.status).toBeLessThan(500);
    const missing = await request(server.url, { path: "/pagina-que-no-existe" });
    expect(missing.status).toBe(404);
    const confirm = await request(server.url, { path: "/newsletter/confirmar?t=x" });
    expect(confirm.status).toBeLessThan(500);
    const home = await request(server.url, { path: "/" });
    expect(home.status).toBe(200);
  });
});
