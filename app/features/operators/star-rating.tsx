import { useId } from "react";
import { formatNumber } from "~/platform/format";
import { starsFor } from "~/features/operators/operator-utils";

// One star (the same ten points as before, written as relative moves) and the row of five as one
// path: each star is a closed sub-path 24 units right of the previous one.
const STAR = "3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z";
const ROW = `m12 2 ${STAR}${" m24 0 ".concat(STAR).repeat(4)}`;

/**
 * The rating out of 10 as five stars with halves (`rating / 2`, rounded down to the half: one rule
 * on every page, decision 0055). The row is one image for screen readers ("4,5 de 5 estrellas").
 * It is drawn as two layers of the same five-star path: grey, then gold clipped to the stars
 * earned (a half star is the left half of one). Five elements per row instead of about sixteen (a
 * group and a polygon per star): the comparison page shows twenty rows, and every element is parsed,
 * laid out and hydrated on a phone (decision 0110). Callers put the "/10" label (RatingValue) next to it.
 */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const stars = starsFor(rating);
  const clipId = `half${useId().replace(/:/g, "")}`;
  return (
    <svg
      role="img"
      aria-label={`${formatNumber(stars, Number.isInteger(stars) ? 0 : 1)} de 5 estrellas`}
      data-stars={stars}
      viewBox="0 0 120 24"
      width="100"
      height="20"
      strokeWidth="1.5"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={ROW} className="fill-slate-200 stroke-slate-400" />
      {stars > 0 ? (
        <>
          <clipPath id={clipId}>
            <rect width={stars * 24} height="24" />
          </clipPath>
          <path d={ROW} clipPath={`url(#${clipId})`} className="fill-gold-400 stroke-gold-500" />
        </>
      ) : null}
    </svg>
  );
}
