import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, type ReactNode } from "react";

export interface AccordionItemData {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * FAQ accordion on native `<details>`: no script (decision 0191). The items share a `name`, so the
 * browser keeps one open at a time, and the open one closes again on its summary. Each summary is
 * exposed as a button with its expanded state and holds the question's heading; the answers are
 * in the HTML for search engines and for find-in-page, which opens the item it lands in.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h3";
  const group = useId();
  return (
    <div data-accordion="" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} name={group} id={`${group}-${item.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold">{item.question}</Heading>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4 text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
