// Issue 43: a save from the browser editor that the content checker would refuse — a rank another
// operator holds (a new operator: nobody to swap with), an affiliate link with `{subid}` — is refused
// with the checker's Spanish lines (Keystatic shows them in the form), nothing is written, and every page
// and /keystatic still answer. A swap of two ranks is one save. The built server with CONTENT_EDITOR=1,
// editing a copy of the content (CONTENT_DIR). Needs `npm run build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";

requireBuild();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "editor-save-"));
const content = path.join(tmp, "content");
const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
let server;

const opsDir = () => path.join(content, "operators");
const ids = () => fs.readdirSync(opsDir()).filter((f) => f.endsWith(".yaml")).map((f) => f.slice(0, -5));
const read = (id) => fs.readFileSync(path.join(opsDir(), `${id}.yaml`), "utf8");

function save(additions) {
  const origin = server.url;
  return request(server.url, {
    method: "POST",
    path: "/api/keystatic/update",
    headers: { Host: new URL(origin).host, Origin: origin, "Content-Type": "application/json", "no-cors": "1" },
    body: JSON.stringify({ additions: additions.map((a) => ({ path: a.path, contents: Buffer.from(a.text).toString("base64url") })), deletions: [] }),
  });
}

/** Every page of the sitemap, /keystatic and the home page answer 200 (HEAD, as a robot: no page view counted). */
async function everyPageAnswers() {
  const sitemap = await request(server.url, { path: "/sitemap.xml", headers: BOT });
  expect(sitemap.status).toBe(200);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const failed = [];
  for (const p of [...paths, "/keystatic"]) {
    const r = await request(server.url, { method: "HEAD", path: p, headers: BOT });
    if (r.status !== 200) failed.push(`${p} → ${r.status}`);
  }
  expect(failed).toEqual([]);
}

beforeAll(async () => {
  fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
  const port = await freePort(Number(process.env.TEST_PORT) || undefined);
  server = await startAppServer({ port, env: { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: "", CONTENT_EDITOR: "1", CONTENT_DIR: content } });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a save the content checker would refuse", () => {
  it("an affiliate link with {subid}: 422 with the checker's line, the file unchanged, every page answers", async () => {
    const [id] = ids();
    const before = read(id);
    const text = `${before.replace(/^affiliateUrl:.*\n/m, "").trimEnd()}\naffiliateUrl: "https://partners.example.com/t?subid={subid}"\n`;
    const r = await save([{ path: `operators/${id}.yaml`, text }]);
    expect(r.status, r.body).toBe(422);
    expect(r.body).toMatch(/^No se ha guardado/);
    expect(r.body).toMatch(new RegExp(`operators/${id}\\.yaml:\\d+: affiliateUrl — .*\\{subid\\}`));
    expect(read(id)).toBe(before);
    await everyPageAnswers();
  });

  it("a new operator at a rank another holds: 422 naming the rank, nothing written", async () => {
    const [id] = ids();
    const text = read(id).replace(/^name:.*$/m, "name: Operador Nuevo").replace(/^rank:.*$/m, "rank: 1");
    const r = await save([{ path: "operators/operador-nuevo.yaml", text }]);
    expect(r.status, r.body).toBe(422);
    expect(r.body).toContain("la posición 1 también la tiene");
    expect(fs.existsSync(path.join(opsDir(), "operador-nuevo.yaml"))).toBe(false);
    const editor = await request(server.url, { path: "/keystatic", headers: BOT });
    expect(editor.status).toBe(200);
  });

  it("an existing operator at another's rank: the two swap in one save", async () => {
    const rank = (id) => parse(read(id)).rank;
    const sorted = ids().sort((a, b) => rank(a) - rank(b));
    // The last two: a swap renames their /comparar page, so pick neighbours no text links to.
    const all = fs.readdirSync(content, { recursive: true, encoding: "utf8" }).filter((f) => fs.statSync(path.join(content, f)).isFile());
    const linked = (x, y) => all.some((f) => fs.readFileSync(path.join(content, f), "utf8").includes(`/comparar/${x}-vs-${y}`));
    const at = sorted.findIndex((id, i) => i + 1 < sorted.length && !linked(id, sorted[i + 1]));
    expect(at).toBeGreaterThanOrEqual(0);
    const [a, b] = [sorted[at], sorted[at + 1]];
    const [ra, rb] = [rank(a), rank(b)];
    const r = await save([{ path: `operators/${b}.yaml`, text: read(b).replace(/^rank:.*$/m, `rank: ${ra}`) }]);
    expect(r.status, r.body).toBe(200);
    expect([rank(a), rank(b)]).toEqual([rb, ra]);
  });
});
