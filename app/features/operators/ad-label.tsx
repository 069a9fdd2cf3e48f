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
