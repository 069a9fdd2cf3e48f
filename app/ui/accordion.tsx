import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

export interface AccordionItemData {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/** ArrowUp/ArrowDown/Home/End move between the accordion's buttons, as the WAI-ARIA pattern suggests. */
function onTriggerKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
  const root = e.currentTarget.closest("[data-accordion]");
  if (!root) return;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")];
  const at = triggers.indexOf(e.currentTarget);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  triggers[(to + triggers.length) % triggers.length]?.focus();
}

/**
 * FAQ accordion: one item open at a time, and the open one can be closed again. Each question is
 * a button with `aria-expanded`/`aria-controls` inside a heading; ArrowUp/ArrowDown/Home/End move
 * between the questions. The answers are always rendered and only *hidden* when closed, so they
 * are in the prerendered HTML for search engines and for visitors without JavaScript. (A few
 * lines instead of Radix Accordion, which added ~6 KB of script to every page with a FAQ.)
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
    <div data-accordion="" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        const state = open === item.id ? "open" : "closed";
        return (
          <div key={item.id} data-state={state}>
            <Heading className="m-0 text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open === item.id}
                aria-controls={panelId}
                data-state={state}
                data-accordion-trigger=""
                onClick={() => setOpen((o) => (o === item.id ? "" : item.id))}
                onKeyDown={onTriggerKeyDown}
                className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-ink hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={open !== item.id}
              data-state={state}
              className="px-4 pb-4 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
