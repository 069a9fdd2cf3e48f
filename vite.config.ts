import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { z } from "zod";
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

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl), __PUBLISHER__: JSON.stringify(publisher) },
  plugins: [tailwindcss(), reactRouter(), noServerModulesInClient()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/.tmp/**"] } },
  build: { target: "es2022" },
});
