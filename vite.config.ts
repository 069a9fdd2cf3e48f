import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { z } from "zod";
import { checkContent } from "./app/composition/content-check";
import { formatProblem } from "./app/platform/content/collection";
import { publisherForBuild } from "./app/platform/publisher.server";
import { bundleReport } from "./scripts/bundle-report";
import { noServerModulesInClient } from "./scripts/no-server-in-client";
import { keystaticNoGoogleFont, keystaticNoGoogleFontEsbuild } from "./scripts/keystatic-no-google-font";

// The canonical host is fixed at build time: every canonical, Open Graph URL and sitemap entry
// is absolute on it. Validate it so a typo fails the build instead of shipping broken URLs.
const siteUrl = z
  .string()
  .url()
  .transform((u) => u.replace(/\/+$/, ""))
  .parse(process.env.SITE_URL ?? "https://www.rankingcasinos.es");

/**
 * Two chunks that every page loads (see `npm run js-budget -- --detail` and decision 0100): the
 * runtime (React, React DOM, React Router — changes only with a dependency update, so it stays
 * cached across deploys) and the site's small shared modules that the layout or every route uses.
 * Without them Rollup splits the shared code into a dozen sub-kilobyte files, each with its own
 * request and headers. Everything else is split by Rollup per page, so a page loads only what it uses.
 */
const RUNTIME = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[\w-]+)\//;
const SHARED = [
  /\/app\/platform\/(site|format|seo)\.ts$/,
  /\/app\/ui\/(external-link|deferred-toaster|breadcrumbs|inline-text)\.tsx$/,
  /\/app\/features\/layout\/use-site-nav\.ts$/,
  // The shell's texts (every page's header and footer read them) and the responsible-gambling box that
  // every template but the 404 page shows: alone they were two more sub-kilobyte requests per page.
  /\/app\/features\/copy\/shell-copy\.ts$/,
  /\/app\/features\/responsible-gambling\/responsible-gambling-box\.tsx$/,
  // lucide's icon factory and the header's icons only. Not the package's index (`lucide-react.mjs`):
  // a manual chunk takes in its modules' static imports, so the index pulled every icon any page
  // uses (seventeen of them) into the chunk that every page loads. A module listed here imports its
  // icons one by one (`lucide-react/icons/<name>`), never from "lucide-react"; the build checks it.
  /\/node_modules\/lucide-react\/dist\/esm\/(Icon|createLucideIcon|context|shared\/src\/[\w/]+)\.mjs$/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(chevron-down|menu|x|life-buoy)\.mjs$/,
];
/**
 * The bonus calculator's stand-in (which loads the calculator when it is about to be used) with the
 * bonus maths the review also reads its starting terms from: one request on a review instead of two.
 */
const CALCULATOR = /\/app\/features\/bonus-calculator\/(lazy-bonus-calculator\.tsx|bonus-math\.ts)$/;
/**
 * Small blocks that several templates show (FAQ, accordion, scroll region, the methodology link and
 * the provisional-ratings note, operator logo, check list, the operator call to action of posts and
 * pages, pair links, byline): one request for all
 * of them. Alone each was a sub-kilobyte file whose headers and brotli framing cost as much as its
 * code; together they put the home page and the review back under the JavaScript budget.
 */
const BLOCKS = [
  /\/app\/ui\/(accordion|faq-section|scroll-region|image-card-grid)\.tsx$/,
  /\/app\/features\/methodology\/(methodology-link|provisional-ratings-note)\.tsx$/,
  /\/app\/features\/operators\/(operator-logo|check-list|operator-cta)\.tsx$/,
  /\/app\/features\/comparison\/pair-links\.tsx$/,
  /\/app\/features\/authors\/byline\.tsx$/,
];
function chunkOf(id: string): string | undefined {
  const file = id.replace(/\\/g, "/");
  if (RUNTIME.test(file)) return "react";
  if (SHARED.some((re) => re.test(file))) return "shared";
  if (CALCULATOR.test(file)) return "calculator";
  if (BLOCKS.some((re) => re.test(file))) return "blocks";
  return undefined;
}

