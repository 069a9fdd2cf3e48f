import { ExternalLink } from "~/ui/external-link";
import { useShellCopy } from "~/features/layout";
import { formatEuros, type Operator } from "~/features/operators/operator-utils";
import { bonusTermsLine } from "~/features/operators/operator-utils";
import { BONUS_KINDS } from "~/features/operators/offer";
import { CheckNote } from "./check-note";
import { OfferNotice, type OfferSpot } from "./offer-notice";

/**
 * A bonus is never shown without its minimum deposit, wagering requirement, validity, whether it is
 * cash or credit, and a link to the operator's full terms (RD 958/2020); nor without who cannot
 * receive it and a risk message (RD 176/2023, the Ministry's 2025 messages): OfferNotice, once per offer.
 * Every text comes from the operator's `offer` fields (offer.ts), with its check record or «Sin comprobar».
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
    "name" | "rank" | "bonus" | "bonusKind" | "bonusValidityDays" | "bonusMinDeposit" | "bonusMaxBet" | "wageringRequirement" | "termsUrl" | "offerCheck"
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
          · <OfferCheckNote operator={operator} short />
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
        <OfferCheckNote operator={operator} />
      </p>
      {withNotice ? <OfferNotice rank={operator.rank} spot={spot} className="mt-2" /> : null}
    </div>
  );
}

/** The offer's check: «Comprobado el … por … · fuente», or «Según el operador · Sin comprobar» («Sin comprobar» in a one-line summary). */
export function OfferCheckNote({ operator, short = false }: { operator: Pick<Operator, "name" | "offerCheck">; short?: boolean }) {
  return (
    <span data-testid="offer-checked">
      <span className="sr-only">Condiciones del bono de {operator.name}: </span>
      {/* One-line summaries (cards) have no room for «Según el operador»: the state alone. */}
      <CheckNote check={operator.offerCheck} claim={!short} what={`términos de ${operator.name}`} />
    </span>
  );
}
