import { Link } from "react-router";
import { useShellCopy } from "~/features/layout";

/** The link every ranking carries to /metodologia: how the ratings are scored and how we are paid. */
export function MethodologyLink({ className = "" }: { className?: string }) {
  const label = useShellCopy().compliance.methodologyLink;
  return (
    <Link to="/metodologia" className={`font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${className}`}>
      {label}
    </Link>
  );
}
