/**
 * `npm run bench:scale -- --operators N --clicks M [--json]` (issue 39): how the build, a publish,
 * the server's memory and the owner's reports grow with the catalogue and with the traffic.
 *
 *  1. Catalogues: the shipped content (baseline, its operators as they are) and a copy with N
 *     operators, the shipped ones plus synthetic ones made from them («Operador sintético 17»,
 *     `sintetico-17.yaml`, each file headed by a comment saying it is benchmark data). Both live in
 *     a temporary folder: nothing is written into content/.
 *  2. Each catalogue is built with the project's own build (`npm run build`, CONTENT_DIR and
 *     BUILD_DIR pointing at the copy; wall time and the peak RSS summed over the build's process
 *     tree), published once with the publish machinery (app/features/releases/releases.server.ts: a release made from
 *     that build, switched to current — the build itself is buildSeconds, not counted twice), served
 *     by the production server (`dist/server.js`) from that release, and every prerendered page is
 *     requested once (as Googlebot, so no page view is counted) before the server's RSS is read.
 *  3. Data: two temporary PGlite databases, one with 10,000 clicks and one with M, each with page
 *     views (10 per click, as daily counts per page) and conversions (one per 25 human clicks,
 *     matched to their click by sub-ID) spread over the last 365 days, generated inside the database
 *     (INSERT … SELECT FROM generate_series; each placement on its own kind of page). A first, untimed `npm run stats` rolls up the generated history (as a year of daily
 *     reports would have, decision 0296); then `npm run stats` is timed as the owner runs it, and
 *     a GET /panel (the best of three, after one warm-up) on a server using that database.
 *
 * Output: a table in Spanish, or with --json one line
 * `{"baseline":{…},"scaled":{…},"data":{"small":{…},"large":{…}}}` (keys in docs/benchmarks.md).
 * Temporary folders: .tmp/bench-scale-<pid>/ in the project (a build finds its packages in the
 * project's node_modules) and the system's temporary folder; both are removed at the end
 * (--keep keeps them). Ports: BENCH_PORT (else a free one).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import { freePort, ROOT, startAppServer } from "./lib/app-server.mjs";
import { ensurePgliteTemplate } from "./lib/pglite-template.mjs";
import { buildRelease, makeCurrent, prune } from "../app/features/releases/releases.server.ts";
import { hashPassword } from "../app/features/panel/admin-auth.server.ts";

export const SMALL_CLICKS = 10_000;
const VIEWS_PER_CLICK = 10;
const CLICKS_PER_CONVERSION = 25;
const DAYS = 365;
/** The header of every synthetic operator file: benchmark data, never a real operator. */
export const SYNTHETIC_MARK = "# DATOS SINTÉTICOS de `npm run bench:scale` (issue 39): no es un operador real; este archivo nunca va a content/.";

export interface CatalogueResult {
  operators: number;
  pages: number;
  buildSeconds: number;
  buildPeakRssMb: number;
  publishSeconds: number;
  serverRssMb: number;
}
export interface DataResult {
  clicks: number;
  statsSeconds: number;
  panelSeconds: number;
}

interface Options {
  operators: number;
  clicks: number;
  json: boolean;
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  const out: Options = { operators: 30, clicks: 1_000_000, json: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const int = (name: string, min: number) => {
      const v = argv[++i];
      if (!v || !/^\d+$/.test(v) || Number(v) < min) throw new Error(`${name} necesita un número entero de al menos ${min}.`);
      return Number(v);
    };
    if (a === "--operators") out.operators = int("--operators", 1);
    else if (a === "--clicks") out.clicks = int("--clicks", 1);
    else if (a === "--json") out.json = true;
    else if (a === "--keep") out.keep = true;
    else throw new Error(`Opción desconocida: ${a}. Uso: npm run bench:scale -- --operators N --clicks M [--json]`);
  }
  return out;
}

const say = (line: string) => process.stderr.write(`${line}\n`);
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** RSS of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const pid = Number(entry);
      rss.set(pid, (pages * 4096) / 1024 / 1024);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(pid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const processRssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Runs a command in the project; resolves its wall time and the peak RSS of its process tree. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, { quiet = true } = {}): Promise<{ seconds: number; peakRssMb: number; out: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let peak = 0;
    const sample = () => {
      if (child.pid) peak = Math.max(peak, treeRssMb(child.pid));
    };
    const timer = setInterval(sample, 200);
    child.stdout.on("data", (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, peakRssMb: peak, out });
      else reject(new Error(`${command} ${args.join(" ")} terminó con el código ${code}:\n${out.slice(-4000)}`));
    });
  });
}

