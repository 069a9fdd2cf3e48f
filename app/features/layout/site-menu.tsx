import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import type { NavLink as NavItem } from "~/features/copy";

/** The menus' contents, resolved on the server (site-header.tsx): the island's only input. */
export interface SiteMenuProps {
  /** 'Casinos' (every operator of the ranking) and 'Juegos' (the game guides), each a dropdown. */
  dropdowns: { label: string; links: NavItem[] }[];
  /** The main links of the bar (Inicio, Comparativa, Blog). */
  mainLinks: NavItem[];
  /** The page's path: its link is marked `aria-current="page"`. */
  currentPath: string;
}

/** `aria-current` of a main link: "/" only on the home page, any other link on its page and below. */
function current(href: string, path: string, end = false): "page" | undefined {
  if (href === path) return "page";
  return !end && href !== "/" && path.startsWith(`${href}/`) ? "page" : undefined;
}

/** An id-safe form of a menu label ("Juegos" → "juegos"). */
const menuId = (label: string) => `menu-${label.toLowerCase().normalize("NFD").replace(/[^a-z0-9]+/g, "-")}`;

const linkClass = "block rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 aria-[current=page]:underline";

/** Moves focus among the elements `selector` finds in `root` for the arrow, Home and End keys. */
function moveFocus(e: ReactKeyboardEvent<HTMLElement>, root: HTMLElement | null, selector: string, prev: string, next: string) {
  if (!root) return false;
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  let to = -1;
  if (e.key === next) to = at < 0 ? 0 : (at + 1) % items.length;
  else if (e.key === prev) to = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
  else if (e.key === "Home") to = 0;
  else if (e.key === "End") to = items.length - 1;
  const item = items[to];
  if (!item) return false;
  e.preventDefault();
  item.focus();
  return true;
}

/**
 * The desktop menu: a disclosure navigation (WAI-ARIA APG "disclosure navigation menu"). Each
 * dropdown is a button with `aria-expanded` that shows or hides a list of links: it opens on
 * click, tap, Enter or Space, and on mouse hover; Escape, a click elsewhere or focus leaving the
 * menu closes it. ArrowLeft/ArrowRight (and Home/End) move between the top-level items, ArrowDown
 * on a button opens it and enters its list, ArrowUp/ArrowDown move within the list. The links are
 * in the server HTML (hidden until opened). Written for this menu instead of Radix
 * NavigationMenu, which cost ~9 KB of script on every page for the same behaviour.
 */
function DesktopNav({ dropdowns: DROPDOWNS, mainLinks: MAIN_LINKS, currentPath }: SiteMenuProps) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click on a dropdown that the mouse has just opened by hovering keeps it open.
  const openedByHover = useRef(false);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const hover = (label: string | null) => (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType !== "mouse") return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      openedByHover.current = label !== null;
      setOpen(label);
    }, label === null ? 150 : 80);
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLElement>) => {
    const nav = navRef.current;
    if (e.key === "Escape" && open !== null) {
      e.preventDefault();
      nav?.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(open)}"]`)?.focus();
      setOpen(null);
      return;
    }
    const target = e.target as HTMLElement;
    const list = target.closest<HTMLElement>("[data-menu-list]");
    if (list) {
      moveFocus(e, list, "a", "ArrowUp", "ArrowDown");
      return;
    }
    const trigger = target.dataset.menuTrigger;
    if (trigger && e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(trigger);
      // The list is shown on the next render; focus its first link then.
      requestAnimationFrame(() => nav?.querySelector<HTMLElement>(`[data-menu-list="${CSS.escape(trigger)}"] a`)?.focus());
      return;
    }
    moveFocus(e, nav, "[data-menu-top]", "ArrowLeft", "ArrowRight");
  };

  return (
    <nav
      ref={navRef}
      aria-label="Principal"
      className="relative hidden lg:block"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!navRef.current?.contains(e.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="m-0 flex list-none items-center gap-1 p-0">
        {MAIN_LINKS.slice(0, 1).map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={current(l.href, currentPath, true)} data-menu-top="" className={linkClass}>
              {l.label}
            </a>
          </li>
        ))}
        {DROPDOWNS.map((d) => {
          const isOpen = open === d.label;
          const listId = menuId(d.label);
          return (
            <li key={d.label} className="relative" onPointerEnter={hover(d.label)} onPointerLeave={hover(null)}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                data-menu-top=""
                data-menu-trigger={d.label}
                data-state={isOpen ? "open" : "closed"}
                onClick={() => {
                  clearTimeout(hoverTimer.current);
                  const keep = isOpen && openedByHover.current;
                  openedByHover.current = false;
                  setOpen(isOpen && !keep ? null : d.label);
                }}
                className="group flex items-center gap-1 rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 data-[state=open]:bg-brand-700"
              >
                {d.label}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </button>
              <div id={listId} hidden={!isOpen} className="absolute top-full left-0 z-50 mt-2 w-[28rem] rounded-xl border border-slate-200 bg-white p-3 shadow-xl">
                <ul data-menu-list={d.label} className="m-0 grid list-none grid-cols-2 gap-1 p-0">
                  {d.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} className="block rounded-md px-3 py-2 text-ink hover:bg-brand-50 hover:text-brand-800">
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {MAIN_LINKS.slice(1).map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={current(l.href, currentPath)} data-menu-top="" className={linkClass}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileNav({ dropdowns: DROPDOWNS, mainLinks: MAIN_LINKS }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

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
              <a href={l.href} className="block border-b border-brand-800 py-3 font-semibold text-white">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        {DROPDOWNS.map((d) => (
          <div key={d.label} className="mt-4">
            <p className="m-0 text-sm font-bold tracking-wide text-gold-300 uppercase">{d.label}</p>
            <ul className="m-0 grid list-none grid-cols-2 gap-x-4 p-0">
              {d.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="block py-2 text-white">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

/**
 * The header's menus, an island (app/ui/island.tsx) hydrated when the visitor reaches for it:
 * the desktop bar with its dropdowns and the phone's "Menú" button. Every link is in the server
 * HTML and works without any script; the links are plain anchors (each page is its own document).
 */
export default function SiteMenu(props: SiteMenuProps) {
  return (
    <>
      <DesktopNav {...props} />
      <MobileNav {...props} />
    </>
  );
}
