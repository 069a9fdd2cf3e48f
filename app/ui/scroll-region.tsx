import type { ReactNode } from "react";

/**
 * A wide table (or anything wider than a phone) that scrolls inside its own box: a labelled region
 * reachable with the keyboard (arrow keys scroll it), with a visible cue on small screens.
 */
export function ScrollRegion({ label, children, className = "", cue = true }: { label: string; children: ReactNode; className?: string; /** False when the content reflows to fit a phone and never scrolls there. */ cue?: boolean }) {
  return (
    <div className={className}>
      {cue ? (
        <p aria-hidden="true" className="scroll-cue">
          Desliza la tabla hacia los lados para verla entera →
        </p>
      ) : null}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="scroll-region overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {children}
      </div>
    </div>
  );
}
