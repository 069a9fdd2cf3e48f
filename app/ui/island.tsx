import type { ComponentType } from "react";

/**
 * When an island's script runs (decision 0191):
 * - `visible`: when the island comes within a screen of the viewport (forms, calculator, carousel).
 * - `interaction`: on the first pointer, touch or focus inside it (the header menu); a click or a
 *   submit that comes before the script has run is held and replayed once it has.
 * - `load`: as soon as the page has loaded.
 * - `no-consent`: at load when no cookie choice is stored (the cookie notice); otherwise when a
 *   `[data-opens="<name>"]` control is clicked (the footer's "Configurar cookies").
 */
export type IslandWhen = "visible" | "interaction" | "load" | "no-consent";

/**
 * A part of a page that responds to the visitor. The server renders the component into the HTML
 * like any other; in the browser only this element is hydrated, by its own module (the registry
 * app/composition/islands.ts, the runtime app/entry.client.tsx), with the props serialised here. The rest of the page is HTML that no
 * script walks. The props must be plain data (JSON): they are the island's only input.
 *
 * On pages the router hydrates whole (the editor, the newsletter link pages, `npm run dev`), the
 * component is simply part of the tree.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = "visible",
  className,
}: {
  /** Its module's name: `<name>.island.tsx` in a feature folder (app/composition/islands.ts finds it), whose default export is `component`. */
  name: string;
  /** Imported by the caller: the server renders it. */
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
  /** Layout of the wrapper; by default it takes no box of its own (`display: contents`). */
  className?: string;
}) {
  return (
    <div
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(props)}
      className={className ?? "contents"}
      suppressHydrationWarning
    >
      <Component {...props} />
    </div>
  );
}
