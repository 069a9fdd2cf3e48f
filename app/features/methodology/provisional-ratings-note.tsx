import type { CardOperator } from "~/features/operators";

/**
 * Beside a ranking: how many of its ratings are provisional because the operator's licence has not
 * yet been read in the DGOJ register (no `licenseChecked`). Nothing when every licence is checked.
 */
export function ProvisionalRatingsNote({ operators }: { operators: readonly Pick<CardOperator, "licenseChecked">[] }) {
  const pending = operators.filter((o) => !o.licenseChecked).length;
  if (pending === 0) return null;
  const all = pending === operators.length;
  return (
    <p className="mt-2 max-w-3xl text-sm text-amber-900">
      <strong>Notas provisionales:</strong>{" "}
      {all
        ? "la licencia de ninguno de estos operadores está comprobada todavía en el registro de la DGOJ"
        : `la licencia de ${pending} de estos ${operators.length} operadores aún no está comprobada en el registro de la DGOJ`}
      ; hasta entonces, su nota de «Licencia y seguridad» es una estimación a partir de lo que publica el propio operador.
    </p>
  );
}
