import { Link, useLocation } from "react-router";
import { SITE_NAME } from "~/platform/site";
import { Island } from "~/ui/island";
import { Logo } from "./logo";
import SiteMenu from "./site-menu.island";
import { useShellCopy, useSiteNav } from "./use-site-nav";

/**
 * The header: the logo link and the menus. 'Casinos' lists every operator of the ranking (from
 * the root loader); 'Juegos' the game guides. Labels and fixed links come from
 * content/copy/navigation.yaml (through the root loader). The menu is an island, hydrated on
 * the visitor's first pointer, touch or focus on it: one navigation, a bar on a desktop and the
 * "Menú" button's panel on a phone (site-menu.island.tsx).
 */
export function SiteHeader() {
  const nav = useSiteNav();
  const { navigation } = useShellCopy();
  const { pathname } = useLocation();
  const props = {
    dropdowns: [
      { label: navigation.casinosMenu, links: nav.casinos },
      { label: navigation.gamesMenu.label, links: navigation.gamesMenu.links },
    ],
    mainLinks: navigation.mainLinks,
    currentPath: pathname,
  };
  return (
    <header className="sticky top-0 z-40 bg-brand-900 shadow-md">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-white" aria-label={`${SITE_NAME}, ir al inicio`}>
          <Logo className="size-9" />
          <span className="text-base leading-tight sm:text-lg">{SITE_NAME}</span>
        </Link>
        <Island name="site-menu" component={SiteMenu} props={props} when="interaction" />
      </div>
    </header>
  );
}
