import { Link } from "react-router";
import type { Block } from "~/content/blocks";
import { Accordion } from "~/components/ui/accordion";
import { ImageCardGrid } from "~/components/ui/image-card-grid";
import { ResponsibleGamblingBox } from "~/components/responsible-gambling/responsible-gambling-box";
import { NewsletterBox } from "~/components/newsletter/newsletter-box";
import { NewsletterDialogButton } from "~/components/newsletter/newsletter-dialog-button";
import { formatEuro, formatNumber, formatPercent } from "~/lib/format";
import { InlineText } from "./inline-text";

const CALLOUT_TONES = {
  info: "border-sky-600 bg-sky-50",
  warning: "border-amber-600 bg-amber-50",
  help: "border-brand-600 bg-brand-50",
} as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function BlockView({ block, index }: { block: Block; index: number }) {
  switch (block.type) {
    case "heading": {
      const H = `h${block.level}` as "h2";
      return <H id={block.id ?? slug(block.text)}>{block.text}</H>;
    }
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "list": {
      const L = block.ordered ? "ol" : "ul";
      return (
        <L>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText text={item} />
            </li>
          ))}
        </L>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption className="mb-2 text-left font-semibold text-ink">{block.caption}</caption>
            <thead>
              <tr>
                {block.headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 && block.rowHeaders ? (
                      <th key={c} scope="row">
                        <InlineText text={cell} />
                      </th>
                    ) : (
                      <td key={c}>
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "callout":
      return (
        <aside className={`my-6 rounded-xl border-l-4 p-4 ${CALLOUT_TONES[block.tone]}`}>
          {block.title ? <p className="mt-0 font-bold text-ink">{block.title}</p> : null}
          {block.body.map((t, i) => (
            <p key={i} className="my-2">
              <InlineText text={t} />
            </p>
          ))}
        </aside>
      );
    case "faq":
      return (
        <section className="not-prose my-8">
          {block.title ? <h2 className="mb-4 text-2xl font-bold text-ink">{block.title}</h2> : null}
          <Accordion
            headingLevel={block.title ? 3 : 2}
            items={block.items.map((item, i) => ({
              id: `faq-${index}-${i}`,
              question: item.question,
              answer: (
                <p>
                  <InlineText text={item.answer} />
                </p>
              ),
            }))}
          />
        </section>
      );
    case "cards":
      return (
        <ul className="my-6 grid list-none gap-4 p-0 sm:grid-cols-2">
          {block.items.map((card) => (
            <li key={card.title} className="m-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="mt-0 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="my-2">
                <InlineText text={card.text} />
              </p>
              {card.href ? (
                <InlineText text={`[${card.linkLabel ?? `Más sobre ${card.title.toLowerCase()}`}](${card.href})`} />
              ) : null}
            </li>
          ))}
        </ul>
      );
    case "cta":
      return (
        <div className="my-8 flex flex-col items-start gap-3 rounded-2xl bg-slate-100 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="m-0 font-medium text-ink">
            <InlineText text={block.text} />
          </p>
          <Link to={block.href} className="btn-primary shrink-0 !text-white !no-underline">
            {block.label}
          </Link>
        </div>
      );
    case "definitions":
      return (
        <dl className="my-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {block.items.map((d) => (
            <div key={d.term} className="px-4 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-ink">{d.term}</dt>
              <dd className="m-0 sm:col-span-2">
                <InlineText text={d.definition} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "steps":
      return (
        <ol className="!list-none !pl-0">
          {block.items.map((s, i) => (
            <li key={s.title} className="my-4 flex gap-4">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="m-0 font-semibold text-ink">{s.title}</p>
                <p className="my-1">
                  <InlineText text={s.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "stats":
      return (
        <dl className="my-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {block.items.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4 text-center">
              <dt className="text-sm text-slate-700">{s.label}</dt>
              <dd className="m-0 text-2xl font-bold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "imageCards":
      return <ImageCardGrid cards={block.items} title={block.title} />;
    case "responsibleGambling":
      return <ResponsibleGamblingBox />;
    case "newsletter":
      return <NewsletterBox title={block.title} text={block.text} />;
    case "newsletterButton":
      return (
        <div className="my-8 rounded-2xl bg-slate-100 p-6">
          {block.text ? (
            <p className="mt-0">
              <InlineText text={block.text} />
            </p>
          ) : null}
          <NewsletterDialogButton label={block.label} />
        </div>
      );
    case "bonusCalculator":
      return <BonusCalculator deposit={block.deposit} bonusPercent={block.bonusPercent} rollover={block.rollover} />;
    case "barChart":
      return <BarChart title={block.title} items={block.items} />;
  }
}

/** Fixed example of how a match bonus and its wagering requirement add up (no inputs). */
export function BonusCalculator({ deposit, bonusPercent, rollover }: { deposit: number; bonusPercent: number; rollover: number }) {
  const bonus = (deposit * bonusPercent) / 100;
  const total = deposit + bonus;
  // The rollover applies to the bonus amount: the spec's example is 100 € × 30 = 3.000 €, not 200 € × 30.
  const wagering = bonus * rollover;
  const rows: [string, string][] = [
    ["Depósito", formatEuro(deposit)],
    ["Bono", formatPercent(bonusPercent)],
    ["Saldo total", formatEuro(total)],
    ["Rollover", `${formatNumber(rollover)}x`],
    ["Apuestas necesarias", formatEuro(wagering)],
  ];
  return (
    <figure className="my-8 rounded-2xl border-2 border-brand-600 bg-white p-6" aria-labelledby="bonus-calc-title">
      <figcaption id="bonus-calc-title" className="mb-4 text-lg font-bold text-ink">
        Calculadora de bono (ejemplo)
      </figcaption>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-100 p-3 text-center">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="m-0 text-xl font-bold text-brand-800" data-testid={`calc-${slug(label)}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 mb-0 text-sm text-slate-700">
        Con un depósito de {formatEuro(deposit)} y un bono del {formatPercent(bonusPercent)} juegas con{" "}
        {formatEuro(total)}; con un rollover de {formatNumber(rollover)}x sobre el bono ({formatEuro(bonus)}) debes
        apostar {formatEuro(wagering)} antes de poder retirar las ganancias del bono.
      </p>
    </figure>
  );
}

/** Horizontal bar chart drawn with CSS; the numbers are in the text, so screen readers get them too. */
export function BarChart({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  return (
    <figure className="my-8 rounded-2xl border border-slate-200 bg-white p-6">
      <figcaption className="mb-4 font-semibold text-ink">{title}</figcaption>
      <ul className="!my-0 !list-none space-y-3 !pl-0">
        {items.map((item) => (
          <li key={item.label} className="m-0">
            <div className="flex justify-between text-sm font-medium">
              <span>{item.label}</span>
              <span>{formatPercent(item.value)}</span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 rounded-full bg-slate-200">
              <div className="h-3 rounded-full bg-brand-600" style={{ width: `${item.value}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} index={i} />
      ))}
    </>
  );
}
