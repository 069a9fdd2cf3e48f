import { useRouteLoaderData } from "react-router";
import { EMPTY_NAV, type SiteNav } from "~/content/navigation";

/**
 * The menus' operator and article links, from the root loader. Empty (fixed links only) when the
 * root loader has no data, e.g. while an error page renders.
 */
export function useSiteNav(): SiteNav {
  const data = useRouteLoaderData("root") as { nav?: SiteNav } | undefined;
  return data?.nav ?? EMPTY_NAV;
}
