import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/composition/site-pages.server";
import { sitemapPartPaths } from "./app/composition/sitemap.server.ts";

export default {
  appDirectory: "app",
  // BUILD_DIR builds somewhere else than build/ (the server reads the same variable); the
  // content-edit test builds a copied content folder this way without touching build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // Every known URL is rendered to HTML at build time: crawlers, share scrapers and visitors
  // without JavaScript get the whole page in the first response. A path that does not answer
  // 200 fails the build.
  // Past 50,000 URLs the sitemap's parts (/sitemaps/<n>.xml) too (none before).
  prerender: { paths: async () => [...prerenderPaths(), ...sitemapPartPaths()], concurrency: 2 },
  // Every route is in the first document's manifest (decision 0110). With the default ("lazy"),
  // the client fetched /__manifest for the page's links right after hydration and the router's
  // state update that followed rendered the whole page a second time: a long task on every page.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
