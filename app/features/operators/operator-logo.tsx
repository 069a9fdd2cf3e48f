import type { Operator } from "~/features/operators/operator-utils";

/** Our own wordmark of the operator (240×80 SVG), always with its intrinsic size to avoid layout shift. */
export function OperatorLogo({
  operator,
  width = 150,
  lazy = true,
  className = "",
}: {
  operator: Pick<Operator, "name" | "logo">;
  width?: number;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={operator.logo}
      alt={`Logotipo de ${operator.name}`}
      width={width}
      height={Math.round((width * 80) / 240)}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`h-auto shrink-0 ${className}`}
    />
  );
}
