import { startIslands } from "./composition/island-runtime.client";

/**
 * The browser entry of the public pages (decision 0191): only their islands run, each hydrated on
 * its own when the visitor reaches it (app/composition/island-runtime.client.ts). Built on its own
 * with React aliased to Preact (scripts/preact-islands.ts, decision 0210); app/root.tsx loads it
 * on every page the router does not hydrate whole. Preact itself loads with the first island that runs.
 */
startIslands();
