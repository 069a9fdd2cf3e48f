import type { Operator } from "~/features/operators/operator-utils";

/**
 * Our own wordmark badge of the operator (240×80 SVG: the name in the brand's colours, not a copy of
 * its logo), always with its intrinsic size to avoid layout shift.
 *
 * The badge *is* the name, drawn (issue 25, item 4: the name is not repeated beside it). So by default
 * its text alternative is the name itself — put it inside the heading or link it stands for and that
 * heading is named by the operator, read once, and still shows the name if the image fails to load.
 * `besideName`: the operator's name is already part of adjacent text (the review's h1), so the badge is
 * decorative (alt="") and the name is not read twice.
 */
export function OperatorLogo({
  operator,
  width = 150,
  lazy = true,
  className = "",
  besideName = false,
}: {
  operator: Pick<Operator, "name" | "logo">;
  width?: number;
  lazy?: boolean;
  className?: string;
  besideName?: boolean;
}) {
  return (
    <img
      src={operator.logo}
      alt={besideName ? "" : operator.name}
      width={width}
      height={Math.round((width * 80) / 240)}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`h-auto shrink-0 ${className}`}
    />
  );
}
