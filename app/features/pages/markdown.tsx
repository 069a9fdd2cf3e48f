import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { inlineText, type Inline, type MdNode } from "~/features/pages/markdown-nodes";
import { Accordion } from "~/ui/accordion";
import { ExternalLink, isExternalHref } from "~/ui/external-link";
import { ImageCardGrid } from "~/ui/image-card-grid";
import { ResponsibleGamblingBox } from "~/features/responsible-gambling/components";
import { NewsletterBox, NewsletterDialogButton } from "~/features/newsletter/components";
import { BarChart, BonusCalculator } from "../bonus-calculator/components";
import { OfferNotice, OperatorCta, RiskMessageList } from "~/features/operators/components";

/**
 * The one renderer of the site's Markdown (app/features/pages/markdown.server.ts builds the nodes at build
 * time): plain Markdown becomes plain elements, each directive its component. Nothing here parses
 * text or injects HTML.
 */

const CALLOUT_TONES = {
  info: "border-sky-600 bg-sky-50",
  warning: "border-amber-600 bg-amber-50",
  help: "border-brand-600 bg-brand-50",
} as const;

export interface FaqEntry {
  question: string;
  answer: Inline[];
}

export function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        if (typeof n === "string") return <Fragment key={i}>{n}</Fragment>;
        switch (n.t) {
          case "strong":
            return <strong key={i}><InlineNodes nodes={n.c} /></strong>;
          case "em":
            return <em key={i}><InlineNodes nodes={n.c} /></em>;
          case "del":
            return <del key={i}><InlineNodes nodes={n.c} /></del>;
          case "code":
            return <code key={i}>{n.v}</code>;
          case "br":
            return <br key={i} />;
          case "a":
            if (isExternalHref(n.href)) return <ExternalLink key={i} href={n.href}><InlineNodes nodes={n.c} /></ExternalLink>;
            if (n.href.startsWith("/")) return <Link key={i} to={n.href}><InlineNodes nodes={n.c} /></Link>;
            return <a key={i} href={n.href}><InlineNodes nodes={n.c} /></a>;
        }
      })}
    </>
  );
}

