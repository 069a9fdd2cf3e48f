import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { formatEuros, formatRating, methodInSentence, methodNames, type CheckRecord, type Operator } from "~/features/operators";
import type { ReviewCopy } from "./review-copy";
import { AdLabel } from "../operators/components";
import { BonusTerms } from "../operators/components";
import { CheckNote } from "../operators/components";
import { PlayButton } from "../operators/components";
import { MethodChips, type MethodChip } from "../payment-methods/components";
import { InlineText } from "~/ui/inline-text";
import { fillTemplate } from "~/platform/text";

/** The payments box's links (app/features/payment-methods): each method's page, its link title with {{metodo}}, the note to «Cómo reclamar». */
export interface ReviewPaymentLinks {
  chips: readonly MethodChip[];
  linkTitle: string;
  complaintNote: string;
}

function Box({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The state of a scored datum of the sheet (decision 0260): «Comprobado el … por … · fuente» or «Según el operador · Sin comprobar». */
function SheetCheckNote({ check, what, testId, className = "" }: { check: CheckRecord | undefined; what: string; testId: string; className?: string }) {
  return (
    <span className={`block text-sm font-normal text-slate-700 ${className}`} data-testid={testId}>
      <CheckNote check={check} claim what={what} />
    </span>
  );
}

/** Review sidebar: quick info, payment methods, security features and a play call to action. */
export function ReviewSidebar({ operator, total, copy, payments }: { operator: Operator; total: number; copy: ReviewCopy; payments?: ReviewPaymentLinks }) {
  const info: [string, ReactNode][] = [
    ["Valoración", `${formatRating(operator.rating)}/10`],
    ["Posición", `N.º ${operator.rank} de ${total}`],
    [
      "Depósito mínimo",
      <>
        {formatEuros(operator.minDeposit)}
        <SheetCheckNote check={operator.minDepositCheck} what={`depósito mínimo de ${operator.name}`} testId="check-deposito-minimo" />
      </>,
    ],
    ["Apuesta máxima", formatEuros(operator.maxBet)],
    ["Idiomas", operator.languages.join(", ")],
    ["Divisas", operator.currencies.join(", ")],
    ["Países no admitidos", operator.restrictedCountries.join("; ")],
    ["Software", operator.softwareProviders.join(", ")],
  ];
  return (
    <div className="space-y-6">
      <Box id="sidebar-info" title={copy.headings.quickInfo}>
        <dl className="space-y-2 text-sm">
          {info.map(([k, v]) => (
            <div key={k} className="grid grid-cols-[8.5rem_1fr] gap-2">
              <dt className="text-slate-600">{k}</dt>
              <dd className="m-0 font-medium text-ink">{v}</dd>
            </div>
          ))}
        </dl>
      </Box>
      <Box id="sidebar-pagos" title={copy.headings.payments}>
        <MethodChips
          chips={payments?.chips ?? methodNames(operator).map((method) => ({ method }))}
          linkTitle={(m) => fillTemplate(payments?.linkTitle ?? "", { metodo: m, "metodo.frase": methodInSentence(m) })}
          label={`Métodos de pago de ${operator.name}`}
        />
        <SheetCheckNote check={operator.paymentMethodsCheck} what={`métodos de pago de ${operator.name}`} testId="check-metodos-pago" className="mt-2" />
        {payments ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="complaint-note">
            <InlineText text={payments.complaintNote} linkClassName="text-brand-800 underline underline-offset-2" />
          </p>
        ) : null}
      </Box>
      <Box id="sidebar-seguridad" title={copy.headings.security}>
        <ul className="space-y-2 text-sm text-slate-800">
          {operator.securityFeatures.map((s) => (
            <li key={s} className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {s}
            </li>
          ))}
        </ul>
        <SheetCheckNote check={operator.responsibleGamblingCheck} what={`seguridad y juego responsable de ${operator.name}`} testId="check-juego-responsable" className="mt-2" />
      </Box>
      <Box id="sidebar-jugar" title={copy.headings.play} aside={<AdLabel />}>
        <BonusTerms operator={operator} spot="review-sidebar" compact />
        <PlayButton operator={operator} placement="review-sidebar" full className="mt-4" />
      </Box>
    </div>
  );
}