/** A copy of content/ with `operators` operators: the shipped ones, then synthetic ones made from them. */
export function syntheticContent(target: string, operators: number): { operators: number; synthetic: string[] } {
  fs.cpSync(path.join(ROOT, "content"), target, { recursive: true });
  const dir = path.join(target, "operators");
  const shipped = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  const sources = shipped.map((f) => parse(fs.readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>);
  const maxRank = Math.max(...sources.map((s) => Number(s.rank)));
  const synthetic: string[] = [];
  // Fewer than shipped: the last ones in the ranking are left out (the baseline is the shipped catalogue).
  if (operators < shipped.length) {
    const byRank = shipped.map((f, i) => ({ f, rank: Number(sources[i]!.rank) })).sort((a, b) => a.rank - b.rank);
    for (const { f } of byRank.slice(operators)) fs.rmSync(path.join(dir, f));
    return { operators, synthetic };
  }
  // Figures strictly inside the shipped range: a synthetic operator never ties the lowest or highest
  // figure a shipped text calls «el más bajo» (the content check verifies those claims).
  const inside = (pick: (o: Record<string, unknown>) => unknown, value: unknown) => {
    const xs = sources.map(pick).filter((x): x is number => typeof x === "number");
    const [low, high] = [Math.min(...xs), Math.max(...xs)];
    if (typeof value !== "number" || (value > low && value < high)) return value;
    const middle = xs.find((x) => x > low && x < high);
    const halfway = Math.round((low + high) / 2);
    return middle ?? (halfway > low && halfway < high ? halfway : value);
  };
  const prose = (n: number) =>
    `Texto de relleno del operador sintético ${n}, generado por la prueba de escala para medir cuánto cuesta construir y servir un catálogo más grande; no describe ningún operador real.`;
  for (let n = shipped.length + 1; n <= operators; n++) {
    const source = sources[(n - 1) % sources.length]!;
    const id = `sintetico-${n}`;
    type Offer = { cap?: unknown; wagering?: { multiple?: unknown; base?: unknown } };
    // A shipped offer without wagering may be «el único sin requisito»: a synthetic one never copies it.
    const withWagering = (o: Record<string, unknown>) => (o.offer as Offer).wagering?.base !== "ninguno";
    const offerSource = withWagering(source) ? source : sources.find(withWagering)!;
    const offer = structuredClone(offerSource.offer) as Offer;
    offer.cap = inside((o) => (o.offer as Offer).cap, offer.cap);
    if (offer.wagering) offer.wagering.multiple = inside((o) => (o.offer as Offer).wagering?.multiple, offer.wagering.multiple);
    const op: Record<string, unknown> = {
      ...source,
      name: `Operador sintético ${n}`,
      rank: maxRank + (n - shipped.length),
      reviewSlug: id,
      detailUrl: `/${id}`,
      footer: false,
      minDeposit: inside((o) => o.minDeposit, source.minDeposit),
      offer,
      description: prose(n),
      analysis: Object.fromEntries(Object.keys(source.analysis as object).map((k) => [k, prose(n)])),
      pros: (source.pros as string[]).map((_, i) => `Ventaja sintética ${i + 1} del operador ${n}`),
      cons: (source.cons as string[]).map((_, i) => `Desventaja sintética ${i + 1} del operador ${n}`),
    };
    fs.writeFileSync(path.join(dir, `${id}.yaml`), `${SYNTHETIC_MARK}\n${stringify(op, { lineWidth: 0 })}`);
    synthetic.push(id);
  }
  return { operators, synthetic };
}

/** Prerendered documents of a build (every index.html under client/). */
function countPages(clientDir: string): { count: number; paths: string[] } {
  const paths: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${url}${e.name}/`);
      else if (e.name === "index.html") paths.push(url === "/" ? "/" : url.slice(0, -1));
    }
  };
  walk(clientDir, "/");
  return { count: paths.length, paths };
}

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Builds, publishes and serves one catalogue; `releases` is where its release stays (the data's /panel server uses the baseline's). */
async function measureCatalogue(label: string, operators: number, work: string, buildRoot: string): Promise<{ result: CatalogueResult; releases: string }> {
  const contentDir = path.join(work, label, "content");
  fs.mkdirSync(path.dirname(contentDir), { recursive: true });
  syntheticContent(contentDir, operators);
  const buildDir = path.join(buildRoot, `${label}-build`);
  say(`· ${label}: construyendo ${operators} operadores …`);
  const build = await run("npm", ["run", "build"], { CONTENT_DIR: contentDir, BUILD_DIR: buildDir });
  const { count, paths } = countPages(path.join(buildDir, "client"));

  // Published once: a release made from that build and switched to current, as `npm run publish` does.
  say(`· ${label}: publicando …`);
  const releases = path.join(buildRoot, `${label}-releases`);
  const started = performance.now();
  const id = await buildRelease(releases, {
    build: async (into) => fs.cpSync(buildDir, into, { recursive: true }),
    baseline: buildDir,
  });
  makeCurrent(releases, id);
  prune(releases);
  const publishSeconds = (performance.now() - started) / 1000;

  say(`· ${label}: arrancando el servidor y pidiendo sus ${count} páginas …`);
  const server = await startAppServer({
    port: await freePort(process.env.BENCH_PORT),
    env: { RELEASES_DIR: releases, BUILD_DIR: "", CONTENT_DIR: contentDir, DATA_DIR: path.join(work, label, "data"), DATABASE_URL: "", NEWSLETTER_RATE_LIMIT: "0" },
  });
  try {
    for (const p of paths) {
      const res = await fetch(`${server.url}${encodeURI(p)}`, { headers: { "User-Agent": GOOGLEBOT, "Accept-Encoding": "br, gzip" } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${p} respondió ${res.status}`);
    }
    const serverRssMb = processRssMb(server.proc.pid!);
    const result = {
      operators,
      pages: count,
      buildSeconds: round(build.seconds),
      buildPeakRssMb: Math.round(build.peakRssMb),
      publishSeconds: round(publishSeconds),
      serverRssMb: Math.round(serverRssMb),
    };
    return { result, releases };
  } finally {
    await server.stop();
  }
}

