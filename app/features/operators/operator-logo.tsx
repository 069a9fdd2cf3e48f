import type { Operator } from "~/features/operators/operator-utils";

/**
 * Our own wordmark badge of the operator (240×80 SVG: the name in the brand's colours, not a copy of
 * its logo), always with its intrinsic size to avoid layout shift. `besideName`: the operator's name is
 * already the adjacent heading or link, so the badge is decorative (alt="") and the name is not read
 * twice (issue 25, item 4).
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
      alt={besideName ? "" : `Logotipo de ${operator.name}`}
      width={width}
      height={Math.round((width * 80) / 240)}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`h-auto shrink-0 ${className}`}
    />
  );
}
