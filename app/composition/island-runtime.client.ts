import type { ReactNode } from "react";
import { ISLANDS } from "./islands";

/**
 * Hydrates the islands of a page that the router does not hydrate (decision 0191): each
 * `[data-island]` element on its own, with its own module and the props the server serialised,
 * at the moment its `data-when` names (app/ui/island.tsx). A click on a control or a form
 * submission inside an island that has not run yet is held and replayed once it has, so the
 * first tap on the menu or the first "Suscribirse" is never lost. Links work without any of it.
 */

const started = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(el: HTMLElement): Promise<void> {
  const known = started.get(el);
  if (known) return known;
  const run = (async () => {
    const name = el.dataset.island ?? "";
    const load = ISLANDS[name];
    if (!load) throw new Error(`No island module is registered as "${name}"`);
    // React (Preact in the built islands, decision 0210) loads with the first island that runs: a page nobody touches loads none of it.
    const [{ createElement, useEffect }, { hydrateRoot }, { default: Component }] = await Promise.all([
      import("react"),
      import("react-dom/client"),
      load(),
    ]);
    /** Renders its children and calls `onReady` once they (and their effects) have mounted. */
    function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
      useEffect(() => onReady(), [onReady]);
      return children;
    }
    const props: unknown = JSON.parse(el.dataset.props ?? "{}");
    await new Promise<void>((resolve) => {
      hydrateRoot(el, createElement(Ready, { onReady: resolve }, createElement(Component, props as object)), {
        onRecoverableError: (error) => console.error(error),
      });
    });
    el.dataset.hydrated = "true";
  })();
  started.set(el, run);
  run.catch((error: unknown) => console.error(error));
  return run;
}

/** The control a held click was aimed at: buttons only (links, fields and labels work natively). */
function heldControl(target: EventTarget | null, island: HTMLElement): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>("button, [role='button']") : null;
  return control && island.contains(control) ? control : null;
}

/** What to do again, in order, once an island has hydrated. */
const queues = new WeakMap<HTMLElement, (() => void)[]>();

/** Runs `replay` once `island` has hydrated (hydrating it now if it has not started). */
function afterHydration(island: HTMLElement, replay: () => void) {
  let queue = queues.get(island);
  if (!queue) {
    const q: (() => void)[] = [];
    queue = q;
    queues.set(island, q);
    void hydrate(island).then(() => {
      for (const run of q.splice(0)) run();
    });
  }
  queue.push(replay);
}

/** Keys the islands answer (menus, carousel): pressed while an island is starting, they wait for it. */
const HELD_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Escape", "Enter", " "]);

/**
 * Holds what the visitor does inside `island` before it has hydrated — clicks on buttons, form
 * submissions, and the keys the widgets answer once the island is starting — and replays them,
 * in order, once it has.
 */
function holdEvents(island: HTMLElement) {
  island.addEventListener(
    "click",
    (event) => {
      if (island.dataset.hydrated) return;
      const control = heldControl(event.target, island);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      afterHydration(island, () => control.click());
    },
    true,
  );
  island.addEventListener(
    "submit",
    (event) => {
      if (island.dataset.hydrated) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopPropagation();
      afterHydration(island, () => form.requestSubmit());
    },
    true,
  );
  island.addEventListener(
    "keydown",
    (event) => {
      // Enter and Space on a button become a click, which is held above.
      if (island.dataset.hydrated || !started.has(island) || !HELD_KEYS.has(event.key) || event.key === "Enter" || event.key === " ") return;
      const target = event.target as HTMLElement;
      event.preventDefault();
      event.stopPropagation();
      const init = { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true };
      afterHydration(island, () => target.dispatchEvent(new KeyboardEvent("keydown", init)));
    },
    true,
  );
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * Hydrates `island` on the first sign that the visitor is about to use it. A mouse that entered it
 * is shown to the island again once it runs (a menu that opens on hover opens then).
 */
function onIntent(island: HTMLElement) {
  const go = (event: Event) => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, go, true);
    void hydrate(island);
    if (event instanceof PointerEvent && event.type === "pointerover" && event.pointerType === "mouse") {
      const target = event.target as Element;
      afterHydration(island, () => {
        if (!target.matches(":hover")) return;
        const init = { pointerType: "mouse", isPrimary: true };
        target.dispatchEvent(new PointerEvent("pointerover", { ...init, bubbles: true }));
        // Preact (the islands' build, decision 0210) listens to `pointerenter` itself, where React derives
        // it from `pointerover`: enter each hovered element from the island inwards, as the browser does.
        const entered: Element[] = [];
        for (let el: Element | null = target; el && island.contains(el); el = el.parentElement) entered.unshift(el);
        for (const el of entered) el.dispatchEvent(new PointerEvent("pointerenter", init));
      });
    }
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, go, { capture: true, passive: true });
}

