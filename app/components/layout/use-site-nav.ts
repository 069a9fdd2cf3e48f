import { useRouteLoaderData } from "react-router";
import { EMPTY_NAV, EMPTY_SHELL_COPY, type ShellCopy, type SiteNav } from "~/content/shell-copy";

type RootData = { nav?: SiteNav; copy?: ShellCopy } | undefined;

/**
 * The menus' operator and article links, from the root loader. Empty (fixed links only) when the
 * root loader has no data, e.g. while an error page renders.
 */
export function useSiteNav(): SiteNav {
  return (useRouteLoaderData("root") as RootData)?.nav ?? EMPTY_NAV;
}

/**
 * The texts of the header, the footer and the blocks every page may show (compliance notices,
 * newsletter box), resolved on the server from app/content/copy/*.yaml by the root loader.
 */
export function useShellCopy(): ShellCopy {
  return (useRouteLoaderData("root") as RootData)?.copy ?? EMPTY_SHELL_COPY;
}