/** Loads `clicks` synthetic clicks, their page views and conversions into a new PGlite data folder. */
export async function loadData(dataDir: string, clicks: number): Promise<void> {
  await run("npm", ["run", "-s", "db:migrate", "--", "--init"], { DATA_DIR: dataDir, DATABASE_URL: "" });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const operators = fs
      .readdirSync(path.join(ROOT, "content/operators"))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => f.slice(0, -5));
    const pages = ["/", "/comparacion", ...operators.map((o) => `/${o}`), "/blog", "/ayuda"];
    const placements = ["home-top6", "comparison-card", "review-hero", "review-sidebar", "head-to-head", "article"];
    const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;
    // Clicks over the last DAYS days; one in ten from a bot (no click ID); a deterministic spread.
    await db.exec(`
      INSERT INTO outbound_clicks (clicked_at, operator_id, placement, page_path, device, browser, is_bot, click_id)
      SELECT now() - (((i::bigint * 7919) % (${DAYS} * 86400)) || ' seconds')::interval,
        (${arr(operators)})[1 + (i % ${operators.length})],
        p.placement,
        -- Each placement's button is on its own kind of page, as on the site.
        CASE p.placement WHEN 'home-top6' THEN '/' WHEN 'comparison-card' THEN '/comparacion'
          WHEN 'head-to-head' THEN '/comparar' WHEN 'article' THEN '/blog'
          ELSE '/' || (${arr(operators)})[1 + (i % ${operators.length})] END,
        CASE WHEN i % 3 = 0 THEN 'desktop' ELSE 'mobile' END,
        CASE WHEN i % 2 = 0 THEN 'Chrome' ELSE 'Safari' END,
        i % 10 = 0,
        CASE WHEN i % 10 = 0 THEN NULL ELSE md5(i::text) END
      FROM generate_series(1, ${clicks}) AS i,
        LATERAL (SELECT (${arr(placements)})[1 + ((i / 7) % ${placements.length})] AS placement) AS p;
      INSERT INTO conversions (operator_id, sub_id, day, registrations, ftds, commission_cents, source)
      SELECT operator_id, click_id, (clicked_at AT TIME ZONE 'Europe/Madrid')::date, 1, (id % 3 = 0)::int, CASE WHEN id % 3 = 0 THEN 5000 ELSE 0 END, 'bench-scale.csv'
      FROM outbound_clicks WHERE click_id IS NOT NULL AND id % ${CLICKS_PER_CONVERSION} = 1;
      INSERT INTO page_views (day, page_path, views)
      SELECT current_date - d, p, greatest(1, ${Math.round((clicks * VIEWS_PER_CLICK) / DAYS)} / ${pages.length})
      FROM generate_series(0, ${DAYS - 1}) AS d, unnest(${arr(pages)}) AS p;
      ANALYZE;
    `);
  } finally {
    await db.close();
  }
}

