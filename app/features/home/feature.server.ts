/** The home page: its route and its sitemap entry (registered in app/composition/registry.server.ts). */
import { index } from "@react-router/dev/routes";
import { CORE_UPDATED, type PageFeature } from "../../platform/page-feature.ts";
import { HOME_COPY_COLLECTIONS, homePageCopy } from "./home-copy.server.ts";
import { rankingUpdated } from "../operators/index.server.ts";
import { contentTypes } from "./definition.ts";

export const homeFeature: PageFeature = {
  name: "home",
  routes: () => [index("features/home/routes/home.tsx")],
  // The ranking changes when any review does, or when the page's own texts do.
  pages: () => {
    const ranking = rankingUpdated() || CORE_UPDATED;
    const own = homePageCopy().updated;
    return [{ path: "/", lastmod: own && own > ranking ? own : ranking, changefreq: "weekly", priority: 1 }];
  },
  collections: () => HOME_COPY_COLLECTIONS,
  content: contentTypes,
};
