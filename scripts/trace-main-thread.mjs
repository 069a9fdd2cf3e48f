// `node scripts/trace-main-thread.mjs [paths …] [--runs N] [--rate 4] [--json out.json]`
//
// Where the main thread's time goes while a page loads and hydrates, measured rather than guessed
// (issue 13: total blocking time of /, /comparacion and a review). Loads each path from the BUILT
// production server in real Chromium with phone emulation and Lighthouse's CPU slowdown (4×, via
// Emulation.setCPUThrottlingRate), records a Chromium trace (devtools.timeline) until the page has
// hydrated and gone quiet, and prints per path:
//   - every main-thread task of ≥ 30 ms with what it holds: script evaluation or a function call
//     of which chunk (named by build/bundle-report.json), style recalculation, layout, HTML parsing,
//     garbage collection …, as self time per kind;
//   - a TBT-like sum over the tasks after first contentful paint (Σ max(0, task − 50 ms)) and the
//     busiest task;
//   - the React commits after the page started (hydration and any re-render right after it), with
//     how many components each commit rendered (a fake React DevTools hook, installed before any
//     script of the page runs);
//   - the document's element count.
// The absolute times depend on the machine's load; compare paths within one run, or against the
// reference page the script always measures too (/aviso-legal, nearly no script of its own).
/* global window, document, Element, performance -- used inside callbacks that run in the browser */
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CHROME_FLAGS, ensureChromium } from "./chromium.mjs";
import { freePort, requireBuild, startAppServer } from "./lib/app-server.mjs";

const argv = process.argv.slice(2);
const value = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const valued = new Set(["--runs", "--rate", "--json", "--min"]);
const paths = argv.filter((a, i) => !a.startsWith("--") && !valued.has(argv[i - 1]));
if (paths.length === 0) paths.push("/", "/comparacion", "/bet365");
if (!paths.includes("/aviso-legal")) paths.push("/aviso-legal");
const RUNS = Number(value("runs", "1"));
const RATE = Number(value("rate", "4"));
const MIN_TASK = Number(value("min", "30"));
const jsonOut = value("json", null);

// BUILD_DIR (as for `npm start`) measures another build than build/.
const buildDir = process.env.BUILD_DIR || "build";
if (!process.env.BUILD_DIR) requireBuild();
const report = JSON.parse(fs.readFileSync(path.join(buildDir, "bundle-report.json"), "utf8"));
const chunkName = (url) => {
  if (!url) return "(no url)";
  let p;
  try {
    p = new URL(url).pathname.replace(/^\//, "");
  } catch {
    return url.slice(0, 40);
  }
  if (!p.startsWith("assets/")) return p || "(document)";
  const entry = report.find((c) => c.file === p);
  return entry ? entry.name : path.basename(p);
};

/** A stand-in for the React DevTools hook: React DOM reports every commit to it. */
const HOOK = () => {
  const commits = [];
  window.__commits = commits;
  const PERFORMED_WORK = 1;
  let previous = new Set();
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return ++renderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // Fibers whose component ran in this commit (the PerformedWork flag stays on the committed tree).
      let rendered = 0;
      const names = new Map();
      const ran = new Set();
      // A fiber object that was already in the previously committed tree was not visited by this
      // render (its parent bailed out without cloning it); a visited one is a fresh object or the
      // other buffer. Of the visited function components, those with PerformedWork ran.
      const stack = [root.current];
      const now = new Set();
      while (stack.length) {
        const f = stack.pop();
        if (!f) continue;
        now.add(f);
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
        if (previous.has(f)) continue;
        if (typeof f.type === "function" && f.flags & PERFORMED_WORK) {
          rendered++;
          ran.add(f);
          const n = f.type.displayName || f.type.name || "?";
          names.set(n, (names.get(n) ?? 0) + 1);
        }
      }
      previous = now;
      // The outermost components that ran, named by the first element they render (names are minified).
      const host = (f) => {
        for (let c = f.child; c; c = c.child) {
          if (c.stateNode instanceof Element) {
            const el = c.stateNode;
            const id = el.getAttribute("data-testid") || el.id || (el.getAttribute("class") || "").split(" ")[0];
            return `${el.tagName.toLowerCase()}${id ? `.${id}` : ""}`;
          }
        }
        return "(no element)";
      };
      const outer = [];
      for (const f of ran) {
        let p = f.return;
        while (p && !(typeof p.type === "function")) p = p.return;
        if (!p || !ran.has(p)) outer.push(`${f.type.displayName || f.type.name || "?"}→${host(f)}`);
      }
      commits.push({ t: Math.round(performance.now()), rendered, top: [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6), outer: outer.slice(0, 8) });
    },
  };
};

const SELF_KINDS = {
  EvaluateScript: "evaluate",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.evaluateModule": "evaluate",
  "v8.produceModuleCache": "compile",
  "V8.CompileCode": "compile",
  FunctionCall: "call",
  TimerFire: "call",
  FireAnimationFrame: "call",
  EventDispatch: "call",
  "V8.Execute": "call",
  RunMicrotasks: "microtasks",
  "v8.run": "call",
  ParseHTML: "parse-html",
  ParseAuthorStyleSheet: "parse-css",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  MinorGC: "gc",
  MajorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "BlinkGC.AtomicPhase": "gc",
  ScheduleStyleRecalculation: null,
};

