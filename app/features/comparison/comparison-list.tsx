import { methodNames, usedPaymentMethods, type Operator } from "~/features/operators";
import type { MethodPageLinks } from "./comparison-controls.island";
import { Island } from "~/ui/island";
import ComparisonControls from "./comparison-controls.island";
import { ComparisonItem } from "./comparison-item";

/**
 * The full list of /comparacion: the sort and filter controls (an island that keeps its state in
 * the URL query) above the ranking as the server rendered it, each operator once. One markup for
 * every screen (issue 24): a column of cards on a phone; from md up a grid of two, then three, cards
 * whose parts line up across each band of the grid (subgrid), so on a 1280×800 desktop the first three
 * are side by side on the first screen. The controls reorder and hide the server-rendered items;
 * without JavaScript the page shows the whole ranking.
 */
export function ComparisonList({
  operators,
  empty,
  methodLinks,
}: {
  operators: readonly Operator[];
  /** comparison.yaml's `empty`. */
  empty: { title: string; text: string };
  methodLinks?: MethodPageLinks;
}) {
  // The island gets the methods' names only, not each method's figures.
  const comparable = operators.map((o) => ({ id: o.id, rank: o.rank, rating: o.rating, minDeposit: o.minDeposit, liveDealer: o.liveDealer, paymentMethods: methodNames(o) }));
  return (
    <div>
      <Island name="comparison-controls" component={ComparisonControls} props={{ operators: comparable, paymentMethods: usedPaymentMethods(operators), ...(methodLinks ? { methodLinks } : {}) }} />
      <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center" data-comparison-empty="" hidden>
        <p className="text-lg font-bold text-ink">{empty.title}</p>
        <p className="mt-2 text-slate-700">{empty.text}</p>
      </div>
      <div data-comparison-results="">
        <ul className="mt-4 space-y-6 md:grid md:grid-cols-2 md:gap-x-6 md:space-y-0 lg:grid-cols-3" aria-label="Casinos de la comparativa" data-comparison-rows="">
          {operators.map((op, i) => (
            // Each item spans the rows of its card's parts and passes them on (subgrid), plus its margin below.
            // Below md, a card off screen is not laid out or painted (content-visibility), which keeps a
            // re-sort, which lays out every moved card again, within the INP aim on a phone; 850 px is about a
            // card's height there, remembered once drawn (`auto`). Not from md up: the containment it brings
            // would end the subgrid (CSS Grid 2), and with it the cards' alignment.
            <li
              key={op.id}
              data-comparison-id={op.id}
              className="max-md:[content-visibility:auto] max-md:[contain-intrinsic-block-size:auto_850px] md:row-span-7 md:mb-6 md:grid md:grid-rows-subgrid"
            >
              <ComparisonItem operator={op} eager={i < 3} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
