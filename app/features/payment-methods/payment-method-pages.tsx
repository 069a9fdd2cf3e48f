import { Link } from "react-router";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { ScrollRegion } from "~/ui/scroll-region";
import { Byline } from "~/features/authors/components";
import { CheckNote } from "~/features/operators/components";
import { formatEuros, type PaymentDirection } from "~/features/operators";
import type { MethodRow } from "./payment-methods";
import { InlineText } from "~/ui/inline-text";
import type { PaymentMethodPageData, PaymentMethodsIndexData } from "./payment-methods.server";

type Crumb = { name: string; path: string };

/** /metodos-de-pago: every published method with how many operators list it, to deposit and to withdraw. */
export function PaymentMethodsIndexPage({ data, crumbs }: { data: PaymentMethodsIndexData; crumbs: Crumb[] }) {
  const t = data.texts;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{t.indexH1}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.indexIntro}</p>
      </header>
      <ScrollRegion label={t.indexH1} className="mt-8">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="payment-methods-index">
          <caption className="sr-only">{t.indexH1}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t.indexColumnMethod}</th>
              <th scope="col" className="px-4 py-3">{t.indexColumnOperators}</th>
              <th scope="col" className="px-4 py-3">{t.indexColumnDeposit}</th>
              <th scope="col" className="px-4 py-3">{t.indexColumnWithdrawal}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((m) => (
              <tr key={m.slug} className="border-t border-slate-200 align-top" data-method={m.slug}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link to={m.href} className="font-semibold text-brand-800 underline underline-offset-2">
                    {m.name}
                  </Link>
                  <p className="mt-1 text-slate-700">{m.summary}</p>
                </th>
                <td className="px-4 py-3" data-count="operators">{`${m.counts.operators} de ${data.total}`}</td>
                <td className="px-4 py-3" data-count="deposit">{m.counts.deposit}</td>
                <td className="px-4 py-3" data-count="withdrawal">{m.counts.withdrawal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-4 max-w-3xl text-sm text-slate-700">{t.indexNote}</p>
    </div>
  );
}

function Direction({ value, texts }: { value: PaymentDirection; texts: PaymentMethodPageData["texts"] }) {
  return <>{value === "si" ? texts.yes : value === "no" ? texts.no : texts.noData}</>;
}

function Minimums({ row, texts }: { row: MethodRow; texts: PaymentMethodPageData["texts"] }) {
  const deposit = row.minDeposit !== undefined ? formatEuros(row.minDeposit) : texts.notStated;
  const withdrawal = row.minWithdrawal !== undefined ? formatEuros(row.minWithdrawal) : texts.notStated;
  return (
    <>
      <span className="block">
        {texts.minDepositLabel} {deposit}
      </span>
      <span className="block">
        {texts.minWithdrawalLabel} {withdrawal}
      </span>
    </>
  );
}

/** /metodos-de-pago/<slug>: the operators that list the method (ranked), deposit and withdrawal apart, then the guide. */
export function PaymentMethodPage({ data, crumbs }: { data: PaymentMethodPageData; crumbs: Crumb[] }) {
  const { texts: t, headings: h, guide, rows } = data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{h.h1}</h1>
        <p className="mt-3 text-lg text-slate-700">{guide.summary}</p>
        <Byline author={guide.byline} updated={guide.updated} className="mt-3" />
      </header>

      <section aria-labelledby="operadores-metodo" className="mt-8">
        <h2 id="operadores-metodo" className="text-2xl font-bold text-ink">
          {h.operators}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{h.operatorsIntro}</p>
        <ScrollRegion label={h.operators} className="mt-4">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="payment-method-operators">
            <caption className="sr-only">{h.operators}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">{t.columnOperator}</th>
                {data.several ? <th scope="col" className="px-4 py-3">{t.columnMethod}</th> : null}
                <th scope="col" className="px-4 py-3">{t.columnDeposit}</th>
                <th scope="col" className="px-4 py-3">{t.columnWithdrawal}</th>
                <th scope="col" className="px-4 py-3">{t.columnMinimum}</th>
                <th scope="col" className="px-4 py-3">{t.columnTime}</th>
                <th scope="col" className="px-4 py-3">{t.columnCheck}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.operatorId}-${r.method}`} className="border-t border-slate-200 align-top" data-operator={r.operatorId} data-method={r.method}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <Link to={r.reviewPath} className="font-semibold text-brand-800 underline underline-offset-2">
                      {r.operatorName}
                    </Link>
                  </th>
                  {data.several ? <td className="px-4 py-3">{r.method}</td> : null}
                  <td className="px-4 py-3" data-direction="deposit" data-value={r.deposit}>
                    <Direction value={r.deposit} texts={t} />
                  </td>
                  <td className="px-4 py-3" data-direction="withdrawal" data-value={r.withdrawal}>
                    <Direction value={r.withdrawal} texts={t} />
                  </td>
                  <td className="px-4 py-3">
                    <Minimums row={r} texts={t} />
                  </td>
                  <td className="px-4 py-3">{r.withdrawalTime ?? t.notStated}</td>
                  <td className="px-4 py-3" data-testid="method-check">
                    <CheckNote check={r.check} claim what={`métodos de pago de ${r.operatorName}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="mt-3 max-w-3xl text-sm text-slate-700">
          <InlineText text={t.complaintNote} linkClassName="text-brand-800 underline underline-offset-2" />
        </p>
      </section>

      <section aria-labelledby="guia-metodo" className="mt-10 max-w-3xl">
        <h2 id="guia-metodo" className="text-2xl font-bold text-ink">
          {h.guide}
        </h2>
        {/* Converted at build time from the trusted guide file (payment-methods.server.ts): every text escaped. */}
        <div className="prose-es mt-4" dangerouslySetInnerHTML={{ __html: guide.html }} />
      </section>

      {data.others.length ? (
        <nav aria-labelledby="otros-metodos" className="mt-10">
          <h2 id="otros-metodos" className="text-xl font-bold text-ink">
            {t.otherMethodsHeading}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.others.map((o) => (
              <li key={o.href}>
                <Link to={o.href} className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-brand-800 underline underline-offset-2">
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
