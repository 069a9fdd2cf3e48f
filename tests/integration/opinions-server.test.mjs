// Player opinions on the BUILT server (issue 38): the page is rendered per request (no prerendered
// file; its text in the first response, as a search engine gets it), its bad pages are 404s; hostile
// requests to the endpoint are 4xx and store nothing; invalid link tokens stay under the ceiling on
// rendered 404s; and an opinion approved with `npm run opiniones` (another process, through the
// server's PGlite socket) shows within a minute without a rebuild. Needs `npm run build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, requireBuild, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { captureOutput } from "../../app/platform/command.cli";
import { opinionsCli } from "../../app/features/opinions/opinions.cli";
import { CACHE_MS, HTTP_MAX_AGE_SECONDS } from "../../app/features/opinions/opinions-cache.server";
import { OPINION_CONSENT_VERSION } from "../../app/features/opinions/opinions-links";
import { getOpinionTexts } from "../../app/features/opinions/opinion-texts.server";

const VERIFICATION = { heading: getOpinionTexts().verificationHeading, paragraphs: getOpinionTexts().verification };

requireBuild();
const CEILING = 2;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "opinions-server-test-"));
const dataDir = path.join(tmp, "data");
const GOOGLEBOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const TEXT = "Deposité con Bizum y retiré por transferencia en tres días; el chat en español contestó en pocos minutos.";
let server;

