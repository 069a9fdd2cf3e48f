import { useEffect, useId, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { fillTemplate } from "~/platform/text";
import { showInOrder } from "./show-in-order";
import {
  DEFAULT_COMPARISON_QUERY,
  DEPOSIT_FILTER_OPTIONS,
  SORT_OPTIONS,
  applyComparisonQuery,
  comparisonQueryToParams,
  isDefaultComparisonQuery,
  parseComparisonQuery,
  methodInSentence,
  paymentMethodBySlug,
  paymentMethodSlug,
  type ComparableOperator,
  type ComparisonQuery,
  type PaymentMethod,
  type SortValue,
} from "~/features/operators";


/**
 * Interface labels of the sort and filter controls and their feedback: they name controls, so they
 * stay with the component (docs/editing-content.md); the page's texts come from its loader.
 */
export const LABELS = {
  legend: "Ordenar y filtrar",
  filters: "Filtros",
  activeFilters: "filtros activos",
  sort: "Ordenar por",
  payment: "Método de pago",
  anyPayment: "Cualquiera",
  live: "Solo con casino en vivo",
  deposit: "Depósito mínimo",
  anyDeposit: "Cualquiera",
  depositOption: (n: number) => `Hasta ${n} €`,
  reset: "Quitar filtros",
  resultCount: (shown: number, total: number) => (shown === total ? `Mostrando los ${total} casinos` : `Mostrando ${shown} de ${total} casinos`),
};


/**
 * Runs `run` once the browser has painted the next frame: work the visitor does not see (the address
 * bar) stays out of the interaction, whose time ends at that paint (INP).
 */
function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** The payment filter's way to the method pages: each method's page, the index, and the two link texts ({{metodo}}). */
export interface MethodPageLinks {
  byMethod: Partial<Record<PaymentMethod, string>>;
  index: string;
  texts: { filter: string; index: string };
}

/**
 * The sort and filter controls of /comparacion, an island (app/ui/island.tsx): the state lives in
 * the URL query (so a filtered view can be shared) and is applied to the server-rendered lists.
 */
export default function ComparisonControls({
  operators,
  paymentMethods,
  methodLinks,
}: {
  /** What sorting and filtering read of each operator, in ranking order. */
  operators: readonly ComparableOperator[];
  /** The payment methods at least one operator accepts, for the filter. */
  paymentMethods: readonly PaymentMethod[];
  /** Under the payment filter: the chosen method's page, or the index of every method (app/features/payment-methods). */
  methodLinks?: MethodPageLinks;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState<ComparisonQuery>(DEFAULT_COMPARISON_QUERY);
  // Once running: the URL's query (a shared link) becomes the state.
  useEffect(() => setQuery(parseComparisonQuery(new URLSearchParams(window.location.search))), []);
  const shown = applyComparisonQuery(operators, query);
  const shownKey = shown.map((o) => o.id).join(" ");
  useEffect(() => {
    if (hydrated) showInOrder(shownKey ? shownKey.split(" ") : []);
  }, [hydrated, shownKey]);
  const ids = { sort: useId(), payment: useId(), live: useId(), deposit: useId() };
  const c = LABELS;
  const filterCount = [query.payment, query.liveOnly || undefined, query.maxDeposit].filter((x) => x !== undefined).length;

  const apply = (nextQuery: ComparisonQuery) => {
    setQuery(nextQuery);
    // Replace, not push: each tweak of a filter is not a page of its own in the history. After the
    // list has been painted: replaceState cost ~30 ms of the re-sort at 4× CPU throttling. Several
    // quick changes write in the order they were made, so the last one stays.
    const search = comparisonQueryToParams(nextQuery).toString();
    afterNextPaint(() =>
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`),
    );
  };
  const update = (patch: Partial<ComparisonQuery>) => apply({ ...query, ...patch });

  return (
      <form
        aria-label={c.legend}
        className="rounded-2xl border border-slate-200 bg-slate-50 px-2 py-2 sm:px-3"
        onSubmit={(e) => e.preventDefault()}
      >
        {/* Disabled until hydrated: without JavaScript the page still shows the whole ranking. */}
        <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{c.legend}</legend>
          {/* A compact bar: the sort order at hand, the filters behind a disclosure (open while any applies). */}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:gap-x-4">
            {/* On a phone the sort control takes the whole first row (its longest option must not be cut). */}
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <label htmlFor={ids.sort} className="text-sm font-semibold text-ink">
                {c.sort}
              </label>
              <select
                id={ids.sort}
                value={query.sort}
                onChange={(e) => update({ sort: e.target.value as SortValue })}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-2 sm:w-auto sm:flex-none"
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <details open={filterCount > 0} className="order-last open:w-full">
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border border-slate-400 bg-white px-3 text-sm font-semibold text-ink">
                {c.filters}
                {filterCount > 0 ? (
                  <span className="ml-1 rounded-full bg-brand-700 px-2 text-xs text-white">
                    {filterCount}
                    <span className="sr-only"> {c.activeFilters}</span>
                  </span>
                ) : null}
              </summary>
              <div className="mt-2 grid gap-3 pb-2 sm:grid-cols-3">
                <div>
                  <label htmlFor={ids.payment} className="block text-sm font-semibold text-ink">
                    {c.payment}
                  </label>
                  <select
                    id={ids.payment}
                    value={query.payment ? paymentMethodSlug(query.payment) : ""}
                    onChange={(e) => update({ payment: paymentMethodBySlug(e.target.value) })}
                    className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
                  >
                    <option value="">{c.anyPayment}</option>
                    {paymentMethods.map((m) => (
                      <option key={m} value={paymentMethodSlug(m)}>
                        {m}
                      </option>
                    ))}
                  </select>
                  {methodLinks ? <MethodPageLink links={methodLinks} method={query.payment} /> : null}
                </div>
                <div>
                  <label htmlFor={ids.deposit} className="block text-sm font-semibold text-ink">
                    {c.deposit}
                  </label>
                  <select
                    id={ids.deposit}
                    value={query.maxDeposit === undefined ? "" : String(query.maxDeposit)}
                    onChange={(e) => update({ maxDeposit: e.target.value === "" ? undefined : Number(e.target.value) })}
                    className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
                  >
                    <option value="">{c.anyDeposit}</option>
                    {DEPOSIT_FILTER_OPTIONS.map((n) => (
                      <option key={n} value={String(n)}>
                        {c.depositOption(n)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex items-end">
                  {/* The whole label is the target (44 px tall); the box itself is 24×24 px and never shrinks in
                      the flex row, so it meets WCAG 2.5.8 on its own too. */}
                  <label htmlFor={ids.live} className="flex min-h-11 cursor-pointer items-center gap-2 py-1 pr-2 text-sm font-semibold text-ink">
                    <input
                      id={ids.live}
                      type="checkbox"
                      checked={query.liveOnly}
                      onChange={(e) => update({ liveOnly: e.target.checked })}
                      className="m-0 size-6 shrink-0 cursor-pointer accent-brand-700"
                    />
                    {c.live}
                  </label>
                </div>
              </div>
            </details>
            <p role="status" className="text-xs font-medium text-slate-800 sm:text-sm">
              {LABELS.resultCount(shown.length, operators.length)}
            </p>
            {!isDefaultComparisonQuery(query) ? (
              <button type="button" className="min-h-11 text-sm font-semibold text-brand-700 underline" onClick={() => apply(DEFAULT_COMPARISON_QUERY)}>
                {c.reset}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
  );
}

/** The link under the payment filter: the chosen method's page when it has one, else the index of every method. */
function MethodPageLink({ links, method }: { links: MethodPageLinks; method: PaymentMethod | undefined }) {
  const href = method ? links.byMethod[method] : undefined;
  return (
    <a href={href ?? links.index} className="mt-1 inline-block text-sm text-brand-800 underline underline-offset-2" data-testid="payment-method-page-link">
      {href && method ? fillTemplate(links.texts.filter, { metodo: method, "metodo.frase": methodInSentence(method) }) : links.texts.index}
    </a>
  );
}
