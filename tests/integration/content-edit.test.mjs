// Adding content needs no code (issue 10): a copy of the content folder gets one more operator
// (ranked after the last) and one more blog post, the site is built from it (CONTENT_DIR) into a
// throw-away build folder (BUILD_DIR, so the project's build/ is not touched), and that build's
// production server must show both wherever the site lists operators or posts. A wrong field in a
// content file must stop the same build with a `file:line: field — …` report.
// Everything is derived from the copied collections: no count of operators or posts is assumed.
// Under `npm test` the copy and its build are the ones the browser editor test made (it edits a
// bonus on the same copy; see tests/support/edited-site.mjs): one second build instead of two.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium } from "@playwright/test";
import { freePort, ROOT, startAppServer } from "../../scripts/lib/app-server.mjs";
import { CHROMIUM_BASE_FLAGS, ensureTestChromium } from "../../scripts/chromium.mjs";
import {
  addOperatorAndPost,
  buildSite as build,
  copyContent,
  NEW_ID,
  NEW_NAME,
  NEW_SLUG,
  NEW_TITLE,
  readCollections,
  readFrontmatter,
  readySharedSite,
} from "../support/edited-site.mjs";

const work = fs.mkdtempSync(path.join(tmpdir(), "content-edit-"));
// The built server imports react, express… by name: Node finds them through this link.
fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"), "dir");
// And its .js files are ES modules, as the project's package.json says for build/ and releases/:
// without it, under tsx, every request React Router answers is a 500 (decision 0205).
fs.writeFileSync(path.join(work, "package.json"), '{ "type": "module" }\n');
const shared = readySharedSite();
const contentDir = shared?.contentDir ?? path.join(work, "content");
const buildDir = shared?.buildDir ?? path.join(work, "build");
if (!shared) {
  copyContent(contentDir);
  addOperatorAndPost(contentDir);
}

const mainOf = (html) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const footerOf = (html) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Whether the HTML has a link to `href` (attribute order and other attributes free). */
const linksTo = (html, href) => new RegExp(`<a\\b[^>]*\\bhref="${escapeRe(href)}"`).test(html);

// The collections of the copy without the added operator and post, and the two added ones.
const { operators, posts } = readCollections(contentDir);
const last = operators.reduce((a, b) => (b.data.rank > a.data.rank ? b : a));
const newOperator = parseYaml(fs.readFileSync(path.join(contentDir, "operators", `${NEW_ID}.yaml`), "utf8"));
const newPost = readFrontmatter(fs.readFileSync(path.join(contentDir, "blog/posts", `${NEW_SLUG}.md`), "utf8")).data;
if (newOperator?.name !== NEW_NAME || newPost.title !== NEW_TITLE) throw new Error(`the copy in ${contentDir} lacks the added operator or post`);

const others = operators.map((o) => o.data).sort((a, b) => a.rank - b.rank);
const reviewUrls = [newOperator.detailUrl, `/casinos/${newOperator.reviewSlug}`];
/** Every side-by-side page of the new operator: it is ranked last, so it always comes second. */
const pairUrls = operators.map((o) => `/comparar/${o.id}-vs-${NEW_ID}`);

let server;
let built;

