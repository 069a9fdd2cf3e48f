import * as RadixAccordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

export interface AccordionItemData {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * FAQ accordion: one item open at a time, and the open one can be closed again. Radix gives the
 * triggers their keyboard behaviour; the answers are rendered by us and only *hidden* when closed,
 * because Radix drops closed content from the DOM — and the answers must be in the prerendered
 * HTML for search engines and for visitors without JavaScript.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h3";
  const baseId = useId();
  const [open, setOpen] = useState("");
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => {
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <RadixAccordion.Item key={item.id} value={item.id}>
            <RadixAccordion.Header asChild>
              <Heading className="m-0 text-base">
                <RadixAccordion.Trigger
                  id={buttonId}
                  aria-controls={panelId}
                  className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-slate-50"
                >
                  <span>{item.question}</span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                </RadixAccordion.Trigger>
              </Heading>
            </RadixAccordion.Header>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={open !== item.id}
              data-state={open === item.id ? "open" : "closed"}
              className="px-4 pb-4 text-slate-700"
            >
              {item.answer}
            </div>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}
