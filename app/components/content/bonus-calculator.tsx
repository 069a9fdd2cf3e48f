import { formatEuro, formatNumber, formatPercent } from "~/lib/format";

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Fixed example of how a match bonus and its wagering requirement add up (no inputs). */
export function BonusCalculator({ deposit, bonusPercent, rollover }: { deposit: number; bonusPercent: number; rollover: number }) {
  const bonus = (deposit * bonusPercent) / 100;
  const total = deposit + bonus;
  // The rollover applies to the bonus amount: the spec's example is 100 € × 30 = 3.000 €, not 200 € × 30.
  const wagering = bonus * rollover;
  const rows: [string, string][] = [
    ["Depósito", formatEuro(deposit)],
    ["Bono", formatPercent(bonusPercent)],
    ["Saldo total", formatEuro(total)],
    ["Rollover", `${formatNumber(rollover)}x`],
    ["Apuestas necesarias", formatEuro(wagering)],
  ];
  return (
    <figure className="my-8 rounded-2xl border-2 border-brand-600 bg-white p-6" aria-labelledby="bonus-calc-title">
      <figcaption id="bonus-calc-title" className="mb-4 text-lg font-bold text-ink">
        Calculadora de bono (ejemplo)
      </figcaption>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-100 p-3 text-center">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="m-0 text-xl font-bold text-brand-800" data-testid={`calc-${slug(label)}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 mb-0 text-sm text-slate-700">
        Con un depósito de {formatEuro(deposit)} y un bono del {formatPercent(bonusPercent)} juegas con{" "}
        {formatEuro(total)}; con un rollover de {formatNumber(rollover)}x sobre el bono ({formatEuro(bonus)}) debes
        apostar {formatEuro(wagering)} antes de poder retirar las ganancias del bono.
      </p>
    </figure>
  );
}
