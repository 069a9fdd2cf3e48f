// W3C Nu HTML checker (vnu-jar, on the system Java) over every prerendered page in build/client.
// Zero errors or the step fails. Without Java it says so clearly and, as root on Debian, installs
// a headless JRE with apt-get first (VNU_AUTO_INSTALL=0 turns that off).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import vnu from "vnu-jar";

const root = path.resolve("build/client");
if (!existsSync(root)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

// Orphans in the built pages themselves: every sitemap URL needs a link from another prerendered page.
// The content check does the same on its model of the templates (app/composition/internal-links.server.ts);
// this catches a template that stopped rendering a list the model still counts.
{
  const inbound = new Set();
  const walk = (dir, url) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${url}${e.name}/`);
      else if (e.name === "index.html") {
        const page = url === "/" ? "/" : url.slice(0, -1);
        for (const m of readFileSync(path.join(dir, e.name), "utf8").matchAll(/href="(\/[^"#?]*)/g)) {
          const target = m[1].replace(/\/+$/, "") || "/";
          if (target !== page) inbound.add(target);
        }
      }
    }
  };
  walk(root, "/");
  const sitemap = readFileSync(path.join(root, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  const orphans = locs.filter((l) => l !== "/" && !inbound.has(l));
  if (orphans.length) {
    console.error(`FAILED: ${orphans.length} sitemap URL(s) with no link from another page:\n  ${orphans.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`[html] ${locs.length} sitemap URLs, each linked from another page`);
}

function hasJava() {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

if (!hasJava()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt && process.env.VNU_AUTO_INSTALL !== "0") {
    console.log("[html] no Java found: installing Debian's default-jre-headless with apt-get …");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], { stdio: "inherit", env });
    } catch {
      execFileSync("apt-get", ["update"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], { stdio: "inherit", env });
    }
  }
  if (!hasJava()) {
    console.error(
      "FAILED: the W3C Nu HTML checker needs Java (`java` on PATH) and none could be installed " +
        "(not root, no apt-get, or VNU_AUTO_INSTALL=0). Install a JRE ≥ 11 and run `npm run check:html`.",
    );
    process.exit(1);
  }
}

// Every prerendered document: each index.html under build/client.
function pages(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "assets") continue;
    if (statSync(full).isDirectory()) out.push(...pages(full));
    else if (name === "index.html") out.push(full);
  }
  return out;
}

const files = pages(root).sort();
console.log(`[html] checking ${files.length} prerendered pages with the W3C Nu HTML checker …`);
// A short run: the quick JIT tier only (half the CPU seconds of the default tiers for ~100 pages),
// whose larger frames need a bigger stack than the checker's documented 512k minimum; serial GC.
const JAVA_OPTS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
const res = spawnSync("java", [...JAVA_OPTS, "-jar", String(vnu), "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
// vnu writes its JSON report to stderr.
// The checker's report is one JSON object on stderr, exit status 0 (no error) or 1 (errors). Anything
// else (a crash, a stack overflow, no report) is a failed check, never "no errors".
let messages;
try {
  messages = JSON.parse(res.stderr).messages;
} catch {
  messages = undefined;
}
if (!Array.isArray(messages) || (res.status !== 0 && res.status !== 1)) {
  console.error(`FAILED: the W3C Nu HTML checker gave no report (exit ${res.status ?? res.signal}):`);
  console.error(`${res.stderr || ""}${res.stdout || ""}`.slice(-4000) || "(no output)");
  process.exit(1);
}
// The checker's CSS parser predates @property, @layer and nesting, which the inlined Tailwind 4
// stylesheet uses: its "CSS:" messages are about the checker, not the page (the stylesheet is
// checked when Lightning CSS builds it). Every other error counts.
const isCssParserGap = (m) => typeof m.message === "string" && m.message.startsWith("CSS:");
const errors = messages.filter((m) => (m.type === "error" || m.subType === "fatal") && !isCssParserGap(m));
const skipped = messages.filter(isCssParserGap).length;
for (const m of errors) {
  const where = path.relative(root, new URL(m.url).pathname).replace(/index\.html$/, "") || "/";
  console.error(`  /${where.replace(/\/$/, "")}  line ${m.lastLine ?? "?"}: ${m.message}${m.extract ? `\n      ${m.extract.trim().slice(0, 160)}` : ""}`);
}
if (errors.length) {
  console.error(`[html] ${errors.length} error(s) in ${new Set(errors.map((e) => e.url)).size} page(s).`);
  process.exit(1);
}
console.log(`[html] ${files.length} pages, no errors (${skipped} messages of the checker's CSS parser about modern CSS ignored).`);