/** Fails the build when an icon that is not listed in SHARED ends up in the chunk every page loads. */
function sharedIconsGuard(): Plugin {
  return {
    name: "shared-icons-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const stray = Object.values(bundle)
        .filter((c) => c.type === "chunk" && c.name === "shared")
        .flatMap((c) => (c.type === "chunk" ? Object.keys(c.modules) : []))
        .filter((id) => /\/lucide-react\/dist\/esm\/icons\//.test(id.replace(/\\/g, "/")) && chunkOf(id) !== "shared");
      if (stray.length) {
        this.error(
          `Icons pulled into the shared chunk through lucide-react's index (import them from "lucide-react/icons/<name>" in shared modules): ${stray.map((id) => id.replace(/^.*\/icons\//, "")).join(", ")}`,
        );
      }
    },
  };
}

/**
 * Vite wraps every dynamic `import()` of the browser build in `__vitePreload`, a 1.9 KB helper (in
 * the chunk every page loads) that adds `<link rel="modulepreload">`/stylesheet tags for the imported
 * chunk's dependencies. With `build.modulePreload: false` and the stylesheet inlined in every
 * document there is nothing for it to add, so it is replaced with the part that still matters: load
 * the module, and on failure fire Vite's documented `vite:preloadError` event before rethrowing.
 * The build fails if a chunk still passes it a dependency list (a CSS chunk of a lazy component, for
 * example), because this helper would ignore it.
 */
function leanPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  return {
    name: "lean-preload-helper",
    enforce: "pre",
    apply: "build",
    resolveId: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: (source) => source },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(loaded) {
        if (loaded !== id || this.environment.config.consumer !== "client") return null;
        return {
          code: `export const __vitePreload = (load) => load().catch((err) => {
  const e = new Event("vite:preloadError", { cancelable: true });
  e.payload = err;
  window.dispatchEvent(e);
  if (!e.defaultPrevented) throw err;
});`,
          moduleSideEffects: false,
        };
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const withDeps = Object.values(bundle).filter((c) => c.type === "chunk" && c.code.includes("__vite__mapDeps"));
      if (withDeps.length) {
        this.error(`lean-preload-helper: ${withDeps.map((c) => c.fileName).join(", ")} pass dependencies to __vitePreload, which this helper ignores`);
      }
    },
  };
}

export default defineConfig(async ({ command }) => {
  // The build starts with the content check (the same as `npm run content:check`) and stops on
  // its report, before any page is rendered from bad data.
  if (command === "build") {
    const { problems } = await checkContent();
    if (problems.length) {
      throw new Error(
        `El contenido tiene ${problems.length} problema(s); corrígelos y vuelve a construir (docs/editing-content.md):\n${problems.map(formatProblem).join("\n")}`,
      );
    }
  }
  // The publisher's legal details from content/site/publisher.yaml (PUBLISHER_JSON wins): a build for a
  // public SITE_URL stops while they are the example ones (app/platform/publisher.server.ts).
  const { example: _example, ...publisher } = publisherForBuild({ siteUrlFromEnv: process.env.SITE_URL, publisherJson: process.env.PUBLISHER_JSON });
  return {
    define: { __SITE_URL__: JSON.stringify(siteUrl), __PUBLISHER__: JSON.stringify(JSON.stringify(publisher)) },
    plugins: [keystaticNoGoogleFont(), leanPreloadHelper(), sharedIconsGuard(), tailwindcss(), reactRouter(), noServerModulesInClient(), bundleReport()],
    // The editor's Google font link, removed from the development server's pre-bundled copy too.
    optimizeDeps: { esbuildOptions: { plugins: [keystaticNoGoogleFontEsbuild] } },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/.tmp/**"] } },
    // No modulepreload tags or polyfill for lazy chunks: the documents drop them too (app/entry.server.tsx).
    build: { target: "es2022", modulePreload: false },
    // Browser build only: the server bundle is one file.
    environments: { client: { build: { rollupOptions: { output: { manualChunks: chunkOf } } } } },
  };
});