function Node({ node, faq }: { node: MdNode; faq: FaqEntry[] }): ReactNode {
  switch (node.t) {
    case "h": {
      const H = `h${node.level}` as "h2";
      return <H id={node.id}><InlineNodes nodes={node.c} /></H>;
    }
    case "p":
      return <p><InlineNodes nodes={node.c} /></p>;
    case "text":
      return <InlineNodes nodes={node.c} />;
    case "list": {
      const items = node.items.map((item, i) => <li key={i}><Nodes nodes={item} faq={faq} /></li>);
      return node.ordered ? <ol start={node.start === 1 ? undefined : node.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case "table": {
      const label = node.caption ?? `Tabla: ${node.head.map((h) => inlineText(h)).join(", ")}`;
      return (
        // The wrapper scrolls sideways on narrow screens; it is focusable so keyboard users can scroll it,
        // and the line above it tells phone users that it does.
        <>
        <p aria-hidden="true" className="scroll-cue">Desliza la tabla hacia los lados para verla entera →</p>
        <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table>
            {node.caption ? <caption className="mb-2 text-left font-semibold text-ink">{node.caption}</caption> : null}
            <thead>
              <tr>
                {node.head.map((h, i) => (
                  <th key={i} scope="col" style={node.align[i] ? { textAlign: node.align[i]! } : undefined}>
                    <InlineNodes nodes={h} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => {
                    const style = node.align[c] ? { textAlign: node.align[c]! } : undefined;
                    return c === 0 && node.rowHeaders ? (
                      <th key={c} scope="row" style={style}><InlineNodes nodes={cell} /></th>
                    ) : (
                      <td key={c} style={style}><InlineNodes nodes={cell} /></td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      );
    }
    case "quote":
      return <blockquote><Nodes nodes={node.c} faq={faq} /></blockquote>;
    case "hr":
      return <hr />;
    case "code":
      return <pre><code>{node.v}</code></pre>;
    case "note":
      return (
        <aside className={`my-6 rounded-xl border-l-4 p-4 [&>p]:my-2 ${CALLOUT_TONES[node.tone]}`}>
          {node.title ? <p className="mt-0 font-bold text-ink">{node.title}</p> : null}
          <Nodes nodes={node.c} faq={faq} />
        </aside>
      );
    case "cards":
      return (
        <ul className="my-6 grid list-none gap-4 p-0 sm:grid-cols-2">
          {node.items.map((card, i) => (
            <li key={i} className="m-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm [&>p]:my-2">
              <h3 className="mt-0 text-lg font-semibold text-ink"><InlineNodes nodes={card.title} /></h3>
              <Nodes nodes={card.c} faq={faq} />
            </li>
          ))}
        </ul>
      );
    case "cta":
      return (
        <div className="my-8 flex flex-col items-start gap-3 rounded-2xl bg-slate-100 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="m-0 font-medium text-ink"><InlineNodes nodes={node.c} /></p>
          <Link to={node.href} className="btn-primary shrink-0 !text-white !no-underline">
            {node.label}
          </Link>
        </div>
      );
    case "definitions":
      return (
        <dl className="my-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {node.items.map((d, i) => (
            <div key={i} className="px-4 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-ink"><InlineNodes nodes={d.term} /></dt>
              <dd className="m-0 sm:col-span-2"><InlineNodes nodes={d.c} /></dd>
            </div>
          ))}
        </dl>
      );
    case "steps":
      return (
        <ol className="!list-none !pl-0">
          {node.items.map((s, i) => (
            <li key={i} className="my-4 flex gap-4">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="m-0 font-semibold text-ink"><InlineNodes nodes={s.title} /></p>
                <p className="my-1"><InlineNodes nodes={s.c} /></p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "stats":
      return (
        <dl className="my-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {node.items.map((s, i) => (
            <div key={i} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4 text-center">
              <dt className="text-sm text-slate-700">{s.label}</dt>
              <dd className="m-0 text-2xl font-bold text-brand-800">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "imageCards":
      return <ImageCardGrid cards={node.items} title={node.title} />;
    case "responsibleGambling":
      return <ResponsibleGamblingBox />;
    case "offerNotice":
      return <OfferNotice spot="page" className="not-prose my-4 rounded-xl border border-slate-200 bg-slate-50 p-3" />;
    case "riskMessages":
      return <RiskMessageList />;
    case "newsletter":
      return <NewsletterBox title={node.title} text={node.c ? inlineText(node.c) : undefined} />;
    case "newsletterButton":
      return (
        <div className="my-8 rounded-2xl bg-slate-100 p-6">
          {node.c ? <p className="mt-0"><InlineNodes nodes={node.c} /></p> : null}
          <NewsletterDialogButton label={node.label} />
        </div>
      );
    case "bonusCalculator":
      // Its texts come with the node (the page's loader adds them); without them, no calculator.
      return node.copy ? <BonusCalculator deposit={node.deposit} bonusPercent={node.bonusPercent} rollover={node.rollover} copy={node.copy} /> : null;
    case "barChart":
      return <BarChart title={node.title} items={node.items} />;
    case "operator":
      return <OperatorCta operator={node.op} />;
    case "faq":
      if (!faq.length) return null;
      return (
        <section className="not-prose my-8">
          {node.title ? <h2 className="mb-4 text-2xl font-bold text-ink">{node.title}</h2> : null}
          <Accordion
            headingLevel={node.title ? 3 : 2}
            items={faq.map((item, i) => ({
              id: `faq-${i}`,
              question: item.question,
              answer: <p><InlineNodes nodes={item.answer} /></p>,
            }))}
          />
        </section>
      );
  }
}

export function Nodes({ nodes, faq = [] }: { nodes: MdNode[]; faq?: FaqEntry[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <Node key={i} node={node} faq={faq} />
      ))}
    </>
  );
}

/** A Markdown body inside the site's prose styles. */
export function MarkdownBody({ nodes, faq, className = "" }: { nodes: MdNode[]; faq?: FaqEntry[]; className?: string }) {
  return (
    <div className={`prose-es ${className}`}>
      <Nodes nodes={nodes} faq={faq} />
    </div>
  );
}
