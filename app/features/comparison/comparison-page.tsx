import { InlineText } from "~/ui/inline-text";
import { MethodologyLink, ProvisionalRatingsNote } from "~/features/methodology/components";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { useShellCopy } from "~/features/layout";
import type { Operator } from "~/features/operators";
import type { ComparisonCopy } from "~/features/copy";
import { ComparisonList } from "./comparison-list";
import { HeadToHeadPicker } from "./head-to-head-picker";

/**
 * The comparison page: the ranked list with sort and filters, the important notes, responsible
 * gambling. Its texts come from the route loader (content/copy/comparison.yaml, resolved).
 */
export function ComparisonPage({ operators, path, copy: c }: { operators: readonly Operator[]; path: string; copy: ComparisonCopy }) {
  const AFFILIATE_DISCLOSURE = useShellCopy().compliance.affiliateDisclosure;
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <Breadcrumbs items={[{ name: "Inicio", path: "/" }, { name: "Comparativa", path }]} />
      {/* A short header: the list is the page, so it starts on the first screen. */}
      <header className="mt-2 max-w-4xl">
        <h1 className="text-2xl font-extrabold text-ink sm:text-4xl">{c.h1}</h1>
        <p className="mt-1 text-slate-700 sm:text-lg">{c.intro}</p>
      </header>
      <div className="mt-3">
        <ComparisonList operators={operators} empty={c.empty} />
      </div>
      <HeadToHeadPicker options={operators.map((o) => ({ id: o.id, name: o.name }))} copy={c.picker} />
      <p className="mt-6 max-w-3xl text-sm text-slate-600">
        {AFFILIATE_DISCLOSURE} <MethodologyLink />
      </p>
      <ProvisionalRatingsNote operators={operators} />
      <section aria-labelledby="notas-title" className="mt-10 rounded-2xl border-2 border-amber-600 bg-amber-50 p-6">
        <h2 id="notas-title" className="text-xl font-bold text-ink">
          {c.notes.title}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          {c.notes.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      </section>
      <ResponsibleGamblingBox />
    </div>
  );
}
