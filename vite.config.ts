import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { z } from "zod";
import { checkContent } from "./app/content/check";
import { formatProblem } from "./app/content/collection";
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
    plugins: [tailwindcss(), reactRouter(), noServerModulesInClient()],
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/.tmp/**"] } },
    build: {
      target: "es2022",
      // Rollup otherwise splits shared code into many sub-kilobyte chunks (site config, SEO helper,
      // one icon …): each is a request with its own headers, and small files compress worse.
      // Side-effect-free chunks under 8 KB are merged into their importers (measured with
      // `npm run js-budget`; figures in docs/benchmarks.md).
      rollupOptions: { output: { experimentalMinChunkSize: 8_000 } },
    },
  };
});