/** `releases`: the release the /panel server serves (any build of the site: the reports do not depend on the catalogue). */
export async function measureData(clicks: number, work: string, label: string, releases: string): Promise<DataResult> {
  const dataDir = path.join(work, `data-${label}`);
  say(`· datos (${clicks} clics): cargando …`);
  await loadData(dataDir, clicks);
  // The past days are rolled up as they would have been by a year of daily reports (decision 0296):
  // one report first, untimed, rolls up the generated history; the timed one is a day's report.
  say(`· datos (${clicks} clics): resumen diario del historial …`);
  await run("npm", ["run", "-s", "stats"], { DATA_DIR: dataDir, DATABASE_URL: "" });
  say(`· datos (${clicks} clics): npm run stats y /panel …`);
  const stats = await run("npm", ["run", "-s", "stats"], { DATA_DIR: dataDir, DATABASE_URL: "" });
  const password = "bench-scale-contraseña";
  const server = await startAppServer({
    port: await freePort(process.env.BENCH_PORT),
    env: { RELEASES_DIR: releases, BUILD_DIR: "", DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_USER: "bench", ADMIN_PASSWORD_HASH: await hashPassword(password, 10) },
  });
  try {
    const auth = `Basic ${Buffer.from(`bench:${password}`).toString("base64")}`;
    let best = Infinity;
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/panel`, { headers: { Authorization: auth, "User-Agent": GOOGLEBOT } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/panel respondió ${res.status}`);
      if (i > 0) best = Math.min(best, (performance.now() - started) / 1000);
    }
    return { clicks, statsSeconds: round(stats.seconds), panelSeconds: round(best, 3) };
  } finally {
    await server.stop();
  }
}

function table(r: { baseline: CatalogueResult; scaled: CatalogueResult; data: { small: DataResult; large: DataResult } }): string {
  const ratio = (a: number, b: number) => (b > 0 ? `${round(a / b)}×` : "—");
  const perPage = (c: CatalogueResult) => c.buildSeconds / c.pages;
  const rows = [
    ["", `${r.baseline.operators} operadores`, `${r.scaled.operators} operadores`, "Proporción"],
    ["Páginas", String(r.baseline.pages), String(r.scaled.pages), ratio(r.scaled.pages, r.baseline.pages)],
    ["Construcción (s)", String(r.baseline.buildSeconds), String(r.scaled.buildSeconds), ratio(r.scaled.buildSeconds, r.baseline.buildSeconds)],
    ["Construcción por página (ms)", String(round(perPage(r.baseline) * 1000, 1)), String(round(perPage(r.scaled) * 1000, 1)), ratio(perPage(r.scaled), perPage(r.baseline))],
    ["Memoria máx. construcción (MB)", String(r.baseline.buildPeakRssMb), String(r.scaled.buildPeakRssMb), ratio(r.scaled.buildPeakRssMb, r.baseline.buildPeakRssMb)],
    ["Publicación (s)", String(r.baseline.publishSeconds), String(r.scaled.publishSeconds), ratio(r.scaled.publishSeconds, r.baseline.publishSeconds)],
    ["Memoria del servidor (MB)", String(r.baseline.serverRssMb), String(r.scaled.serverRssMb), ratio(r.scaled.serverRssMb, r.baseline.serverRssMb)],
    ["", `${r.data.small.clicks} clics`, `${r.data.large.clicks} clics`, ""],
    ["npm run stats (s)", String(r.data.small.statsSeconds), String(r.data.large.statsSeconds), ratio(r.data.large.statsSeconds, r.data.small.statsSeconds)],
    ["GET /panel (s)", String(r.data.small.panelSeconds), String(r.data.large.panelSeconds), ratio(r.data.large.panelSeconds, r.data.small.panelSeconds)],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ")).join("\n");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(ROOT, "node_modules"))) throw new Error("Faltan las dependencias: ejecuta npm ci.");
  process.env.PGLITE_TEMPLATE_DIR ??= await ensurePgliteTemplate();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const buildRoot = path.join(ROOT, ".tmp", `bench-scale-${process.pid}`);
  fs.mkdirSync(buildRoot, { recursive: true });
  try {
    const shipped = fs.readdirSync(path.join(ROOT, "content/operators")).filter((f) => f.endsWith(".yaml")).length;
    const base = await measureCatalogue("base", shipped, work, buildRoot);
    const { result: scaled } = await measureCatalogue("escala", options.operators, work, buildRoot);
    const baseline = base.result;
    const small = await measureData(SMALL_CLICKS, work, "small", base.releases);
    const large = await measureData(options.clicks, work, "large", base.releases);
    const result = { baseline, scaled, data: { small, large } };
    if (options.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else process.stdout.write(`${table(result)}\n`);
  } finally {
    if (options.keep) say(`Carpetas conservadas: ${work} y ${buildRoot}`);
    else {
      fs.rmSync(work, { recursive: true, force: true });
      fs.rmSync(buildRoot, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    say(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
