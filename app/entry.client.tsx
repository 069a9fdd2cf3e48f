import { startIslands } from "./composition/island-runtime.client";

/**
 * The browser entry. Most pages are HTML that no script walks: only their islands run, each
 * hydrated on its own when the visitor reaches it (app/composition/island-runtime.client.ts,
 * decision 0191); React itself loads with the first island that runs. The few routes the router
 * hydrates whole (`handle.hydrate`: the content editor, the newsletter link pages, and every page
 * in `npm run dev`) carry React Router's own scripts, which set `window.__reactRouterContext`
 * before this module runs.
 */
declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

if (window.__reactRouterContext) {
  void import("./composition/router-hydration.client").then((m) => m.hydrateDocument());
} else {
  startIslands();
}
