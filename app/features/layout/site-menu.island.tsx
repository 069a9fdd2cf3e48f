import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import type { NavLink as NavItem } from "./shell-copy";

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

/** The id of the one navigation, which the phone's "Menú" button shows and hides. */
const NAV_ID = "site-nav";


/**
 * Moves focus among the elements `selector` finds in `root` for the arrow, Home and End keys (only
 * those shown at this width: the dropdown buttons are not on a phone).
 */
function moveFocus(e: ReactKeyboardEvent<HTMLElement>, root: HTMLElement | null, selector: string, prev: string, next: string) {
  if (!root) return false;
  const items = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0);
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
 * The header's menu, an island (app/ui/island.tsx) hydrated when the visitor reaches for it. Its links
 * are in the page once (issue 24), in one `<nav>` styled per width:
 *
 * - **Desktop** (`lg` up): a bar with a disclosure navigation (WAI-ARIA APG "disclosure navigation
 *   menu"). Each dropdown is a button with `aria-expanded` that shows or hides its list of links: it
 *   opens on click, tap, Enter or Space, and on mouse hover; Escape, a click elsewhere or focus leaving
 *   the menu closes it. ArrowLeft/ArrowRight (and Home/End) move between the top-level items, ArrowDown
 *   on a button opens it and enters its list, ArrowUp/ArrowDown move within the list. Written for this
 *   menu instead of Radix NavigationMenu, which cost ~9 KB of script on every page for the same behaviour.
 * - **Phone and tablet**: the "Menú" button shows the whole navigation as a panel under the header,
 *   every list open under its name (the dropdown buttons are desktop-only); Escape closes it and
 *   returns focus to the button, and focus leaving it for the page (Tab past its last link) closes it.
 *
 * Every link is in the server HTML and works without any script; the links are plain anchors (each
 * page is its own document).
 */
export default function SiteMenu({ dropdowns: DROPDOWNS, mainLinks: MAIN_LINKS, currentPath }: SiteMenuProps) {
  /** The desktop dropdown that is open, by label. */
  const [open, setOpen] = useState<string | null>(null);
  /** Whether the phone's panel is shown (the ref: the same, readable by the Escape listener at once). */
  const [panel, setPanelState] = useState(false);
  const panelShown = useRef(false);
  const setPanel = (shown: boolean) => {
    panelShown.current = shown;
    setPanelState(shown);
  };
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
  // Listening from the start, not from an effect of the open panel: effects run after the paint, so an
  // Escape pressed just as the panel appeared (a person quick on the key, a loaded phone) was lost.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && panelShown.current) {
        setPanel(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

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
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={panel}
        aria-controls={NAV_ID}
        onClick={() => setPanel(!panelShown.current)}
        className="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 lg:hidden"
      >
        {panel ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span>Menú</span>
      </button>
      <nav
        ref={navRef}
        id={NAV_ID}
        aria-label="Principal"
        className={`max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:max-h-[calc(100vh-4rem)] max-lg:overflow-y-auto max-lg:border-t max-lg:border-brand-700 max-lg:bg-brand-900 max-lg:px-4 max-lg:pb-6 max-lg:shadow-xl lg:relative lg:block ${panel ? "" : "max-lg:hidden"}`}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          const next = e.relatedTarget as Node | null;
          if (!navRef.current?.contains(next)) setOpen(null);
          // The phone's panel covers the page: Tab out of it (to the page behind, not back to «Menú») closes
          // it, so the control reached is not focused unseen under it. A tap on the panel's own background
          // (no element receives focus) leaves it open.
          if (next && panelShown.current && !navRef.current?.contains(next) && next !== toggleRef.current) setPanel(false);
        }}
      >
        <ul className="m-0 list-none p-0 lg:flex lg:items-center lg:gap-1">
          {MAIN_LINKS.slice(0, 1).map((l) => (
            <li key={l.href}>
              <a href={l.href} aria-current={current(l.href, currentPath, true)} data-menu-top="" className="site-nav-link">
                {l.label}
              </a>
            </li>
          ))}
          {DROPDOWNS.map((d) => {
            const isOpen = open === d.label;
            const listId = menuId(d.label);
            return (
              <li key={d.label} className="max-lg:mt-4 lg:relative" onPointerEnter={hover(d.label)} onPointerLeave={hover(null)}>
                {/* Desktop: the dropdown's button. Phone: the list's name, its links always shown. */}
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
                  className="group hidden items-center gap-1 rounded-md px-3 py-2 font-medium text-white hover:bg-brand-700 data-[state=open]:bg-brand-700 lg:flex"
                >
                  {d.label}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
                </button>
                <p className="m-0 text-sm font-bold tracking-wide text-gold-300 uppercase lg:hidden">{d.label}</p>
                <div
                  id={listId}
                  className={`lg:absolute lg:top-full lg:left-0 lg:z-50 lg:mt-2 lg:w-[28rem] lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-3 lg:shadow-xl ${isOpen ? "" : "lg:hidden"}`}
                >
                  <ul data-menu-list={d.label} className="m-0 grid list-none grid-cols-2 gap-x-4 p-0 lg:gap-1">
                    {d.links.map((l) => (
                      <li key={l.href}>
                        <a href={l.href} className="site-nav-sublink">
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
              <a href={l.href} aria-current={current(l.href, currentPath)} data-menu-top="" className="site-nav-link">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
