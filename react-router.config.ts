import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-pages.server";

export default {
  appDirectory: "app",
  ssr: true,
  // Every known URL is rendered to HTML at build time: crawlers, share scrapers and visitors
  // without JavaScript get the whole page in the first response. A path that does not answer
  // 200 fails the build.
  prerender: { paths: async () => prerenderPaths(), concurrency: 2 },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