beforeAll(async () => {
  server = await startAppServer({
    port: await freePort(process.env.TEST_PORT),
    env: {
      BUILD_DIR: "",
      RELEASES_DIR: path.join(tmp, "sin-versiones"),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTENT_EDITOR: "",
      NEWSLETTER_RATE_LIMIT: "0",
      NOT_FOUND_RENDERS_PER_SECOND: String(CEILING),
    },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const postOpinion = (body, headers = {}) =>
  request(server.url, { method: "POST", path: "/api/opiniones", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });

const valid = (over = {}) => ({ operator: "bet365", rating: 2, title: "Retiradas lentas", text: TEXT, email: "x@ejemplo.es", consent: true, consent_version: OPINION_CONSENT_VERSION, ...over });

async function mailText(to) {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === to)) return mail.text ?? "";
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email for ${to} in ${dir}`);
}

describe("opinions on the built server", { timeout: 600_000 }, () => {
  it("renders /bet365/opiniones per request, in the first response, and answers 404 for bad pages", async () => {
    expect(fs.existsSync(path.join(ROOT, "build/client/bet365/opiniones/index.html"))).toBe(false);
    const page = await request(server.url, { path: "/bet365/opiniones", headers: GOOGLEBOT });
    expect(page.status).toBe(200);
    expect(page.body).toContain(VERIFICATION.heading);
    expect(page.body).toContain("Todavía no hay opiniones publicadas");
    expect(page.body).toMatch(/<meta name="robots" content="noindex,follow"/);
    expect(page.headers["cache-control"]).toBe(`public, max-age=0, s-maxage=${HTTP_MAX_AGE_SECONDS}`);
    for (const q of ["?pagina=2", "?pagina=abc", "?pagina=0", "?pagina=%E0%A4%A"]) {
      const res = await request(server.url, { path: `/bet365/opiniones${q}`, headers: GOOGLEBOT });
      expect(res.status, q).toBe(404);
    }
    expect((await request(server.url, { path: "/no-existe/opiniones", headers: GOOGLEBOT })).status).toBe(404);
    const sitemap = await request(server.url, { path: "/sitemap.xml" });
    expect(sitemap.body).not.toContain("/opiniones");
  });

  it("refuses hostile requests to /api/opiniones with 4xx and Spanish messages, storing nothing", async () => {
    const cases = [
      [{ ...valid(), email: undefined }, 400],
      [{ ...valid(), consent_version: undefined }, 400],
      [{ ...valid(), operator: "../../etc/passwd" }, 400],
      [{ ...valid(), text: "corto" }, 400],
      [{ ...valid(), rating: "5; DROP TABLE opinions" }, 400],
      [{ ...valid(), website: "bot" }, 400],
      ['{"operator":', 400],
      [JSON.stringify(valid({ text: "a".repeat(40_000) })), 413],
    ];
    for (const [body, status] of cases) {
      const res = await postOpinion(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.parse(res.body).error).toMatch(/[áéíóúñ]|[a-z]{4}/i);
    }
    expect((await postOpinion(valid(), { Origin: "https://malo.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await request(server.url, { method: "POST", path: "/api/opiniones", headers: { "Content-Type": "text/plain" }, body: "hola" })).status).toBe(415);
    expect((await request(server.url, { path: "/api/opiniones" })).status).toBe(405);
    const { stdout } = await captureOutput((io) => opinionsCli(["pendientes", "--json"], { ...io, env: { DATA_DIR: dataDir, DATABASE_URL: "" } }));
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it("keeps invalid link tokens under the ceiling on rendered 404s", async () => {
    const paths = Array.from({ length: 30 }, (_, i) =>
      `${i % 2 ? "/opiniones/borrar-opinion" : "/opiniones/confirmar-opinion"}?t=${i % 3 ? randomBytes(32).toString("base64url") : `x${i}`}`,
    );
    const started = Date.now();
    const answers = await Promise.all(paths.map((p) => request(server.url, { path: p })));
    const allowed = CEILING * (Math.ceil((Date.now() - started) / 1000) + 1);
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(404));
    expect(answers.filter((a) => a.body.length >= 1500).length).toBeLessThanOrEqual(allowed);

    // The same for malformed and past-the-end pages of an opinions page (decided before the render).
    const pages = Array.from({ length: 30 }, (_, i) => `/bet365/opiniones?pagina=${i % 2 ? `x${i}` : i + 2}`);
    const pageStarted = Date.now();
    const pageAnswers = await Promise.all(pages.map((p) => request(server.url, { path: p, headers: GOOGLEBOT })));
    const pageAllowed = CEILING * (Math.ceil((Date.now() - pageStarted) / 1000) + 1);
    expect(pageAnswers.map((a) => a.status)).toEqual(Array(30).fill(404));
    expect(pageAnswers.filter((a) => a.body.length >= 1500).length).toBeLessThanOrEqual(pageAllowed);
    // The endpoint is not an opinions page: its own JSON 405, whatever the query.
    expect((await request(server.url, { path: "/api/opiniones?pagina=x" })).status).toBe(405);
  });

  it("an opinion approved with npm run opiniones shows within a minute, without a rebuild", async () => {
    const email = `cli-${process.pid}@ejemplo.es`;
    const title = `Aprobada por la terminal ${process.pid}`;
    expect((await postOpinion(valid({ email, title }))).status).toBe(201);
    const link = /https?:\/\/[^/\s]+(\/opiniones\/confirmar-opinion\?t=[A-Za-z0-9_-]{43})/.exec(await mailText(email))?.[1];
    expect(link, "a confirmation link in the email").toBeTruthy();
    // GET changes nothing; the POST confirms.
    expect((await request(server.url, { path: link })).status).toBe(200);
    const confirmed = await request(server.url, { method: "POST", path: link, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url }, body: "" });
    expect(confirmed.status, confirmed.body.slice(0, 300)).toBe(200);
    // The page is cached now, without it.
    expect((await request(server.url, { path: "/bet365/opiniones", headers: GOOGLEBOT })).body).not.toContain(title);

    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const pending = JSON.parse((await captureOutput((io) => opinionsCli(["pendientes", "--json"], { ...io, env }))).stdout);
    expect(pending.map((p) => p.title)).toEqual([title]);
    const approved = await captureOutput((io) => opinionsCli(["aprobar", pending[0].id], { ...io, env }));
    expect(approved.code, approved.stderr).toBe(0);

    const started = Date.now();
    let body = "";
    while (Date.now() - started < 60_000) {
      body = (await request(server.url, { path: "/bet365/opiniones", headers: GOOGLEBOT })).body;
      if (body.includes(title)) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(body).toContain(title);
    expect(Date.now() - started).toBeLessThanOrEqual(CACHE_MS + 5_000);
    expect(body).not.toContain(email);
    expect(body).not.toMatch(/<meta name="robots" content="noindex/);
  });
});
