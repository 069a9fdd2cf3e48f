import { usedPaymentMethods, type Operator } from "~/features/operators";
import { Island } from "~/ui/island";
import ComparisonControls, { LABELS } from "./comparison-controls";
import { ComparisonItem } from "./comparison-item";
import { ComparisonSummary } from "./comparison-summary";

/**
 * The full list of /comparacion: the sort and filter controls (an island that keeps its state in
 * the URL query) above the ranking as the server rendered it, the desktop table and the cards.
 * The controls reorder and hide those server-rendered rows; without JavaScript the page shows the
 * whole ranking.
 */
export function ComparisonList({ operators, empty }: { operators: readonly Operator[]; /** comparison.yaml's `empty`. */ empty: { title: string; text: string } }) {
  const comparable = operators.map(({ id, rank, rating, minDeposit, liveDealer, paymentMethods }) => ({ id, rank, rating, minDeposit, liveDealer, paymentMethods }));
  return (
    <div>
      <Island name="comparison-controls" component={ComparisonControls} props={{ operators: comparable, paymentMethods: usedPaymentMethods(operators) }} />
      <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center" data-comparison-empty="" hidden>
        <p className="text-lg font-bold text-ink">{empty.title}</p>
        <p className="mt-2 text-slate-700">{empty.text}</p>
      </div>
      <div data-comparison-results="">
        <ComparisonSummary operators={operators} caption={LABELS.summaryCaption} />
        <ul className="mt-4 space-y-6" aria-label="Casinos de la comparativa" data-comparison-rows="">
          {operators.map((op, i) => (
            <li key={op.id} data-comparison-id={op.id}>
              <ComparisonItem operator={op} eager={i < 2} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
