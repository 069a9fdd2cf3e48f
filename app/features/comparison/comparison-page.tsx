import { InlineText } from "~/ui/inline-text";
import { MethodologyLink } from "~/features/methodology/components";
import { ProvisionalRatingsNote } from "~/features/operators/components";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { ResponsibleGamblingBox, SelfExclusionLine } from "~/features/responsible-gambling/components";
import { useShellCopy } from "~/features/layout";
import type { Operator } from "~/features/operators";
import type { ComparisonCopy, PairLinksCopy } from "./comparison-copy";
import { Link } from "react-router";
import { PairLinks, type PairLinkItem } from "./pair-links";
import { ComparisonList } from "./comparison-list";
import type { MethodPageLinks } from "./comparison-controls.island";
import { HeadToHeadPicker } from "./head-to-head-picker";

/**
 * The comparison page: the ranked list with sort and filters, the important notes, responsible
 * gambling. Its texts come from the route loader (content/copy/comparison.yaml, resolved).
 */
export function ComparisonPage({
  operators,
  path,
  copy: c,
  pairs,
  methodLinks,
}: {
  operators: readonly Operator[];
  path: string;
  copy: ComparisonCopy;
  /** Every side-by-side page: the most searched, then all of them by the better-ranked operator. */
  pairs: { popular: readonly PairLinkItem[]; groups: readonly { operator: string; items: readonly PairLinkItem[] }[]; copy: PairLinksCopy };
  /** The payment filter's links to the method pages (app/features/payment-methods). */
  methodLinks?: MethodPageLinks;
}) {
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
        <ComparisonList operators={operators} empty={c.empty} methodLinks={methodLinks} />
      </div>
      {/* Beside the ranked offers: how to exclude oneself from all of them (RGIAJ, issue 37). */}
      <SelfExclusionLine className="mt-4 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 [&_a]:text-brand-700" />
      <HeadToHeadPicker options={operators.map((o) => ({ id: o.id, name: o.name }))} copy={c.picker} />
      <PairLinks id="mas-buscadas" title={pairs.copy.popularTitle} items={pairs.popular} />
      <section aria-labelledby="todas-las-parejas" className="mt-8" data-testid="all-pairs">
        <h2 id="todas-las-parejas" className="text-2xl font-bold text-ink">
          {pairs.copy.listTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{pairs.copy.listIntro}</p>
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {pairs.groups.map((g) => (
            <div key={g.operator}>
              <h3 className="text-lg font-bold text-ink">{g.operator}</h3>
              <ul className="mt-1 list-none p-0">
                {g.items.map((i) => (
                  <li key={i.path}>
                    <Link to={i.path} className="inline-flex min-h-6 items-center py-0.5 text-brand-700 underline">
                      {i.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
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
