import { useRouteLoaderData } from "react-router";
import { EMPTY_NAV, EMPTY_SHELL_COPY, type RootCopy, type ShellCopy, type SiteNav } from "./shell-copy";

type RootData = { nav?: SiteNav; copy?: RootCopy } | undefined;

/**
 * The root loader's data as last seen in this browser tab. When a navigation fails, the router
 * drops the data of the route whose error boundary shows the error, and for the root's boundary
 * that is the root's: the error page would lose its own text (content/copy/errors.yaml) and the
 * menus. The data is the same for every page, so the last copy stands in. Browser only: on the
 * server a module variable would outlive the request.
 */
let lastRootData: RootData;

function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData;
  if (typeof document === "undefined") return data;
  if (data) lastRootData = data;
  return data ?? lastRootData;
}

/**
 * The menus' operator and article links, from the root loader. Empty (fixed links only) when the
 * root loader has no data, e.g. when it failed itself.
 */
export function useSiteNav(): SiteNav {
  return useRootData()?.nav ?? EMPTY_NAV;
}

/**
 * The texts of the header, the footer and the blocks every page may show (compliance notices, the
 * error page), resolved on the server from content/copy/*.yaml by the root loader.
 */
export function useShellCopy(): ShellCopy {
  return useRootData()?.copy ?? EMPTY_SHELL_COPY;
}

/**
 * Another feature's slice of the root loader's `copy` (the newsletter's boxes: shellCopy's `slices`), or
 * `empty` when the root loader has no data. The feature that adds the slice owns its type.
 */
export function useShellSlice<T>(slice: string, empty: T): T {
  return (useRootData()?.copy?.[slice] as T | undefined) ?? empty;
}
