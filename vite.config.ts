import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { z } from "zod";
import { checkContent } from "./app/content/check";
import { formatProblem } from "./app/content/collection";
import { bundleReport } from "./scripts/bundle-report";
import { noServerModulesInClient } from "./scripts/no-server-in-client";

// The canonical host is fixed at build time: every canonical, Open Graph URL and sitemap entry
// is absolute on it. Validate it so a typo fails the build instead of shipping broken URLs.
const siteUrl = z
  .string()
  .url()
  .transform((u) => u.replace(/\/+$/, ""))
  .parse(process.env.SITE_URL ?? "https://www.rankingcasinos.es");
const publisher = process.env.PUBLISHER_JSON ?? "";
if (publisher) JSON.parse(publisher);

/**
 * Two chunks that every page loads (see `npm run js-budget -- --detail` and decision 0100): the
 * runtime (React, React DOM, React Router — changes only with a dependency update, so it stays
 * cached across deploys) and the site's small shared modules that the layout or every route uses.
 * Without them Rollup splits the shared code into a dozen sub-kilobyte files, each with its own
 * request and headers. Everything else is split by Rollup per page, so a page loads only what it uses.
 */
const RUNTIME = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[\w-]+)\//;
const SHARED = [
  /\/app\/lib\/(site|format|seo)\.ts$/,
  /\/app\/content\/compliance\.ts$/,
  /\/app\/components\/ui\/(external-link|deferred-toaster)\.tsx$/,
  /\/app\/components\/layout\/breadcrumbs\.tsx$/,
  /vite\/preload-helper/,
  // lucide's icon factory, and the header's icons.
  /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(chevron-down|menu|x)\.js$/,
];
function chunkOf(id: string): string | undefined {
  const file = id.replace(/\\/g, "/");
  if (RUNTIME.test(file)) return "react";
  if (SHARED.some((re) => re.test(file))) return "shared";
  return undefined;
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
  return {
    define: { __SITE_URL__: JSON.stringify(siteUrl), __PUBLISHER__: JSON.stringify(publisher) },
    plugins: [tailwindcss(), reactRouter(), noServerModulesInClient(), bundleReport()],
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/.tmp/**"] } },
    build: { target: "es2022" },
    // Browser build only: the server bundle is one file.
    environments: { client: { build: { rollupOptions: { output: { manualChunks: chunkOf } } } } },
  };
});
