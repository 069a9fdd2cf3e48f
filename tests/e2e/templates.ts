/**
 * "One page per template" for the expensive browser checks (axe), without a hand-kept list: every
 * prerendered document of the build is read, each element inside <main> becomes a feature
 * (tag + class list + role), and pages are picked greedily until every feature of the site is on
 * at least one picked page. A new component, block type or page layout therefore brings its own
 * page into the set; ten copies of one template bring one. Content-dependent rules that do not
 * need a browser (one h1, unique ids, alt text) are checked on every URL in routes.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";

const CLIENT_DIR = path.resolve("build/client");

function documents(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, url: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${url}${e.name}/`);
      else if (e.name === "index.html") out.set(url === "/" ? "/" : url.slice(0, -1), fs.readFileSync(path.join(dir, e.name), "utf8"));
    }
  };
  if (fs.existsSync(CLIENT_DIR)) walk(CLIENT_DIR, "/");
  return out;
}

function features(html: string): Set<string> {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  const set = new Set<string>();
  for (const m of main.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)) {
    const attrs = m[2] ?? "";
    const cls = /class="([^"]*)"/.exec(attrs)?.[1] ?? "";
    const role = /role="([^"]*)"/.exec(attrs)?.[1];
    set.add(`${m[1]}.${cls}${role ? `@${role}` : ""}`);
  }
  return set;
}

/** The smallest-ish set of prerendered URLs (greedy set cover) that shows every element shape of the site. */
export function templateRepresentatives(candidates: string[]): string[] {
  const docs = documents();
  const byUrl = new Map(candidates.filter((u) => docs.has(u)).map((u) => [u, features(docs.get(u)!)] as const));
  const covered = new Set<string>();
  const all = new Set([...byUrl.values()].flatMap((s) => [...s]));
  const chosen: string[] = [];
  while (covered.size < all.size) {
    let best = "";
    let gain = 0;
    for (const [url, set] of byUrl) {
      let g = 0;
      for (const f of set) if (!covered.has(f)) g++;
      if (g > gain) {
        gain = g;
        best = url;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const f of byUrl.get(best)!) covered.add(f);
  }
  return chosen;
}
