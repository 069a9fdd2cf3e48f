/**
 * A folder-level lint rule (eslint.config.js, `features/no-two-way-imports`): two features may not
 * import each other. import-x/no-cycle sees cycles file by file; this rule sees the features as
 * folders. On each import from a file of app/features/<a>/ into app/features/<b>/, it reads
 * app/features/<b>/ (its non-test files) and reports the import when any of them imports <a>,
 * naming that file. Type-only imports and re-exports count: a type is a dependency too.
 *
 * Tests are outside the rule (they may import the insides they test), and so are route modules
 * (app/features/<f>/routes/*: a feature's pages as React Router loads them): nothing imports a route
 * module but the route table (another rule of eslint.config.js), so a route module is a leaf of the
 * graph and its imports cannot close a cycle between features — the review page's module in
 * features/reviews/routes/ may show the opinions feature's section while opinions reads the reviews'
 * data. Counting them would forbid exactly the composition a page does. Plain ESM, no dependency: the
 * project's eslint.config.js loads it.
 */
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.(test|spec)\.(ts|tsx|mjs|js)$/;
/** A route module: app/features/<feature>/routes/… (a leaf: only the route table imports it). */
const ROUTE_MODULE = /[/\\]app[/\\]features[/\\][^/\\]+[/\\]routes[/\\]/;
/** Import and re-export specifiers, and dynamic imports, of a source file's text. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** The feature a specifier written in `fromFile` points into, or undefined. */
export function featureOf(specifier, fromFile, featuresDir) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(featuresDir, "..", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const rel = path.relative(featuresDir, target);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0] || undefined;
}

function sourceFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (SOURCE.test(e.name) && !TEST.test(e.name) && !ROUTE_MODULE.test(p)) out.push(p);
  }
  return out;
}

/** Per file: its mtime and the features it imports (re-read only when the file changed). */
const fileCache = new Map();

function importsOfFile(file, featuresDir) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = fileCache.get(file);
  if (cached && cached.mtime === mtime) return cached.features;
  const features = new Set();
  for (const m of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
    const f = featureOf(m[1], file, featuresDir);
    if (f) features.add(f);
  }
  fileCache.set(file, { mtime, features });
  return features;
}

/** The first non-test file of feature `b` that imports feature `a`, or undefined. */
function fileImporting(b, a, featuresDir) {
  const dir = path.join(featuresDir, b);
  if (!fs.existsSync(dir)) return undefined;
  return sourceFiles(dir).find((file) => importsOfFile(file, featuresDir).has(a));
}

export const noTwoWayImports = {
  meta: {
    type: "problem",
    docs: { description: "Two features may not import each other (folder level)." },
    // `known`: pairs that import each other today, each to be broken (docs/architecture.md, Lint zones);
    // any other pair fails.
    schema: [{ type: "object", properties: { known: { type: "array", items: { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 } } }, additionalProperties: false }],
    messages: {
      twoWay:
        "app/features/{{a}} and app/features/{{b}} import each other ({{file}} imports {{a}}): move the shared part to app/platform or to the lower feature, or pass it in.",
    },
  },
  create(context) {
    const file = context.filename;
    if (TEST.test(file) || ROUTE_MODULE.test(file)) return {};
    const featuresDir = path.join(context.cwd, "app", "features");
    const rel = path.relative(featuresDir, file);
    if (rel.startsWith("..") || path.isAbsolute(rel)) return {};
    const a = rel.split(path.sep)[0];
    const known = new Set((context.options[0]?.known ?? []).map((pair) => [...pair].sort().join("|")));
    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const b = featureOf(source.value, file, featuresDir);
      if (!b || b === a || known.has([a, b].sort().join("|"))) return;
      const back = fileImporting(b, a, featuresDir);
      if (back) context.report({ node, messageId: "twoWay", data: { a, b, file: path.relative(context.cwd, back) } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { "no-two-way-imports": noTwoWayImports } };
