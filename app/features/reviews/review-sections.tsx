import { BonusCalculator } from "~/features/bonus-calculator/components";
import { ScrollRegion } from "~/ui/scroll-region";
import { offerCalculatorTerms } from "~/features/bonus-calculator";
import type { ReactNode } from "react";
import { InlineText } from "~/ui/inline-text";
import { FACT_KEYS, NO_FACT, factOf, sortedFacts, type CheckRecord } from "~/features/operators";
import type { Operator } from "~/features/operators";
import type { ReviewCopy } from "./review-copy";
import { AdLabel } from "../operators/components.ts";
import { BonusTerms } from "../operators/components.ts";
import { CheckList } from "../operators/components.ts";
import { CheckNote } from "../operators/components.ts";

function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mt-10 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Row labels of the summary table: interface labels of a data table, so they stay here; the
 * sections' headings and texts come from the route loader (content/copy/review.yaml).
 */
const SUMMARY_LABELS = {
  sportsbook: "Apuestas deportivas",
  casino: "Casino",
  liveDealer: "Casino en vivo",
  mobileApp: "App móvil",
  established: "Fundación",
  owner: "Propietario",
  license: "Licencia",
  support: "Atención al cliente",
} as const;

const yesNo = (value: boolean) => (value ? "Sí" : "No");

