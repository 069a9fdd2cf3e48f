import { hydrateDocument } from "./composition/router-hydration.client";

/**
 * React Router's browser entry, with React 19: only the routes the router hydrates whole load it
 * (`handle.hydrate`: the newsletter link pages; the content editor; every page in `npm run dev`).
 * The other pages load the islands' entry instead (app/islands.client.ts, on Preact: decisions
 * 0191 and 0210).
 */
hydrateDocument();
