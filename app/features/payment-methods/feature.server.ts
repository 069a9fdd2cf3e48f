/**
 * The payment-method pages (registered in app/composition/registry.server.ts): /metodos-de-pago and one
 * page per published guide, prerendered and in the sitemap, with the links the templates make from the
 * operators' data (the index ↔ each page, each page → its operators' reviews, reviews and /comparacion →
 * the pages).
 */
import { route } from "@react-router/dev/routes";
import type { PageFeature } from "../../platform/page-feature.ts";
import { PAYMENT_METHODS_COLLECTIONS, paymentMethodLinks, paymentMethodSitemapEntries } from "./payment-methods.server.ts";
import { contentTypes } from "./definition.ts";

export const paymentMethodsFeature: PageFeature = {
  name: "payment-methods",
  beyondSpec: "issue 38: how each payment method works at each operator (/metodos-de-pago and a page per method)",
  routes: () => [route("metodos-de-pago", "features/payment-methods/routes/metodos-de-pago.tsx"), route("metodos-de-pago/:slug", "features/payment-methods/routes/metodo-de-pago.tsx")],
  // Every published guide is prerendered: another slug is the 404 page, counted against the server's ceiling.
  prerenderedOnly: ["metodos-de-pago/:slug"],
  pages: () => paymentMethodSitemapEntries(),
  links: (add) => {
    for (const [from, to] of paymentMethodLinks()) add(from, to);
  },
  collections: () => PAYMENT_METHODS_COLLECTIONS,
  content: contentTypes,
};
