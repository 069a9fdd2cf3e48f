import { Link } from "react-router";
import { paymentMethodsPreview, type Operator } from "~/features/operators";
import { AdLabel } from "../operators/components";
import { BonusTerms } from "../operators/components";
import { CheckList } from "../operators/components";
import { OperatorMark } from "../operators/components";
import { PlayButton } from "../operators/components";
import { OfferNotice } from "../operators/components";
import { RankBadge } from "../operators/components";

/**
 * One operator of /comparacion: stars = floor(rating / 2), four payment methods plus '+N', three
 * pros and three cons (spec section 2, "Other pages").
 */
export function ComparisonItem({ operator, eager = false }: { operator: Operator; eager?: boolean }) {
  const payments = paymentMethodsPreview(operator, 4);
  return (
    <article
      aria-labelledby={`cmp-${operator.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="comparison-item"
      data-ranking-entry={operator.rank}
      data-operator={operator.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RankBadge rank={operator.rank} />
        <AdLabel />
      </div>
      {/* Phone order: who it is, the bonus, the call to action, then the details; desktop: three columns. */}
      <div className="mt-3 grid gap-4 lg:mt-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,15rem)] lg:gap-x-6">
        {/* On a desktop the left column: badge, stars and live-dealer line one under the other. */}
        <OperatorMark
          operator={operator}
          id={`cmp-${operator.id}`}
          level={2}
          logoWidth={150}
          logoClassName="block w-[120px] lg:w-[150px]"
          lazy={!eager}
          stacked
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
          below={<p className="mt-1 text-sm text-slate-700 lg:mt-2">{operator.liveDealer ? "Con casino en vivo" : "Sin casino en vivo"}</p>}
        />
        <BonusTerms operator={operator} spot="comparison-card" withNotice={false} inline className="lg:col-start-2 lg:row-start-1" />
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <PlayButton operator={operator} placement="comparison-card" full />
          {/* After the call to action, so that the first card still fits a phone's first screen. */}
          <OfferNotice rank={operator.rank} spot="comparison-card" className="mt-3" />
          <Link to={operator.detailUrl} className="btn-secondary mt-3 w-full">
            Análisis de {operator.name}
          </Link>
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-start-2">
          <div>
            <h3 className="text-sm font-semibold text-ink">Métodos de pago</h3>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Métodos de pago de ${operator.name}`}>
              {payments.shown.map((m) => (
                <li key={m} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                  {m}
                </li>
              ))}
              {payments.more > 0 ? (
                <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800" data-testid="payments-more">
                  <span aria-hidden="true">+{payments.more}</span>
                  <span className="sr-only">y {payments.more} métodos más</span>
                </li>
              ) : null}
            </ul>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-ink">Ventajas</h3>
              <CheckList items={operator.pros.slice(0, 3)} tone="pro" className="mt-1 text-sm text-slate-800" />
            </div>
            <div>
              <h3 className="text-sm font-semibold text-ink">Desventajas</h3>
              <CheckList items={operator.cons.slice(0, 3)} tone="con" className="mt-1 text-sm text-slate-800" />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
