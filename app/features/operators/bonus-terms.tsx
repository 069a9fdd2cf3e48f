import { ExternalLink } from "~/ui/external-link";
import { useShellCopy } from "~/features/layout";
import { formatEuros, type Operator } from "~/features/operators/operator-utils";
import { bonusTermsLine } from "~/features/operators/operator-utils";
import { BONUS_KINDS, offerCheckedLine, offerCheckedShort } from "~/features/operators/offer";
import { OfferNotice, type OfferSpot } from "./offer-notice";

/**
 * A bonus is never shown without its minimum deposit, wagering requirement, validity, whether it is
 * cash or credit, and a link to the operator's full terms (RD 958/2020); nor without who cannot
 * receive it and a risk message (RD 176/2023, the Ministry's 2025 messages): OfferNotice, once per offer.
 * Every text comes from the operator's `offer` fields (offer.ts), with the date its terms were last read.
 */
export function BonusTerms({
  operator,
  spot,
  withNotice = true,
  compact = false,
  inline = false,
  showHeadline = true,
  className = "",
}: {
  operator: Pick<
    Operator,
    "name" | "rank" | "bonus" | "bonusKind" | "bonusValidityDays" | "bonusMinDeposit" | "bonusMaxBet" | "wageringRequirement" | "termsUrl" | "offerChecked" | "offerSource"
  >;
  /** Where the offer is shown: picks the risk message beside it. */
  spot: OfferSpot;
  /**
   * False only when the block shows OfferNotice itself, further down: the first-screen entries (top pick,
   * comparison card) keep their call to action where a phone's first screen shows it.
   */
  withNotice?: boolean;
  compact?: boolean;
  /** The terms as one line ("Depósito mínimo 10 € · Requisito: 35x · …") instead of a list: shorter on phones. */
  inline?: boolean;
  showHeadline?: boolean;
  className?: string;
}) {
  const TERMS_LINK_LABEL = useShellCopy().compliance.termsLink;
  if (inline) {
    return (
      <div className={className} data-testid="bonus-terms">
        <p className="font-bold text-ink">
          <span className="sr-only">Bono de bienvenida: </span>
          {operator.bonus}
        </p>
        <p className="mt-0.5 text-sm text-slate-700">
          {bonusTermsLine(operator)} ·{" "}
          <ExternalLink href={operator.termsUrl} sponsored className="font-semibold text-brand-700 underline">
            {TERMS_LINK_LABEL}
            <span className="sr-only"> del bono de {operator.name}</span>
          </ExternalLink>{" "}
          · <CheckedLink operator={operator} short />
        </p>
        {withNotice ? <OfferNotice rank={operator.rank} spot={spot} className="mt-1.5" /> : null}
      </div>
    );
  }
  return (
    <div className={className} data-testid="bonus-terms">
      {showHeadline ? (
        <p className="font-bold text-ink">
          <span className="sr-only">Bono de bienvenida: </span>
          {operator.bonus}
        </p>
      ) : null}
      <dl className={`mt-1 grid gap-x-3 text-sm text-slate-700 ${compact ? "grid-cols-[auto_1fr]" : "grid-cols-[auto_1fr] sm:grid-cols-[auto_1fr_auto_1fr]"}`}>
        <dt className="font-medium">Depósito mínimo:</dt>
        <dd className="m-0">{formatEuros(operator.bonusMinDeposit)}</dd>
        <dt className="font-medium">Requisito de apuesta:</dt>
        <dd className="m-0">{operator.wageringRequirement}</dd>
        <dt className="font-medium">Validez:</dt>
        <dd className="m-0">{operator.bonusValidityDays} días</dd>
        <dt className="font-medium">Tipo:</dt>
        <dd className="m-0">{BONUS_KINDS[operator.bonusKind].split(":")[0]}</dd>
        {operator.bonusMaxBet !== undefined ? (
          <>
            <dt className="font-medium">Apuesta máxima con el bono:</dt>
            <dd className="m-0">{formatEuros(operator.bonusMaxBet)}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-1 text-sm">
        <ExternalLink href={operator.termsUrl} sponsored className="font-semibold text-brand-700 underline">
          {TERMS_LINK_LABEL}
          <span className="sr-only"> del bono de {operator.name}</span>
        </ExternalLink>
      </p>
      <p className="mt-0.5 text-xs text-slate-700">
        <CheckedLink operator={operator} />
      </p>
      {withNotice ? <OfferNotice rank={operator.rank} spot={spot} className="mt-2" /> : null}
    </div>
  );
}

/**
 * «Condiciones comprobadas el 21 de noviembre de 2026», linked to where they were read; in a one-line
 * summary (cards, tables) «Comprobadas el 21/11/2026», the whole sentence for screen readers.
 */
function CheckedLink({ operator, short = false }: { operator: Pick<Operator, "name" | "offerChecked" | "offerSource">; short?: boolean }) {
  return (
    <ExternalLink href={operator.offerSource} sponsored className="text-slate-700 underline" data-testid="offer-checked">
      {short ? (
        <>
          <span aria-hidden="true">{offerCheckedShort(operator.offerChecked)}</span>
          <span className="sr-only">{offerCheckedLine(operator.offerChecked)}</span>
        </>
      ) : (
        offerCheckedLine(operator.offerChecked)
      )}
      <span className="sr-only"> (términos de {operator.name})</span>
    </ExternalLink>
  );
}
