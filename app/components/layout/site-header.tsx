import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { GAME_LINKS, MAIN_LINKS, type NavLink as NavItem } from "~/content/navigation";
import { SITE_NAME } from "~/lib/site";
import { Logo } from "./logo";
import { useSiteNav } from "./use-site-nav";

/** 'Casinos' lists every operator of the ranking (from the root loader); 'Juegos' the game guides. */
function useDropdowns(): { label: string; links: NavItem[] }[] {
  const nav = useSiteNav();
  return [
    { label: "Casinos", links: nav.casinos },
    { label: "Juegos", links: GAME_LINKS },
  ];
}

function DesktopNav() {
  const DROPDOWNS = useDropdowns();
  return (
    <NavigationMenu.Root aria-label="Principal" className="relative hidden lg:block" delayDuration={80}>
      <NavigationMenu.List className="m-0 flex list-none items-center gap-1 p-0">
        {MAIN_LINKS.slice(0, 1).map((l) => (
          <NavigationMenu.Item key={l.href}>
            <NavigationMenu.Link asChild>
              <NavLink to={l.href} end className="block rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 aria-[current=page]:underline">
                {l.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {DROPDOWNS.map((d) => (
          <NavigationMenu.Item key={d.label} className="relative">
            <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 data-[state=open]:bg-brand-700">
              {d.label}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-[28rem] rounded-xl border border-slate-200 bg-white p-3 shadow-xl">
              <ul className="m-0 grid list-none grid-cols-2 gap-1 p-0">
                {d.links.map((l) => (
                  <li key={l.href}>
                    <NavigationMenu.Link asChild>
                      <Link to={l.href} className="block rounded-md px-3 py-2 text-ink hover:bg-brand-50 hover:text-brand-800">
                        {l.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {MAIN_LINKS.slice(1).map((l) => (
          <NavigationMenu.Item key={l.href}>
            <NavigationMenu.Link asChild>
              <NavLink to={l.href} className="block rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 aria-[current=page]:underline">
                {l.label}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileNav() {
  const DROPDOWNS = useDropdowns();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on every navigation.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span>Menú</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Menú móvil"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-brand-700 bg-brand-900 px-4 pb-6 shadow-xl"
      >
        <ul className="m-0 list-none p-0">
          {MAIN_LINKS.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="block border-b border-brand-800 py-3 font-semibold text-white">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        {DROPDOWNS.map((d) => (
          <div key={d.label} className="mt-4">
            <p className="m-0 text-sm font-bold tracking-wide text-gold-300 uppercase">{d.label}</p>
            <ul className="m-0 grid list-none grid-cols-2 gap-x-4 p-0">
              {d.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="block py-2 text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 bg-brand-900 shadow-md">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-white" aria-label={`${SITE_NAME}, ir al inicio`}>
          <Logo className="size-9" />
          <span className="text-base leading-tight sm:text-lg">{SITE_NAME}</span>
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
