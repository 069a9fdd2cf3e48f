import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { z } from "zod";
import { checkContent } from "./app/composition/content-check.ts";
import { contentRoot, formatProblem } from "./app/platform/content/collection.ts";
import { publisherForBuild } from "./app/platform/publisher.server.ts";
import { siteIdentityForBuild } from "./app/platform/site-identity.server.ts";
import { exampleDataFiles, refuseExampleData } from "./app/composition/example-data.server.ts";
import type { OutputChunk } from "rolldown";
import { bundleReport } from "./scripts/bundle-report.ts";
import { preactIslands } from "./scripts/preact-islands.ts";
import { noServerModulesInClient } from "./scripts/no-server-in-client.ts";
import { keystaticNoGoogleFont } from "./scripts/keystatic-no-google-font.ts";

// The canonical host is fixed at build time: every canonical, Open Graph URL and sitemap entry
// is absolute on it. Validate it so a typo fails the build instead of shipping broken URLs. Without
// SITE_URL it is the domain of content/site/identity.yaml.
const canonicalUrl = (domain: string) =>
  z
    .string()
    .url()
    .transform((u) => u.replace(/\/+$/, ""))
    .parse(process.env.SITE_URL ?? `https://${domain}`);

/**
 * Manual chunks of React Router's browser build (decisions 0191, 0210). Public pages load none of
 * it: their islands come from a Preact build of their own (scripts/preact-islands.ts). React and
 * React DOM are one chunk, React Router another: only the pages the router hydrates whole (the
 * editor, the newsletter link pages) load them. Everything else Rolldown splits per module.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
const ROUTER = /\/node_modules\/(react-router|@react-router\/[\w-]+|@remix-run\/[\w-]+|cookie-es)\//;
function chunkOf(id: string): string | undefined {
  const file = id.replace(/\\/g, "/");
  if (REACT.test(file)) return "react";
  if (ROUTER.test(file)) return "router";
  return undefined;
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

/**
 * The checked content goes into the build (<build>/content), once the server build is written (React
 * Router empties the build folder first): the production server reads content only from the build
 * (the release) it serves, never from the working content/ folder the owner edits (issue 42).
 */
function contentIntoBuild(): Plugin {
  return {
    name: "content-into-build",
    apply: "build",
    closeBundle() {
      if (this.environment.config.consumer !== "server") return;
      const builtContent = path.join(path.resolve(process.env.BUILD_DIR || "build"), "content");
      fs.rmSync(builtContent, { recursive: true, force: true });
      fs.cpSync(contentRoot(), builtContent, { recursive: true });
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
  // Example authors too (decision 0237): a build for a public SITE_URL names every example file and stops.
  refuseExampleData(process.env.SITE_URL, { publisherJson: process.env.PUBLISHER_JSON });
  const { example: _example, ...publisher } = publisherForBuild({ siteUrlFromEnv: process.env.SITE_URL, publisherJson: process.env.PUBLISHER_JSON });
  // The site's name, domain and addresses (content/site/identity.yaml): a public SITE_URL must be its domain.
  const { example: _exampleIdentity, ...identity } = siteIdentityForBuild({ siteUrlFromEnv: process.env.SITE_URL });
  const siteUrl = canonicalUrl(identity.domain);
  const exampleFiles = exampleDataFiles({ publisherJson: process.env.PUBLISHER_JSON });
  const define = {
    __SITE_URL__: JSON.stringify(siteUrl),
    __PUBLISHER__: JSON.stringify(JSON.stringify(publisher)),
    __SITE_IDENTITY__: JSON.stringify(JSON.stringify(identity)),
    __EXAMPLE_DATA__: JSON.stringify(exampleFiles),
  };
  const alias = { "~": new URL("./app", import.meta.url).pathname };
  // The public pages' islands run on Preact: a second, small browser build inside the client one
  // (scripts/preact-islands.ts, decision 0210); its chunks join the bundle report.
  let islandChunks: OutputChunk[] = [];
  const islands = preactIslands({
    entry: "app/islands.client.ts",
    define,
    alias,
    plugins: () => [leanPreloadHelper(), noServerModulesInClient()],
    onChunks: (chunks) => (islandChunks = chunks),
  });
  return {
    define,
    plugins: [keystaticNoGoogleFont(), leanPreloadHelper(), tailwindcss(), reactRouter(), islands, noServerModulesInClient(), bundleReport(() => islandChunks), contentIntoBuild()],
    optimizeDeps: {
      // The editor's Google font link, removed from the development server's pre-bundled copy too.
      rolldownOptions: { plugins: [keystaticNoGoogleFont()] },
      // Pre-bundled when the development server starts. React Router gives Vite no entries to scan,
      // so without this list Vite found these on the first visit to /keystatic, bundled them again
      // and reloaded the page while it was starting: React from two bundles, "Cannot read properties
      // of null (reading 'useContext')" and an editor that never rendered. The list is what Vite
      // reported as new on a cold cache; tests/integration/dev-server.test.mjs fails if one is missing.
      include: [
        "@keystatic/core",
        "@keystatic/core/ui",
        "@keystatic/core/api/generic",
        "@keystar/ui/number-field",
        "@keystar/ui/text-field",
        "zod",
        "lucide-react",
        "gray-matter",
        "yaml",
        "marked",
        "marked-directive",
      ],
    },
    resolve: { alias },
    // Where the development server keeps its pre-bundled dependencies (default node_modules/.vite):
    // the dev-server integration test points it at an empty folder to start from a cold cache.
    ...(process.env.DEV_VITE_CACHE_DIR ? { cacheDir: process.env.DEV_VITE_CACHE_DIR } : {}),
    server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/.tmp/**"] } },
    // No modulepreload tags or polyfill for lazy chunks: the documents drop them too (app/entry.server.tsx).
    build: { target: "es2022", modulePreload: false },
    // Browser build only: the server bundle is one file. The warning limit (default 500 kB) sits above
    // the one chunk that passes the default: the owner's editor (Keystatic, ~2.9 MB, loaded only on
    // /keystatic); a bigger editor still warns. What a visitor's page loads is bounded by
    // `npm run js-budget`, far below either figure.
    environments: {
      client: { build: { chunkSizeWarningLimit: 3500, rolldownOptions: { output: { manualChunks: chunkOf } } } },
    },
  };
});
