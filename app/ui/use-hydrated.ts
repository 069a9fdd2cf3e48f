import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true afterwards: an island's controls
 * that only work with its script (disabled until then) or that read the browser (the URL's query)
 * render as the server did first, so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
