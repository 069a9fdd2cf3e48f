import { lazy, Suspense, use, useSyncExternalStore, type ComponentProps } from "react";
import type { BonusCalculator as Calculator } from "./bonus-calculator";

/**
 * The bonus calculator, with its code (~3 KB on the wire, and its hydration) loaded when it is about
 * to be used rather than with the page.
 *
 * The prerendered HTML is the calculator's full first render (the server resolves the lazy import at
 * once and renders on `onAllReady`): the starting figures, the "Cómo se calcula" steps and the inputs,
 * disabled until the scripts run, exactly as before. In the browser the Suspense boundary stays
 * *dehydrated* — React keeps the server's HTML untouched — until the calculator comes within a screen
 * of the viewport or the pointer/finger reaches it; then the chunk loads and React hydrates the
 * boundary, which enables the inputs. Only the first load waits: on a client-side navigation (no
 * server HTML to keep) the chunk loads at once.
 */
const SELECTOR = '[data-testid="bonus-calculator"]';

let wanted: Promise<void> | undefined;
function whenWanted(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  wanted ??= new Promise<void>((resolve) => {
    const sections = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
    if (!sections.length || typeof IntersectionObserver === "undefined") return resolve();
    const events = ["pointerover", "touchstart", "focusin"] as const;
    const done = () => {
      observer.disconnect();
      for (const s of sections) for (const e of events) s.removeEventListener(e, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: "100% 0px",
    });
    for (const s of sections) {
      observer.observe(s);
      for (const e of events) s.addEventListener(e, done, { passive: true });
    }
  });
  return wanted;
}

const LazyCalculator = lazy(() => import("./bonus-calculator").then((m) => ({ default: m.BonusCalculator })));

const noopSubscribe = () => () => {};
/** True while React hydrates this part of the server's HTML (it reads the server snapshot then). */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => false,
    () => true,
  );
}

function Deferred(props: ComponentProps<typeof Calculator>) {
  const hydrating = useHydrating();
  if (hydrating && typeof document !== "undefined") use(whenWanted());
  return <LazyCalculator {...props} />;
}

export function BonusCalculator(props: ComponentProps<typeof Calculator>) {
  return (
    <Suspense fallback={null}>
      <Deferred {...props} />
    </Suspense>
  );
}
