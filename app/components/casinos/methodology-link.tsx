import { Link } from "react-router";
import { METHODOLOGY_LINK } from "~/content/review-copy";

/** The link every ranking carries to /metodologia: how the ratings are scored and how we are paid. */
export function MethodologyLink({ className = "" }: { className?: string }) {
  return (
    <Link to={METHODOLOGY_LINK.href} className={`font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${className}`}>
      {METHODOLOGY_LINK.label}
    </Link>
  );
}