/** Summary: sports betting, casino, live casino, mobile app (yes/no), established, owner, licence, support. */
export function ReviewSummary({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const support = factOf(operator, "canales-atencion");
  const rows: [string, ReactNode][] = [
    [SUMMARY_LABELS.sportsbook, yesNo(operator.sportsbook)],
    [SUMMARY_LABELS.casino, yesNo(operator.casino)],
    // Scored by «Juegos» and «App y móvil»: each with its check record's state (SHEET_CHECKS, decision 0260).
    [SUMMARY_LABELS.liveDealer, <DatumWithCheck key="v" value={yesNo(operator.liveDealer)} check={operator.gamesCheck} what={`juegos de ${operator.name}`} testId="check-juegos" />],
    [SUMMARY_LABELS.mobileApp, <DatumWithCheck key="m" value={yesNo(operator.mobileApp)} check={operator.mobileAppCheck} what={`app de ${operator.name}`} testId="check-app" />],
    [SUMMARY_LABELS.established, String(operator.established)],
    [SUMMARY_LABELS.owner, operator.owner],
    // The licence and the support channels are what the operator advertises until a check record says who read them (decision 0235).
    [SUMMARY_LABELS.license, <DatumWithCheck key="l" value={operator.license} check={operator.licenseCheck} what={`registro de la DGOJ: ${operator.name}`} />],
    [SUMMARY_LABELS.support, support ? <DatumWithCheck key="s" value={support.value} check={support.check} what={`atención al cliente de ${operator.name}`} /> : NO_FACT],
  ];
  return (
    <Section id="resumen" title={copy.headings.summary}>
      {/* Two columns on a phone too (eight full-width rows were a screen and a half of scrolling);
          the two long values (licence, support) take a whole row there. */}
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={`bg-white p-3 sm:p-4 ${label === SUMMARY_LABELS.license || label === SUMMARY_LABELS.support ? "col-span-2 sm:col-span-1" : ""}`}
            data-testid={`summary-${label}`}
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="m-0 mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function ReviewAnalysis({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  // The operator's own paragraphs (its data file) under the shared titles, in the titles' order.
  const sections = (Object.keys(copy.analysisTitles) as (keyof ReviewCopy["analysisTitles"])[]).map((key) => ({
    title: copy.analysisTitles[key],
    paragraphs: [operator.analysis[key]],
  }));
  return (
    <Section id="analisis" title={copy.headings.analysis}>
      <div className="space-y-6">
        {sections.map((s) => (
          <div key={s.title}>
            <h3 className="text-xl font-semibold text-ink">{s.title}</h3>
            {s.paragraphs.map((p, i) => (
              // data-propio: text written for this operator alone (review-facts.test.tsx compares it across reviews).
              <p key={i} data-propio="" className="mt-2 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                <InlineText text={p} />
              </p>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}

/**
 * Bonuses: welcome bonus, minimum deposit, wagering requirement, and everything the rules ask beside them.
 * The game contribution table is the operator's own (offer.contributions); without one, a sentence sends
 * the reader to its terms and to the market's typical figures, which «Lo habitual en el mercado español»
 * already lists (one place per page). An offer without wagering has neither.
 */
export function ReviewBonuses({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const own = operator.offer.contributions;
  // Casino wagering only: bet credits are staked on sports markets, a poker bonus is released by points.
  const showContribution =
    operator.offer.wagering.base !== "ninguno" && operator.offer.kind !== "credito-apuesta" && operator.offer.kind !== "poker";
  return (
    <Section id="bonos" title={copy.headings.bonuses} aside={<AdLabel />}>
      <div className="rounded-2xl border border-slate-200 bg-brand-50 p-5">
        <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{copy.bonuses.welcome}</h3>
        <p className="mt-1 text-xl font-bold text-ink">{operator.bonus}</p>
        <BonusTerms operator={operator} spot="review-bonuses" showHeadline={false} className="mt-2" />
        <p className="mt-3 text-sm text-slate-700">{copy.bonuses.kind}</p>
      </div>
      {showContribution ? (
        <>
          <h3 className="mt-6 text-xl font-semibold text-ink">{copy.bonuses.contribution}</h3>
          {own ? (
            <ScrollRegion label="Contribución de cada juego al requisito de apuesta" className="mt-3">
              <table className="w-full border-collapse text-left text-sm" data-testid="contribution-table">
                <caption className="sr-only">Contribución de cada juego al requisito de apuesta</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2">Juego</th>
                    <th scope="col" className="border border-slate-200 bg-slate-100 px-3 py-2">Contribución</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((c) => (
                    <tr key={c.game}>
                      <th scope="row" className="border border-slate-200 px-3 py-2 font-medium">{c.game}</th>
                      <td className="border border-slate-200 px-3 py-2">{c.percent} %</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : (
            <p className="mt-2 text-slate-800" data-testid="contribution-typical">
              <InlineText text={copy.bonuses.contributionTypical} linkClassName="font-semibold text-brand-700 underline" />
            </p>
          )}
        </>
      ) : null}
      <ReviewCalculator operator={operator} copy={copy} />
    </Section>
  );
}

/**
 * The bonus calculator, started from the operator's offer fields; for bet credits, a poker bonus or
 * anything that is not a deposit match, a note that says why it does not apply instead.
 */
export function ReviewCalculator({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const fit = offerCalculatorTerms(operator.offer);
  if (!("terms" in fit) || !copy.calculator) {
    const reason = "notApplicable" in fit ? fit.notApplicable : null;
    const text = reason === "credito-apuesta" ? copy.bonuses.noCalculatorCredit : reason === "poker" ? copy.bonuses.noCalculatorPoker : copy.bonuses.noCalculator;
    return (
      <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800" data-testid="calculator-not-applicable">
        <InlineText text={text} linkClassName="font-semibold text-brand-700 underline" />
      </p>
    );
  }
  const { terms } = fit;
  // The deposit that earns the whole bonus: cap ÷ percentage, and at least what the offer asks to qualify.
  const deposit = Math.max(operator.bonusMinDeposit, terms.bonusPercent > 0 ? Math.round((terms.bonusCap * 100) / terms.bonusPercent) : 100);
  return (
    <BonusCalculator
      title={copy.bonuses.calculator}
      copy={copy.calculator}
      operator
      initial={{ deposit, bonusPercent: terms.bonusPercent, bonusCap: terms.bonusCap, multiple: terms.multiple, base: terms.base }}
    />
  );
}

/** A value the operator advertises, with its state below it: who checked it, when and where, or «Según el operador · Sin comprobar». */
function DatumWithCheck({ value, check, what, testId }: { value: string; check: CheckRecord | undefined; what: string; testId?: string }) {
  return (
    <>
      {value}
      <span className="mt-0.5 block text-sm font-normal text-slate-700" data-testid={testId}>
        <CheckNote check={check} claim what={what} />
      </span>
    </>
  );
}

/**
 * The operator's own facts (its file's `facts`), the one place the review states them, each with its check
 * record (date, author, source) or «Según el operador · Sin comprobar»; without any, a sentence that says so
 * (decisions 0185, 0235).
 */
export function ReviewFacts({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const facts = sortedFacts(operator);
  return (
    <Section id="datos" title={copy.headings.facts}>
      {facts.length ? (
        <>
          <p className="text-slate-800">{copy.facts.intro}</p>
          {/* Values, not sentences: two operators may publish the same plazo (data-dato, not data-propio). */}
          <dl className="mt-4 grid gap-3 sm:grid-cols-2" data-dato="">
            {facts.map((f) => (
              <div key={f.key} className="rounded-xl border border-slate-200 p-4" data-testid={`dato-${f.key}`}>
                <dt className="text-sm font-medium text-slate-600">{FACT_KEYS[f.key]}</dt>
                <dd className="m-0 mt-1 font-semibold text-ink">{f.value}</dd>
                <dd className="m-0 mt-1 text-sm text-slate-700">
                  <CheckNote check={f.check} claim what={`${FACT_KEYS[f.key]} en la web de ${operator.name}`} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">{copy.facts.empty}</p>
      )}
    </Section>
  );
}

/**
 * What is typical in the Spanish market lives once, on the guide /guia-condiciones-habituales, said to be
 * typical and attributed to no operator (issue 37 item 5): the review only links it. The spec's fixed
 * figures are on that guide, not here.
 */
export function ReviewConditions({ copy }: { copy: ReviewCopy }) {
  return (
    <Section id="condiciones" title={copy.headings.conditions}>
      <p className="text-slate-800">{copy.conditions.text}</p>
      <p className="mt-2" data-testid="market-guide-link">
        <InlineText text={copy.conditions.guideLink} linkClassName="font-semibold text-brand-700 underline" />
      </p>
    </Section>
  );
}

export function ReviewGames({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  return (
    <Section id="juegos" title={copy.headings.games}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-ink">{copy.games.providers}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {operator.gameProviders.map((p) => (
              <li key={p} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-700" data-testid="check-juegos">
            <CheckNote check={operator.gamesCheck} claim what={`juegos de ${operator.name}`} />
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">{copy.games.popular}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
            {operator.popularGames.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}

export function ReviewProsCons({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  return (
    <Section id="ventajas" title={copy.headings.prosCons}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
          <h3 className="text-lg font-semibold text-ink">{copy.headings.pros}</h3>
          <div data-propio="">
            <CheckList items={operator.pros} tone="pro" className="mt-2 space-y-2 text-slate-800" />
          </div>
        </div>
        <div className="rounded-2xl border border-red-100 bg-red-50 p-5">
          <h3 className="text-lg font-semibold text-ink">{copy.headings.cons}</h3>
          <div data-propio="">
            <CheckList items={operator.cons} tone="con" className="mt-2 space-y-2 text-slate-800" />
          </div>
        </div>
      </div>
    </Section>
  );
}
