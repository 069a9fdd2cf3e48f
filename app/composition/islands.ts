import type { ComponentType } from "react";

/**
 * The islands: the only parts of the public pages that run in the browser (decision 0191), on Preact
 * through preact/compat in the build (decision 0210), on React in `npm run dev` and the unit tests.
 * An island is a module named `<name>.island.tsx` in its feature's folder, whose default export is
 * the component the server rendered inside `<Island name="<name>">` (app/ui/island.tsx): this table
 * is found, not written (Vite's import.meta.glob), so a feature adds a widget without a line here.
 * The runtime (app/composition/island-runtime.client.ts) imports a module only when a page has its
 * island and the island's moment has come, so every island is its own chunk and a page loads only
 * what it shows. islands.test.ts proves every `<Island name>` in the code has its module.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props, checked where <Island> is used
type IslandModule = { default: ComponentType<any> };

const modules = import.meta.glob<IslandModule>("../features/*/*.island.tsx");

/** The island's name: its file's, without `.island.tsx`. */
export const islandName = (file: string) => file.replace(/^.*\//, "").replace(/\.island\.tsx$/, "");

export const ISLANDS: Record<string, () => Promise<IslandModule>> = Object.fromEntries(Object.entries(modules).map(([file, load]) => [islandName(file), load]));
