import * as RadixAccordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface AccordionItemData {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/** FAQ accordion: one item open at a time, and the open one can be closed again. */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItemData[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <RadixAccordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0 text-base">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-slate-50">
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-4 pb-4 text-slate-700">{item.answer}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
