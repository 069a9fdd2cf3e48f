/**
 * THE PAGE REGISTRY: one line per feature that has routes. The route table (app/routes.ts), the
 * prerender list and the sitemap (site-pages.server.ts, react-router.config.ts), the orphan check's
 * link map (internal-links.server.ts) and the content check's collections (content-collections.server.ts)
 * iterate this list; none of them names a page or a collection.
 *
 * To add a page type (say app/features/payment-methods/), everything in its folder but one line here:
 *   1. its route modules in app/features/payment-methods/routes/ (thin: loader, meta, the feature's page
 *      component; React Router's typegen writes ./+types/<name> beside each — decision 0330);
 *   2. in app/features/payment-methods/feature.server.ts export a `PageFeature` (app/platform/page-feature.ts):
 *        export const paymentMethodsFeature: PageFeature = {
 *          name: "payment-methods",
 *          beyondSpec: "issue 38: …",  // why pages the spec's route table does not list exist (app/routes.test.ts asks)
 *          routes: () => [route("metodos-de-pago", "features/payment-methods/routes/metodos-de-pago.tsx"), …one per page or a param route],
 *          prerenderedOnly: ["metodos-de-pago/:slug"], // param routes whose every page is prerendered (a test asks each param route)
 *          pages: () => [{ path: "/metodos-de-pago", lastmod, changefreq: "monthly", priority: 0.6 }, …],  // sitemap + prerender
 *          aliases: () => [],         // optional: other URLs of a page, prerendered, not in the sitemap
 *          files: () => [],           // optional: generated files (XML, CSV…), prerendered
 *          links: (add) => { add("/metodos-de-pago", "/metodos-de-pago/bizum"); … },  // links its pages make from data
 *          collections: () => PAYMENT_METHODS_COLLECTIONS, // its content, validated by the content check (and the build)
 *          content: contentTypes,     // its editor entries, exported as `contentTypes` by its definition.ts
 *        };
 *      Relative imports with their `.ts` extension (plain Node loads this graph through react-router.config.ts).
 *      Several routes sharing one module need an `id` each: route(path, "features/x/routes/x.tsx", { id: `x_${slug}` });
 *   3. add `paymentMethodsFeature` to PAGE_FEATURES below (one line);
 *   4. its content in content/, then `npm run docs:fields` (the owner's field tables) and `npm run content:check`.
 *      The browser editor finds `contentTypes` in every definition.ts (app/features/editor/content-types.ts);
 *      a widget is `<name>.island.tsx` in the folder (app/composition/islands.ts finds it). Tests fail if a
 *      content file is read by no declared collection, or the editor and the registry disagree.
 *      docs/architecture.md walks through it.
 * Every page in `pages()` must be linked from another page (`links` of some feature, or a link in
 * content), or the content check reports it as an orphan.
 *
 * Order: the sitemap and the prerender list follow it; the routes' order does not matter to the router (the
 * not-found catch-all is added last by app/routes.ts).
 */
import type { PageFeature } from "../platform/page-feature.ts";
import { siteFeature } from "./site.server.ts";
import { homeFeature } from "../features/home/feature.server.ts";
import { comparisonFeature } from "../features/comparison/feature.server.ts";
import { reviewsFeature } from "../features/reviews/feature.server.ts";
import { pagesFeature } from "../features/pages/feature.server.ts";
import { blogFeature } from "../features/blog/feature.server.ts";
import { authorPagesFeature } from "../features/author-pages/feature.server.ts";
import { openDataFeature } from "../features/open-data/feature.server.ts";
import { newsletterFeature } from "../features/newsletter/feature.server.ts";
import { outboundFeature } from "../features/outbound/feature.server.ts";
import { conversionsFeature } from "../features/conversions/feature.server.ts";
import { panelFeature } from "../features/panel/feature.server.ts";
import { editorFeature } from "../features/editor/feature.server.ts";
import { paymentMethodsFeature } from "../features/payment-methods/feature.server.ts";
import { opinionsFeature } from "../features/opinions/feature.server.ts";

export const PAGE_FEATURES: readonly PageFeature[] = [
  siteFeature,
  homeFeature,
  comparisonFeature,
  reviewsFeature,
  pagesFeature,
  blogFeature,
  authorPagesFeature,
  paymentMethodsFeature,
  openDataFeature,
  newsletterFeature,
  opinionsFeature,
  outboundFeature,
  conversionsFeature,
  panelFeature,
  editorFeature,
];
