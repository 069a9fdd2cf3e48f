import { allLicencesChecked, checkState, type CardOperator } from "~/features/operators";

/**
 * Beside a ranking: how many operators' licences nobody has yet read in the DGOJ register (no
 * `licenseCheck`), and what that means for their rating (decision 0236). Nothing when every licence is checked.
 */
export function ProvisionalRatingsNote({ operators }: { operators: readonly Pick<CardOperator, "licenseCheck">[] }) {
  if (allLicencesChecked(operators)) return null;
  const pending = operators.filter((o) => checkState(o.licenseCheck).state === "sin-comprobar").length;
  const all = pending === operators.length;
  return (
    <p className="mt-2 max-w-3xl text-sm text-amber-900" data-testid="licences-unchecked">
      <strong>Licencias sin comprobar:</strong>{" "}
      {all
        ? "todavía no hemos comprobado en el registro de la DGOJ la licencia de ninguno de estos operadores"
        : `todavía no hemos comprobado en el registro de la DGOJ la licencia de ${pending} de estos ${operators.length} operadores`}
      ; mientras tanto, «Licencia y seguridad» no puntúa y la nota es la media de los demás criterios.
    </p>
  );
}
