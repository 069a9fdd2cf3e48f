import { useShellCopy } from "~/features/layout";
import { RankBadge } from "./rating-badge";

/** Marks a block that promotes an operator as advertising (RD 958/2020, binding on affiliates). */
export function AdLabel({ className = "" }: { className?: string }) {
  const label = useShellCopy().compliance.advertisingLabel;
  return (
    <span
      className={`inline-block rounded border border-slate-400 bg-white px-1.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ${className}`}
    >
      {label}
    </span>
  );
}

/** A ranked operator card's first line: its position, and the advertising label on the other side. */
export function RankAndAdLabel({ rank }: { rank: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <RankBadge rank={rank} />
      <AdLabel />
    </div>
  );
}

/**
 * Beside a promotional block that shows no single offer (the home carousel's «Juega ahora en los mejores
 * casinos»): the advertising label, +18 with «Prohibido a menores» and one of the Ministry's risk messages
 * (RD 958/2020; DOMAIN.md). Texts from content/copy/compliance.yaml; a legal notice (`data-aviso-legal`).
 */
export function PromoNotice({ className = "" }: { className?: string }) {
  const { ageLabel, ageText, riskMessages } = useShellCopy().compliance;
  // The first message: the block is about no operator, so no ranking position picks another.
  const risk = riskMessages[0];
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs leading-snug text-slate-700 ${className}`} data-testid="promo-notice" data-aviso-legal="">
      <AdLabel />
      <span>
        <span className="mr-1 inline-block rounded bg-red-700 px-1 font-bold text-white">{ageLabel}</span>
        {ageText}.
      </span>
      {risk ? (
        <span className="font-semibold text-ink" data-testid="risk-message">
          {risk}
        </span>
      ) : null}
    </div>
  );
}
