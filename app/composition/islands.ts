import type { ComponentType } from "react";

/**
 * The islands: the only parts of the public pages that run in the browser (decision 0191), on Preact
 * through preact/compat in the build (decision 0210), on React in `npm run dev` and the unit tests.
 * Each key is the `name` of an `<Island>` (app/ui/island.tsx); its module's default export is the
 * component the server rendered there. The runtime (app/composition/island-runtime.client.ts)
 * imports a module only when a page has its island and the island's moment has come, so every
 * island is its own chunk and a page loads only what it shows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props, checked where <Island> is used
export const ISLANDS: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  "site-menu": () => import("~/features/layout/site-menu"),
  "cookie-notice": () => import("~/features/layout/cookie-notice"),
  "newsletter-form": () => import("~/features/newsletter/newsletter-form"),
  "newsletter-dialog-button": () => import("~/features/newsletter/newsletter-dialog-button"),
  "game-carousel": () => import("~/features/home/game-carousel"),
  "bonus-calculator": () => import("~/features/bonus-calculator/bonus-calculator"),
  "comparison-controls": () => import("~/features/comparison/comparison-controls"),
  "share-button": () => import("~/features/blog/share-button"),
  "opinion-form": () => import("~/features/opinions/opinion-form"),
};
