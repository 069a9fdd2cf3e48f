import { formatRating } from "~/features/operators/operator-utils";

/** "9,5/10": the rating out of 10 (spec section 9: a '/10' label shown with five stars). */
export function RatingValue({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <span className={`font-bold text-ink ${className}`}>
      <span className="sr-only">Valoración: </span>
      {formatRating(rating)}
      <span className="text-slate-600">/10</span>
    </span>
  );
}

/** "N.º 1" badge with the operator's position in the ranking. */
export function RankBadge({ rank, tone = "dark" }: { rank: number; tone?: "dark" | "gold" }) {
  const colours = tone === "gold" ? "bg-gold-400 text-ink" : "bg-brand-800 text-white";
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold ${colours}`}>
      <span className="sr-only">Posición en el ranking: </span>
      N.º {rank}
    </span>
  );
}
