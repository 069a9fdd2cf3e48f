import { BadgeCheck } from "lucide-react";
import { InlineText } from "~/ui/inline-text";
import { formatDateLong } from "~/platform/format";
import { REGULATOR } from "~/platform/site";
import type { Operator } from "~/features/operators";
import type { ReviewCopy } from "~/features/copy";

/** Row labels of the panel's data list (interface labels; the texts come from the route loader). */
const LABELS = {
  holder: "Titular de la licencia",
  regulator: "Regulador",
  general: "Licencias generales",
  singular: "Licencias singulares",
  checked: "Comprobada por última vez",
};

/**
 * The review's licence panel: who holds the licence, which licences, where to check them and when we did.
 * Until someone has read the operator in the DGOJ register (no `licenseChecked` in its file), the panel
 * says so rather than presenting the data as checked.
 */
export function LicensePanel({ operator, copy }: { operator: Operator; copy: ReviewCopy }) {
  const LICENSE_COPY = { ...LABELS, ...copy.license, title: copy.headings.license, regulatorName: REGULATOR.name };
  const checked = operator.licenseChecked;
  const rows: [string, React.ReactNode][] = [
    [LICENSE_COPY.holder, operator.licenseHolder ?? LICENSE_COPY.pending],
    [LICENSE_COPY.regulator, LICENSE_COPY.regulatorName],
    [LICENSE_COPY.general, operator.generalLicenses.join(", ")],
    [LICENSE_COPY.singular, operator.singularLicenses.join(", ")],
    [LICENSE_COPY.checked, checked ? <time dateTime={checked}>{formatDateLong(checked)}</time> : LICENSE_COPY.pending],
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
      <p className="mt-4 text-sm text-slate-700">
        {LICENSE_COPY.howTo}{" "}
        <InlineText text={LICENSE_COPY.registerLink} linkClassName="font-semibold text-brand-700 underline underline-offset-2" />
      </p>
    </section>
  );
}
