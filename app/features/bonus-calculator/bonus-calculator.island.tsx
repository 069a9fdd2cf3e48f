import { useId, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { LIMITS, SPEC_EXAMPLE, calculateBonus, type BonusInput, type WageringBase } from "~/features/bonus-calculator/bonus-math";
import { formatEuro, formatNumber, formatPercent } from "~/platform/format";
import { fillTemplate } from "~/platform/text";
import type { CalculatorCopy } from "./calculator-copy";


const euro = (n: number) => formatEuro(n, Number.isInteger(n) ? 0 : 2);
const num = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 1);

type NumberField = Exclude<keyof BonusInput, "base">;

/**
 * A working bonus calculator: deposit, bonus percentage and cap, wagering multiple and what it applies
 * to, game contribution and RTP give the total to wager and its expected cost. The first render
 * (the prerendered HTML, and the page without JavaScript) shows the starting values, by default the
 * spec's example: 100 €, 100 %, 200 €, 30x → 3.000 €. The sentence under the results is a polite live
 * region, so a screen reader hears the new total after each change.
 */
export function BonusCalculator({
  deposit,
  bonusPercent,
  rollover,
  initial,
  title,
  copy,
  operator = false,
}: {
  /** The Markdown directive's starting values (::bonus-calculator{deposit=100 bonus-percent=100 rollover=30}). */
  deposit?: number;
  bonusPercent?: number;
  rollover?: number;
  initial?: Partial<BonusInput>;
  /** The heading; by default the copy's. */
  title?: string;
  /** content/copy/calculator.yaml, from the page's loader (figures left as {{variables}}). */
  copy: CalculatorCopy;
  /** On a review: the calculator starts from the operator's terms (copy.operatorIntro says so). */
  operator?: boolean;
}) {
  const fromDirective: Partial<BonusInput> = {
    ...(deposit !== undefined ? { deposit } : {}),
    ...(bonusPercent !== undefined ? { bonusPercent } : {}),
    ...(rollover !== undefined ? { multiple: rollover } : {}),
  };
  const start: BonusInput = { ...SPEC_EXAMPLE, ...fromDirective, ...initial };
  const [values, setValues] = useState<Record<NumberField, string>>(() => ({
    deposit: String(start.deposit),
    bonusPercent: String(start.bonusPercent),
    bonusCap: String(start.bonusCap),
    multiple: String(start.multiple),
    contribution: String(start.contribution),
    rtp: String(start.rtp),
  }));
  const [base, setBase] = useState<WageringBase>(start.base);
  const hydrated = useHydrated();
  const id = useId();
  // Spanish style first: "1.500,5" → 1500.5; a lone dot is a decimal point ("97.3").
  const parse = (s: string) => Number(s.includes(",") ? s.trim().replace(/\./g, "").replace(",", ".") : s.trim());
  const input: BonusInput = {
    deposit: parse(values.deposit),
    bonusPercent: parse(values.bonusPercent),
    bonusCap: parse(values.bonusCap),
    multiple: parse(values.multiple),
    contribution: parse(values.contribution),
    rtp: parse(values.rtp),
    base,
  };
  const r = calculateBonus(input);
  const field = (name: NumberField, label: string, unit: string, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
        {label} <span className="font-normal text-slate-600">({unit})</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        // Text with a decimal keypad, not type="number": Spanish users write "97,3", which number
        // inputs reject in some browsers. The maths clamps every value into its limits.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        pattern="[0-9]+([.,][0-9]+)?"
        title={`Un número entre ${LIMITS[name].min} y ${LIMITS[name].max}`}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink"
      />
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
  const shownMultiple = Math.max(0, input.multiple || 0);
  const baseAmount = base === "bono" ? r.bonus : r.bonus + Math.max(0, input.deposit || 0);
  const contribution = Math.min(100, Math.max(1, input.contribution || 1));
  const rtp = Math.min(100, Math.max(50, input.rtp || 50));
  const heading = title ?? copy.title;
  // The figures the copy's texts quote, as they stand now.
  const vars: Record<string, string> = {
    deposito: euro(Math.max(0, input.deposit || 0)),
    porcentaje: formatPercent(Math.max(0, input.bonusPercent || 0)),
    bonoMaximo: euro(Math.max(0, input.bonusCap || 0)),
    bono: euro(r.bonus),
    saldo: euro(r.balance),
    multiplicador: num(shownMultiple),
    base: base === "bono" ? copy.baseBonus : copy.baseBoth,
    importeBase: euro(baseAmount),
    requisito: euro(r.requirement),
    aportacion: formatPercent(contribution),
    aApostar: euro(r.toWager),
    rtp: formatPercent(rtp),
    margen: formatPercent(Math.round((100 - rtp) * 100) / 100),
    costeEsperado: euro(r.expectedCost),
    valorMedio: euro(r.expectedValue),
    tope: r.capped ? ` ${copy.capped}` : "",
    conclusion: r.expectedValue < 0 ? copy.negative : copy.positive,
  };
  const say = (text: string) => fillTemplate(text, vars);
  const results: [string, string, string][] = [
    ["Depósito", euro(Math.max(0, input.deposit || 0)), "deposito"],
    ["Bono", formatPercent(Math.max(0, input.bonusPercent || 0)), "bono"],
    ["Saldo total", euro(r.balance), "saldo-total"],
    ["Rollover", `${num(shownMultiple)}x`, "rollover"],
    ["Apuestas necesarias", euro(r.requirement), "apuestas-necesarias"],
  ];
  const extra: [string, string, string][] = [
    ["Importe del bono", euro(r.bonus), "importe-bono"],
    [`A apostar con un juego que cuenta el ${formatPercent(contribution)}`, euro(r.toWager), "a-apostar"],
    [`Coste esperado con un RTP del ${formatPercent(rtp)}`, euro(r.expectedCost), "coste-esperado"],
    ["Valor medio del bono", euro(r.expectedValue), "valor-medio"],
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="not-prose my-8 rounded-2xl border-2 border-brand-600 bg-white p-4 sm:p-6" data-testid="bonus-calculator">
      <h3 id={`${id}-title`} className="m-0 text-lg font-bold text-ink">
        {heading}
      </h3>
      {operator ? <p className="mt-1 text-sm text-slate-700">{say(copy.operatorIntro)}</p> : null}
      <form onSubmit={(e) => e.preventDefault()} className="mt-4" aria-label={heading}>
        {/* Disabled until the scripts run: without them the figures below would not follow the fields. */}
        <fieldset disabled={!hydrated} className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">Condiciones del bono</legend>
          {field("deposit", "Depósito", "€")}
          {field("bonusPercent", "Bono", "%", say(copy.hints.bonusPercent))}
          {field("bonusCap", "Bono máximo", "€", say(copy.hints.bonusCap))}
          {field("multiple", "Requisito de apuesta", "veces", say(copy.hints.multiple))}
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="text-sm font-semibold text-ink">El requisito se aplica a</legend>
            {(
              [
                ["bono", "Solo al bono"],
                ["bono-deposito", "Al bono y al depósito"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="mt-1 flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-base`}
                  value={value}
                  checked={base === value}
                  onChange={() => setBase(value)}
                  className="size-5 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {field("contribution", "Contribución del juego", "%", say(copy.hints.contribution))}
          {field("rtp", "RTP del juego", "%", say(copy.hints.rtp))}
        </fieldset>
      </form>

      <h4 className="mt-6 mb-2 text-base font-bold text-ink">{copy.resultsTitle}</h4>
      <dl className="m-0 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="calc-results">
        {results.map(([label, value, key]) => (
          <div key={key} className="flex flex-col-reverse rounded-lg bg-slate-100 p-3 text-center">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="m-0 text-xl font-bold text-brand-800" data-testid={`calc-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {extra.map(([label, value, key]) => (
          <div key={key} className="flex flex-col-reverse rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="m-0 text-lg font-bold text-ink" data-testid={`calc-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" aria-live="polite" className="mt-4 mb-0 font-medium text-ink">
        {say(copy.summary)}
      </p>

      <h4 className="mt-6 mb-1 text-base font-bold text-ink">{copy.stepsTitle}</h4>
      <ol className="m-0 list-decimal space-y-1 pl-5 text-sm text-slate-800">
        {(["bonus", "wagering", "contribution", "cost", "value"] as const).map((step) => (
          <li key={step}>{say(copy.steps[step])}</li>
        ))}
      </ol>
      <p className="mt-3 mb-0 text-xs text-slate-600">{say(copy.note)}</p>
    </section>
  );
}
export default BonusCalculator;
