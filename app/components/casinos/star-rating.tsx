import { Star } from "lucide-react";

/**
 * A row of five stars with `filled` of them filled. The caller decides how many (home: floor(rating),
 * comparison: floor(rating / 2), spec section 2); the row is one image for screen readers.
 */
export function StarRating({ filled, className = "" }: { filled: number; className?: string }) {
  const count = Math.max(0, Math.min(5, filled));
  return (
    <span role="img" aria-label={`${count} de 5 estrellas`} data-stars={count} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          data-star={i < count ? "filled" : "empty"}
          className={i < count ? "size-5 fill-gold-400 text-gold-500" : "size-5 fill-slate-200 text-slate-300"}
        />
      ))}
    </span>
  );
}
