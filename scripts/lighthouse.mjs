// `npm run lighthouse -- / /comparacion …` — Lighthouse (mobile, default throttling) against the
// built production server, printing the four category scores and LCP/TBT/CLS per path.
// Uses BASE_URL if given, otherwise starts `node server/index.js` on LH_PORT (default 4300).
// `--budget` makes it exit non-zero unless a11y/best-practices/SEO are 100 and performance ≥ 95.
// `--runs=N` (default 3) measures each path N times and reports the run with the median
// performance score, as Lighthouse's own docs advise: single runs vary by several points.
// `--detail` also prints, for that run, the long tasks Lighthouse counted (start, duration and the
// script it attributes each to) and the main-thread time per kind of work and per script.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, ensureChromium } from "./chromium.mjs";

const args = process.argv.slice(2);
const budget = args.includes("--budget");
const detail = args.includes("--detail");
const paths = args.filter((a) => !a.startsWith("--"));
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
if (paths.length === 0) paths.push("/");

let server;
let base = process.env.BASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "lh-data-"));
if (!base) {
  const port = Number(process.env.LH_PORT ?? 4300);
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "0" },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
}

const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROME_FLAGS });
let failed = false;
try {
  for (const p of paths) {
    await fetch(`${base}${p}`); // warm the server's page cache: measure the page, not the first read from disk
    const all = [];
    for (let i = 0; i < runs; i++) {
      all.push((await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error" })).lhr);
    }
    all.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = all[Math.floor(all.length / 2)];
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const s = { perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo") };
    const audit = (id) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${p.padEnd(32)} performance ${s.perf} (runs: ${all.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join("/")})  accessibility ${s.a11y}  best-practices ${s.bp}  seo ${s.seo}  | LCP ${audit("largest-contentful-paint")}  TBT ${audit("total-blocking-time")}  CLS ${audit("cumulative-layout-shift")}`,
    );
    if (detail) {
      const items = (id) => lhr.audits[id]?.details?.items ?? [];
      const short = (u) => (typeof u === "string" ? u.replace(base, "").slice(0, 60) : String(u));
      console.log(`    long tasks: ${items("long-tasks").map((t) => `@${Math.round(t.startTime)} ${Math.round(t.duration)} ms ${short(t.url)}`).join("; ")}`);
      console.log(`    main thread: ${items("mainthread-work-breakdown").map((t) => `${t.group} ${Math.round(t.duration)}`).join(", ")}`);
      console.log(`    scripts: ${items("bootup-time").map((t) => `${short(t.url)} ${Math.round(t.total)} (eval ${Math.round(t.scripting)}, parse ${Math.round(t.scriptParseCompile)})`).join("; ")}`);
      // The LCP element and where its time went (Lighthouse's phases: TTFB, load delay, load time, render delay).
      const lcp = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
      const lcpNode = lcp[0]?.items?.[0]?.node ?? lcp[0]?.node;
      const phases = (lcp[1]?.items ?? []).map((t) => `${t.phase} ${Math.round(t.timing)} ms`).join(", ");
      console.log(`    LCP element: ${lcpNode?.snippet?.slice(0, 120) ?? "?"}${phases ? ` — ${phases}` : ""}`);
      console.log(`    DOM: ${lhr.audits["dom-size"]?.displayValue ?? "?"}; unused JS: ${items("unused-javascript").map((t) => `${short(t.url)} ${Math.round(t.wastedBytes / 1024)} KB`).join(", ")}`);
    }
    for (const [k, cat] of Object.entries(lhr.categories)) {
      if ((cat.score ?? 0) < 1) {
        const bad = cat.auditRefs
          .map((r) => lhr.audits[r.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
          .map((a) => a.id);
        if (bad.length) console.log(`    ${k}: ${bad.join(", ")}`);
      }
    }
    if (budget && (s.perf < 95 || s.a11y < 100 || s.bp < 100 || s.seo < 100)) failed = true;
  }
} finally {
  await chrome.kill();
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
