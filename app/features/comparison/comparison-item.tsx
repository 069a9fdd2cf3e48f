import { Link } from "react-router";
import { morePaymentMethods, paymentMethodsPreview, type Operator } from "~/features/operators";
import { RankAndAdLabel } from "../operators/components";
import { BonusTerms } from "../operators/components";
import { CheckList } from "../operators/components";
import { OperatorMark } from "../operators/components";
import { PlayButton } from "../operators/components";
import { OfferNotice } from "../operators/components";
import { CheckNote } from "../operators/components";

/**
 * One operator of /comparacion, rendered once for every screen: stars = floor(rating / 2), four
 * payment methods plus '+N', three pros and three cons (spec section 2, "Other pages"). On a phone a
 * card, in this order: who it is, the bonus, the call to action, then the details; from md up the
 * same card is a column of its list's grid (`grid-rows-subgrid`), its parts level with its neighbours'
 * so that cards side by side read across like a table's rows. `md:row-span-7`: one row per direct
 * child of the article; keep the two in step (comparison-list.tsx spans its items the same).
 */
export function ComparisonItem({ operator, eager = false }: { operator: Operator; eager?: boolean }) {
  const payments = paymentMethodsPreview(operator, 4);
  return (
    <article
      aria-labelledby={`cmp-${operator.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:row-span-7 md:grid md:grid-rows-subgrid md:gap-y-3"
      data-testid="comparison-item"
      data-ranking-entry={operator.rank}
      data-operator={operator.id}
    >
      <RankAndAdLabel rank={operator.rank} />
      <OperatorMark
        operator={operator}
        id={`cmp-${operator.id}`}
        level={2}
        lazy={!eager}
        below={
          <p className="mt-1 text-sm text-slate-700">
            {operator.liveDealer ? "Con casino en vivo" : "Sin casino en vivo"}
            {/* One short marker per scored datum on a card; the review gives author and source (decision 0260). */}
            <span className="text-xs"> · </span>
            <CheckNote check={operator.gamesCheck} short className="text-xs" />
          </p>
        }
      />
      <BonusTerms operator={operator} spot="comparison-card" withNotice={false} inline />
      <div className="flex flex-col">
        <PlayButton operator={operator} placement="comparison-card" full />
        {/* After the call to action, so that the first card still fits a phone's first screen. */}
        <OfferNotice rank={operator.rank} spot="comparison-card" className="my-3" />
        {/* At the foot of its grid row: the review links of cards side by side stay level. */}
        <Link to={operator.detailUrl} className="btn-secondary mt-auto w-full">
          Análisis de {operator.name}
        </Link>
      </div>
      <div>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="text-sm font-semibold text-ink">Métodos de pago</h3>
          <CheckNote check={operator.paymentMethodsCheck} short className="text-xs text-slate-700" />
        </div>
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Métodos de pago de ${operator.name}`}>
          {payments.shown.map((m) => (
            <li key={m} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {m}
            </li>
          ))}
          {payments.shown.length === 0 ? <li className="text-sm text-slate-700">Sin dato: su ficha no recoge métodos de pago</li> : null}
          {payments.more > 0 ? (
            <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800" data-testid="payments-more">
              <span aria-hidden="true">+{payments.more}</span>
              {/* The leading space keeps «+4» and «y 4 métodos más» apart in the text a reader or a search engine gets. */}
              <span className="sr-only"> {morePaymentMethods(payments.more)}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">Ventajas</h3>
        <CheckList items={operator.pros.slice(0, 3)} tone="pro" className="mt-1 text-sm text-slate-800" />
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">Desventajas</h3>
        <CheckList items={operator.cons.slice(0, 3)} tone="con" className="mt-1 text-sm text-slate-800" />
      </div>
    </article>
  );
}
