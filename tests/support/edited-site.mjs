// One edited copy of the site's content and ONE build of it, shared by the two tests that need a
// second build (each used to run its own, ~45 s of CPU each):
//   - tests/e2e/content-editor.spec.ts changes the top operator's bonus in /keystatic on the copy,
//     adds the eleventh operator and the new post below, builds, and checks the bonus;
//   - tests/integration/content-edit.test.mjs checks the added operator and post in that build.
// `npm test` (scripts/test-all.mjs) names a folder in EDITED_SITE_DIR: the browser test builds
// there and marks it ready, and the integration test (a later layer) serves that build. Run alone,
// or when the browser test failed before marking it, each test makes its own copy and build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Frontmatter read and written with `yaml`, as the site's loader reads it: gray-matter's own engine
 *  (js-yaml) turns an unquoted `publishDate: 2026-11-21` — the editor's serialisation — into a Date
 *  and writes it back as a timestamp the content check refuses. */
const FRONTMATTER = { engines: { yaml: { parse: (text) => parseYaml(text), stringify: (data) => stringifyYaml(data) } } };
export const readFrontmatter = (text) => matter(text, FRONTMATTER);
export const writeFrontmatter = (content, data) => matter.stringify(content, data, FRONTMATTER);

export const NEW_ID = "casinonuevo";
export const NEW_NAME = "Casino Nuevo";
export const NEW_SLUG = "como-elegir-casino-online-nuevo";
export const NEW_TITLE = "Cómo elegir un casino online nuevo sin perder de vista la licencia";

/** Copies the data folders of content/: what an operator edits — every
 *  folder, so a collection added later (as the methodology was) is copied too. */
export function copyContent(to) {
  const dirs = fs.readdirSync(path.join(ROOT, "content"), { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name: dir } of dirs) fs.cpSync(path.join(ROOT, "content", dir), path.join(to, dir), { recursive: true });
}

/** The operators and posts of a content folder, without the added ones. */
export function readCollections(contentDir) {
  const opsDir = path.join(contentDir, "operators");
  const operators = fs
    .readdirSync(opsDir)
    .filter((f) => f.endsWith(".yaml") && f !== `${NEW_ID}.yaml`)
    .map((f) => ({ id: f.replace(/\.yaml$/, ""), data: parseYaml(fs.readFileSync(path.join(opsDir, f), "utf8")) }));
  const postsDir = path.join(contentDir, "blog/posts");
  const posts = fs
    .readdirSync(postsDir)
    .filter((f) => f.endsWith(".md") && f !== `${NEW_SLUG}.md`)
    .map((f) => readFrontmatter(fs.readFileSync(path.join(postsDir, f), "utf8")));
  return { operators, posts };
}

/** A datum without its check record. */
const withoutCheck = (datum) => {
  const copy = { ...datum };
  delete copy.check;
  return copy;
};

/** The new operator: the last-ranked operator's file with a new identity, ranked right after it. */
export function newOperatorFrom(operators) {
  const last = operators.reduce((a, b) => (b.data.rank > a.data.rank ? b : a));
  const renamed = JSON.parse(JSON.stringify(last.data), (_key, value) =>
    typeof value === "string" ? value.replaceAll(last.data.name, NEW_NAME) : value,
  );
  return {
    ...renamed,
    rank: Math.max(...operators.map((o) => o.data.rank)) + 1,
    name: NEW_NAME,
    detailUrl: `/${NEW_ID}`,
    reviewSlug: "casino-nuevo",
    playUrl: "https://www.casinonuevo.es/",
    termsUrl: "https://www.casinonuevo.es/terminos-y-condiciones",
    // Nobody has checked the new operator: no check record is copied from the one it was made from
    // (a check is a person's reading of this operator's own pages, decision 0235).
    offer: withoutCheck(renamed.offer),
    facts: (renamed.facts ?? []).map(withoutCheck),
    licenseCheck: undefined,
    footer: true,
  };
}

/** Adds the new operator and the new post (the newest post's file with a new id, slug and title,
 *  dated like the newest) to a content folder. */
export function addOperatorAndPost(contentDir) {
  const { operators, posts } = readCollections(contentDir);
  fs.writeFileSync(path.join(contentDir, "operators", `${NEW_ID}.yaml`), stringifyYaml(newOperatorFrom(operators)));
  const newest = posts.reduce((a, b) => (String(b.data.publishDate) > String(a.data.publishDate) ? b : a));
  const newPost = { ...newest.data, id: `${newest.data.id}-nuevo`, slug: NEW_SLUG, title: NEW_TITLE, featured: true };
  fs.writeFileSync(path.join(contentDir, "blog/posts", `${NEW_SLUG}.md`), writeFrontmatter(newest.content, newPost));
}

/** `react-router build` of a content folder into a build folder (precompressing is not under test). */
export function buildSite({ contentDir, buildDir }) {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    proc.stdout.on("data", (d) => (output += d));
    proc.stderr.on("data", (d) => (output += d));
    proc.on("exit", (code) => resolve({ code, output }));
  });
}

const READY = "ready.json";

/** The shared folder named by EDITED_SITE_DIR (content/ and build/ inside), or null. */
export function sharedSiteDir() {
  const dir = process.env.EDITED_SITE_DIR;
  return dir ? path.resolve(dir) : null;
}

/** The shared edited site when the browser test built it in this run: { contentDir, buildDir }. */
export function readySharedSite() {
  const dir = sharedSiteDir();
  if (!dir || !fs.existsSync(path.join(dir, READY))) return null;
  return { contentDir: path.join(dir, "content"), buildDir: path.join(dir, "build") };
}

/** Marks the shared folder's build complete and checked (written by the browser test). */
export function markSharedSiteReady(dir) {
  fs.writeFileSync(path.join(dir, READY), JSON.stringify({ builtAt: new Date().toISOString() }));
}
