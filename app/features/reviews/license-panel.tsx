import { BadgeCheck } from "lucide-react";
import { InlineText } from "~/ui/inline-text";
import { REGULATOR } from "~/platform/site";
import { ExternalLink } from "~/ui/external-link";
import { OPERATOR_CLAIM, type Operator } from "~/features/operators";
import { CheckNote } from "../operators/components.ts";
import type { ReviewCopy } from "./review-copy";

/** Row labels of the panel's data list (interface labels; the texts come from the route loader). */
const LABELS = {
  holder: "Titular de la licencia",
  regulator: "Regulador",
  general: "Licencias generales",
  singular: "Licencias singulares",
  numbers: "Números de licencia",
  checked: "Comprobación en el registro",
};

/**
 * The review's licence panel: who holds the licence, which licences, the DGOJ register link, and the check
 * record (date, author, register page). Until someone has read the operator in the DGOJ register (no
 * `licenseCheck` in its file), the data is what the operator advertises and the panel says «Sin comprobar».
 */
export function LicensePanel({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const LICENSE_COPY = { ...LABELS, ...copy.license, title: copy.headings.license, regulatorName: REGULATOR.name };
  const checked = Boolean(operator.licenseCheck);
  // Unchecked, every value is the operator's claim, and says so.
  const claim = (v: string) => (checked ? v : `${v} (${OPERATOR_CLAIM.toLocaleLowerCase("es-ES")})`);
  const rows: [string, React.ReactNode][] = [
    [LICENSE_COPY.holder, operator.licenseHolder ? claim(operator.licenseHolder) : LICENSE_COPY.pending],
    [LICENSE_COPY.regulator, LICENSE_COPY.regulatorName],
    [LICENSE_COPY.general, claim(operator.generalLicenses.join(", "))],
    [LICENSE_COPY.singular, claim(operator.singularLicenses.join(", "))],
    ...(operator.licenseNumbers?.length ? [[LICENSE_COPY.numbers, claim(operator.licenseNumbers.join(", "))] as [string, React.ReactNode]] : []),
    [LICENSE_COPY.checked, <CheckNote key="c" check={operator.licenseCheck} what={`registro de la DGOJ: ${operator.name}`} />],
  ];
  return (
    <section aria-labelledby="licencia-title" id="licencia" className="mt-10 scroll-mt-24 rounded-2xl border-2 border-brand-200 bg-white p-5">
      <h2 id="licencia-title" className="flex items-center gap-2 text-2xl font-bold text-ink">
        <BadgeCheck aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        {LICENSE_COPY.title}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="m-0 mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {!checked && <p className="mt-4 text-sm font-medium text-ink">{LICENSE_COPY.pendingNote}</p>}
      <p className="mt-4">
        <ExternalLink href={REGULATOR.registerUrl} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="dgoj-register">
          {REGULATOR.registerLinkLabel}
          <span className="sr-only"> ({operator.licenseHolder ?? operator.name})</span>
        </ExternalLink>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        {LICENSE_COPY.howTo}{" "}
        <InlineText text={LICENSE_COPY.registerLink} linkClassName="font-semibold text-brand-700 underline underline-offset-2" />
      </p>
    </section>
  );
}
