import { Link } from "react-router";
import { MethodologyLink } from "~/features/methodology/components";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { ScrollRegion } from "~/ui/scroll-region";
import { useShellCopy } from "~/features/layout";
import type { HeadToHeadRow } from "~/features/comparison/head-to-head";
import type { HeadToHeadCopy } from "./comparison-copy";
import type { Operator } from "~/features/operators";
import { RankAndAdLabel } from "../operators/components.ts";
import { BonusTerms } from "../operators/components.ts";
import { HeadToHeadPicker, type PickerOption } from "./head-to-head-picker";
import { PairLinks, type PairLinkItem } from "./pair-links";
import { OperatorMark } from "../operators/components.ts";
import { PlayButton } from "../operators/components.ts";
import { CheckNote } from "../operators/components.ts";
import { NO_FACT } from "~/features/operators";

function Side({ operator }: { operator: Operator }) {
  return (
    <article
      aria-labelledby={`side-${operator.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="pair-side"
      data-ranking-entry={operator.rank}
    >
      <RankAndAdLabel rank={operator.rank} />
      <OperatorMark operator={operator} id={`side-${operator.id}`} level={2} lazy={false} className="mt-3" />
      <BonusTerms operator={operator} spot="head-to-head" inline className="mt-3" />
      <div className="mt-auto pt-4">
        <PlayButton operator={operator} placement="head-to-head" full />
        <Link to={operator.detailUrl} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Leer el análisis de {operator.name}
        </Link>
      </div>
    </article>
  );
}

/** Below md, where the «Gana» column is hidden: a ✓ in the winner's own cell, said to screen readers too. */
function WinMark({ row, side, label }: { row: HeadToHeadRow; side: "a" | "b"; label: string }) {
  if (row.winner !== side) return null;
  return (
    <span className="md:hidden">
      <span aria-hidden="true" className="text-emerald-800">✓ </span>
      <span className="sr-only">{label}: </span>
    </span>
  );
}

function WinnerCell({ row, a, b, copy }: { row: HeadToHeadRow; a: Operator; b: Operator; copy: HeadToHeadCopy["table"] }) {
  if (row.winner === null) return <span className="text-slate-600">{copy.notScored}</span>;
  if (row.winner === "tie") return <span className="font-semibold text-slate-800">{copy.tie}</span>;
  const name = row.winner === "a" ? a.name : b.name;
  return (
    <span className="font-semibold text-emerald-800">
      <span aria-hidden="true">✓ </span>
      {name}
      {row.rule ? <span className="block text-xs font-normal text-slate-600">({row.rule})</span> : null}
    </span>
  );
}

/** /comparar/<a>-vs-<b>: the two side by side, every comparable field with who wins it, and both calls to action. */
export function HeadToHeadPage({
  a,
  b,
  rows,
  copy,
  path,
  options,
  related,
}: {
  a: Operator;
  b: Operator;
  rows: readonly HeadToHeadRow[];
  /** head-to-head.yaml resolved for this pair (route loader). */
  copy: HeadToHeadCopy;
  path: string;
  options: readonly PickerOption[];
  /** The other pairs of each of the two operators, one titled list each (internal-links.server.ts). */
  related: readonly { title: string; items: readonly PairLinkItem[] }[];
}) {
  const AFFILIATE_DISCLOSURE = useShellCopy().compliance.affiliateDisclosure;
  const cell = (row: HeadToHeadRow, side: "a" | "b") =>
    `px-2 py-2 align-top hyphens-auto break-words md:px-3 ${row.winner === side ? "bg-emerald-50 font-semibold text-ink" : "text-slate-800"}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <Breadcrumbs
        items={[
          { name: "Inicio", path: "/" },
          { name: "Comparativa", path: "/comparacion" },
          { name: copy.h1, path },
        ]}
      />
      <header className="mt-2 max-w-4xl">
        <h1 className="text-2xl font-extrabold text-ink sm:text-4xl">{copy.h1}</h1>
        <p className="mt-1 text-slate-700 sm:text-lg">{copy.verdict}</p>
      </header>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Side operator={a} />
        <Side operator={b} />
      </div>

      <section aria-labelledby="campos-title" className="mt-8">
        <h2 id="campos-title" className="text-2xl font-bold text-ink">
          {copy.table.title}
        </h2>
        <p className="mt-1 text-slate-700">{copy.table.intro}</p>
        {/* Below md the table drops its «Gana» column (the winner's cell keeps its ✓) and fixes three columns,
            so both operators' values sit side by side on a 360 px phone without a sideways scroll. */}
        <ScrollRegion label={`Tabla comparativa de ${a.name} y ${b.name}`} className="mt-3" cue={false}>
          <table className="w-full table-fixed border-collapse text-left text-sm md:min-w-[40rem] md:table-auto" data-testid="pair-table">
            <caption className="sr-only">
              {a.name} frente a {b.name}: cada campo, el valor de cada casino y cuál gana
            </caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="w-[30%] px-2 py-2 md:w-auto md:px-3">
                  Campo
                </th>
                <th scope="col" className="px-2 py-2 hyphens-auto break-words md:px-3">
                  {a.name}
                </th>
                <th scope="col" className="px-2 py-2 hyphens-auto break-words md:px-3">
                  {b.name}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  Gana
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200" data-winner={row.winner ?? "none"}>
                  <th scope="row" className="px-2 py-2 align-top font-semibold text-ink hyphens-auto break-words md:px-3">
                    {row.label}
                    {row.rule ? <span className="block text-xs font-normal text-slate-600 md:hidden">({row.rule})</span> : null}
                  </th>
                  <td className={cell(row, "a")} data-side="a">
                    <WinMark row={row} side="a" label={copy.table.winsLabel} />
                    {row.a}
                    {row.check && row.a !== NO_FACT ? <CheckNote check={row.check.a} claim className="block text-xs font-normal text-slate-700" /> : null}
                    {row.editorial ? <span className="block text-xs font-normal text-slate-700" data-editorial="">{copy.table.editorial}</span> : null}
                  </td>
                  <td className={cell(row, "b")} data-side="b">
                    <WinMark row={row} side="b" label={copy.table.winsLabel} />
                    {row.b}
                    {row.check && row.b !== NO_FACT ? <CheckNote check={row.check.b} claim className="block text-xs font-normal text-slate-700" /> : null}
                    {row.editorial ? <span className="block text-xs font-normal text-slate-700" data-editorial="">{copy.table.editorial}</span> : null}
                  </td>
                  <td className="hidden px-3 py-2 align-top md:table-cell">
                    <WinnerCell row={row} a={a} b={b} copy={copy.table} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="mt-3 text-sm text-slate-600">
          {copy.table.source} {AFFILIATE_DISCLOSURE} <MethodologyLink />
        </p>
      </section>

      {related.map((g, i) => (
        <PairLinks key={g.title} id={`mas-comparaciones-${i}`} title={g.title} items={g.items} />
      ))}

      <HeadToHeadPicker options={options} defaultA={a.id} defaultB={b.id} copy={copy.picker} />
      <p className="mt-4">
        <Link to="/comparacion" className="btn-secondary">
          Ver la comparativa completa
        </Link>
      </p>
      <ResponsibleGamblingBox />
    </div>
  );
}
