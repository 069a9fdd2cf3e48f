const STAR = "12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26";

/**
 * A row of five stars with `filled` of them filled. The caller decides how many (home: floor(rating),
 * comparison: floor(rating / 2), spec section 2); the row is one image for screen readers. One SVG
 * for the whole row keeps the comparison page's DOM small (ten rows of five).
 */
export function StarRating({ filled, className = "" }: { filled: number; className?: string }) {
  const count = Math.max(0, Math.min(5, filled));
  return (
    <svg
      role="img"
      aria-label={`${count} de 5 estrellas`}
      data-stars={count}
      viewBox="0 0 120 24"
      width="100"
      height="20"
      className={`shrink-0 ${className}`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <polygon
          key={i}
          points={STAR}
          transform={`translate(${i * 24} 0)`}
          data-star={i < count ? "filled" : "empty"}
          className={i < count ? "fill-gold-400 stroke-gold-500" : "fill-slate-200 stroke-slate-300"}
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
