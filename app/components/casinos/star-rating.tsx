import { useId } from "react";
import { formatNumber } from "~/lib/format";
import { starsFor } from "~/content/operator-utils";

const STAR = "12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26";

/**
 * The rating out of 10 as five stars with halves (`rating / 2`, rounded down to the half: one rule
 * on every page, decision 0050). The row is one image for screen readers ("4,5 de 5 estrellas");
 * one SVG for the whole row keeps the comparison page's DOM small. Callers put the "/10" label
 * (RatingValue) next to it.
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
      className={`shrink-0 ${className}`}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = stars - i >= 1 ? "filled" : stars - i >= 0.5 ? "half" : "empty";
        return (
          <g key={i} transform={`translate(${i * 24} 0)`} data-star={fill}>
            <polygon
              points={STAR}
              className={fill === "filled" ? "fill-gold-400 stroke-gold-500" : "fill-slate-200 stroke-slate-400"}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            {fill === "half" ? (
              <polygon
                points={STAR}
                clipPath={`url(#${clipId})`}
                className="fill-gold-400 stroke-gold-500"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