beforeAll(async () => {
  if (!shared) {
    built = await build({ contentDir, buildDir });
    if (built.code !== 0) throw new Error(`the build of the edited content failed:\n${built.output.slice(-4000)}`);
  }
  server = await startAppServer({
    port: await freePort(process.env.TEST_PORT),
    env: { CONTENT_DIR: contentDir, BUILD_DIR: buildDir, DATA_DIR: path.join(work, "data"), NEWSLETTER_RATE_LIMIT: "0" },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function get(url) {
  const res = await fetch(new URL(url, server.url), { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

describe("an added operator and an added post, with no code change", () => {
  it("built into the throw-away folder, not into the project's build/", () => {
    expect(fs.existsSync(path.join(buildDir, "server/index.js"))).toBe(true);
    expect(fs.existsSync(path.join(buildDir, "client", NEW_ID, "index.html"))).toBe(true);
  });

  it("lists the operator on the comparison page after every other operator, and counts it on the home page", async () => {
    const comparison = await get("/comparacion");
    expect(comparison.status).toBe(200);
    const main = mainOf(comparison.body);
    expect(linksTo(main, newOperator.detailUrl), `/comparacion links ${newOperator.detailUrl}`).toBe(true);
    // Ranked last: its name comes after the name of the operator that was last before.
    const before = main.indexOf(escapeHtml(others.at(-1).name));
    expect(before, `/comparacion shows ${others.at(-1).name}`).toBeGreaterThan(-1);
    expect(main.indexOf(NEW_NAME, before), `/comparacion shows ${NEW_NAME} after ${others.at(-1).name}`).toBeGreaterThan(-1);
    // The home page lists the top of the ranking only (a last-ranked operator is not in it), but
    // its heading counts the ranking (spec: "Los 10 mejores casinos …", the number from the data).
    const home = await get("/");
    expect(home.status).toBe(200);
    const h1 = home.body.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
    expect(h1).toMatch(new RegExp(`\\b${operators.length + 1}\\b`));
  });

  it("puts the operator in the menus: the header's «Casinos» menu and the footer's featured casinos", async () => {
    const footer = footerOf((await get("/blog")).body);
    expect(linksTo(footer, newOperator.detailUrl)).toBe(true);
    // The header's dropdown opens on demand: read it in a browser, as a visitor would.
    const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: CHROMIUM_BASE_FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/blog`);
      // The menu button works once React has hydrated the page (root.tsx marks <html data-hydrated>): a click
      // before that is lost and the menu never opens (a race that failed one quiet CI rehearsal).
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 20_000 });
      const nav = page.getByRole("navigation", { name: "Principal" });
      await nav.getByRole("button", { name: "Casinos" }).click();
      const link = nav.getByRole("link", { name: NEW_NAME, exact: true });
      await link.waitFor({ state: "visible", timeout: 15_000 });
      expect(await link.getAttribute("href")).toBe(newOperator.detailUrl);
    } finally {
      await browser.close();
    }
  });

  it("serves the operator's review at both of its URLs, the second declaring the first canonical", async () => {
    for (const url of reviewUrls) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      expect(body).toMatch(new RegExp(`<h1[^>]*>[^<]*${escapeRe(NEW_NAME)}`));
      expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${escapeRe(newOperator.detailUrl)}"`));
    }
  });

  it("builds a side-by-side page with every other operator, and 301s the other order", async () => {
    for (const url of pairUrls) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      expect(body).toContain(NEW_NAME);
    }
    const [first] = operators;
    const reversed = await get(`/comparar/${NEW_ID}-vs-${first.id}`);
    expect(reversed.status).toBe(301);
    expect(reversed.location).toMatch(new RegExp(`/comparar/${first.id}-vs-${NEW_ID}$`));
  });

  it("lists the operator's review and pages and the post in the sitemap", async () => {
    const { status, body } = await get("/sitemap.xml");
    expect(status).toBe(200);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const url of [newOperator.detailUrl, ...pairUrls, `/blog/${NEW_SLUG}`]) expect(locs, url).toContain(url);
    // Only the canonical review URL: the /casinos/ alias is not indexable.
    expect(locs).not.toContain(reviewUrls[1]);
  });

  it("lists the post on the blog page and in the footer's featured articles", async () => {
    const { body } = await get("/blog");
    const main = mainOf(body);
    const footer = footerOf(body);
    expect(linksTo(main, `/blog/${NEW_SLUG}`)).toBe(true);
    expect(main).toContain(escapeHtml(NEW_TITLE));
    expect(linksTo(footer, `/blog/${NEW_SLUG}`)).toBe(true);
  });

  it("puts the post in the RSS feed with its link", async () => {
    const { status, body } = await get("/blog/rss.xml");
    expect(status).toBe(200);
    const items = [...body.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(posts.length + 1);
    const item = items.find((i) => i.includes(`/blog/${NEW_SLUG}</link>`));
    expect(item, "an <item> linking the new post").toBeDefined();
    expect(item).toContain(escapeHtml(NEW_TITLE));
  });

  it("serves the post's own page with its title as the one h1", async () => {
    const { status, body } = await get(`/blog/${NEW_SLUG}`);
    expect(status).toBe(200);
    expect(body.match(/<h1\b/g)).toHaveLength(1);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRe(escapeHtml(NEW_TITLE))}</h1>`));
  });
});

describe("a wrong field in a content file", () => {
  it("stops the build with file:line: field — a message in plain Spanish", async () => {
    const broken = path.join(work, "broken");
    copyContent(broken);
    const file = path.join(broken, "operators", `${last.id}.yaml`);
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const line = lines.findIndex((l) => l.startsWith("minDeposit:")) + 1;
    expect(line).toBeGreaterThan(0);
    lines[line - 1] = "minDeposit: diez euros";
    fs.writeFileSync(file, lines.join("\n"));

    const { code, output } = await build({ contentDir: broken, buildDir: path.join(work, "broken-build") });
    expect(code).not.toBe(0);
    expect(output).toMatch(new RegExp(`operators/${last.id}\\.yaml:${line}: minDeposit — \\S`));
    expect(fs.existsSync(path.join(work, "broken-build", "server/index.js"))).toBe(false);
  }, 900_000);
});
