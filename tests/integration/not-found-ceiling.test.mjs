// The ceiling on rendered 404 pages (NOT_FOUND_RENDERS_PER_SECOND) on the built server, for the 404s
// only the request tells apart: the newsletter link pages with a token that is not a live one of
// ours, and /keystatic/* with the editor off (the probe of issue 42 rendered 122 and 178 of them a
// second). Past the ceiling they get the server's short not-found page; a valid token still shows
// its page and confirms. Needs `npm run build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, postSignup, request, requireBuild, startAppServer } from "../../scripts/lib/app-server.mjs";
import { newsletterLinkView } from "../../app/features/newsletter/newsletter-copy.server";
import { getOpinionTexts } from "../../app/features/opinions/opinion-texts.server";
import { escapeMarkup } from "../../app/platform/text";

requireBuild();
const CEILING = 2;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "not-found-ceiling-test-"));
const dataDir = path.join(tmp, "data");
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

/** The server's own short 404 page (server/app.ts) is a few hundred bytes; a rendered page is the site's whole layout. */
const SHORT_MAX = 1500;
const isShort = (res) => res.status === 404 && res.body.length < SHORT_MAX && res.body.includes('<a href="/">') && !res.body.includes("<script");
const isRendered = (res) => res.body.length >= SHORT_MAX;

/** A burst of GETs at once: the answers, and the most renders the ceiling allows in the time it took. */
async function burst(paths) {
  const started = Date.now();
  const answers = await Promise.all(paths.map((p) => request(server.url, { path: p })));
  const seconds = Math.ceil((Date.now() - started) / 1000);
  return { answers, allowed: CEILING * (seconds + 1) };
}

/** The plain text of the email the server wrote for `to` (no SMTP_URL: an .eml under DATA_DIR/mail). */
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

const randomToken = () => randomBytes(32).toString("base64url");

describe("rendered 404 pages known only from the request", { timeout: 600_000 }, () => {
  it("a burst of invalid tokens past the ceiling gets the short 404 page", async () => {
    // Tokens that cannot be ours (the probe's ?t=x), well-formed ones no subscriber has, on both pages.
    const paths = Array.from({ length: 40 }, (_, i) => {
      const page = i % 2 ? "/newsletter/baja" : "/newsletter/confirmar";
      return `${page}?t=${i % 4 < 2 ? `x${i}` : randomToken()}`;
    });
    const { answers, allowed } = await burst(paths);
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(404));
    const rendered = answers.filter(isRendered).length;
    expect(rendered, `${rendered} rendered, the ceiling allows ${allowed}`).toBeLessThanOrEqual(allowed);
    expect(answers.filter(isShort).length).toBe(40 - rendered);
    expect(server.log()).toMatch(/not_found_renders_ceiling/);
  });

  it("a valid token still shows its page and confirms, right after such a burst", async () => {
    const email = `techo-404-${process.pid}@ejemplo.es`;
    const signup = await postSignup(server.url, { email });
    expect(signup.status, signup.body).toBe(201);
    const link = /https?:\/\/[^/\s]+(\/newsletter\/confirmar\?t=[A-Za-z0-9_-]{43})/.exec(await mailText(email))?.[1];
    expect(link, "a confirmation link in the email").toBeTruthy();

    const { answers } = await burst(Array.from({ length: 20 }, () => `/newsletter/confirmar?t=${randomToken()}`));
    expect(answers.some(isShort), "the burst went past the ceiling").toBe(true);
    const page = await request(server.url, { path: link });
    expect(page.status).toBe(200);
    expect(page.body).toContain(newsletterLinkView("confirm", "valid").heading);
    const confirmed = await request(server.url, {
      method: "POST",
      path: link,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "",
    });
    expect(confirmed.status, confirmed.body.slice(0, 500)).toBe(200);
    expect(confirmed.body).toContain(newsletterLinkView("confirm", "confirmed").heading);
    // The same link now says it was already used: the confirmation was stored.
    const again = await request(server.url, { path: link });
    expect(again.status).toBe(200);
    expect(again.body).toContain(newsletterLinkView("confirm", "already").heading);
  });

  it("POSTs with a token that is not ours count against the same ceiling; past it the short page says why the link fails", async () => {
    // The probe of issue 48: 70 full renders a second of such POSTs, outside the ceiling.
    const pages = {
      "/newsletter/confirmar": newsletterLinkView("confirm", "invalid"),
      "/newsletter/baja": newsletterLinkView("unsubscribe", "invalid"),
      "/opiniones/confirmar-opinion": getOpinionTexts().links.invalid,
      "/opiniones/borrar-opinion": getOpinionTexts().links.invalid,
    };
    const names = Object.keys(pages);
    const posts = Array.from({ length: 40 }, (_, i) => ({ page: names[i % 4], path: `${names[i % 4]}?t=${i % 8 < 4 ? `x${i}` : randomToken()}` }));
    const started = Date.now();
    const answers = await Promise.all(
      posts.map((p) =>
        request(server.url, {
          method: "POST",
          path: p.path,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: "List-Unsubscribe=One-Click",
        }),
      ),
    );
    const allowed = CEILING * (Math.ceil((Date.now() - started) / 1000) + 1);
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(404));
    const rendered = answers.filter(isRendered).length;
    expect(rendered, `${rendered} rendered, the ceiling allows ${allowed}`).toBeLessThanOrEqual(allowed);
    const short = answers.map((a, i) => ({ a, copy: pages[posts[i].page] })).filter(({ a }) => isShort(a));
    expect(short.length).toBe(40 - rendered);
    // A visitor with a stale link reads the page's own «Enlace no válido» and what to do, in Spanish.
    for (const { a, copy } of short) {
      expect(a.body).toContain(`<h1>${escapeMarkup(copy.heading)}</h1>`);
      expect(a.body).toContain(escapeMarkup(copy.text));
    }
  });

  it("/keystatic/* with the editor off answers the short Spanish 404 page, never a render", async () => {
    const { answers } = await burst(["/keystatic", "/keystatic/collection/operators", "/keystatic/x.data", ...Array.from({ length: 20 }, (_, i) => `/keystatic/branch/${i}`)]);
    for (const a of answers) expect(isShort(a), `${a.status} ${a.body.slice(0, 200)}`).toBe(true);
    expect(answers[0].body).toContain('lang="es-ES"');
  });
});