const ACTIVITY_EVENTS = ["scroll", "pointerdown", "keydown", "touchstart", "pointermove", "wheel"] as const;

/** Runs `run` once, on the visitor's first scroll, tap, key or pointer movement anywhere on the page. */
function whenActive(run: () => void) {
  const go = () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, go, true);
    run();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, go, { capture: true, passive: true });
}

/** Hydrates on the visitor's first scroll, tap, key or pointer movement anywhere on the page. */
function onFirstActivity(island: HTMLElement) {
  whenActive(() => void hydrate(island));
}

let visibility: IntersectionObserver | undefined;
const boxes = new WeakMap<Element, HTMLElement>();

function onVisible(island: HTMLElement) {
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility?.unobserve(entry.target);
        const island = boxes.get(entry.target);
        if (island) void hydrate(island);
      }
    },
    // Within about a screen: ready before the visitor reaches it.
    { rootMargin: "100% 0px" },
  );
  // `display: contents` has no box to observe: watch its first element child instead.
  const box = island.firstElementChild && getComputedStyle(island).display === "contents" ? island.firstElementChild : island;
  boxes.set(box, island);
  visibility.observe(box);
}

/** Controls outside an island that open it (`data-opens="<name>"`): their click is replayed once it runs. */
function openers(island: HTMLElement) {
  const name = island.dataset.island;
  document.addEventListener(
    "click",
    (event) => {
      const opener = event.target instanceof Element ? event.target.closest<HTMLElement>(`[data-opens="${name}"]`) : null;
      if (!opener || island.dataset.hydrated) return;
      event.preventDefault();
      event.stopPropagation();
      afterHydration(island, () => opener.click());
    },
    true,
  );
}

/**
 * At the visitor's first sign of activity anywhere on the page (a scroll, a touch, a key, the
 * mouse moving), fetches React DOM (Preact in the build) and the page's island modules without hydrating anything, so a
 * later first tap on a widget waits only for its hydration, not for the download and evaluation of
 * its code. Not at load: a page nobody touches (and a crawler) runs none of it — fetched at idle
 * after load instead, it cost the home page ~300 ms of blocking time under Lighthouse's throttling.
 * Not inside that first event either, but once its frame is painted: when the first sign is a key
 * on a running widget (the comparison's sort from the keyboard), starting the imports there added
 * ~15 ms at 4× CPU throttling to that interaction (INP).
 */
function warmUp(root: ParentNode) {
  const names = new Set([...root.querySelectorAll<HTMLElement>("[data-island]")].map((el) => el.dataset.island ?? ""));
  if (!names.size) return;
  whenActive(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        void import("react-dom/client").catch(() => {});
        for (const name of names) void ISLANDS[name]?.().catch(() => {});
      }, 0),
    ),
  );
}

/** Starts every island of the document at its moment; marks `<html data-hydrated>` once set up. */
export function startIslands(root: ParentNode = document) {
  for (const island of root.querySelectorAll<HTMLElement>("[data-island]")) {
    holdEvents(island);
    const when = island.dataset.when ?? "visible";
    if (when === "load") void hydrate(island);
    else if (when === "interaction") onIntent(island);
    else if (when === "no-consent") {
      openers(island);
      onIntent(island);
      if (!document.documentElement.dataset.consent) onFirstActivity(island);
    } else {
      onIntent(island);
      onVisible(island);
    }
  }
  warmUp(root);
  // The same mark as a page the router hydrates (root.tsx): from here on, clicks are handled.
  document.documentElement.dataset.hydrated = "true";
}