function analyse(events) {
  const meta = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  // The page's renderer: the CrRendererMain thread with the most events.
  const counts = new Map();
  for (const e of events) {
    if (meta.some((m) => m.pid === e.pid && m.tid === e.tid)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const main = events.filter((e) => `${e.pid}:${e.tid}` === key && (e.ph === "X" || e.ph === "B" || e.ph === "E" || e.ph === "I" || e.ph === "R" || e.ph === "b"));
  // Pair B/E into complete events.
  const complete = [];
  const open = [];
  for (const e of main.sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "X") complete.push(e);
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const b = open.pop();
      if (b) complete.push({ ...b, ph: "X", dur: e.ts - b.ts, args: { ...b.args, end: e.args } });
    }
  }
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === "navigationStart");
  const t0 = nav?.ts ?? Math.min(...complete.map((e) => e.ts));
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const fcpAt = fcp ? (fcp.ts - t0) / 1000 : null;
  const tasks = complete
    .filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
    .sort((a, b) => a.ts - b.ts)
    // Nested RunTask (a task inside a task) is counted once, at the top.
    .filter((t, i, all) => !all.slice(0, i).some((o) => o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o !== t));
  const inner = complete.filter((e) => e.name in SELF_KINDS && SELF_KINDS[e.name]);
  const describe = (task) => {
    const kids = inner.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time per kind: each event's duration minus that of the events directly inside it.
    const self = new Map();
    const scripts = new Map();
    const stack = [];
    for (const e of kids) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent._child = (parent._child ?? 0) + e.dur;
      stack.push(e);
    }
    for (const e of kids) {
      const kind = SELF_KINDS[e.name];
      const s = Math.max(0, e.dur - (e._child ?? 0)) / 1000;
      self.set(kind, (self.get(kind) ?? 0) + s);
      if (kind === "evaluate" || kind === "call" || kind === "compile") {
        const d = e.args?.data ?? {};
        const url = d.url || d.stackTrace?.[0]?.url || e.args?.fileName || "";
        const label = `${kind} ${chunkName(url)}${d.functionName ? ` ${d.functionName}()` : ""}`;
        scripts.set(label, (scripts.get(label) ?? 0) + e.dur / 1000);
      }
    }
    const total = task.dur / 1000;
    const accounted = [...self.values()].reduce((a, b) => a + b, 0);
    self.set("other", Math.max(0, total - accounted));
    return {
      at: Math.round((task.ts - t0) / 1000),
      ms: Math.round(total),
      self: Object.fromEntries([...self.entries()].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)])),
      scripts: [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round(v)} ms`),
    };
  };
  const long = tasks.filter((t) => t.dur / 1000 >= MIN_TASK).map(describe);
  const afterFcp = tasks.filter((t) => fcpAt === null || (t.ts - t0) / 1000 >= fcpAt);
  const tbt = afterFcp.reduce((a, t) => a + Math.max(0, t.dur / 1000 - 50), 0);
  const busy = tasks.reduce((a, t) => a + t.dur / 1000, 0);
  return { fcp: fcpAt && Math.round(fcpAt), tbt: Math.round(tbt), busy: Math.round(busy), longest: Math.round(Math.max(0, ...tasks.map((t) => t.dur / 1000))), long };
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
    locale: "es-ES",
  });
  await context.addInitScript(HOOK);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  const chunks = [];
  cdp.on("Tracing.dataCollected", (e) => chunks.push(...e.value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "v8",
      "blink.user_timing",
      "loading",
      "blink",
    ].join(","),
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => ({
    elements: document.getElementsByTagName("*").length,
    commits: window.__commits,
    navStart: 0,
  }));
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  return { ...analyse(chunks), elements: info.elements, commits: info.commits };
}

const port = await freePort(process.env.TRACE_PORT ?? 3362);
const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "trace-data-"));
const server = await startAppServer({ port, env: { DATA_DIR: dataDir } });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });
const all = {};
try {
  for (const p of paths) {
    await fetch(`${server.url}${p}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(browser, `${server.url}${p}`));
    runs.sort((a, b) => a.tbt - b.tbt);
    const r = runs[Math.floor(runs.length / 2)];
    all[p] = { runs: runs.map((x) => ({ tbt: x.tbt, busy: x.busy, longest: x.longest })), ...r };
    console.log(
      `\n${p}  (CPU ${RATE}×, median of ${RUNS} by TBT: ${runs.map((x) => x.tbt).join("/")} ms)  FCP ${r.fcp} ms  TBT-like ${r.tbt} ms  busiest task ${r.longest} ms  main thread busy ${r.busy} ms  elements ${r.elements}`,
    );
    console.log(
      `  React commits: ${r.commits.length} — ${r.commits.map((c) => `@${c.t}ms ${c.rendered} components [${c.top.map(([n, k]) => `${n}×${k}`).join(" ")}] from ${c.outer.join(", ")}`).join("; ")}`,
    );
    for (const t of r.long) {
      console.log(`  task @${t.at} ms: ${t.ms} ms  ${Object.entries(t.self).map(([k, v]) => `${k} ${v}`).join(", ")}`);
      for (const s of t.scripts) console.log(`      ${s}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(all, null, 1));
