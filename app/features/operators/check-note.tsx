import { ExternalLink } from "~/ui/external-link";
import { formatDateLong } from "~/platform/format";
import { CHECK_SOURCE_LABEL, OPERATOR_CLAIM, UNCHECKED, checkState, type CheckRecord } from "./check-state.ts";

/**
 * The state of one datum, wherever it is shown (decision 0235): «Comprobado el <fecha> por <autor> · fuente»
 * (the source linked) when a person recorded reading it, «Sin comprobar» otherwise — never a date no record
 * backs. `claim`: the datum is the operator's own advertising, said as «Según el operador · Sin comprobar».
 * Operator pages are linked `sponsored` (decision on operator links); the regulator's register is not.
 * `data-check` carries the state for tests and the open data ("comprobado" | "sin-comprobar").
 */
export function CheckNote({
  check,
  claim = false,
  short = false,
  what,
  className = "",
}: {
  check: CheckRecord | undefined;
  claim?: boolean;
  /**
   * One short marker, for cards (decision 0260): «Sin comprobar», or «Comprobado el <fecha>» without the
   * author and the source, which the review gives in full.
   */
  short?: boolean;
  /** For screen readers: what the source is of («términos de bet365»). */
  what?: string;
  className?: string;
}) {
  const s = checkState(check);
  if (s.state === "sin-comprobar") {
    return (
      <span className={className} data-check="sin-comprobar">
        {claim ? `${OPERATOR_CLAIM} · ` : null}
        {UNCHECKED}
      </span>
    );
  }
  if (short) {
    return (
      <span className={className} data-check="comprobado">
        Comprobado el <time dateTime={s.checked}>{formatDateLong(s.checked)}</time>
      </span>
    );
  }
  return (
    <span className={className} data-check="comprobado">
      Comprobado el <time dateTime={s.checked}>{formatDateLong(s.checked)}</time> por {check!.checkedByName ?? s.checkedBy} ·{" "}
      <ExternalLink href={s.source} sponsored={!/(^|\.)ordenacionjuego\.es$/.test(new URL(s.source).hostname)} className="underline">
        {CHECK_SOURCE_LABEL}
        {what ? <span className="sr-only"> ({what})</span> : null}
      </ExternalLink>
    </span>
  );
}
